import { useTranslation } from 'react-i18next';
import {
  publicHolidayInput,
  publicHolidayNameInput,
  type PublicHolidayInput,
  type PublicHolidayRecord,
} from '@taesung/shared/schemas';
import { actionClasses, LocalizedTextField, ResourceForm, TextField, useResourceForm } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import styles from './booking-schedule.module.css';

interface HolidayFormProps {
  /** The holiday renamed; a new one without. */
  holiday?: PublicHolidayRecord;
  onSubmit: (values: PublicHolidayInput) => Promise<unknown>;
  onCancel: () => void;
}

/** A public holiday: its day and name to add one, or its name alone to rename it. */
export function HolidayForm({ holiday, onSubmit, onCancel }: HolidayFormProps) {
  const { t } = useTranslation(namespace);
  const adding = !holiday;
  const form = useResourceForm({
    schema: adding ? publicHolidayInput : publicHolidayNameInput,
    defaultValues: adding ? { day: '', name: { ko: '', en: '' } } : { name: holiday.name },
    onSubmit: (values) => onSubmit({ day: holiday?.day ?? (values as PublicHolidayInput).day, name: values.name }),
    successMessage: adding ? t('schedule.holidays.added') : t('schedule.holidays.renamed'),
    draftKey: `booking-schedule:holiday:${holiday?.day ?? 'new'}`,
  });

  return (
    <ResourceForm
      form={form}
      submitLabel={adding ? t('schedule.holidays.add') : t('schedule.holidays.saveName')}
      actions={
        <button type="button" className={actionClasses.secondary} onClick={onCancel}>
          {t('schedule.cancel')}
        </button>
      }
    >
      {adding ? (
        <TextField name="day" type="date" label={t('schedule.holidays.day')} required />
      ) : (
        <p className={styles.hint}>{t('schedule.holidays.renaming', { day: holiday.day })}</p>
      )}
      <LocalizedTextField name="name" label={t('schedule.holidays.name')} maxLength={100} required />
    </ResourceForm>
  );
}
