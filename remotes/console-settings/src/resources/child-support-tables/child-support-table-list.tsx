import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@taesung/shared';
import type { ChildSupportTableSummary } from '@taesung/shared/schemas/calculators';
import { actionClasses, formatDateTimeMinutes, ListView, useListParams, type Column } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useGetChildSupportTablesQuery, type ConsoleChildSupportTableList } from './api.ts';
import { TableStatusBadge } from './table-status-badge.tsx';
import { tableCreatePath, tablePath } from './child-support-table-values.ts';
import versionStyles from '@/ui/version-styles.ts';

/** Every version of the standard child-support table, the latest first, with the one the calculator uses now. */
export function ChildSupportTableList() {
  const { t } = useTranslation(namespace);
  const list = useListParams({ limit: 100 });
  const result = useGetChildSupportTablesQuery();

  const columns = useMemo<Column<ChildSupportTableSummary>[]>(
    () => [
      { key: 'title', header: t('childSupportTables.fields.title'), cell: (row) => row.title.ko || row.title.en },
      {
        key: 'effectiveFrom',
        header: t('childSupportTables.fields.effectiveFrom'),
        cell: (row) => <time dateTime={row.effectiveFrom}>{row.effectiveFrom}</time>,
      },
      {
        key: 'status',
        header: t('childSupportTables.fields.status'),
        cell: (row) => <TableStatusBadge status={row.status} />,
      },
      {
        key: 'cellCount',
        header: t('childSupportTables.fields.cellCount'),
        cell: (row) => formatNumber(row.cellCount),
        align: 'end',
      },
      {
        key: 'createdAt',
        header: t('childSupportTables.fields.createdAt'),
        cell: (row) => <time dateTime={row.createdAt}>{formatDateTimeMinutes(row.createdAt)}</time>,
      },
    ],
    [t],
  );

  return (
    <ListView<ChildSupportTableSummary, ConsoleChildSupportTableList>
      title={t('childSupportTables.list.title')}
      actions={
        <Link className={actionClasses.primary} to={tableCreatePath}>
          {t('childSupportTables.list.new')}
        </Link>
      }
      caption={t('childSupportTables.list.caption')}
      list={list}
      result={result}
      select={(data) => ({ rows: data.childSupportTables, totalCount: data.summary.totalCount })}
      columns={columns}
      rowKey={(row) => row._id}
      rowHref={(row) => tablePath(row._id)}
      emptyText={t('childSupportTables.list.empty')}
      intro={<p className={versionStyles.note}>{t('childSupportTables.list.rule')}</p>}
    />
  );
}
