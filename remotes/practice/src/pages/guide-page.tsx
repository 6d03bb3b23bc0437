import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  type Board,
  type Faq,
  formatDate,
  PageHead,
  practiceCodes,
  useGetFaqsQuery,
  useGetNotificationsQuery,
} from '@taesung/shared';
import { PageLayout } from '@taesung/shared/page-layout';
import { LoadErrorState, LoadingState } from '@taesung/shared/page-states';
import { Accordion } from '../components/accordion.tsx';
import { BannerSlot } from '../components/banner-slot.tsx';
import { Pagination } from '../components/pagination.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { namespace } from '../i18n/index.ts';
import { guideBannerCode, guideFaqArgs, noticeListArgs, noticePageSize, pageNumberOf } from '../queries.ts';
import { practiceLabelKey } from '../site-groups.ts';
import styles from './guide-page.module.css';

export const generalFaqCategories = ['consultation', 'fees'] as const;
const knownCategories: readonly string[] = [...generalFaqCategories, ...practiceCodes];
const otherGroup = 'other';

/** FAQs grouped by category: the general ones first, then the practices in menu order, anything else last. */
export function groupFaqs(faqs: readonly Faq[]): { category: string; faqs: Faq[] }[] {
  const groups = new Map<string, Faq[]>();
  for (const faq of [...faqs].sort((a, b) => a.order - b.order)) {
    const category = knownCategories.includes(faq.category) ? faq.category : otherGroup;
    groups.set(category, [...(groups.get(category) ?? []), faq]);
  }
  return [...knownCategories, otherGroup]
    .filter((category) => groups.has(category))
    .map((category) => ({ category, faqs: groups.get(category) ?? [] }));
}

/** Pinned notices first, each group in the order the server gave. */
export function pinnedFirst(notices: readonly Board[]): Board[] {
  return [...notices.filter((notice) => notice.pinned), ...notices.filter((notice) => !notice.pinned)];
}

/** The guide: FAQs by category and the notices, each readable in place. */
export function GuidePage() {
  const { t } = useTranslation(namespace);
  const documentTitle = useDocumentTitle();
  const [searchParams] = useSearchParams();
  const page = pageNumberOf(searchParams);
  const faqsQuery = useGetFaqsQuery(guideFaqArgs);
  const noticesQuery = useGetNotificationsQuery(noticeListArgs(page));
  const title = t('common:nav.guide');
  const groups = groupFaqs(faqsQuery.data ?? []);
  const notices = pinnedFirst(noticesQuery.data?.boards ?? []);

  const categoryLabel = (category: string) => {
    const practiceKey = practiceLabelKey(category);
    return practiceKey ? t(`common:${practiceKey}`) : t(`guide.categories.${category}`);
  };

  return (
    <PageLayout title={title} lead={t('guide.lead')}>
      <PageHead title={documentTitle(title)} description={t('guide.description')} />
      <BannerSlot code={guideBannerCode} />

      <section className={styles.section} aria-labelledby="guide-faq">
        <SectionHeading id="guide-faq" lead={t('guide.faqLead')}>
          {t('guide.faqTitle')}
        </SectionHeading>
        {groups.length > 1 ? (
          <nav className={styles.jump} aria-label={t('guide.faqCategories')}>
            <ul className={styles.jumpList}>
              {groups.map(({ category }) => (
                <li key={category}>
                  <a href={`#faq-${category}`} className={styles.jumpLink}>
                    {categoryLabel(category)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {faqsQuery.isError ? (
          <LoadErrorState message={t('ui.loadError')} onRetry={() => void faqsQuery.refetch()} />
        ) : faqsQuery.isLoading ? (
          <LoadingState label={t('ui.loading')} />
        ) : groups.length === 0 ? (
          <p className={styles.empty}>{t('guide.faqEmpty')}</p>
        ) : (
          groups.map(({ category, faqs }) => (
            <section
              key={category}
              id={`faq-${category}`}
              className={styles.group}
              aria-labelledby={`faq-${category}-title`}
            >
              <h3 id={`faq-${category}-title`} className={styles.groupTitle}>
                {categoryLabel(category)}
              </h3>
              <Accordion
                items={faqs.map((faq) => ({ id: faq._id, title: faq.question, content: faq.answer }))}
                headingLevel={4}
                qa
                qLabel={t('faq.q')}
                aLabel={t('faq.a')}
              />
            </section>
          ))
        )}
        <p className={styles.ask}>
          {t('questions.ask.linkLead')}{' '}
          <Link to="/guide/question" className={styles.askLink}>
            {t('questions.ask.link')}
          </Link>
        </p>
      </section>

      <section className={styles.section} aria-labelledby="guide-notices">
        <SectionHeading id="guide-notices">{t('guide.noticesTitle')}</SectionHeading>
        {noticesQuery.isError ? (
          <LoadErrorState message={t('ui.loadError')} onRetry={() => void noticesQuery.refetch()} />
        ) : noticesQuery.isLoading ? (
          <LoadingState label={t('ui.loading')} />
        ) : notices.length === 0 ? (
          <p className={styles.empty}>{t('guide.noticesEmpty')}</p>
        ) : (
          <Accordion
            items={notices.map((notice) => ({
              id: notice._id,
              title: notice.subject,
              content: notice.content,
              meta: (
                <>
                  {notice.pinned ? <span className={styles.pinned}>{t('guide.pinned')}</span> : null}
                  <time dateTime={notice.createdAt}>{formatDate(notice.createdAt)}</time>
                </>
              ),
            }))}
          />
        )}
        {noticesQuery.data ? (
          <Pagination
            page={page}
            totalCount={noticesQuery.data.summary.totalCount}
            pageSize={noticePageSize}
            label={t('guide.noticesTitle')}
            anchor="guide-notices"
          />
        ) : null}
      </section>
    </PageLayout>
  );
}
