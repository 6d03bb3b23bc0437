import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DashboardStatistics } from '@taesung/shared';
import { formatDateTimeMinutes } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import styles from './dashboard.module.css';

/** The five latest posts of every board, each opening its editor. */
export function LatestPosts({ posts }: { posts: DashboardStatistics['latestPosts'] }) {
  const { t } = useTranslation(namespace);
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHead}>
        <h2 id={titleId} className={styles.panelTitle}>
          {t('dashboard.latestPosts.title')}
        </h2>
        <Link to="/console/boards" className={styles.more}>
          {t('dashboard.latestPosts.all')}
        </Link>
      </div>
      {posts.length === 0 ? (
        <p className={styles.muted}>{t('dashboard.latestPosts.empty')}</p>
      ) : (
        <ul className={styles.latest}>
          {posts.map((post) => (
            <li key={post._id}>
              <Link to={`/console/boards/${encodeURIComponent(post._id)}`} className={styles.latestLink}>
                <span className={styles.latestTitle}>{post.subject}</span>
                <span className={styles.latestMeta}>
                  {t(`dashboard.codes.${post.code}`, { defaultValue: post.code })}
                  {post.published ? '' : ` · ${t('dashboard.latestPosts.unpublished')}`} · {formatDateTimeMinutes(post.createdAt)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
