import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  isNotFound,
  PageHead,
  practiceAreas,
  useGetBoardsQuery,
  useGetFaqsQuery,
  useGetPracticeQuery,
  useGetSettingQuery,
  type Faq,
} from '@taesung/shared';
import { PageLayout } from '@taesung/shared/page-layout';
import { LoadErrorState, LoadingState, PageNotFoundState } from '@taesung/shared/page-states';
import { Accordion } from '../components/accordion.tsx';
import { CtaBlock } from '../components/cta-block.tsx';
import { PracticeSections } from '../components/practice-sections.tsx';
import { PracticeVisual } from '../components/practice-visual.tsx';
import { stripHtml } from '../components/strip-html.ts';
import { SubNav } from '../components/sub-nav.tsx';
import { SuccessCaseList } from '../components/success-case-list.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { namespace } from '../i18n/index.ts';
import { practiceFaqArgs, successCaseArgs } from '../queries.ts';
import { useMenuGroup } from '../site-groups.ts';
import styles from './practice-page.module.css';

function faqJsonLd(faqs: readonly Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: stripHtml(faq.answer) },
    })),
  };
}

/** A practice page: its prose from the database, its FAQs and success cases, and how to reach a lawyer. */
export function PracticePage({ path }: { path: string }) {
  const { t } = useTranslation(namespace);
  const documentTitle = useDocumentTitle();
  const area = practiceAreas.find((candidate) => candidate.path === path);
  const code = area?.code ?? '';
  const pageKey = (area?.title ?? '').replace(/^nav\./, '');
  const group = useMenuGroup(path);

  const practiceQuery = useGetPracticeQuery(code);
  const faqsQuery = useGetFaqsQuery(practiceFaqArgs(code));
  const casesQuery = useGetBoardsQuery(successCaseArgs(code));
  const { data: setting } = useGetSettingQuery();

  const practice = practiceQuery.data;
  const title = practice?.title ?? t(`common:${area?.title ?? 'nav.home'}`);
  const faqs = faqsQuery.data ?? [];
  const cases = casesQuery.data?.boards ?? [];
  const crumbs = group && group.items.length > 1 ? [{ label: group.title }] : [];
  const tools = group?.items.filter((item) => item.path.startsWith('/calculator/')) ?? [];

  return (
    <PageLayout title={title} lead={practice?.lead ?? t(`${pageKey}.lead`)} crumbs={crumbs}>
      <PageHead
        title={documentTitle(title)}
        description={practice?.description || t(`${pageKey}.description`)}
        jsonLd={faqs.length > 0 ? [faqJsonLd(faqs)] : undefined}
      />
      <PracticeVisual src={practice?.visual} />
      <SubNav path={path} />
      <div className={styles.layout}>
        <div className={styles.main}>
          {practice ? (
            <PracticeSections sections={practice.sections} />
          ) : practiceQuery.isError ? (
            isNotFound(practiceQuery.error) ? (
              <PageNotFoundState />
            ) : (
              <LoadErrorState message={t('ui.loadError')} onRetry={() => void practiceQuery.refetch()} />
            )
          ) : (
            <LoadingState label={t('ui.loading')} />
          )}

          {faqs.length > 0 ? (
            <section className={styles.block} aria-labelledby="practice-faq-title">
              <h2 id="practice-faq-title" className={styles.blockTitle}>
                {t('practice.faqTitle')}
              </h2>
              <Accordion
                items={faqs.map((faq) => ({ id: faq._id, title: faq.question, content: faq.answer }))}
                qa
                qLabel={t('faq.q')}
                aLabel={t('faq.a')}
              />
            </section>
          ) : null}

          {tools.length > 0 ? (
            <section className={styles.block} aria-labelledby="practice-tools-title">
              <h2 id="practice-tools-title" className={styles.blockTitle}>
                {t('practice.toolsTitle')}
              </h2>
              <ul className={styles.tools}>
                {tools.map((tool) => (
                  <li key={tool.path}>
                    <Link to={tool.path}>{tool.title}</Link>
                  </li>
                ))}
              </ul>
              <p className={styles.note}>{t('practice.toolsNote')}</p>
            </section>
          ) : null}

          {cases.length > 0 ? (
            <section className={styles.block} aria-labelledby="practice-cases-title">
              <h2 id="practice-cases-title" className={styles.blockTitle}>
                {t('practice.casesTitle')}
              </h2>
              <SuccessCaseList cases={cases} />
              <p className={styles.note}>{t('practice.casesNote')}</p>
            </section>
          ) : null}
        </div>
        <aside className={styles.aside} aria-label={t('cta.title')}>
          <div className={styles.sticky}>
            <CtaBlock setting={setting} category={code} />
          </div>
        </aside>
      </div>
    </PageLayout>
  );
}
