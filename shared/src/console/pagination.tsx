import { formatNumber } from '@taesung/shared';
import { useTranslation } from 'react-i18next';
import { consoleKitNamespace } from './i18n/index.ts';
import styles from './pagination.module.css';

/** The pages to offer around the current one: the first, the last and two either side, gaps as `null`. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const pages = [...wanted].filter((item) => item >= 1 && item <= pageCount).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const item of pages) {
    const last = result.at(-1);
    if (typeof last === 'number' && item - last === 2) result.push(last + 1);
    else if (typeof last === 'number' && item - last > 2) result.push(null);
    result.push(item);
  }
  return result;
}

export function Pagination({
  page,
  limit,
  totalCount,
  capped = false,
  onPage,
}: {
  page: number;
  limit: number;
  totalCount: number;
  /** More match than were counted: the total shows as `1,000+`. */
  capped?: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(consoleKitNamespace);
  const pageCount = Math.max(1, Math.ceil(totalCount / Math.max(1, limit)));
  const from = totalCount === 0 ? 0 : Math.min((page - 1) * limit + 1, totalCount);
  const to = Math.min(page * limit, totalCount);

  return (
    <div className={styles.paging}>
      <p className={styles.total}>
        {t('paging.range', { from, to, count: totalCount, total: `${formatNumber(totalCount)}${capped ? '+' : ''}` })}
      </p>
      {pageCount > 1 || page > 1 ? (
        <nav aria-label={t('paging.label')}>
          <ul className={styles.pages}>
            <li>
              <button type="button" className={styles.step} onClick={() => onPage(page - 1)} disabled={page <= 1}>
                <span aria-hidden="true">‹</span>
                <span className="visually-hidden">{t('paging.previous')}</span>
              </button>
            </li>
            {pageWindow(Math.min(page, pageCount), pageCount).map((item, index) =>
              item === null ? (
                <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={item}>
                  <button
                    type="button"
                    className={styles.page}
                    aria-current={item === page ? 'page' : undefined}
                    aria-label={t('paging.page', { page: item })}
                    onClick={() => {
                      if (item !== page) onPage(item);
                    }}
                  >
                    {item}
                  </button>
                </li>
              ),
            )}
            <li>
              <button
                type="button"
                className={styles.step}
                onClick={() => onPage(page + 1)}
                disabled={page >= pageCount}
              >
                <span aria-hidden="true">›</span>
                <span className="visually-hidden">{t('paging.next')}</span>
              </button>
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
