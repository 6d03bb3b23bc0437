import { useTranslation } from 'react-i18next';
import type { PracticeRecord } from '@taesung/shared';
import { ListView, formatDateTimeMinutes, useListParams, type Column } from '@taesung/shared/console';
import { namespace } from '@/i18n/index.ts';
import screen from '@/ui/screen-styles.ts';
import { useGetConsolePracticesQuery, type ConsolePracticeList } from './api.ts';
import { practiceMenuTitle, practicePath, publicPracticePath } from './practice-values.ts';

/** The practice pages in the site's menu order, each opening its form. */
export function PracticeList() {
  const { t } = useTranslation(namespace);
  const list = useListParams({ limit: 100 });
  const result = useGetConsolePracticesQuery();

  const columns: Column<PracticeRecord>[] = [
    { key: 'title', header: t('practices.columns.title'), cell: (row) => row.title.ko || row.title.en },
    {
      key: 'menu',
      header: t('practices.columns.menu'),
      cell: (row) => (practiceMenuTitle(row.code) ? t(`common:${practiceMenuTitle(row.code)}`) : row.code),
    },
    {
      key: 'visual',
      header: t('practices.columns.visual'),
      cell: (row) =>
        row.visual ? t('practices.visual.set') : <span className={screen.badge}>{t('practices.visual.unset')}</span>,
    },
    {
      key: 'updatedAt',
      header: t('practices.columns.updatedAt'),
      cell: (row) => <time dateTime={row.updatedAt}>{formatDateTimeMinutes(row.updatedAt)}</time>,
    },
    {
      key: 'public',
      header: t('practices.columns.public'),
      cell: (row) => {
        const path = publicPracticePath(row.code);
        return path ? (
          <a
            href={path}
            target="_blank"
            rel="noopener"
            aria-label={t('practices.list.publicLinkOf', { title: row.title.ko })}
          >
            {t('practices.list.publicLink')}
          </a>
        ) : null;
      },
    },
  ];

  return (
    <ListView<PracticeRecord, ConsolePracticeList>
      title={t('practices.list.title')}
      caption={t('practices.list.caption')}
      list={list}
      result={result}
      select={(data) => ({
        rows: [...data.practices].sort((a, b) => a.order - b.order),
        totalCount: data.summary.totalCount,
      })}
      columns={columns}
      rowKey={(row) => row._id}
      rowHref={(row) => practicePath(row._id)}
      emptyText={t('practices.list.empty')}
    />
  );
}
