import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsolePage } from '@taesung/shared/console-page';
import { ErrorState, LoadingState } from '@taesung/shared/console';
import { useGetDashboardStatisticsQuery } from '@/api/dashboard.ts';
import { namespace } from '@/i18n/index.ts';
import { CalculatorUse } from './calculator-use.tsx';
import { CountBars } from './count-bars.tsx';
import { LatestPosts } from './latest-posts.tsx';
import { LatestRequests } from './latest-requests.tsx';
import { PageViews } from './page-views.tsx';
import { StatCards } from './stat-cards.tsx';
import styles from './dashboard.module.css';

/**
 * The console's first screen: requests and questions at a glance, where they come from, visits, what is new.
 * The API leaves out (null) what the staff member's level does not cover; those panels are not drawn.
 */
export function DashboardPage() {
  const { t } = useTranslation(namespace);
  const { data, error, isFetching, refetch } = useGetDashboardStatisticsQuery(undefined, {
    refetchOnMountOrArgChange: 30,
  });

  const byCategory = useMemo(
    () =>
      (data?.consultationRequests?.byCategory ?? []).map((row) => ({
        key: row.category,
        label: t(`requests.categories.${row.category}`, { defaultValue: row.category }),
        count: row.count,
      })),
    [data, t],
  );
  const byOffice = useMemo(
    () =>
      (data?.consultationRequests?.byOffice ?? []).map((row) => ({
        key: row.office,
        label: t(`requests.offices.${row.office}`, { defaultValue: row.office }),
        count: row.count,
      })),
    [data, t],
  );

  const refresh = (
    <button
      type="button"
      className={styles.refresh}
      onClick={() => void refetch()}
      disabled={isFetching}
      aria-busy={isFetching}
    >
      {t('dashboard.refresh')}
    </button>
  );

  if (!data) {
    return (
      <ConsolePage title={t('dashboard.title')}>
        {error ? <ErrorState error={error} onRetry={() => void refetch()} /> : <LoadingState />}
      </ConsolePage>
    );
  }

  const { consultationRequests: requests, questions, latestRequests, latestPosts } = data;
  return (
    <ConsolePage title={t('dashboard.title')} actions={refresh}>
      <div className={styles.dashboard}>
        {(requests || questions) && <StatCards requests={requests} unanswered={questions?.unanswered ?? null} />}
        {requests && (
          <div className={styles.columns}>
            <CountBars
              title={t('dashboard.byCategory.title')}
              caption={t('dashboard.byCategory.caption')}
              label={t('dashboard.byCategory.label')}
              empty={t('dashboard.byCategory.empty')}
              rows={byCategory}
            />
            <CountBars
              title={t('dashboard.byOffice.title')}
              caption={t('dashboard.byOffice.caption')}
              label={t('dashboard.byOffice.label')}
              empty={t('dashboard.byOffice.empty')}
              rows={byOffice}
            />
          </div>
        )}
        <PageViews days={data.pageViews.last30Days} />
        <CalculatorUse tools={data.calculators} />
        {(latestRequests || latestPosts) && (
          <div className={styles.columns}>
            {latestRequests && <LatestRequests requests={latestRequests} />}
            {latestPosts && <LatestPosts posts={latestPosts} />}
          </div>
        )}
      </div>
    </ConsolePage>
  );
}
