import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConsultationRequest } from '@taesung/shared';
import {
  ListView,
  toast,
  useListParams,
  type Column,
  type FilterConfig,
  formatDateTimeMinutes,
  maskName,
  maskPhone,
} from '@taesung/shared/console';
import { useGetConsoleFormsQuery, type ConsoleFormList } from '@/api/forms.ts';
import { namespace } from '@/i18n/index.ts';
import { FormExport } from './form-export.tsx';
import { formCategoryValues, formFilters, formStatusValues, officeValues, useFormLabel } from './form-values.ts';
import { StatusBadge } from './status-badge.tsx';
import { useArrivals } from './use-arrivals.ts';
import { usePageVisible } from './use-page-visible.ts';
import styles from './form-list.module.css';

/** How often the list asks for new requests while the tab is shown. */
export const formsPollingInterval = 10_000;

const select = (data: ConsoleFormList) => ({
  rows: data.forms,
  totalCount: data.summary.totalCount,
  capped: data.summary.capped,
});
const rowKey = (row: ConsultationRequest) => row._id;
const rowHref = (row: ConsultationRequest) => `/console/forms/${encodeURIComponent(row._id)}`;

/** Consultation requests: filters, search and paging in the address; new requests appear and are announced. */
export function FormList() {
  const { t } = useTranslation(namespace);
  const label = useFormLabel();
  const list = useListParams({ limit: 20, filters: formFilters });
  const visible = usePageVisible();
  const result = useGetConsoleFormsQuery(list.query, {
    pollingInterval: visible ? formsPollingInterval : 0,
    refetchOnMountOrArgChange: true,
  });
  const { refetch } = result;

  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current) void refetch();
    wasVisible.current = visible;
  }, [visible, refetch]);

  const announce = useCallback((count: number) => toast.info(t('forms.list.arrived', { count })), [t]);
  useArrivals(JSON.stringify(list.query), result.data?.forms, announce);

  const columns = useMemo<Column<ConsultationRequest>[]>(
    () => [
      {
        key: 'name',
        header: t('forms.columns.name'),
        cell: (row) => <span className={styles.nowrap}>{maskName(row.name)}</span>,
      },
      {
        key: 'createdAt',
        header: t('forms.columns.createdAt'),
        cell: (row) => <span className={styles.nowrap}>{formatDateTimeMinutes(row.createdAt)}</span>,
        sort: 'createdAt',
      },
      {
        key: 'phone',
        header: t('forms.columns.phone'),
        cell: (row) => <span className={styles.nowrap}>{maskPhone(row.phone)}</span>,
      },
      {
        key: 'category',
        header: t('forms.columns.category'),
        cell: (row) => (
          <>
            {label('categories', row.category)}
            {row.source ? (
              <span className={styles.source}>{t('forms.fromCalculator', { tool: label('sources', row.source) })}</span>
            ) : null}
          </>
        ),
      },
      { key: 'office', header: t('forms.columns.office'), cell: (row) => label('offices', row.office) },
      {
        key: 'contactTime',
        header: t('forms.columns.contactTime'),
        cell: (row) => label('contactTimes', row.contactTime),
      },
      {
        key: 'status',
        header: t('forms.columns.status'),
        cell: (row) => <StatusBadge status={row.status} />,
        sort: 'status',
        align: 'center',
      },
    ],
    [t, label],
  );

  const filters = useMemo<FilterConfig[]>(
    () => [
      {
        name: 'status',
        label: t('forms.filters.status'),
        options: formStatusValues.map((value) => ({ value, label: t(`forms.statuses.${value}`) })),
      },
      {
        name: 'category',
        label: t('forms.filters.category'),
        options: formCategoryValues.map((value) => ({ value, label: t(`forms.categories.${value}`) })),
      },
      {
        name: 'office',
        label: t('forms.filters.office'),
        options: officeValues.map((value) => ({ value, label: t(`forms.offices.${value}`) })),
      },
      { name: 'from', label: t('forms.filters.from'), type: 'date' },
      { name: 'to', label: t('forms.filters.to'), type: 'date' },
    ],
    [t],
  );

  return (
    <ListView
      title={t('forms.list.title')}
      actions={<FormExport query={list.query} />}
      caption={t('forms.list.caption')}
      list={list}
      result={result}
      select={select}
      columns={columns}
      rowKey={rowKey}
      rowHref={rowHref}
      searchLabel={t('forms.list.search')}
      filters={filters}
      emptyText={t('forms.list.empty')}
    >
      <p className={styles.polling}>{visible ? t('forms.list.polling') : t('forms.list.pollingPaused')}</p>
    </ListView>
  );
}
