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
import { useGetConsoleRequestsQuery, type ConsoleRequestList } from '@/api/consultation-requests.ts';
import { namespace } from '@/i18n/index.ts';
import { RequestExport } from './request-export.tsx';
import {
  requestCategoryValues,
  requestFilters,
  requestStatusValues,
  officeValues,
  useAppointmentLabel,
  useRequestLabel,
} from './request-values.ts';
import { StatusBadge } from './status-badge.tsx';
import { useArrivals } from './use-arrivals.ts';
import { usePageVisible } from './use-page-visible.ts';
import styles from './request-list.module.css';

/** How often the list asks for new requests while the tab is shown. */
export const requestsPollingInterval = 10_000;

const select = (data: ConsoleRequestList) => ({
  rows: data.forms,
  totalCount: data.summary.totalCount,
  capped: data.summary.capped,
});
const rowKey = (row: ConsultationRequest) => row._id;
const rowHref = (row: ConsultationRequest) => `/console/forms/${encodeURIComponent(row._id)}`;

/** Consultation requests: filters, search and paging in the address; new requests appear and are announced. */
export function RequestList() {
  const { t } = useTranslation(namespace);
  const label = useRequestLabel();
  const appointmentLabel = useAppointmentLabel();
  const list = useListParams({ limit: 20, filters: requestFilters });
  const visible = usePageVisible();
  const result = useGetConsoleRequestsQuery(list.query, {
    pollingInterval: visible ? requestsPollingInterval : 0,
    refetchOnMountOrArgChange: true,
  });
  const { refetch } = result;

  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current) void refetch();
    wasVisible.current = visible;
  }, [visible, refetch]);

  const announce = useCallback((count: number) => toast.info(t('requests.list.arrived', { count })), [t]);
  useArrivals(JSON.stringify(list.query), result.data?.forms, announce);

  const columns = useMemo<Column<ConsultationRequest>[]>(
    () => [
      {
        key: 'name',
        header: t('requests.columns.name'),
        cell: (row) => <span className={styles.nowrap}>{maskName(row.name)}</span>,
      },
      {
        key: 'createdAt',
        header: t('requests.columns.createdAt'),
        cell: (row) => <span className={styles.nowrap}>{formatDateTimeMinutes(row.createdAt)}</span>,
        sort: 'createdAt',
      },
      {
        key: 'phone',
        header: t('requests.columns.phone'),
        cell: (row) => <span className={styles.nowrap}>{maskPhone(row.phone)}</span>,
      },
      {
        key: 'category',
        header: t('requests.columns.category'),
        cell: (row) => (
          <>
            {label('categories', row.category)}
            {row.source ? (
              <span className={styles.source}>
                {t('requests.fromCalculator', { tool: label('sources', row.source) })}
              </span>
            ) : null}
          </>
        ),
      },
      { key: 'office', header: t('requests.columns.office'), cell: (row) => label('offices', row.office) },
      {
        key: 'contactTime',
        header: t('requests.columns.contactTime'),
        cell: (row) => label('contactTimes', row.contactTime),
      },
      {
        key: 'appointment',
        header: t('requests.columns.appointment'),
        cell: (row) => (row.appointment ? appointmentLabel(row.appointment) : '—'),
      },
      {
        key: 'status',
        header: t('requests.columns.status'),
        cell: (row) => <StatusBadge status={row.status} />,
        sort: 'status',
        align: 'center',
      },
    ],
    [t, label, appointmentLabel],
  );

  const filters = useMemo<FilterConfig[]>(
    () => [
      {
        name: 'status',
        label: t('requests.filters.status'),
        options: requestStatusValues.map((value) => ({ value, label: t(`requests.statuses.${value}`) })),
      },
      {
        name: 'category',
        label: t('requests.filters.category'),
        options: requestCategoryValues.map((value) => ({ value, label: t(`requests.categories.${value}`) })),
      },
      {
        name: 'office',
        label: t('requests.filters.office'),
        options: officeValues.map((value) => ({ value, label: t(`requests.offices.${value}`) })),
      },
      { name: 'from', label: t('requests.filters.from'), type: 'date' },
      { name: 'to', label: t('requests.filters.to'), type: 'date' },
      { name: 'bookedOn', label: t('requests.filters.bookedOn'), type: 'date' },
    ],
    [t],
  );

  return (
    <ListView
      title={t('requests.list.title')}
      actions={<RequestExport query={list.query} />}
      caption={t('requests.list.caption')}
      list={list}
      result={result}
      select={select}
      columns={columns}
      rowKey={rowKey}
      rowHref={rowHref}
      searchLabel={t('requests.list.search')}
      filters={filters}
      emptyText={t('requests.list.empty')}
    >
      <p className={styles.polling}>{visible ? t('requests.list.polling') : t('requests.list.pollingPaused')}</p>
    </ListView>
  );
}
