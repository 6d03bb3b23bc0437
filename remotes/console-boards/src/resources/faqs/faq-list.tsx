import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type FaqRecord } from '@taesung/shared';
import {
  actionClasses,
  type Column,
  type FilterConfig,
  formatDateTimeMinutes,
  ListView,
  useListParams,
} from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useGetConsoleFaqsQuery, type ConsoleFaqList } from './api.ts';
import { FaqOrder } from './faq-order.tsx';
import { faqCategoryLabel, faqCategoryOptions, faqCreatePath, faqPath } from './faq-values.ts';
import styles from './faqs.module.css';

/** FAQs by category with search; the chosen category's order is set below the table. */
export function FaqList() {
  const { t } = useTranslation(namespace);
  const list = useListParams({ filters: ['category', 'published'] });
  const result = useGetConsoleFaqsQuery(list.query);
  const category = list.params.filters.category;

  const filters = useMemo<FilterConfig[]>(
    () => [
      { name: 'category', label: t('faqs.filters.category'), options: faqCategoryOptions(t) },
      {
        name: 'published',
        label: t('faqs.filters.published'),
        options: ['true', 'false'].map((value) => ({ value, label: t(`faqs.filters.published_${value}`) })),
      },
    ],
    [t],
  );

  const columns = useMemo<Column<FaqRecord>[]>(
    () => [
      { key: 'question', header: t('faqs.columns.question'), cell: (row) => row.question.ko || row.question.en },
      { key: 'category', header: t('faqs.columns.category'), cell: (row) => faqCategoryLabel(t, row.category) },
      { key: 'order', header: t('faqs.columns.order'), align: 'end', cell: (row) => row.order },
      {
        key: 'published',
        header: t('faqs.columns.published'),
        cell: (row) => (
          <span className={row.published ? styles.public : styles.hidden}>
            {t(row.published ? 'faqs.state.published' : 'faqs.state.hidden')}
          </span>
        ),
      },
      {
        key: 'updatedAt',
        header: t('faqs.columns.updatedAt'),
        cell: (row) => <time dateTime={row.updatedAt}>{formatDateTimeMinutes(row.updatedAt)}</time>,
      },
    ],
    [t],
  );

  return (
    <ListView<FaqRecord, ConsoleFaqList>
      title={t('faqs.list.title')}
      actions={
        <Link
          to={category ? `${faqCreatePath}?category=${encodeURIComponent(category)}` : faqCreatePath}
          className={actionClasses.primary}
        >
          {t('faqs.list.new')}
        </Link>
      }
      caption={t('faqs.list.caption')}
      list={list}
      result={result}
      select={(data) => ({ rows: data.faqs, totalCount: data.summary.totalCount })}
      columns={columns}
      rowKey={(row) => row._id}
      rowHref={(row) => faqPath(row._id)}
      searchLabel={t('faqs.list.search')}
      filters={filters}
      emptyText={t('faqs.list.empty')}
    >
      <FaqOrder category={category} />
    </ListView>
  );
}
