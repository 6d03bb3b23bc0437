import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bookingExceptionInput,
  bookingExceptionTypes,
  type BookingExceptionFormValues,
  type BookingExceptionInput,
} from '@taesung/shared/schemas';
import { actionClasses, ResourceForm, SelectField, TextField, useResourceForm } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import styles from './booking-schedule.module.css';

export interface ExceptionFormProps {
  defaultValues: BookingExceptionFormValues;
  onSubmit: (values: BookingExceptionInput) => Promise<unknown>;
  submitLabel: string;
  draftKey: string;
  onCancel: () => void;
}

/** A day of the office that differs: closed all day (no hours), closed hours, or extra hours, with a note. */
export function ExceptionForm({ defaultValues, onSubmit, submitLabel, draftKey, onCancel }: ExceptionFormProps) {
  const { t } = useTranslation(namespace);
  const form = useResourceForm({
    schema: bookingExceptionInput,
    defaultValues,
    onSubmit,
    successMessage: t('schedule.exceptions.saved'),
    draftKey,
  });
  const types = useMemo(
    () => bookingExceptionTypes.map((value) => ({ value, label: t(`schedule.exceptions.types.${value}`) })),
    [t],
  );

  return (
    <ResourceForm
      form={form}
      submitLabel={submitLabel}
      actions={
        <button type="button" className={actionClasses.secondary} onClick={onCancel}>
          {t('schedule.cancel')}
        </button>
      }
    >
      <div className={styles.range}>
        <TextField name="day" type="date" label={t('schedule.exceptions.day')} required />
        <SelectField
          name="type"
          label={t('schedule.exceptions.type')}
          hint={t('schedule.exceptions.typeHint')}
          options={types}
        />
        <TextField name="from" label={t('schedule.hours.from')} placeholder="09:00" maxLength={5} />
        <TextField name="to" label={t('schedule.hours.to')} placeholder="18:00" maxLength={5} />
      </div>
      <TextField name="note" label={t('schedule.exceptions.note')} maxLength={200} />
    </ResourceForm>
  );
}
