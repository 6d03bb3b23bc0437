import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { apiErrorMessage, isNotFound, PageHead, useGetSettingQuery, type ApiError } from '@taesung/shared';
import { Dialog } from '@taesung/shared/dialog';
import { PageLayout } from '@taesung/shared/page-layout';
import { LoadErrorState, LoadingState, PageNotFoundState } from '@taesung/shared/page-states';
import { formClasses } from '@taesung/shared/public-form';
import type { BookingSlot } from '@taesung/shared/schemas';
import { bookingKeyOf, useCancelBookingMutation, useGetBookingQuery, useMoveBookingMutation } from '../api/bookings.ts';
import { formatSlot } from '../components/seoul-times.ts';
import { SlotPicker } from '../components/slot-picker.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { loadBookingTexts } from '../i18n/booking.ts';
import { namespace } from '../i18n/index.ts';
import styles from './booking-page.module.css';

/**
 * A visitor's booked consultation, opened by the private link the request's receipt gave: its time in Seoul time,
 * kind, office and status, moved to another free time with the same picker or cancelled after a confirmation.
 * Nothing about the visitor, and never in search engines.
 */
export function BookingPage() {
  const { t, i18n } = useTranslation(namespace);
  const documentTitle = useDocumentTitle();
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const key = bookingKeyOf(searchParams);
  const query = useGetBookingQuery({ id, key }, { skip: !key });
  const offices = useGetSettingQuery().data?.offices ?? [];
  const [move, { isLoading: moving }] = useMoveBookingMutation();
  const [cancel, { isLoading: cancelling }] = useCancelBookingMutation();
  const [moveOpen, setMoveOpen] = useState(false);
  const [start, setStart] = useState('');
  const [offered, setOffered] = useState<readonly BookingSlot[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const booking = query.data;
  const missing = !key || isNotFound(query.error);
  const title = t('booking.page.title');
  const when = (instant: string) => formatSlot(instant, i18n.language);
  const failure = (error: unknown) =>
    setMessage({ text: apiErrorMessage(error, t('booking.page.failed')), failed: true });

  const onMove = async () => {
    if (!start) {
      setMessage({ text: t('booking.page.moveChoose'), failed: true });
      return;
    }
    try {
      const moved = await move({ id, key, start }).unwrap();
      setMoveOpen(false);
      setOffered(null);
      setStart('');
      setMessage({ text: t('booking.page.moved', { time: when(moved.start) }), failed: false });
    } catch (error) {
      const refusal = error as Partial<ApiError>;
      if (refusal.code === 'SLOT_TAKEN') {
        setStart('');
        setOffered(refusal.slots ?? []);
      }
      failure(error);
    }
  };

  const onCancel = async () => {
    setConfirming(false);
    try {
      await cancel({ id, key }).unwrap();
      setMoveOpen(false);
      setMessage({ text: t('booking.page.cancelled'), failed: false });
    } catch (error) {
      failure(error);
    }
  };

  return (
    <PageLayout title={title} crumbs={[{ label: t('common:nav.consultation'), path: '/contact/consultation' }]}>
      <PageHead title={documentTitle(title)} description={t('booking.page.description')} noindex />
      <div className={styles.body}>
        {missing ? (
          <PageNotFoundState message={t('booking.page.notFound')} />
        ) : booking ? (
          <>
            <article className={styles.card} aria-labelledby="booking-time">
              <p className={`${styles.status} ${booking.status === 'booked' ? styles.booked : styles.cancelled}`}>
                <span className="visually-hidden">{t('booking.page.status')}: </span>
                {t(`booking.page.statuses.${booking.status}`)}
              </p>
              <h2 id="booking-time" className={styles.time}>
                <time dateTime={booking.start}>{when(booking.start)}</time>
              </h2>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('booking.page.kind')}</dt>
                  <dd>{t(`booking.kinds.${booking.kind}`)}</dd>
                </div>
                <div>
                  <dt>{t('booking.page.office')}</dt>
                  <dd>{offices.find((office) => office.code === booking.office)?.name ?? booking.office}</dd>
                </div>
              </dl>
            </article>

            <div aria-live="polite" className={styles.messageSlot}>
              {message ? (
                <p className={message.failed ? styles.failed : styles.done} role={message.failed ? 'alert' : undefined}>
                  {message.text}
                </p>
              ) : null}
            </div>

            {booking.status === 'booked' ? (
              moveOpen ? (
                <section className={styles.card} aria-labelledby="booking-move-title">
                  <h2 id="booking-move-title" className={styles.heading}>
                    {t('booking.page.moveTitle')}
                  </h2>
                  <SlotPicker
                    id="booking-move"
                    office={booking.office}
                    kind={booking.kind}
                    value={start}
                    onChange={setStart}
                    offered={offered}
                  />
                  <p className={styles.actions}>
                    <button
                      type="button"
                      className={styles.primary}
                      onClick={() => void onMove()}
                      aria-disabled={moving || undefined}
                    >
                      {t('booking.page.moveSubmit')}
                    </button>
                    <button type="button" className={formClasses.secondaryButton} onClick={() => setMoveOpen(false)}>
                      {t('booking.page.moveStop')}
                    </button>
                  </p>
                </section>
              ) : (
                <p className={styles.actions}>
                  <button
                    type="button"
                    className={styles.primary}
                    onClick={() => {
                      setMessage(null);
                      setOffered(null);
                      setMoveOpen(true);
                    }}
                  >
                    {t('booking.page.move')}
                  </button>
                  <button
                    type="button"
                    className={formClasses.secondaryButton}
                    onClick={() => setConfirming(true)}
                    aria-disabled={cancelling || undefined}
                  >
                    {t('booking.page.cancel')}
                  </button>
                </p>
              )
            ) : (
              <p className={styles.actions}>
                <Link to="/contact/consultation" className={formClasses.secondaryButton}>
                  {t('booking.page.again')}
                </Link>
              </p>
            )}
            <p className={styles.note}>{t('booking.page.private')}</p>

            <Dialog
              open={confirming}
              role="alertdialog"
              title={t('booking.page.confirmTitle')}
              onClose={() => setConfirming(false)}
              initialFocus={keepRef}
            >
              <p className={styles.confirmText}>{t('booking.page.confirmText', { time: when(booking.start) })}</p>
              <p className={styles.actions}>
                <button
                  ref={keepRef}
                  type="button"
                  className={formClasses.secondaryButton}
                  onClick={() => setConfirming(false)}
                >
                  {t('booking.page.confirmNo')}
                </button>
                <button type="button" className={styles.danger} onClick={() => void onCancel()}>
                  {t('booking.page.confirmYes')}
                </button>
              </p>
            </Dialog>
          </>
        ) : query.isError ? (
          <LoadErrorState message={t('ui.loadError')} onRetry={() => void query.refetch()} />
        ) : (
          <LoadingState label={t('ui.loading')} />
        )}
      </div>
    </PageLayout>
  );
}

/** The page, once its texts are loaded. */
export const loadBookingPage = () => loadBookingTexts().then(() => BookingPage);
