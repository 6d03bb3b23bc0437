import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TermsRecord } from '@taesung/shared';
import {
  actionClasses,
  type Column,
  type FilterConfig,
  formatDateTimeMinutes,
  ListView,
  useListParams,
} from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useGetConsoleTermsListQuery, type ConsoleTermsList } from './api.ts';
import { TermsStateBadge } from './terms-state-badge.tsx';
import { isTermsCode, termsCodeOptions, termsCreatePath, termsPath, termsState } from './terms-values.ts';
import versionStyles from '@/ui/version-styles.ts';
import styles from './terms.module.css';

/** Every version of the privacy policy and the terms of service, newest first per document, with its state. */
export function TermsList() {
  const { t } = useTranslation(namespace);
  const list = useListParams({ filters: ['code'] });
  const result = useGetConsoleTermsListQuery(list.query);
  const all = useGetConsoleTermsListQuery({ limit: 100 }).data?.terms;
  const code = list.params.filters.code;

  const filters = useMemo<FilterConfig[]>(
    () => [{ name: 'code', label: t('terms.fields.code'), options: termsCodeOptions(t) }],
    [t],
  );
  const columns = useMemo<Column<TermsRecord>[]>(
    () => [
      { key: 'title', header: t('terms.fields.title'), cell: (row) => row.title.ko || row.title.en },
      { key: 'code', header: t('terms.fields.code'), cell: (row) => t(`terms.codes.${row.code}`) },
      {
        key: 'effectiveAt',
        header: t('terms.fields.effectiveAt'),
        cell: (row) => <time dateTime={row.effectiveAt}>{formatDateTimeMinutes(row.effectiveAt)}</time>,
      },
      {
        key: 'state',
        header: t('terms.fields.state'),
        cell: (row) => <TermsStateBadge state={termsState(row, all ?? [row])} />,
      },
      {
        key: 'updatedAt',
        header: t('terms.fields.updatedAt'),
        cell: (row) => <time dateTime={row.updatedAt}>{formatDateTimeMinutes(row.updatedAt)}</time>,
      },
    ],
    [t, all],
  );

  return (
    <ListView<TermsRecord, ConsoleTermsList>
      title={t('terms.list.title')}
      actions={
        <span className={styles.actions}>
          {(isTermsCode(code) ? [code] : (['privacy', 'service'] as const)).map((each) => (
            <Link key={each} to={termsCreatePath(each)} className={actionClasses.primary}>
              {t('terms.list.new', { document: t(`terms.codes.${each}`) })}
            </Link>
          ))}
        </span>
      }
      caption={t('terms.list.caption')}
      list={list}
      result={result}
      select={(data) => ({ rows: data.terms, totalCount: data.summary.totalCount })}
      columns={columns}
      rowKey={(row) => row._id}
      rowHref={(row) => termsPath(row._id)}
      searchLabel={t('terms.list.search')}
      filters={filters}
      emptyText={t('terms.list.empty')}
    >
      <p className={versionStyles.note}>{t('terms.list.rule')}</p>
    </ListView>
  );
}
