import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  type BoardCard,
  formatDate,
  LazyVideoDialog,
  PageHead,
  ResponsiveImage,
  useGetBoardsQuery,
} from '@taesung/shared';
import { PageLayout } from '@taesung/shared/page-layout';
import { LoadErrorState, LoadingState, PageNotFoundState } from '@taesung/shared/page-states';
import { Pagination } from '../components/pagination.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { namespace } from '../i18n/index.ts';
import { mediaListArgs, mediaPageSize, pageNumberOf } from '../queries.ts';
import styles from './media-page.module.css';

/** TV appearances and press coverage, newest first, a page at a time; a card plays its video in a dialog. */
export function MediaPage() {
  const { t } = useTranslation(namespace);
  const documentTitle = useDocumentTitle();
  const [searchParams] = useSearchParams();
  const page = pageNumberOf(searchParams);
  const mediaQuery = useGetBoardsQuery(mediaListArgs(page));
  const [playing, setPlaying] = useState<BoardCard | null>(null);
  const title = t('common:nav.media');
  const items = (mediaQuery.data?.boards ?? []).filter((item) => !item.subOnly);
  const pageTitle = page > 1 ? `${title} (${t('ui.pagination.page', { page })})` : title;

  return (
    <PageLayout title={title} lead={t('media.lead')}>
      <PageHead title={documentTitle(pageTitle)} description={t('media.description')} />
      <h2 id="media-list" className="visually-hidden">
        {t('media.listTitle')}
      </h2>
      <p id="media-play-hint" className="visually-hidden">
        {t('media.play')}
      </p>
      {mediaQuery.isError ? (
        <LoadErrorState message={t('ui.loadError')} onRetry={() => void mediaQuery.refetch()} />
      ) : mediaQuery.isLoading ? (
        <LoadingState label={t('ui.loading')} />
      ) : items.length === 0 && page > 1 ? (
        <PageNotFoundState />
      ) : items.length === 0 ? (
        <p className={styles.empty}>{t('media.empty')}</p>
      ) : (
        <ul className={styles.grid} aria-labelledby="media-list">
          {items.map((item, index) => (
            <li key={item._id} className={styles.item}>
              <article className={styles.card}>
                <div className={styles.thumb}>
                  {item.thumb ? (
                    <ResponsiveImage
                      src={item.thumb}
                      alt=""
                      width={640}
                      height={360}
                      sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                      priority={index === 0}
                      className={styles.image}
                    />
                  ) : null}
                  {item.video ? <span className={styles.play} aria-hidden="true" /> : null}
                </div>
                <div className={styles.body}>
                  <h3 className={styles.title}>
                    {item.video ? (
                      <button
                        type="button"
                        className={styles.open}
                        aria-describedby="media-play-hint"
                        onClick={() => setPlaying(item)}
                      >
                        {item.subject}
                      </button>
                    ) : (
                      item.subject
                    )}
                  </h3>
                  {item.subTitle ? <p className={styles.subTitle}>{item.subTitle}</p> : null}
                  <time className={styles.date} dateTime={item.createdAt}>
                    {formatDate(item.createdAt)}
                  </time>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {mediaQuery.data ? (
        <Pagination
          page={page}
          totalCount={mediaQuery.data.summary.totalCount}
          pageSize={mediaPageSize}
          label={title}
          anchor="main"
        />
      ) : null}
      <LazyVideoDialog
        video={playing?.video ?? null}
        title={playing?.subject ?? title}
        onClose={() => setPlaying(null)}
      />
    </PageLayout>
  );
}
