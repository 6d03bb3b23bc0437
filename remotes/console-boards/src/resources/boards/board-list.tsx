import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type BoardCode, type BoardListItem } from '@taesung/shared';
import {
  actionClasses,
  type BulkAction,
  type Column,
  type FilterConfig,
  formatDateTimeMinutes,
  ListView,
  useListParams,
} from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useBulkConsoleBoardsMutation, useGetConsoleBoardsQuery, type ConsoleBoardList } from './api.ts';
import { PublishToggle } from './publish-toggle.tsx';
import { boardCodes, boardCreatePath, boardPath, practiceLabelKey, practiceOptions } from './board-values.ts';
import styles from './board-list.module.css';

const filterNames = ['code', 'published', 'category'] as const;

type Row = BoardListItem;

/** Posts of every board, or of one (`code`: the notices screen), with the filters and sorting kept in the address. */
export function BoardList({ code }: { code?: BoardCode }) {
  const { t } = useTranslation(namespace);
  const list = useListParams({ filters: code ? ['published'] : filterNames });
  const shownCode = code ?? list.params.filters.code;
  const query = useMemo(() => (code ? { ...list.query, code } : list.query), [code, list.query]);
  const result = useGetConsoleBoardsQuery(query);
  const [bulk] = useBulkConsoleBoardsMutation();

  const filters = useMemo<FilterConfig[]>(
    () => [
      ...(code
        ? []
        : [
            {
              name: 'code',
              label: t('boards.filters.code'),
              options: boardCodes.map((value) => ({ value, label: t(`boards.codes.${value}`) })),
            },
          ]),
      {
        name: 'published',
        label: t('boards.filters.published'),
        options: ['true', 'false'].map((value) => ({ value, label: t(`boards.filters.published_${value}`) })),
      },
      ...(!shownCode || shownCode === 'reference'
        ? [{ name: 'category', label: t('boards.filters.category'), options: practiceOptions(t) }]
        : []),
    ],
    [code, shownCode, t],
  );

  const columns = useMemo<Column<Row>[]>(
    () => [
      {
        key: 'subject',
        header: t('boards.columns.subject'),
        sort: 'subject',
        cell: (row) => row.subject.ko || row.subject.en,
      },
      ...(code
        ? []
        : [
            {
              key: 'code',
              header: t('boards.columns.code'),
              width: '6.5rem',
              cell: (row: Row) => t(`boards.codes.${row.code}`),
            },
          ]),
      {
        key: 'category',
        header: t('boards.columns.category'),
        cell: (row) => {
          const key = practiceLabelKey(row.category);
          return key ? t(`common:${key}`) : '';
        },
      },
      { key: 'status', header: t('boards.columns.status'), cell: (row) => <PublishToggle board={row} /> },
      {
        key: 'pinned',
        header: t('boards.columns.pinned'),
        align: 'center',
        cell: (row) =>
          row.pinned ? (
            <span className={styles.pinned}>{t('boards.list.yes')}</span>
          ) : (
            <span className="visually-hidden">{t('boards.list.no')}</span>
          ),
      },
      {
        key: 'publishAt',
        header: t('boards.columns.publishAt'),
        sort: 'publishAt',
        cell: (row) => <time dateTime={row.publishAt ?? undefined}>{formatDateTimeMinutes(row.publishAt)}</time>,
      },
      {
        key: 'createdAt',
        header: t('boards.columns.createdAt'),
        sort: 'createdAt',
        cell: (row) => <time dateTime={row.createdAt}>{formatDateTimeMinutes(row.createdAt)}</time>,
      },
      {
        key: 'updatedAt',
        header: t('boards.columns.updatedAt'),
        sort: 'updatedAt',
        cell: (row) => <time dateTime={row.updatedAt}>{formatDateTimeMinutes(row.updatedAt)}</time>,
      },
    ],
    [code, t],
  );

  const bulkActions = useMemo<BulkAction[]>(
    () => [
      {
        key: 'publish',
        label: t('boards.bulk.publish'),
        run: (ids) => bulk({ ids, action: 'publish' }).unwrap(),
        successMessage: (count) => t('boards.bulk.published', { count }),
      },
      {
        key: 'unpublish',
        label: t('boards.bulk.unpublish'),
        run: (ids) => bulk({ ids, action: 'unpublish' }).unwrap(),
        successMessage: (count) => t('boards.bulk.unpublished', { count }),
      },
      {
        key: 'delete',
        label: t('boards.bulk.delete'),
        run: (ids) => bulk({ ids, action: 'delete' }).unwrap(),
        confirm: (count: number) => ({
          title: t('boards.bulk.deleteTitle', { count }),
          message: t('boards.bulk.deleteMessage'),
          confirmLabel: t('boards.bulk.deleteConfirm', { count }),
          cancelLabel: t('boards.bulk.cancel'),
          tone: 'danger',
        }),
        successMessage: (count) => t('boards.bulk.deleted', { count }),
      },
    ],
    [bulk, t],
  );

  return (
    <ListView<Row, ConsoleBoardList>
      title={code ? t('boards.list.noticesTitle') : t('boards.list.title')}
      actions={
        <Link className={actionClasses.primary} to={boardCreatePath(shownCode)}>
          {code === 'notice' ? t('boards.list.newNotice') : t('boards.list.new')}
        </Link>
      }
      caption={code ? t('boards.list.noticesCaption') : t('boards.list.caption')}
      list={list}
      result={result}
      select={(data) => ({ rows: data.boards, totalCount: data.summary.totalCount, capped: data.summary.capped })}
      columns={columns}
      rowKey={(row) => row._id}
      rowHref={(row) => boardPath(row._id)}
      searchLabel={t('boards.list.search')}
      filters={filters}
      bulkActions={bulkActions}
      emptyText={t('boards.list.empty')}
    />
  );
}
