import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Question } from '@taesung/shared';
import {
  ListView,
  useListParams,
  type Column,
  type FilterConfig,
  formatDateTimeMinutes,
  maskName,
  maskPhone,
} from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import { useGetConsoleQuestionsQuery, type ConsoleQuestionList } from './api.ts';
import { maskEmail, questionPath } from './question-values.ts';
import styles from './questions.module.css';

/** Visitors' questions, newest first, by answered or not; names and contacts masked until a question is opened. */
export function QuestionList() {
  const { t } = useTranslation(namespace);
  const list = useListParams({ filters: ['answered'] });
  const result = useGetConsoleQuestionsQuery(list.query);

  const filters = useMemo<FilterConfig[]>(
    () => [
      {
        name: 'answered',
        label: t('questions.filters.answered'),
        options: [
          { value: 'false', label: t('questions.status.waiting') },
          { value: 'true', label: t('questions.status.answered') },
        ],
      },
    ],
    [t],
  );

  const columns = useMemo<Column<Question>[]>(
    () => [
      { key: 'subject', header: t('questions.columns.subject'), cell: (row) => row.subject },
      { key: 'name', header: t('questions.columns.name'), cell: (row) => maskName(row.name) },
      {
        key: 'contact',
        header: t('questions.columns.contact'),
        cell: (row) =>
          [row.phone ? maskPhone(row.phone) : null, row.email ? maskEmail(row.email) : null]
            .filter(Boolean)
            .join(' · ') || '–',
      },
      {
        key: 'status',
        header: t('questions.columns.status'),
        cell: (row) => (
          <span className={row.answered ? styles.answered : styles.waiting}>
            {t(row.answered ? 'questions.status.answered' : 'questions.status.waiting')}
          </span>
        ),
      },
      {
        key: 'createdAt',
        header: t('questions.columns.createdAt'),
        cell: (row) => <time dateTime={row.createdAt}>{formatDateTimeMinutes(row.createdAt)}</time>,
      },
      {
        key: 'answeredAt',
        header: t('questions.columns.answeredAt'),
        cell: (row) =>
          row.answered && row.answeredAt ? (
            <time dateTime={row.answeredAt}>{formatDateTimeMinutes(row.answeredAt)}</time>
          ) : (
            '–'
          ),
      },
    ],
    [t],
  );

  return (
    <ListView<Question, ConsoleQuestionList>
      title={t('questions.list.title')}
      caption={t('questions.list.caption')}
      list={list}
      result={result}
      select={(data) => ({ rows: data.questions, totalCount: data.summary.totalCount })}
      columns={columns}
      rowKey={(row) => row._id}
      rowHref={(row) => questionPath(row._id)}
      searchLabel={t('questions.list.search')}
      filters={filters}
      emptyText={t('questions.list.empty')}
    />
  );
}
