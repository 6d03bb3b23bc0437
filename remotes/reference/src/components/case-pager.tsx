import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { namespace } from '@/i18n/index.ts';
import { caseListSearch, pageWindow, type CaseListQuery } from '@/lib/case-list.ts';
import styles from './case-pager.module.css';

export interface CasePagerProps {
  query: CaseListQuery;
  lastPage: number;
}

/** Links to the list's other pages, keeping the practice filter. */
export function CasePager({ query, lastPage }: CasePagerProps) {
  const { t } = useTranslation(namespace);
  if (lastPage <= 1) return null;
  const current = query.page;
  const to = (page: number) => ({ search: caseListSearch(query.category, page) });
  return (
    <nav aria-label={t('list.pagination')} className={styles.pager}>
      <ul className={styles.pages}>
        {current > 1 ? (
          <li>
            <Link
              to={to(Math.min(current - 1, lastPage))}
              rel="prev"
              className={styles.step}
              aria-label={t('list.previousLabel')}
            >
              {t('list.previous')}
            </Link>
          </li>
        ) : null}
        {pageWindow(Math.min(current, lastPage), lastPage).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={to(page)}
                className={styles.page}
                aria-label={t('list.pageLabel', { page })}
                aria-current={page === current ? 'page' : undefined}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < lastPage ? (
          <li>
            <Link to={to(current + 1)} rel="next" className={styles.step} aria-label={t('list.nextLabel')}>
              {t('list.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
