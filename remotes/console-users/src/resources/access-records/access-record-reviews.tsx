import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  actionClasses,
  ErrorState,
  formatDateTimeMinutes,
  LoadingState,
  useConfirmedAction,
} from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useGetAccessReviewsQuery, useReviewAccessMonthMutation } from './api.ts';
import { endedMonths, koreanMonth } from './access-record-values.ts';
import styles from './access-records.module.css';

/** The monthly review of the records (PIPA safeguards standard): the last twelve ended months, each reviewed or not. */
export function AccessRecordReviews({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation(namespace);
  const reviews = useGetAccessReviewsQuery();
  const [review, { isLoading: saving }] = useReviewAccessMonthMutation();
  const confirmThen = useConfirmedAction();
  const current = koreanMonth(now);
  const months = useMemo(() => endedMonths(current), [current]);
  const monthLabel = (month: string) =>
    t('records.reviews.month', { year: month.slice(0, 4), month: Number(month.slice(5)) });

  const markReviewed = (month: string) =>
    confirmThen(
      {
        title: t('records.reviews.confirmTitle', { month: monthLabel(month) }),
        message: t('records.reviews.confirmMessage'),
        confirmLabel: t('records.reviews.confirm'),
      },
      () => review({ month }).unwrap(),
      { success: t('records.reviews.done', { month: monthLabel(month) }) },
    );

  let body;
  if (reviews.data) {
    const byMonth = new Map(reviews.data.map((item) => [item.month, item]));
    body = (
      <ul className={styles.months}>
        {months.map((month) => {
          const done = byMonth.get(month);
          return (
            <li key={month} className={styles.month}>
              <span className={styles.monthName}>{monthLabel(month)}</span>
              {done ? (
                <span className={styles.good}>
                  {t('records.reviews.reviewed', {
                    username: done.reviewer.username,
                    at: formatDateTimeMinutes(done.reviewedAt),
                  })}
                </span>
              ) : (
                <button
                  type="button"
                  className={actionClasses.secondary}
                  onClick={() => void markReviewed(month)}
                  disabled={saving}
                >
                  {t('records.reviews.button')}
                  <span className="visually-hidden"> ({monthLabel(month)})</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    );
  } else
    body = reviews.error ? (
      <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />
    ) : (
      <LoadingState />
    );

  return (
    <section className={styles.panel} aria-labelledby="records-reviews">
      <h2 id="records-reviews" className={styles.panelTitle}>
        {t('records.reviews.title')}
      </h2>
      <p className={styles.muted}>{t('records.reviews.lead')}</p>
      {body}
    </section>
  );
}
