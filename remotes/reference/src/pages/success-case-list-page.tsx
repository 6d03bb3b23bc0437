import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHead, useGetBoardsQuery } from '@taesung/shared';
import { PageLayout } from '@taesung/shared/page-layout';
import { LoadErrorState, LoadingState } from '@taesung/shared/page-states';
import { CaseCard } from '@/components/case-card.tsx';
import { CasePager } from '@/components/case-pager.tsx';
import { PracticeFilter } from '@/components/practice-filter.tsx';
import { namespace } from '@/i18n/index.ts';
import { caseListArgs, caseListQueryOf, caseListSearch, pageCount } from '@/lib/case-list.ts';
import { practiceAreaOf } from '@/lib/success-case.ts';
import styles from './success-case-list-page.module.css';

/** Every published success case, newest first, by practice area and page as the address says. */
export function SuccessCaseListPage() {
  const { t } = useTranslation(namespace);
  const [searchParams] = useSearchParams();
  const query = caseListQueryOf(searchParams);
  const { currentData, data, isFetching, error, refetch } = useGetBoardsQuery(caseListArgs(query));
  // While another filter or page loads, the last list stays in place (marked busy) rather than collapsing.
  const list = currentData ?? (isFetching ? data : undefined);
  const stale = !currentData && Boolean(list);

  const practice = practiceAreaOf(query.category);
  const area = practice ? t(`common:${practice.title}`) : null;
  const baseTitle = area ? t('list.titleArea', { area }) : t('common:nav.reference');
  const title = query.page > 1 ? t('list.titlePage', { title: baseTitle, page: query.page }) : baseTitle;
  const description = area ? t('list.descriptionArea', { area }) : t('list.description');

  const cases = list?.boards ?? [];
  const totalCount = list?.summary.totalCount ?? 0;
  const lastPage = pageCount(totalCount);
  const pastLast = Boolean(list) && cases.length === 0 && totalCount > 0;

  let emptyText = area ? t('list.emptyArea', { area }) : t('list.empty');
  let emptyLink = area ? <Link to={{ search: '' }}>{t('list.showAll')}</Link> : null;
  if (pastLast) {
    emptyText = t('list.pastLast');
    emptyLink = <Link to={{ search: caseListSearch(query.category) }}>{t('list.firstPage')}</Link>;
  }

  let content;
  if (list) {
    content = (
      <div aria-busy={stale || undefined} className={stale ? styles.busy : undefined}>
        <p className={styles.count} aria-live="polite">
          {t('list.count', { count: totalCount })}
        </p>
        {cases.length > 0 ? (
          <ul className={styles.grid}>
            {cases.map((board) => (
              <li key={board._id}>
                <CaseCard board={board} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <p>{emptyText}</p>
            {emptyLink}
          </div>
        )}
        <CasePager query={query} lastPage={lastPage} />
      </div>
    );
  } else if (error) {
    content = <LoadErrorState message={t('list.error')} onRetry={() => void refetch()} />;
  } else {
    content = <LoadingState label={t('list.loading')} />;
  }

  return (
    <PageLayout title={title} lead={t('list.lead')}>
      <PageHead
        title={`${title} | ${t('common:firm.fullName')}`}
        description={description}
        image={cases.find((board) => board.thumb)?.thumb ?? undefined}
        noindex={pastLast}
      />
      <PracticeFilter current={query.category} />
      {content}
    </PageLayout>
  );
}
