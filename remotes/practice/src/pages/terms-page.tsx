import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate, PageHead, useGetTermsQuery } from '@taesung/shared';
import { PageLayout } from '@taesung/shared/page-layout';
import { isNotFound, LoadError, Loading, NotFoundState } from '../components/query-state.tsx';
import { RichText } from '../components/rich-text.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { namespace } from '../i18n/index.ts';
import { isTermsCode, otherTermsCode } from '../queries.ts';
import styles from './terms-page.module.css';

/** The privacy policy or the terms of service, as staff keep them in the console, with a link to the other. */
export function TermsPage() {
  const { t } = useTranslation(namespace);
  const documentTitle = useDocumentTitle();
  const { code = '' } = useParams();
  const known = isTermsCode(code);
  const termsQuery = useGetTermsQuery(code, { skip: !known });
  const terms = termsQuery.data;
  const fallbackTitle = known ? t(`common:nav.terms.${code}`) : t('common:notFound.title');
  const title = terms?.title || fallbackTitle;
  const missing = !known || (termsQuery.isError && isNotFound(termsQuery.error));

  return (
    <PageLayout title={title} lead={known ? t(`terms.${code}.lead`) : undefined}>
      <PageHead
        title={documentTitle(title)}
        description={known ? t(`terms.${code}.description`) : t('common:notFound.body')}
        noindex={missing}
      />
      {missing ? (
        <NotFoundState message={t('terms.notFound')} />
      ) : terms ? (
        <>
          <p className={styles.effective}>
            {t('terms.effective')} <time dateTime={terms.effectiveAt}>{formatDate(terms.effectiveAt)}</time>
          </p>
          <section aria-labelledby="terms-text">
            <h2 id="terms-text" className="visually-hidden">
              {t('terms.fullText', { title: terms.title })}
            </h2>
            <RichText content={terms.content} className={styles.content} />
          </section>
        </>
      ) : termsQuery.isError ? (
        <LoadError onRetry={() => void termsQuery.refetch()} />
      ) : (
        <Loading />
      )}
      {known ? (
        <nav className={styles.other} aria-label={t('terms.otherLabel')}>
          <Link to={`/terms/${otherTermsCode(code)}`} className={styles.otherLink}>
            {t(`common:nav.terms.${otherTermsCode(code)}`)} <span aria-hidden="true">→</span>
          </Link>
        </nav>
      ) : null}
    </PageLayout>
  );
}
