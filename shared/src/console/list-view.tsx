import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsolePage } from '@taesung/shared/console-page';
import { BulkBar } from './bulk-bar.tsx';
import { DataTable } from './data-table.tsx';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { consoleKitNamespace } from './i18n/index.ts';
import { ListFilters } from './list-filters.tsx';
import { ListSearch } from './list-search.tsx';
import { LoadingState } from './loading-state.tsx';
import { Pagination } from './pagination.tsx';
import type { BulkAction, Column, FilterConfig, QueryLike } from './types.ts';
import type { useListParams } from './use-list-params.ts';
import styles from './list-view.module.css';

export interface ListViewProps<Row, Data> {
  title: string;
  actions?: ReactNode;
  caption: string;
  list: ReturnType<typeof useListParams>;
  result: QueryLike<Data>;
  select: (data: Data) => { rows: readonly Row[]; totalCount: number; capped?: boolean };
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  rowHref?: (row: Row) => string;
  searchLabel?: string;
  filters?: readonly FilterConfig[];
  bulkActions?: readonly BulkAction[];
  emptyText?: string;
  /** Shown above the search and filters (panels that belong to the whole list). */
  intro?: ReactNode;
  children?: ReactNode;
}

/**
 * A whole list screen of the console from its configuration: the title, the search box and filters bound to the
 * address, the table with its paging, row selection with the bulk actions, and the loading, empty and error states.
 */
export function ListView<Row, Data>({
  title,
  actions,
  caption,
  list,
  result,
  select,
  columns,
  rowKey,
  rowHref,
  searchLabel,
  filters,
  bulkActions,
  emptyText,
  intro,
  children,
}: ListViewProps<Row, Data>) {
  const { t } = useTranslation(consoleKitNamespace);
  const { params } = list;
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const queryKey = JSON.stringify(list.query);
  const [selectionKey, setSelectionKey] = useState(queryKey);

  if (selectionKey !== queryKey) {
    setSelectionKey(queryKey);
    setSelected(new Set());
  }

  const selection = result.data === undefined ? null : select(result.data);
  const withBulk = Boolean(bulkActions?.length);
  const hasTools = Boolean(searchLabel) || Boolean(filters?.length);

  let body: ReactNode;
  if (selection === null) {
    body = result.error ? <ErrorState error={result.error} onRetry={() => void result.refetch()} /> : <LoadingState />;
  } else if (selection.rows.length === 0) {
    body = (
      <>
        {result.error ? (
          <ErrorState error={result.error} onRetry={() => void result.refetch()} />
        ) : (
          <EmptyState>{emptyText ?? t('states.empty')}</EmptyState>
        )}
        {params.page > 1 ? (
          <Pagination
            page={params.page}
            limit={params.limit}
            totalCount={selection.totalCount}
            capped={selection.capped}
            onPage={list.setPage}
          />
        ) : null}
      </>
    );
  } else {
    body = (
      <>
        {result.error ? <ErrorState error={result.error} onRetry={() => void result.refetch()} /> : null}
        {withBulk ? <BulkBar actions={bulkActions!} selected={selected} onDone={() => setSelected(new Set())} /> : null}
        <DataTable
          caption={caption}
          columns={columns}
          rows={selection.rows}
          rowKey={rowKey}
          rowHref={rowHref}
          sort={params.sort}
          order={params.order}
          onSort={list.setSort}
          selected={withBulk ? selected : undefined}
          onSelectedChange={withBulk ? setSelected : undefined}
          busy={result.isFetching}
        />
        <Pagination
          page={params.page}
          limit={params.limit}
          totalCount={selection.totalCount}
          capped={selection.capped}
          onPage={list.setPage}
        />
      </>
    );
  }

  return (
    <ConsolePage title={title} actions={actions}>
      {intro}
      {hasTools ? (
        <div className={styles.tools}>
          {searchLabel ? <ListSearch label={searchLabel} value={params.search} onSearch={list.setSearch} /> : null}
          {filters?.length ? <ListFilters filters={filters} values={params.filters} onChange={list.setFilter} /> : null}
        </div>
      ) : null}
      {body}
      {children}
    </ConsolePage>
  );
}
