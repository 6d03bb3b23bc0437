import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { bookingKinds, type BookingKind, type OfficeCode } from '@taesung/shared/schemas';
import { ConsolePage } from '@taesung/shared/console-page';
import { EmptyState, inputClass, QueryView } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useGetBookingAvailabilityQuery, useUpdateBookingAvailabilityMutation } from './api.ts';
import { AvailabilityForm } from './availability-form.tsx';
import { ExceptionSection } from './exception-section.tsx';
import { HolidaySection } from './holiday-section.tsx';
import { availabilityToInput, findAvailability, holidayYears, officesOf } from './schedule-values.ts';
import styles from './booking-schedule.module.css';

/**
 * When visitors may book a consultation: per office and kind its weekly hours and rules, the office's days that
 * differ, and the public holidays (docs/console.md "Booking hours").
 */
export function BookingSchedulePage() {
  const { t } = useTranslation(namespace);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const result = useGetBookingAvailabilityQuery();
  const [update] = useUpdateBookingAvailabilityMutation();
  const officeLabel = (office: string) => t(`schedule.offices.${office}`, { defaultValue: office });

  // The choice is state first: the address is updated in a transition, so two quick changes could read a stale one.
  const [choice, setChoice] = useState(() => ({ office: params.get('office') ?? '', kind: params.get('kind') ?? '' }));
  const choose = (name: 'office' | 'kind', value: string) => {
    const next = { ...choice, [name]: value };
    setChoice(next);
    setParams(Object.fromEntries(Object.entries(next).filter(([, chosen]) => chosen)), { replace: true });
  };

  return (
    <ConsolePage title={t('schedule.title')}>
      <p className={styles.hint}>{t('schedule.intro')}</p>
      <QueryView result={result} notFound={t('schedule.notFound')}>
        {(records) => {
          const offices = officesOf(records);
          if (!offices.length) return <EmptyState>{t('schedule.noOffices')}</EmptyState>;
          const office = offices.find((code) => code === choice.office) ?? offices[0]!;
          const kind: BookingKind = bookingKinds.find((code) => code === choice.kind) ?? bookingKinds[0];
          const rules = findAvailability(records, office, kind);
          return (
            <>
              <div className={styles.pickers}>
                <label className={styles.picker} htmlFor={`${id}-office`}>
                  <span>{t('schedule.office')}</span>
                  <select
                    id={`${id}-office`}
                    className={inputClass}
                    value={office}
                    onChange={(event) => choose('office', event.target.value)}
                  >
                    {offices.map((code) => (
                      <option key={code} value={code}>
                        {officeLabel(code)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className={styles.picker} htmlFor={`${id}-kind`}>
                  <span>{t('schedule.kind')}</span>
                  <select
                    id={`${id}-kind`}
                    className={inputClass}
                    value={kind}
                    onChange={(event) => choose('kind', event.target.value)}
                  >
                    {bookingKinds.map((code) => (
                      <option key={code} value={code}>
                        {t(`schedule.kinds.${code}`)}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              <section className={styles.section} aria-labelledby="schedule-hours">
                <h2 id="schedule-hours" className={styles.heading}>
                  {t('schedule.hours.title', { office: officeLabel(office), kind: t(`schedule.kinds.${kind}`) })}
                </h2>
                <AvailabilityForm
                  key={`${office}:${kind}:${rules?.updatedAt ?? 'new'}`}
                  defaultValues={availabilityToInput(rules)}
                  onSubmit={(input) => update({ office, kind, input }).unwrap()}
                  draftKey={`booking-schedule:hours:${office}:${kind}`}
                />
              </section>
              <ExceptionSection office={office as OfficeCode} officeLabel={officeLabel(office)} />
            </>
          );
        }}
      </QueryView>
      <HolidaySection years={holidayYears()} />
    </ConsolePage>
  );
}
