import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '@taesung/shared';
import { namespace } from '@/i18n/index.ts';
import styles from './dashboard.module.css';

export interface RequestFigures {
  today: number;
  thisWeek: number;
  thisMonth: number;
  bookedToday: number;
}

const dayMs = 24 * 60 * 60 * 1000;

/** Today, this week's Monday and the month's first day on the firm's calendar, for the list's date filter. */
function periodStarts(now: Date) {
  const today = formatDate(now);
  const midnight = new Date(`${today}T00:00:00Z`);
  const sinceMonday = (midnight.getUTCDay() + 6) % 7;
  return {
    today,
    monday: new Date(midnight.getTime() - sinceMonday * dayMs).toISOString().slice(0, 10),
    firstOfMonth: `${today.slice(0, 8)}01`,
  };
}

const formsBetween = (from: string, to: string) => `/console/forms?${new URLSearchParams({ from, to }).toString()}`;

/**
 * The headline figures, each a link to the list that holds them: requests' only with `requests`, the unanswered
 * questions only with `unanswered` (null where the staff member's level does not cover them).
 */
export function StatCards({
  requests,
  unanswered,
  now = new Date(),
}: {
  requests: RequestFigures | null;
  unanswered: number | null;
  now?: Date;
}) {
  const { t } = useTranslation(namespace);
  const labelId = useId();
  const { today, monday, firstOfMonth } = periodStarts(now);
  const cards = [
    ...(requests
      ? [
          {
            key: 'today',
            count: requests.today,
            href: formsBetween(today, today),
            link: t('dashboard.cards.openForms'),
          },
          {
            key: 'week',
            count: requests.thisWeek,
            href: formsBetween(monday, today),
            link: t('dashboard.cards.openForms'),
          },
          {
            key: 'month',
            count: requests.thisMonth,
            href: formsBetween(firstOfMonth, today),
            link: t('dashboard.cards.openForms'),
          },
          {
            key: 'booked',
            count: requests.bookedToday,
            href: `/console/forms?${new URLSearchParams({ bookedOn: today }).toString()}`,
            link: t('dashboard.cards.openBookings'),
          },
        ]
      : []),
    ...(unanswered !== null
      ? [
          {
            key: 'unanswered',
            count: unanswered,
            href: '/console/center/questions',
            link: t('dashboard.cards.openQuestions'),
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby={labelId}>
      <h2 id={labelId} className="visually-hidden">
        {t('dashboard.cards.label')}
      </h2>
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.key} className={styles.card} data-card={card.key}>
            <p className={styles.cardLabel} id={`${labelId}-${card.key}`}>
              {t(`dashboard.cards.${card.key}`)}
            </p>
            <p className={styles.cardValue}>
              {t('dashboard.cards.count', { count: card.count, formatted: formatNumber(card.count) })}
            </p>
            <Link to={card.href} className={styles.cardLink} aria-describedby={`${labelId}-${card.key}`}>
              {card.link}
            </Link>
          </li>
        ))}
      </ul>
      {requests && <p className={styles.note}>{t('dashboard.weekNote')}</p>}
    </section>
  );
}
