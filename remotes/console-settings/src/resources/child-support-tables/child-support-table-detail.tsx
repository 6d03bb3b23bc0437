import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatNumber } from '@taesung/shared';
import type { ChildSupportTableRecord } from '@taesung/shared/schemas/calculators';
import { ConsolePage } from '@taesung/shared/console-page';
import { actionClasses, DataTable, QueryView, useConfirmedAction, type Column } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useDeleteChildSupportTableMutation, useGetChildSupportTableQuery } from './api.ts';
import { factorText, tableGrid, tablesListPath } from './child-support-table-values.ts';
import { TableStatusBadge } from './table-status-badge.tsx';
import versionStyles from '@/ui/version-styles.ts';
import styles from './child-support-tables.module.css';

/** One version: its cells as the court's grid (income bands × age bands); a scheduled version can be deleted. */
export function ChildSupportTableDetail() {
  const { t } = useTranslation(namespace);
  const { id = '' } = useParams();
  const result = useGetChildSupportTableQuery(id);
  const table = result.data?._id === id ? result.data : undefined;

  return (
    <ConsolePage
      title={table ? table.title.ko || table.title.en : t('childSupportTables.list.title')}
      actions={
        <Link className={actionClasses.back} to={tablesListPath}>
          {t('childSupportTables.detail.back')}
        </Link>
      }
    >
      <QueryView
        result={{ data: table, error: result.error, refetch: result.refetch }}
        notFound={t('childSupportTables.detail.notFound')}
      >
        {(version) => <TableVersion table={version} />}
      </QueryView>
    </ConsolePage>
  );
}

type GridRow = ReturnType<typeof tableGrid>['rows'][number];

function TableVersion({ table }: { table: ChildSupportTableRecord }) {
  const { t, i18n } = useTranslation(namespace);
  const locale = i18n.language === 'en' ? 'en' : 'ko';
  const navigate = useNavigate();
  const confirmed = useConfirmedAction();
  const [remove, { isLoading: removing }] = useDeleteChildSupportTableMutation();
  const grid = useMemo(() => tableGrid(table.cells, locale), [table.cells, locale]);
  const { one, two, threeOrMore } = table.childCountFactors;

  const columns = useMemo<Column<GridRow>[]>(
    () => [
      { key: 'income', header: t('childSupportTables.detail.income'), cell: (row) => row.label },
      ...grid.ages.map((age) => ({
        key: `age-${age.from}`,
        header: age.label,
        align: 'end' as const,
        cell: (row: GridRow) => {
          const cell = row.cells.get(age.from);
          if (!cell) return null;
          const range =
            cell.high === null
              ? t('childSupportTables.detail.openRange', { low: formatNumber(cell.low) })
              : t('childSupportTables.detail.range', { low: formatNumber(cell.low), high: formatNumber(cell.high) });
          return (
            <>
              <span className={styles.amount}>{formatNumber(cell.average)}</span>
              <span className={styles.range}>{range}</span>
            </>
          );
        },
      })),
    ],
    [grid, t],
  );

  const deleteVersion = async () => {
    const done = await confirmed(
      {
        title: t('childSupportTables.delete.title'),
        message: t('childSupportTables.delete.message', {
          title: table.title.ko || table.title.en,
          date: table.effectiveFrom,
        }),
        confirmLabel: t('childSupportTables.delete.confirm'),
        cancelLabel: t('childSupportTables.cancel'),
        tone: 'danger',
      },
      () => remove(table._id).unwrap(),
      { success: t('childSupportTables.delete.done') },
    );
    if (done) void navigate(tablesListPath, { replace: true });
  };

  return (
    <>
      <p className={versionStyles.status}>
        <TableStatusBadge status={table.status} />{' '}
        {t('childSupportTables.detail.effectiveOn', { date: table.effectiveFrom })}
      </p>
      <ul className={styles.facts}>
        <li>{t('childSupportTables.detail.cellCount', { count: table.cellCount })}</li>
        <li>
          {t('childSupportTables.detail.adjustments', {
            one: factorText(one),
            two: factorText(two),
            threeOrMore: factorText(threeOrMore),
          })}
        </li>
        {table.source ? (
          <li>
            {t('childSupportTables.detail.source')}:{' '}
            {/^https?:\/\//i.test(table.source) ? (
              <a href={table.source} target="_blank" rel="noopener noreferrer">
                {table.source}
              </a>
            ) : (
              table.source
            )}
          </li>
        ) : null}
      </ul>
      {table.status === 'scheduled' ? (
        <p className={versionStyles.note}>
          {t('childSupportTables.detail.scheduledNote')}{' '}
          <button
            type="button"
            className={actionClasses.danger}
            onClick={() => void deleteVersion()}
            disabled={removing}
          >
            {t('childSupportTables.delete.button')}
          </button>
        </p>
      ) : (
        <p className={versionStyles.note}>{t('childSupportTables.detail.lockedNote')}</p>
      )}
      <DataTable<GridRow>
        caption={t('childSupportTables.detail.caption', { title: table.title.ko || table.title.en })}
        columns={columns}
        rows={grid.rows}
        rowKey={(row) => row.key}
      />
    </>
  );
}
