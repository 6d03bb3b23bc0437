import { useEffect, useId, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { consoleKitNamespace } from './i18n/index.ts';
import type { Column } from './types.ts';
import styles from './data-table.module.css';

export interface DataTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowHref?: (row: Row) => string;
  sort?: string;
  order?: 'asc' | 'desc';
  onSort?: (sort: string, order: 'asc' | 'desc') => void;
  selected?: ReadonlySet<string>;
  onSelectedChange?: (next: Set<string>) => void;
  busy?: boolean;
}

const alignClass = { start: undefined, center: styles.center, end: styles.end } as const;

/**
 * The console's table: a caption for screen readers, sortable headers (`aria-sort`), the first cell of a row as its
 * link, and a checkbox per row when `onSelectedChange` is given. On a narrow screen it scrolls sideways on its own.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowHref,
  sort,
  order,
  onSort,
  selected,
  onSelectedChange,
  busy = false,
}: DataTableProps<Row>) {
  const { t, i18n } = useTranslation(consoleKitNamespace);
  const id = useId();
  const captionId = `${id}-caption`;
  const selectWordId = `${id}-select`;
  const allRef = useRef<HTMLInputElement>(null);
  const selectable = Boolean(onSelectedChange);
  const keys = rows.map(rowKey);
  const chosen = selected ?? new Set<string>();
  const chosenOnPage = keys.filter((key) => chosen.has(key)).length;
  const allChosen = keys.length > 0 && chosenOnPage === keys.length;

  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = chosenOnPage > 0 && !allChosen;
  }, [chosenOnPage, allChosen]);

  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    onSelectedChange?.(next);
  };
  const toggleAll = (on: boolean) => {
    const next = new Set(chosen);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    onSelectedChange?.(next);
  };
  const selectFirst = i18n.language === 'en';

  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} aria-busy={busy || undefined}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {selectable ? (
              <th scope="col" className={styles.check}>
                <span id={selectWordId} hidden>
                  {t('selection.word')}
                </span>
                <input
                  ref={allRef}
                  type="checkbox"
                  checked={allChosen}
                  disabled={keys.length === 0}
                  onChange={(event) => toggleAll(event.target.checked)}
                  aria-label={t('selection.all')}
                />
              </th>
            ) : null}
            {columns.map((column) => {
              const active = column.sort !== undefined && column.sort === sort;
              const style: CSSProperties | undefined = column.width ? { width: column.width } : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  style={style}
                  className={alignClass[column.align ?? 'start']}
                  aria-sort={active ? (order === 'desc' ? 'descending' : 'ascending') : undefined}
                >
                  {column.sort && onSort ? (
                    <button
                      type="button"
                      className={styles.sort}
                      onClick={() => onSort(column.sort!, active && order !== 'desc' ? 'desc' : 'asc')}
                    >
                      {column.header}
                      <span className={active ? styles.sortIconActive : styles.sortIcon} aria-hidden="true">
                        {active ? (order === 'desc' ? '↓' : '↑') : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const key = keys[index]!;
            const primaryId = `${id}-row-${index}`;
            const isChosen = chosen.has(key);
            return (
              <tr key={key} className={isChosen ? styles.chosen : undefined}>
                {selectable ? (
                  <td className={styles.check}>
                    <input
                      type="checkbox"
                      checked={isChosen}
                      onChange={(event) => toggle(key, event.target.checked)}
                      aria-labelledby={selectFirst ? `${selectWordId} ${primaryId}` : `${primaryId} ${selectWordId}`}
                    />
                  </td>
                ) : null}
                {columns.map((column, columnIndex) => {
                  const content = column.cell(row);
                  const href = columnIndex === 0 && rowHref ? rowHref(row) : undefined;
                  const Cell = columnIndex === 0 ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.key}
                      id={columnIndex === 0 ? primaryId : undefined}
                      scope={columnIndex === 0 ? 'row' : undefined}
                      className={
                        [columnIndex === 0 ? styles.primary : undefined, alignClass[column.align ?? 'start']]
                          .filter(Boolean)
                          .join(' ') || undefined
                      }
                    >
                      {href ? (
                        <Link to={href} className={styles.rowLink}>
                          {content}
                        </Link>
                      ) : (
                        content
                      )}
                    </Cell>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
