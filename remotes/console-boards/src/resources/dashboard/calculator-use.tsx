import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, type DashboardStatistics } from '@taesung/shared';
import { namespace } from '@/i18n/index.ts';
import styles from './dashboard.module.css';

/** Each calculator over the last 30 days: visits of its page and the consultation requests that came from it. */
export function CalculatorUse({ tools }: { tools: DashboardStatistics['calculators'] }) {
  const { t } = useTranslation(namespace);
  const titleId = useId();
  const withRequests = tools.some((tool) => tool.requests !== null);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t('dashboard.calculators.title')}
      </h2>
      <table className={styles.uses}>
        <caption className="visually-hidden">{t('dashboard.calculators.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.calculators.tool')}</th>
            <th scope="col">{t('dashboard.calculators.visits')}</th>
            {withRequests ? <th scope="col">{t('dashboard.calculators.requests')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {tools.map((tool) => (
            <tr key={tool.tool}>
              <th scope="row">{t(`requests.sources.${tool.tool}`, { defaultValue: tool.tool })}</th>
              <td>{formatNumber(tool.visits)}</td>
              {withRequests ? <td>{tool.requests === null ? '' : formatNumber(tool.requests)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{t('dashboard.calculators.note')}</p>
    </section>
  );
}
