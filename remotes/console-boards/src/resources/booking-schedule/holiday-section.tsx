import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicHolidayInput, PublicHolidayRecord } from '@taesung/shared/schemas';
import {
  actionClasses,
  DataTable,
  EmptyState,
  QueryView,
  useConfirmedAction,
  type Column,
} from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import {
  useAddPublicHolidayMutation,
  useDeletePublicHolidayMutation,
  useGetPublicHolidaysQuery,
  useRenamePublicHolidayMutation,
} from './api.ts';
import { HolidayForm } from './holiday-form.tsx';
import styles from './booking-schedule.module.css';

/** The public holidays of one year: no office takes bookings on them, but for extra hours. */
function HolidayYear({ year, onRename }: { year: number; onRename: (holiday: PublicHolidayRecord) => void }) {
  const { t } = useTranslation(namespace);
  const result = useGetPublicHolidaysQuery(year);
  const [remove] = useDeletePublicHolidayMutation();
  const confirmed = useConfirmedAction();
  const columns = useMemo<Column<PublicHolidayRecord>[]>(
    () => [
      { key: 'day', header: t('schedule.holidays.day'), cell: (row) => row.day, width: '9rem' },
      { key: 'ko', header: t('schedule.holidays.nameKo'), cell: (row) => row.name.ko },
      { key: 'en', header: t('schedule.holidays.nameEn'), cell: (row) => row.name.en },
      {
        key: 'actions',
        header: t('schedule.actions'),
        align: 'end',
        cell: (row) => (
          <span className={styles.rowActions}>
            <button type="button" className={actionClasses.secondary} onClick={() => onRename(row)}>
              {t('schedule.holidays.rename')}
            </button>
            <button
              type="button"
              className={actionClasses.danger}
              onClick={() =>
                void confirmed(
                  {
                    title: t('schedule.holidays.deleteTitle'),
                    message: t('schedule.holidays.deleteMessage', { day: row.day, name: row.name.ko }),
                    confirmLabel: t('schedule.delete'),
                    cancelLabel: t('schedule.cancel'),
                    tone: 'danger',
                  },
                  () => remove(row.day).unwrap(),
                  { success: t('schedule.holidays.deleted') },
                )
              }
            >
              {t('schedule.delete')}
            </button>
          </span>
        ),
      },
    ],
    [t, confirmed, remove, onRename],
  );
  return (
    <QueryView result={result} notFound={t('schedule.notFound')}>
      {(holidays) =>
        holidays.length ? (
          <DataTable
            caption={t('schedule.holidays.caption', { year })}
            columns={columns}
            rows={holidays}
            rowKey={(row) => row.day}
          />
        ) : (
          <EmptyState>{t('schedule.holidays.empty', { year })}</EmptyState>
        )
      }
    </QueryView>
  );
}

/** The holidays of this year and the next, with one form to add a holiday or rename one. */
export function HolidaySection({ years }: { years: readonly number[] }) {
  const { t } = useTranslation(namespace);
  const [add] = useAddPublicHolidayMutation();
  const [rename] = useRenamePublicHolidayMutation();
  const [editing, setEditing] = useState<PublicHolidayRecord | 'new' | null>(null);

  const save = async (values: PublicHolidayInput) => {
    if (editing && editing !== 'new') await rename({ day: editing.day, name: values.name }).unwrap();
    else await add(values).unwrap();
    setEditing(null);
  };

  return (
    <section className={styles.section} aria-labelledby="schedule-holidays">
      <h2 id="schedule-holidays" className={styles.heading}>
        {t('schedule.holidays.title')}
      </h2>
      <p className={styles.hint}>{t('schedule.holidays.intro')}</p>
      {years.map((year) => (
        <HolidayYear key={year} year={year} onRename={setEditing} />
      ))}
      {editing ? (
        <HolidayForm
          key={editing === 'new' ? 'new' : editing.day}
          holiday={editing === 'new' ? undefined : editing}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button type="button" className={actionClasses.primary} onClick={() => setEditing('new')}>
          {t('schedule.holidays.new')}
        </button>
      )}
    </section>
  );
}
