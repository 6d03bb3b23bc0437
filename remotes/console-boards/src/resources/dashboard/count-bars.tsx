import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@taesung/shared';
import { namespace } from '@/i18n/index.ts';
import styles from './dashboard.module.css';

export interface CountRow {
  key: string;
  label: string;
  count: number;
}

/** Counts as a table whose rows carry a bar: the figures are read as text, the bars only show proportions. */
export function CountBars({
  title,
  caption,
  label,
  empty,
  rows,
}: {
  title: string;
  caption: string;
  label: string;
  empty: string;
  rows: readonly CountRow[];
}) {
  const { t } = useTranslation(namespace);
  const titleId = useId();
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const max = rows.reduce((highest, row) => Math.max(highest, row.count), 0);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {title}
      </h2>
      {total === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <table className={styles.bars}>
          <caption className="visually-hidden">{caption}</caption>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">{label}</th>
              <th scope="col">{t('dashboard.count')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={styles.barLabel}>
                  {row.label}
                </th>
                <td className={styles.barCell}>
                  <span className={styles.barTrack} aria-hidden="true">
                    <span className={styles.bar} style={{ width: `${max ? (row.count / max) * 100 : 0}%` }} />
                  </span>
                  <span className={styles.barValue}>
                    {t('dashboard.cards.count', { count: row.count, formatted: formatNumber(row.count) })}
                    <span className={styles.share}>
                      {' '}
                      · {t('dashboard.share', { percent: Math.round((row.count / total) * 100) })}
                    </span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
