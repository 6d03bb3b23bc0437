import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HttpStatus, PageHead } from '@taesung/shared';
import { PageLayout } from '@taesung/shared/page-layout';
import { namespace } from '../i18n/index.ts';
import { caseListPath } from '../lib/case-list.ts';
import styles from './case-not-found.module.css';

/** An id that is not a published success case: status 404, and where to find the others. */
export function CaseNotFound() {
  const { t } = useTranslation(namespace);
  const title = t('notFound.title');
  return (
    <PageLayout title={title} crumbs={[{ label: t('common:nav.reference'), path: caseListPath }]}>
      <HttpStatus code={404} />
      <PageHead title={`${title} | ${t('common:firm.fullName')}`} description={t('notFound.body')} noindex />
      <div className={styles.notFound}>
        <p>{t('notFound.body')}</p>
        <div className={styles.actions}>
          <Link to={caseListPath} className={styles.primary}>
            {t('notFound.list')}
          </Link>
          <Link to="/contact/consultation" className={styles.secondary}>
            {t('notFound.consultation')}
          </Link>
        </div>
      </div>
    </PageLayout>
  );
}
