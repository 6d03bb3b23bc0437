import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHead, useSearchQuery, type SearchResult } from '@taesung/shared';
import { PageLayout } from '@taesung/shared/page-layout';
import { LoadErrorState, LoadingState } from '@taesung/shared/page-states';
import { Highlight } from '../components/highlight.tsx';
import { SearchForm } from '../components/search-form.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { namespace } from '../i18n/index.ts';
import { searchKeywordOf } from '../queries.ts';
import styles from './search-page.module.css';

type ResultType = SearchResult['type'];

const resultOrder: readonly ResultType[] = ['practice', 'lawyer', 'reference', 'media', 'faq'];

/** Results grouped by kind, in a fixed order: practice pages, lawyers, success cases, media, FAQs. */
export function groupResults(results: readonly SearchResult[]): { type: ResultType; results: SearchResult[] }[] {
  return resultOrder
    .map((type) => ({ type, results: results.filter((result) => result.type === type) }))
    .filter((group) => group.results.length > 0);
}

const suggestions = [
  '/divorce/lawsuit',
  '/divorce/property',
  '/divorce/custody',
  '/lawsuit',
  '/inheritance/heir',
] as const;
const suggestionLabels: Record<(typeof suggestions)[number], string> = {
  '/divorce/lawsuit': 'nav.divorce.lawsuit',
  '/divorce/property': 'nav.divorce.property',
  '/divorce/custody': 'nav.divorce.custody',
  '/lawsuit': 'nav.lawsuit',
  '/inheritance/heir': 'nav.inheritance.heir',
};

function Suggestions() {
  const { t } = useTranslation(namespace);
  return (
    <div className={styles.suggestions}>
      <h2 className={styles.suggestionsTitle}>{t('search.suggestions')}</h2>
      <ul className={styles.suggestionList}>
        {suggestions.map((path) => (
          <li key={path}>
            <Link to={path} className={styles.suggestion}>
              {t(`common:${suggestionLabels[path]}`)}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/guide" className={styles.suggestion}>
            {t('common:nav.guide')}
          </Link>
        </li>
      </ul>
    </div>
  );
}

/** Site search over practice pages, lawyers, success cases, media and FAQs, in the page's language. */
export function SearchPage() {
  const { t } = useTranslation(namespace);
  const documentTitle = useDocumentTitle();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const keyword = searchKeywordOf(params.keyword, searchParams);
  const searchQuery = useSearchQuery(keyword, { skip: !keyword });
  const title = t('common:nav.search');
  const results = searchQuery.data?.results ?? [];
  const totalCount = Math.max(searchQuery.data?.summary.totalCount ?? 0, results.length);
  const groups = groupResults(results);
  const pageTitle = keyword ? t('search.resultsTitle', { keyword }) : title;

  return (
    <PageLayout title={title} lead={t('search.lead')}>
      <PageHead title={documentTitle(pageTitle)} description={t('search.description')} noindex />
      <SearchForm key={keyword} keyword={keyword} />
      <div aria-busy={searchQuery.isFetching || undefined}>
        {!keyword ? (
          <div className={styles.state}>
            <p className={styles.stateTitle}>{t('search.noKeyword')}</p>
            <Suggestions />
          </div>
        ) : searchQuery.isError ? (
          <LoadErrorState message={t('ui.loadError')} onRetry={() => void searchQuery.refetch()} />
        ) : searchQuery.isLoading || (searchQuery.isFetching && !searchQuery.data) ? (
          <LoadingState label={t('ui.loading')} />
        ) : results.length === 0 ? (
          <div className={styles.state}>
            <p className={styles.stateTitle} role="status">
              {t('search.empty', { keyword })}
            </p>
            <p className={styles.stateText}>{t('search.emptyHint')}</p>
            <Suggestions />
          </div>
        ) : (
          <>
            <p className={styles.summary} role="status">
              {totalCount > results.length
                ? t('search.summaryLimited', { keyword, count: totalCount, shown: results.length })
                : t('search.summary', { keyword, count: results.length })}
            </p>
            {groups.map((group) => (
              <section key={group.type} className={styles.group} aria-labelledby={`search-${group.type}`}>
                <h2 id={`search-${group.type}`} className={styles.groupTitle}>
                  {t(`search.types.${group.type}`)} <span className={styles.groupCount}>{group.results.length}</span>
                </h2>
                <ul className={styles.results}>
                  {group.results.map((result) => (
                    <li key={`${result.type}-${result._id}`} className={styles.result}>
                      <Link to={result.path} className={styles.resultLink}>
                        <span className={styles.resultTitle}>
                          <Highlight text={result.title} keyword={keyword} className={styles.mark} />
                        </span>
                        {result.excerpt ? (
                          <span className={styles.excerpt}>
                            <Highlight text={result.excerpt} keyword={keyword} className={styles.mark} />
                          </span>
                        ) : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </div>
    </PageLayout>
  );
}
