import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  type Board,
  isNotFound,
  localizePath,
  PageHead,
  ResponsiveImage,
  type Setting,
  useGetBoardQuery,
  useGetSettingQuery,
  useLocale,
} from '@taesung/shared';
import { type Crumb, PageLayout } from '@taesung/shared/page-layout';
import { ContactActions, LoadErrorState, LoadingState } from '@taesung/shared/page-states';
import { CaseContent } from '../components/case-content.tsx';
import { CaseMeta } from '../components/case-meta.tsx';
import { CaseNotFound } from '../components/case-not-found.tsx';
import { CaseNotice } from '../components/case-notice.tsx';
import { RelatedCases } from '../components/related-cases.tsx';
import { namespace } from '../i18n/index.ts';
import { articleJsonLd } from '../lib/structured-data.ts';
import { caseListHref, caseListPath } from '../lib/case-list.ts';
import { isPublishedSuccessCase, practiceAreaOf, successCasePath } from '../lib/success-case.ts';
import styles from './success-case-page.module.css';

export function SuccessCasePage() {
  const { t } = useTranslation(namespace);
  const { id = '' } = useParams();
  const boardQuery = useGetBoardQuery(id);
  const { data: setting } = useGetSettingQuery();
  const board = boardQuery.currentData;

  if (board) {
    return isPublishedSuccessCase(board) ? <SuccessCase board={board} setting={setting} /> : <CaseNotFound />;
  }
  if (isNotFound(boardQuery.error)) return <CaseNotFound />;

  const title = t('common:nav.reference');
  return (
    <PageLayout title={title}>
      <PageHead title={`${title} | ${t('common:firm.fullName')}`} description={t('description')} noindex />
      {boardQuery.error ? (
        <LoadErrorState message={t('error')} onRetry={() => void boardQuery.refetch()} />
      ) : (
        <LoadingState label={t('loading')} />
      )}
    </PageLayout>
  );
}

function SuccessCase({ board, setting }: { board: Board; setting: Setting | undefined }) {
  const { t } = useTranslation(namespace);
  const locale = useLocale();
  const contactHeadingId = useId();
  const practice = practiceAreaOf(board.category);
  const area = practice ? t(`common:${practice.title}`) : null;
  const section = t('common:nav.reference');
  const path = localizePath(successCasePath(board._id), locale);
  const firmFullName = t('common:firm.fullName');

  const listCrumb: Crumb = { label: section, path: caseListPath };
  const crumbs: Crumb[] = practice && area ? [{ label: area, path: practice.path }, listCrumb] : [listCrumb];
  const jsonLd = [
    articleJsonLd({
      board,
      locale,
      path,
      firmName: setting?.firmName ?? t('common:firm.name'),
      firmPath: localizePath('/', locale),
      section,
      area,
    }),
  ];

  return (
    <PageLayout title={board.subject} lead={board.subTitle || undefined} crumbs={crumbs}>
      <PageHead
        title={`${t('title', { subject: board.subject, section })} | ${firmFullName}`}
        description={board.summary || t('description')}
        image={board.thumb ?? undefined}
        type="article"
        jsonLd={jsonLd}
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          <CaseMeta
            area={
              practice && area ? (
                <Link to={practice.path} className={styles.area}>
                  {area}
                </Link>
              ) : null
            }
            date={board.createdAt}
            classNames={{ meta: styles.meta, date: styles.date }}
          />
          {board.thumb ? (
            <ResponsiveImage
              src={board.thumb}
              alt={t('thumbnail', { subject: board.subject })}
              width={800}
              height={600}
              sizes="(min-width: 1280px) 760px, (min-width: 1024px) 60vw, 100vw"
              priority
              className={styles.thumb}
            />
          ) : null}
          <h2 className="visually-hidden">{t('contentHeading')}</h2>
          <CaseContent html={board.content} />
          <CaseNotice />
          <p className={styles.back}>
            {area ? (
              <Link to={caseListHref(board.category)}>{t('back', { area })}</Link>
            ) : (
              <Link to={caseListPath}>{t('backList')}</Link>
            )}
          </p>
        </div>
        <div className={styles.aside}>
          <ContactActions setting={setting} headingId={contactHeadingId} namespace={namespace} />
        </div>
      </div>
      <RelatedCases board={board} area={area} />
    </PageLayout>
  );
}
