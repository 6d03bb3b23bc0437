import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PopupRecord } from '@taesung/shared';
import {
  actionClasses,
  type Column,
  DisplayPeriod,
  type FilterConfig,
  ListView,
  useListParams,
} from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useGetConsolePopupsQuery, type ConsolePopupList } from './api.ts';
import { popupCreatePath, popupPath } from './popup-values.ts';

/** The home page's popups: whether visitors see them now, their window, size and order. */
export function PopupList() {
  const { t } = useTranslation(namespace);
  const list = useListParams({ filters: ['active'] });
  const result = useGetConsolePopupsQuery(list.query);
  const filters = useMemo<FilterConfig[]>(
    () => [
      {
        name: 'active',
        label: t('popups.fields.active'),
        options: ['true', 'false'].map((value) => ({ value, label: t(`popups.active_${value}`) })),
      },
    ],
    [t],
  );
  const columns = useMemo<Column<PopupRecord>[]>(
    () => [
      { key: 'title', header: t('popups.fields.title'), cell: (row) => row.title.ko || row.title.en },
      { key: 'window', header: t('popups.columns.window'), cell: (row) => <DisplayPeriod item={row} /> },
      {
        key: 'size',
        header: t('popups.columns.size'),
        cell: (row) =>
          t('popups.columns.sizeValue', { width: row.width, height: row.height || t('popups.columns.auto') }),
      },
      { key: 'order', header: t('popups.fields.order'), align: 'end', cell: (row) => row.order },
      {
        key: 'image',
        header: t('popups.columns.image'),
        cell: (row) => t(row.image ? 'popups.columns.hasImage' : 'popups.columns.noImage'),
      },
    ],
    [t],
  );

  return (
    <ListView<PopupRecord, ConsolePopupList>
      title={t('popups.list.title')}
      actions={
        <Link to={popupCreatePath} className={actionClasses.primary}>
          {t('popups.list.new')}
        </Link>
      }
      caption={t('popups.list.caption')}
      list={list}
      result={result}
      select={(data) => ({ rows: data.popups, totalCount: data.summary.totalCount })}
      columns={columns}
      rowKey={(row) => row._id}
      rowHref={(row) => popupPath(row._id)}
      searchLabel={t('popups.list.search')}
      filters={filters}
      emptyText={t('popups.list.empty')}
    />
  );
}
