import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DashboardStatistics } from '@taesung/shared';
import { formatDateTimeMinutes, maskName, maskPhone } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import styles from './dashboard.module.css';

/** The five latest consultation requests, each opening its own screen (names and numbers masked, as in lists). */
export function LatestRequests({ requests }: { requests: DashboardStatistics['latestRequests'] }) {
  const { t } = useTranslation(namespace);
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHead}>
        <h2 id={titleId} className={styles.panelTitle}>
          {t('dashboard.latestRequests.title')}
        </h2>
        <Link to="/console/forms" className={styles.more}>
          {t('dashboard.latestRequests.all')}
        </Link>
      </div>
      {requests.length === 0 ? (
        <p className={styles.muted}>{t('dashboard.latestRequests.empty')}</p>
      ) : (
        <ul className={styles.latest}>
          {requests.map((request) => (
            <li key={request._id}>
              <Link to={`/console/forms/${encodeURIComponent(request._id)}`} className={styles.latestLink}>
                <span className={styles.latestTitle}>
                  {maskName(request.name)} · {maskPhone(request.phone)}
                </span>
                <span className={styles.latestMeta}>
                  {t(`forms.categories.${request.category}`, { defaultValue: request.category })} · {t(`forms.statuses.${request.status}`)} ·{' '}
                  {formatDateTimeMinutes(request.createdAt)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
