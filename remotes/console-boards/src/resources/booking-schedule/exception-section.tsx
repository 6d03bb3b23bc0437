import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingExceptionInput, BookingExceptionRecord, OfficeCode } from '@taesung/shared/schemas';
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
  useCreateBookingExceptionMutation,
  useDeleteBookingExceptionMutation,
  useGetBookingExceptionsQuery,
  useUpdateBookingExceptionMutation,
} from './api.ts';
import { ExceptionForm } from './exception-form.tsx';
import { emptyException, exceptionKind, exceptionToInput } from './schedule-values.ts';
import styles from './booking-schedule.module.css';

/** An office's days that differ from today on: a table, with one form to add or change a day. */
export function ExceptionSection({ office, officeLabel }: { office: OfficeCode; officeLabel: string }) {
  const { t } = useTranslation(namespace);
  const result = useGetBookingExceptionsQuery(office);
  const [create] = useCreateBookingExceptionMutation();
  const [update] = useUpdateBookingExceptionMutation();
  const [remove] = useDeleteBookingExceptionMutation();
  const confirmed = useConfirmedAction();
  const [editing, setEditing] = useState<BookingExceptionRecord | 'new' | null>(null);

  const describe = useCallback(
    (exception: BookingExceptionRecord) =>
      t(`schedule.exceptions.kinds.${exceptionKind(exception)}`, { from: exception.from, to: exception.to }),
    [t],
  );

  const columns = useMemo<Column<BookingExceptionRecord>[]>(
    () => [
      { key: 'day', header: t('schedule.exceptions.day'), cell: (row) => row.day, width: '9rem' },
      { key: 'what', header: t('schedule.exceptions.what'), cell: describe },
      { key: 'note', header: t('schedule.exceptions.note'), cell: (row) => row.note },
      {
        key: 'actions',
        header: t('schedule.actions'),
        align: 'end',
        cell: (row) => (
          <span className={styles.rowActions}>
            <button type="button" className={actionClasses.secondary} onClick={() => setEditing(row)}>
              {t('schedule.edit')}
            </button>
            <button
              type="button"
              className={actionClasses.danger}
              onClick={() =>
                void confirmed(
                  {
                    title: t('schedule.exceptions.deleteTitle'),
                    message: t('schedule.exceptions.deleteMessage', { day: row.day, what: describe(row) }),
                    confirmLabel: t('schedule.delete'),
                    cancelLabel: t('schedule.cancel'),
                    tone: 'danger',
                  },
                  () => remove(row._id).unwrap(),
                  { success: t('schedule.exceptions.deleted') },
                )
              }
            >
              {t('schedule.delete')}
            </button>
          </span>
        ),
      },
    ],
    [t, describe, confirmed, remove],
  );

  const save = async (values: BookingExceptionInput) => {
    if (editing && editing !== 'new') await update({ id: editing._id, input: values }).unwrap();
    else await create(values).unwrap();
    setEditing(null);
  };

  return (
    <section className={styles.section} aria-labelledby="schedule-exceptions">
      <h2 id="schedule-exceptions" className={styles.heading}>
        {t('schedule.exceptions.title', { office: officeLabel })}
      </h2>
      <p className={styles.hint}>{t('schedule.exceptions.intro')}</p>
      <QueryView result={result} notFound={t('schedule.notFound')}>
        {(exceptions) =>
          exceptions.length ? (
            <DataTable
              caption={t('schedule.exceptions.caption', { office: officeLabel })}
              columns={columns}
              rows={exceptions}
              rowKey={(row) => row._id}
            />
          ) : (
            <EmptyState>{t('schedule.exceptions.empty')}</EmptyState>
          )
        }
      </QueryView>
      {editing ? (
        <ExceptionForm
          key={editing === 'new' ? `new-${office}` : editing._id}
          defaultValues={editing === 'new' ? emptyException(office) : exceptionToInput(editing)}
          onSubmit={save}
          submitLabel={editing === 'new' ? t('schedule.exceptions.add') : t('schedule.save')}
          draftKey={`booking-schedule:exception:${editing === 'new' ? `new:${office}` : editing._id}`}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button type="button" className={actionClasses.primary} onClick={() => setEditing('new')}>
          {t('schedule.exceptions.new')}
        </button>
      )}
    </section>
  );
}
