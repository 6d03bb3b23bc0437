import { useTranslation } from 'react-i18next';
import { type DashboardStatistics } from '@taesung/shared';
import { formatDateTimeMinutes, maskName, maskPhone } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { LatestList } from './latest-list.tsx';

/** The five latest consultation requests, each opening its own screen (names and numbers masked, as in lists). */
export function LatestRequests({ requests }: { requests: NonNullable<DashboardStatistics['latestRequests']> }) {
  const { t } = useTranslation(namespace);
  return (
    <LatestList
      title={t('dashboard.latestRequests.title')}
      all={{ href: '/console/forms', label: t('dashboard.latestRequests.all') }}
      empty={t('dashboard.latestRequests.empty')}
      entries={requests.map((request) => ({
        id: request._id,
        href: `/console/forms/${encodeURIComponent(request._id)}`,
        title: `${maskName(request.name)} · ${maskPhone(request.phone)}`,
        meta: `${t(`requests.categories.${request.category}`, { defaultValue: request.category })} · ${t(`requests.statuses.${request.status}`)} · ${formatDateTimeMinutes(request.createdAt)}`,
      }))}
    />
  );
}
