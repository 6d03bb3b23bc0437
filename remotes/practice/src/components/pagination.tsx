import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { namespace } from '../i18n/index.ts';
import styles from './pagination.module.css';

export interface PaginationProps {
  page: number;
  totalCount: number;
  pageSize: number;
  /** Name of the list, for the navigation's label. */
  label: string;
  /** Fragment the links jump to (the list's heading), so a new page starts at its list. */
  anchor?: string;
}

function pagesAround(page: number, last: number): number[] {
  const start = Math.max(1, Math.min(page - 2, last - 4));
  const end = Math.min(last, start + 4);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

/** Pages of a list as ordinary links (`?page=2`), so every page is its own address rendered on the server. */
export function Pagination({ page, totalCount, pageSize, label, anchor }: PaginationProps) {
  const { t } = useTranslation(namespace);
  const { pathname, search } = useLocation();
  const last = Math.max(1, Math.ceil(totalCount / pageSize));
  if (last <= 1) return null;

  const hrefOf = (target: number) => {
    const params = new URLSearchParams(search);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}${anchor ? `#${anchor}` : ''}`;
  };

  return (
    <nav className={styles.nav} aria-label={t('ui.pagination.label', { list: label })}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link to={hrefOf(page - 1)} className={styles.step} rel="prev">
              <span aria-hidden="true">‹</span> {t('ui.pagination.previous')}
            </Link>
          ) : null}
        </li>
        {pagesAround(page, last).map((number) => (
          <li key={number}>
            <Link
              to={hrefOf(number)}
              className={number === page ? `${styles.page} ${styles.current}` : styles.page}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('ui.pagination.page', { page: number })}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          {page < last ? (
            <Link to={hrefOf(page + 1)} className={styles.step} rel="next">
              {t('ui.pagination.next')} <span aria-hidden="true">›</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
