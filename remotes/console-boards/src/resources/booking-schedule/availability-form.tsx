import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingAvailabilityInput, type BookingAvailabilityInput } from '@taesung/shared/schemas';
import { RepeatableField, ResourceForm, SelectField, TextField, useResourceForm } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { weekdayOrder } from './schedule-values.ts';
import styles from './booking-schedule.module.css';

export interface AvailabilityFormProps {
  defaultValues: BookingAvailabilityInput;
  onSubmit: (values: BookingAvailabilityInput) => Promise<unknown>;
  draftKey: string;
}

/** The rules of one office and kind: its weekly hours, the slot length, how far ahead, how soon and how many at once. */
export function AvailabilityForm({ defaultValues, onSubmit, draftKey }: AvailabilityFormProps) {
  const { t } = useTranslation(namespace);
  const form = useResourceForm({
    schema: bookingAvailabilityInput,
    defaultValues,
    onSubmit,
    successMessage: t('schedule.hours.saved'),
    draftKey,
  });
  const weekdays = useMemo(
    () => weekdayOrder.map((day) => ({ value: String(day), label: t(`schedule.weekdays.${day}`) })),
    [t],
  );

  return (
    <ResourceForm form={form} submitLabel={t('schedule.hours.save')}>
      <RepeatableField<BookingAvailabilityInput['weeklyHours'][number]>
        name="weeklyHours"
        label={t('schedule.hours.weekly')}
        hint={t('schedule.hours.weeklyHint')}
        itemLabel={(index) => t('schedule.hours.range', { number: index + 1 })}
        addLabel={t('schedule.hours.addRange')}
        emptyText={t('schedule.hours.noRanges')}
        newItem={() => ({ weekday: 1, from: '09:00', to: '18:00' })}
      >
        {({ name }) => (
          <div className={styles.range}>
            <SelectField name={`${name}.weekday`} label={t('schedule.hours.weekday')} options={weekdays} numeric />
            <TextField name={`${name}.from`} label={t('schedule.hours.from')} placeholder="09:00" maxLength={5} />
            <TextField name={`${name}.to`} label={t('schedule.hours.to')} placeholder="18:00" maxLength={5} />
          </div>
        )}
      </RepeatableField>
      <div className={styles.numbers}>
        <TextField
          name="slotMinutes"
          type="number"
          label={t('schedule.hours.slotMinutes')}
          hint={t('schedule.hours.slotMinutesHint')}
          required
        />
        <TextField
          name="horizonDays"
          type="number"
          label={t('schedule.hours.horizonDays')}
          hint={t('schedule.hours.horizonDaysHint')}
          required
        />
        <TextField
          name="leadMinutes"
          type="number"
          label={t('schedule.hours.leadMinutes')}
          hint={t('schedule.hours.leadMinutesHint')}
          required
        />
        <TextField
          name="capacity"
          type="number"
          label={t('schedule.hours.capacity')}
          hint={t('schedule.hours.capacityHint')}
          required
        />
      </div>
    </ResourceForm>
  );
}
