import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@taesung/shared';
import { namespace } from '@/i18n/index.ts';
import { PageViewsChart, type DayCount } from './page-views-chart.tsx';
import styles from './dashboard.module.css';

/** Page views of the last 30 days: a sentence, a chart for the eye and the same figures as a table for everyone else. */
export function PageViews({ days }: { days: readonly DayCount[] }) {
  const { t } = useTranslation(namespace);
  const titleId = useId();
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const peak = days.reduce<DayCount | null>((best, day) => (!best || day.count > best.count ? day : best), null);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('dashboard.pageViews.title')}
      </h2>
      <p className={styles.muted}>
        {peak && total > 0
          ? t('dashboard.pageViews.summary', {
              total: formatNumber(total),
              average: formatNumber(Math.round(total / days.length)),
              peakDate: peak.date,
              peak: formatNumber(peak.count),
            })
          : t('dashboard.pageViews.none')}
      </p>
      <PageViewsChart days={days} />
      <table className="visually-hidden">
        <caption>{t('dashboard.pageViews.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.pageViews.date')}</th>
            <th scope="col">{t('dashboard.pageViews.views')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              <td>{formatNumber(day.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
