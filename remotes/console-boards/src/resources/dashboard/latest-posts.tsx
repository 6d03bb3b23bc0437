import { useTranslation } from 'react-i18next';
import { type DashboardStatistics } from '@taesung/shared';
import { formatDateTimeMinutes } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { LatestList } from './latest-list.tsx';

/** The five latest posts of every board, each opening its editor. */
export function LatestPosts({ posts }: { posts: NonNullable<DashboardStatistics['latestPosts']> }) {
  const { t } = useTranslation(namespace);
  return (
    <LatestList
      title={t('dashboard.latestPosts.title')}
      all={{ href: '/console/boards', label: t('dashboard.latestPosts.all') }}
      empty={t('dashboard.latestPosts.empty')}
      entries={posts.map((post) => ({
        id: post._id,
        href: `/console/boards/${encodeURIComponent(post._id)}`,
        title: post.subject,
        meta: `${t(`dashboard.codes.${post.code}`, { defaultValue: post.code })}${post.published ? '' : ` · ${t('dashboard.latestPosts.unpublished')}`} · ${formatDateTimeMinutes(post.createdAt)}`,
      }))}
    />
  );
}
