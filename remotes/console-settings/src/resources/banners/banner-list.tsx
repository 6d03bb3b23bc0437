import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BannerRecord } from '@taesung/shared';
import {
  actionClasses,
  type Column,
  DisplayPeriod,
  type FilterConfig,
  ListView,
  useListParams,
} from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useGetConsoleBannersQuery, type ConsoleBannerList } from './api.ts';
import { bannerBreakpoints, bannerCreatePath, bannerPath, placementLabel, placementOptions } from './banner-values.ts';

/** Banners by placement: whether visitors see them now, their window, order and pictures. */
export function BannerList() {
  const { t } = useTranslation(namespace);
  const list = useListParams({ filters: ['code', 'active'] });
  const result = useGetConsoleBannersQuery(list.query);

  const filters = useMemo<FilterConfig[]>(
    () => [
      { name: 'code', label: t('banners.fields.code'), options: placementOptions(t) },
      {
        name: 'active',
        label: t('banners.fields.active'),
        options: ['true', 'false'].map((value) => ({ value, label: t(`banners.active_${value}`) })),
      },
    ],
    [t],
  );
  const columns = useMemo<Column<BannerRecord>[]>(
    () => [
      { key: 'title', header: t('banners.fields.title'), cell: (row) => row.title.ko || row.title.en },
      { key: 'code', header: t('banners.fields.code'), cell: (row) => placementLabel(t, row.code) },
      { key: 'window', header: t('banners.columns.window'), cell: (row) => <DisplayPeriod item={row} /> },
      { key: 'order', header: t('banners.fields.order'), align: 'end', cell: (row) => row.order },
      {
        key: 'images',
        header: t('banners.columns.images'),
        cell: (row) =>
          bannerBreakpoints
            .filter((breakpoint) => row.images.some((image) => image.breakpoint === breakpoint))
            .map((breakpoint) => t(`banners.breakpoints.${breakpoint}`))
            .join(', ') || t('banners.columns.noImages'),
      },
    ],
    [t],
  );

  return (
    <ListView<BannerRecord, ConsoleBannerList>
      title={t('banners.list.title')}
      actions={
        <Link to={bannerCreatePath} className={actionClasses.primary}>
          {t('banners.list.new')}
        </Link>
      }
      caption={t('banners.list.caption')}
      list={list}
      result={result}
      select={(data) => ({ rows: data.banners, totalCount: data.summary.totalCount })}
      columns={columns}
      rowKey={(row) => row._id}
      rowHref={(row) => bannerPath(row._id)}
      searchLabel={t('banners.list.search')}
      filters={filters}
      emptyText={t('banners.list.empty')}
    />
  );
}
