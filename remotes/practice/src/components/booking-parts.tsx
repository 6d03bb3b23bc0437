import { useEffect, useRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetSettingQuery } from '@taesung/shared';
import { formClasses, FormField, RadioGroup } from '@taesung/shared/public-form';
import type { BookingKind, BookingSlot } from '@taesung/shared/schemas';
import { bookingPath } from '../api/bookings.ts';
import type { ConsultationRequestReceipt } from '../api/consultation-requests.ts';
import { loadBookingTexts } from '../i18n/booking.ts';
import { namespace } from '../i18n/index.ts';
import type { ConsultationValues } from './consultation-values.ts';
import { formatSlot } from './seoul-times.ts';
import { SlotPicker } from './slot-picker.tsx';
import styles from './slot-picker.module.css';

const bookingKinds: readonly BookingKind[] = ['visit', 'phone', 'video'];
const isKind = (value: string): value is BookingKind => (bookingKinds as readonly string[]).includes(value);

/**
 * The consultation form's kind of consultation and, once one is chosen, its time: both optional, so a request
 * without them is sent as before. A time belongs to an office and a kind: choosing another office or kind forgets
 * it, and the times offered after one was taken.
 */
export function AppointmentFields({
  values,
  setValues,
  offered,
  setOffered,
  email,
}: {
  values: ConsultationValues;
  setValues: (values: ConsultationValues) => void;
  offered: readonly BookingSlot[] | null | undefined;
  setOffered: (offered: null) => void;
  /** The e-mail field's wiring from the form (`control`) and its error, shown once a time is chosen. */
  email: { control: InputHTMLAttributes<HTMLInputElement> & { id: string }; error: string | undefined };
}) {
  const { t } = useTranslation(namespace);
  const { office, kind, start } = values;
  const onChange = (nextKind: string, nextStart: string) => {
    setValues({ ...values, kind: nextKind, start: nextStart });
    setOffered(null);
  };
  const officeOfTime = useRef(office);
  useEffect(() => {
    if (officeOfTime.current === office) return;
    officeOfTime.current = office;
    onChange(kind, '');
    // Only another office forgets the time; the callback is new with every render of the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [office]);
  // The time just taken is no longer chosen; the times offered instead are shown until one is.
  useEffect(() => {
    if (offered) setValues({ ...values, start: '' });
    // Only the server's answer forgets it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offered]);
  return (
    <>
      <RadioGroup
        id="consultation-kind"
        name="kind"
        label={t('booking.kinds.label')}
        value={kind}
        options={bookingKinds.map((each) => ({ value: each, label: t(`booking.kinds.${each}`) }))}
        onChange={(event) => onChange(event.currentTarget.value, '')}
        invalid={false}
        describedBy={undefined}
        error={undefined}
        required={false}
      />
      {isKind(kind) ? (
        <section className={styles.field} aria-labelledby="consultation-appointment-title">
          <h3 id="consultation-appointment-title" className={styles.title}>
            {t('booking.picker.title')}
          </h3>
          <p className={styles.note}>{t('booking.picker.hint')}</p>
          <SlotPicker
            id="consultation-appointment"
            office={office}
            kind={kind}
            value={start}
            onChange={(chosen) => onChange(kind, chosen)}
            offered={offered}
          />
        </section>
      ) : null}
      {isKind(kind) && start ? (
        <FormField
          id={email.control.id}
          label={t('booking.email.label')}
          hint={t('booking.email.hint')}
          error={email.error}
        >
          <input
            {...email.control}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={200}
            className={formClasses.input}
          />
        </FormField>
      ) : null}
    </>
  );
}

/** The receipt's booked time, in Seoul time with its kind and office, and the link to the booking's private page. */
export function BookedAppointment({ sent }: { sent: ConsultationRequestReceipt & { office: string } }) {
  const { t, i18n } = useTranslation(namespace);
  const offices = useGetSettingQuery().data?.offices ?? [];
  const { form, booking } = sent;
  const appointment = form?.appointment;
  if (!appointment) return null;
  return (
    <div className={formClasses.receiptNote}>
      <h3 className={formClasses.nextTitle}>{t('booking.receipt.title')}</h3>
      <p className={formClasses.receiptLead}>
        <time dateTime={appointment.start}>
          {t('booking.receipt.time', {
            time: formatSlot(appointment.start, i18n.language),
            kind: t(`booking.kinds.${appointment.kind}`),
            office: offices.find((each) => each.code === sent.office)?.name ?? sent.office,
          })}
        </time>
      </p>
      {booking ? (
        <p>
          <Link to={bookingPath(booking._id, booking.key)} className={formClasses.inlineLink}>
            {t('booking.receipt.link')}
          </Link>
          <br />
          {t('booking.receipt.linkNote')}
        </p>
      ) : null}
    </div>
  );
}

const parts = { AppointmentFields, BookedAppointment };
export type BookingPartName = keyof typeof parts;

/** One of the parts, once the texts of the booking are loaded (for `React.lazy`). */
export const loadBookingPart = <Name extends BookingPartName>(name: Name) =>
  loadBookingTexts().then(() => ({ default: parts[name] }));
