import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BookingLawyer, ConsoleBooking } from '@taesung/shared';
import { Dialog } from '@taesung/shared/dialog';
import { Field, actionClasses, inputClass, useAction, useConfirmedAction } from '@taesung/shared/console';
import {
  useAssignBookingLawyerMutation,
  useCancelBookingMutation,
  useConfirmBookingMutation,
  useGetFreeSlotsQuery,
  useMoveBookingMutation,
} from '@/api/bookings.ts';
import { namespace } from '@/i18n/index.ts';
import { seoulParts, seoulToday } from './calendar-days.ts';
import { useBookingLabel } from './booking-values.ts';
import styles from './booking-calendar.module.css';

const when = (booking: Pick<ConsoleBooking, 'start' | 'end'>) =>
  `${seoulParts(booking.start).day} ${seoulParts(booking.start).time}–${seoulParts(booking.end).time}`;

/** Moving a booking: one of its office's free times of its kind for the next two weeks. */
function MoveBooking({ booking }: { booking: ConsoleBooking }) {
  const { t } = useTranslation(namespace);
  const act = useAction();
  const [move, { isLoading }] = useMoveBookingMutation();
  const slots = useGetFreeSlotsQuery({ office: booking.office, kind: booking.kind, from: seoulToday() });
  const [start, setStart] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (start) void act(() => move({ id: booking._id, start }).unwrap(), { success: t('bookings.moved') });
  };
  return (
    <form className={styles.action} onSubmit={submit}>
      <Field label={t('bookings.details.moveTo')} hint={slots.isError ? t('bookings.details.slotsFailed') : undefined}>
        {(control) => (
          <select {...control} className={inputClass} value={start} onChange={(event) => setStart(event.target.value)}>
            <option value="">{t('bookings.details.pickTime')}</option>
            {(slots.data ?? []).map((slot) => (
              <option key={slot.start} value={slot.start}>
                {when(slot)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className={actionClasses.secondary} disabled={!start || isLoading}>
        {t('bookings.details.move')}
      </button>
    </form>
  );
}

/** Assigning a lawyer, or none. */
function AssignLawyer({ booking, lawyers }: { booking: ConsoleBooking; lawyers: readonly BookingLawyer[] }) {
  const { t } = useTranslation(namespace);
  const act = useAction();
  const [assign, { isLoading }] = useAssignBookingLawyerMutation();
  const [lawyerId, setLawyerId] = useState(booking.lawyer?._id ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void act(() => assign({ id: booking._id, lawyerId: lawyerId || null }).unwrap(), {
      success: t('bookings.assigned'),
    });
  };
  return (
    <form className={styles.action} onSubmit={submit}>
      <Field label={t('bookings.details.lawyer')}>
        {(control) => (
          <select
            {...control}
            className={inputClass}
            value={lawyerId}
            onChange={(event) => setLawyerId(event.target.value)}
          >
            <option value="">{t('bookings.noLawyer')}</option>
            {lawyers.map((lawyer) => (
              <option key={lawyer._id} value={lawyer._id}>
                {lawyer.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button
        type="submit"
        className={actionClasses.secondary}
        disabled={isLoading || lawyerId === (booking.lawyer?._id ?? '')}
      >
        {t('bookings.details.assign')}
      </button>
    </form>
  );
}

/** One booking with its request's link and staff's actions: confirm, move, assign a lawyer, cancel. */
export function BookingDetails({
  booking,
  lawyers,
  onClose,
}: {
  booking: ConsoleBooking;
  lawyers: readonly BookingLawyer[];
  onClose: () => void;
}) {
  const { t } = useTranslation(namespace);
  const label = useBookingLabel();
  const act = useAction();
  const confirmed = useConfirmedAction();
  const [confirmBooking, confirming] = useConfirmBookingMutation();
  const [cancelBooking, cancelling] = useCancelBookingMutation();
  const open = booking.status !== 'cancelled';

  const cancel = async () => {
    const done = await confirmed(
      {
        title: t('bookings.cancel.title'),
        message: t('bookings.cancel.message', { name: booking.name, when: when(booking) }),
        confirmLabel: t('bookings.cancel.confirm'),
        tone: 'danger',
      },
      () => cancelBooking(booking._id).unwrap(),
      { success: t('bookings.cancelled') },
    );
    if (done) onClose();
  };

  return (
    <Dialog open onClose={onClose} title={t('bookings.details.title', { name: booking.name })}>
      <dl className={styles.facts}>
        <dt>{t('bookings.columns.time')}</dt>
        <dd>{when(booking)}</dd>
        <dt>{t('bookings.columns.kind')}</dt>
        <dd>{label('kinds', booking.kind)}</dd>
        <dt>{t('bookings.columns.office')}</dt>
        <dd>{label('offices', booking.office)}</dd>
        <dt>{t('bookings.columns.status')}</dt>
        <dd>{label('statuses', booking.status)}</dd>
        <dt>{t('bookings.columns.lawyer')}</dt>
        <dd>{booking.lawyer?.name ?? t('bookings.noLawyer')}</dd>
      </dl>
      <p>
        <Link to={`/console/forms/${encodeURIComponent(booking.requestId)}`}>{t('bookings.details.request')}</Link>
      </p>
      {open ? (
        <>
          <div className={styles.group}>
            {booking.status === 'booked' ? (
              <button
                type="button"
                className={actionClasses.primary}
                disabled={confirming.isLoading}
                onClick={() =>
                  void act(() => confirmBooking(booking._id).unwrap(), { success: t('bookings.confirmed') })
                }
              >
                {t('bookings.details.confirm')}
              </button>
            ) : null}
            <button
              type="button"
              className={actionClasses.danger}
              disabled={cancelling.isLoading}
              onClick={() => void cancel()}
            >
              {t('bookings.details.cancel')}
            </button>
          </div>
          <MoveBooking booking={booking} />
          <AssignLawyer key={booking.lawyer?._id ?? ''} booking={booking} lawyers={lawyers} />
        </>
      ) : null}
    </Dialog>
  );
}
