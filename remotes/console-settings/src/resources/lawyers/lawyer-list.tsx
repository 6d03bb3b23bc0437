import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LawyerRecord } from '@taesung/shared';
import {
  actionClasses,
  type Column,
  ErrorState,
  type FilterConfig,
  ListView,
  LoadingState,
  OrderPanel,
  useListParams,
} from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import screen from '@/ui/screen-styles.ts';
import { useGetConsoleLawyersQuery, useReorderConsoleLawyersMutation, type ConsoleLawyerList } from './api.ts';
import { lawyerCreatePath, lawyerPath, officeOptions, publicProfilePath } from './lawyer-values.ts';

/** The lawyers as the site lists them, with search and office filter; their order is set below the table. */
export function LawyerList() {
  const { t } = useTranslation(namespace);
  const list = useListParams({ filters: ['office'], limit: 100 });
  const result = useGetConsoleLawyersQuery(list.query);
  const offices = useMemo(() => officeOptions(t), [t]);
  const officeLabel = (code: string) => offices.find((option) => option.value === code)?.label ?? code;

  const filters = useMemo<FilterConfig[]>(
    () => [{ name: 'office', label: t('lawyers.columns.office'), options: offices }],
    [t, offices],
  );
  const columns: Column<LawyerRecord>[] = [
    {
      key: 'title',
      header: t('lawyers.columns.name'),
      cell: (row) => (
        <span className={screen.row}>
          <span>{row.title}</span>
          <span className={screen.hint}>{row.titleEn}</span>
        </span>
      ),
    },
    { key: 'order', header: t('lawyers.columns.order'), align: 'end', cell: (row) => row.order },
    { key: 'position', header: t('lawyers.columns.position'), cell: (row) => row.position.ko },
    { key: 'office', header: t('lawyers.columns.office'), cell: (row) => officeLabel(row.office) },
    {
      key: 'state',
      header: t('lawyers.columns.state'),
      cell: (row) => (row.hidden ? <span className={screen.badge}>{t('lawyers.hidden')}</span> : t('lawyers.shown')),
    },
    {
      key: 'public',
      header: t('lawyers.columns.public'),
      cell: (row) =>
        row.hidden ? null : (
          <a
            href={publicProfilePath(row.key)}
            target="_blank"
            rel="noopener"
            aria-label={t('lawyers.list.publicLinkOf', { name: row.title })}
          >
            {t('lawyers.list.publicLink')}
          </a>
        ),
    },
  ];

  return (
    <ListView<LawyerRecord, ConsoleLawyerList>
      title={t('lawyers.list.title')}
      actions={
        <Link to={lawyerCreatePath} className={actionClasses.primary}>
          {t('lawyers.list.new')}
        </Link>
      }
      caption={t('lawyers.list.caption')}
      list={list}
      result={result}
      select={(data) => ({ rows: data.lawyers, totalCount: data.summary.totalCount })}
      columns={columns}
      rowKey={(row) => row._id}
      rowHref={(row) => lawyerPath(row._id)}
      searchLabel={t('lawyers.list.search')}
      filters={filters}
      emptyText={t('lawyers.list.empty')}
    >
      <LawyerOrder />
    </ListView>
  );
}

/** Every lawyer in the site's order, moved by drag or keyboard and saved in one request. */
function LawyerOrder() {
  const { t } = useTranslation(namespace);
  const result = useGetConsoleLawyersQuery({ limit: 100 });
  const [reorder] = useReorderConsoleLawyersMutation();
  return (
    <section className={screen.section} aria-labelledby="lawyer-order">
      <h2 id="lawyer-order" className={screen.sectionTitle}>
        {t('lawyers.order.title')}
      </h2>
      <p className={screen.lead}>{t('lawyers.order.lead')}</p>
      {result.error ? (
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      ) : result.data ? (
        <OrderPanel
          items={result.data.lawyers}
          itemKey={(lawyer) => lawyer._id}
          label={t('lawyers.order.title')}
          renderItem={(lawyer) => (
            <span className={screen.row}>
              <span>{lawyer.title}</span>
              <span className={screen.hint}>{lawyer.position.ko}</span>
              {lawyer.hidden ? <span className={screen.badge}>{t('lawyers.hidden')}</span> : null}
            </span>
          )}
          save={(ids) => reorder(ids).unwrap()}
          successMessage={t('lawyers.order.saved')}
        />
      ) : (
        <LoadingState />
      )}
    </section>
  );
}
