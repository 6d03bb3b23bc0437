import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { accessActions, accessSubjects } from '@taesung/shared/schemas';
import type { AccessRecord, AccessRecordList as AccessRecordPage } from '@taesung/shared';
import {
  formatDateTimeMinutes,
  ListView,
  useListParams,
  type Column,
  type FilterConfig,
} from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useGetAccessRecordsQuery } from './api.ts';
import { AccessRecordCheck } from './access-record-check.tsx';
import { AccessRecordReviews } from './access-record-reviews.tsx';
import { AccessRecordSubject } from './access-record-subject.tsx';
import { accessRecordFilters } from './access-record-values.ts';
import screenStyles from '@/ui/screen-styles.ts';
import styles from './access-records.module.css';

const select = (data: AccessRecordPage) => ({ rows: data.items, totalCount: data.totalCount });
const rowKey = (record: AccessRecord) => record._id;

/** The access records of personal data, newest first, with the chain check and the monthly review above them. */
export function AccessRecordList() {
  const { t } = useTranslation(namespace);
  const list = useListParams({ limit: 50, filters: accessRecordFilters });
  const result = useGetAccessRecordsQuery(list.query, { refetchOnMountOrArgChange: true });
  const details = t('records.details', { returnObjects: true }) as Record<string, string>;

  const columns = useMemo<Column<AccessRecord>[]>(
    () => [
      { key: 'id', header: t('records.columns.id'), cell: (record) => record._id, align: 'end' },
      {
        key: 'at',
        header: t('records.columns.at'),
        cell: (record) => <span className={styles.nowrap}>{formatDateTimeMinutes(record.at)}</span>,
      },
      {
        key: 'account',
        header: t('records.columns.account'),
        cell: (record) => record.account?.username ?? <span className={styles.muted}>{t('records.system')}</span>,
      },
      {
        key: 'address',
        header: t('records.columns.address'),
        cell: (record) => <span className={styles.address}>{record.address}</span>,
      },
      {
        key: 'action',
        header: t('records.columns.action'),
        cell: (record) => (
          <>
            <span className={styles.nowrap}>{t(`records.actions.${record.action}`)}</span>
            {record.detail ? <span className={styles.detail}>{details[record.detail] ?? record.detail}</span> : null}
          </>
        ),
      },
      {
        key: 'subject',
        header: t('records.columns.subject'),
        cell: (record) => <AccessRecordSubject record={record} />,
      },
      {
        key: 'reason',
        header: t('records.columns.reason'),
        cell: (record) => (record.reason ? <span className={styles.reason}>{record.reason}</span> : null),
      },
    ],
    [t, details],
  );

  const filters = useMemo<FilterConfig[]>(
    () => [
      { name: 'account', label: t('records.filters.account'), type: 'text', maxLength: 50 },
      {
        name: 'action',
        label: t('records.filters.action'),
        options: accessActions.map((value) => ({ value, label: t(`records.actions.${value}`) })),
      },
      {
        name: 'subject',
        label: t('records.filters.subject'),
        options: accessSubjects.map((value) => ({ value, label: t(`records.subjects.${value}`) })),
      },
      { name: 'subjectId', label: t('records.filters.subjectId'), type: 'text', maxLength: 64 },
      { name: 'until', label: t('records.filters.until'), type: 'text', maxLength: 20 },
      { name: 'from', label: t('records.filters.from'), type: 'date' },
      { name: 'to', label: t('records.filters.to'), type: 'date' },
    ],
    [t],
  );

  return (
    <ListView
      title={t('records.title')}
      caption={t('records.caption')}
      intro={
        <>
          <p className={screenStyles.lead}>{t('records.lead')}</p>
          <div className={styles.panels}>
            <AccessRecordCheck />
            <AccessRecordReviews />
          </div>
        </>
      }
      list={list}
      result={result}
      select={select}
      columns={columns}
      rowKey={rowKey}
      filters={filters}
      emptyText={t('records.empty')}
    />
  );
}
