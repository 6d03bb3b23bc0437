import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsolePage } from '@taesung/shared/console-page';
import { ErrorState, LoadingState } from '@taesung/shared/console';
import { useGetDashboardStatisticsQuery } from '@/api/dashboard.ts';
import { namespace } from '@/i18n/index.ts';
import { CountBars } from './count-bars.tsx';
import { LatestPosts } from './latest-posts.tsx';
import { LatestRequests } from './latest-requests.tsx';
import { PageViews } from './page-views.tsx';
import { StatCards } from './stat-cards.tsx';
import styles from './dashboard.module.css';

/** The console's first screen: requests and questions at a glance, where they come from, visits, what is new. */
export function DashboardPage() {
  const { t } = useTranslation(namespace);
  const { data, error, isFetching, refetch } = useGetDashboardStatisticsQuery(undefined, { refetchOnMountOrArgChange: 30 });

  const byCategory = useMemo(
    () =>
      (data?.consultationRequests.byCategory ?? []).map((row) => ({
        key: row.category,
        label: t(`forms.categories.${row.category}`, { defaultValue: row.category }),
        count: row.count,
      })),
    [data, t],
  );
  const byOffice = useMemo(
    () =>
      (data?.consultationRequests.byOffice ?? []).map((row) => ({
        key: row.office,
        label: t(`forms.offices.${row.office}`, { defaultValue: row.office }),
        count: row.count,
      })),
    [data, t],
  );

  const refresh = (
    <button type="button" className={styles.refresh} onClick={() => void refetch()} disabled={isFetching} aria-busy={isFetching}>
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

  const requests = data.consultationRequests;
  return (
    <ConsolePage title={t('dashboard.title')} actions={refresh}>
      <div className={styles.dashboard}>
        <StatCards figures={{ today: requests.today, thisWeek: requests.thisWeek, thisMonth: requests.thisMonth, unanswered: data.questions.unanswered }} />
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
        <PageViews days={data.pageViews.last30Days} />
        <div className={styles.columns}>
          <LatestRequests requests={data.latestRequests} />
          <LatestPosts posts={data.latestPosts} />
        </div>
      </div>
    </ConsolePage>
  );
}
