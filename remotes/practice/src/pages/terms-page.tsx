import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate, isNotFound, PageHead, useGetTermsQuery, type Terms } from '@taesung/shared';
import { PageLayout } from '@taesung/shared/page-layout';
import { LoadErrorState, LoadingState, PageNotFoundState } from '@taesung/shared/page-states';
import { useGetTermsVersionQuery, useGetTermsVersionsQuery } from '../api/terms-versions.ts';
import { RichText } from '../components/rich-text.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { namespace } from '../i18n/index.ts';
import { isTermsCode, otherTermsCode } from '../queries.ts';
import styles from './terms-page.module.css';

/**
 * The privacy policy or the terms of service as staff keep them in the console: the version in effect at
 * `/terms/{code}`, an earlier one at `/terms/{code}/versions/{id}` (kept readable, not indexed), with the list of
 * the versions in effect until now and a link to the other document.
 */
export function TermsPage() {
  const { t } = useTranslation(namespace);
  const documentTitle = useDocumentTitle();
  const { code = '', id } = useParams();
  const known = isTermsCode(code);
  const currentQuery = useGetTermsQuery(code, { skip: !known || Boolean(id) });
  const versionQuery = useGetTermsVersionQuery({ code, id: id ?? '' }, { skip: !known || !id });
  const versions = useGetTermsVersionsQuery(code, { skip: !known }).data;
  const termsQuery = id ? versionQuery : currentQuery;
  const terms = termsQuery.data;
  const inEffect = versions?.[0];
  const earlier = Boolean(id && terms && inEffect && inEffect._id !== terms._id);
  const fallbackTitle = known ? t(`common:nav.terms.${code}`) : t('common:notFound.title');
  const title = terms?.title || fallbackTitle;
  const missing = !known || (termsQuery.isError && isNotFound(termsQuery.error));

  return (
    <PageLayout title={title} lead={known ? t(`terms.${code}.lead`) : undefined}>
      <PageHead
        title={documentTitle(
          earlier && terms ? t('terms.versionTitle', { title, date: formatDate(terms.effectiveAt) }) : title,
        )}
        description={known ? t(`terms.${code}.description`) : t('common:notFound.body')}
        noindex={missing || earlier}
      />
      {missing ? (
        <PageNotFoundState message={t('terms.notFound')} />
      ) : terms ? (
        <TermsText terms={terms} earlier={earlier} />
      ) : termsQuery.isError ? (
        <LoadErrorState message={t('ui.loadError')} onRetry={() => void termsQuery.refetch()} />
      ) : (
        <LoadingState label={t('ui.loading')} />
      )}
      {known && !missing && versions && versions.length > 1 ? (
        <nav className={styles.versions} aria-labelledby="terms-versions">
          <h2 id="terms-versions" className={styles.versionsTitle}>
            {t('terms.versions')}
          </h2>
          <ol className={styles.versionList}>
            {versions.map((version, index) => {
              const shown = version._id === terms?._id;
              const label =
                index === 0 ? t('terms.current') : t('terms.effectiveOn', { date: formatDate(version.effectiveAt) });
              return (
                <li key={version._id}>
                  {shown ? (
                    <span aria-current="page" className={styles.shownVersion}>
                      {label}
                    </span>
                  ) : (
                    <Link
                      to={index === 0 ? `/terms/${code}` : `/terms/${code}/versions/${version._id}`}
                      className={styles.versionLink}
                    >
                      {label}
                    </Link>
                  )}
                  {index === 0 ? (
                    <span className={styles.versionDate}>
                      {' '}
                      ({t('terms.effectiveOn', { date: formatDate(version.effectiveAt) })})
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </nav>
      ) : null}
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

function TermsText({ terms, earlier }: { terms: Terms; earlier: boolean }) {
  const { t } = useTranslation(namespace);
  return (
    <>
      {earlier ? (
        <p className={styles.earlier} role="note">
          {t('terms.earlierNote', { date: formatDate(terms.effectiveAt) })}{' '}
          <Link to={`/terms/${terms.code}`} className={styles.otherLink}>
            {t('terms.toCurrent')}
          </Link>
        </p>
      ) : null}
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
  );
}
