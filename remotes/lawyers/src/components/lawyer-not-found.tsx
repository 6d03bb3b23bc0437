import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HttpStatus, PageHead } from '@taesung/shared';
import { PageLayout } from '@taesung/shared/page-layout';
import { namespace } from '../i18n/index.ts';
import styles from './lawyer-not-found.module.css';

/** An unknown lawyer key: status 404, and the way back to the list. */
export function LawyerNotFound() {
  const { t } = useTranslation(namespace);
  const title = t('profile.notFound.title');
  return (
    <PageLayout title={title} crumbs={[{ label: t('common:nav.team.lawyers'), path: '/taesung/lawyer' }]}>
      <HttpStatus code={404} />
      <PageHead title={`${title} | ${t('common:firm.fullName')}`} description={t('profile.notFound.body')} noindex />
      <div className={styles.notFound}>
        <p>{t('profile.notFound.body')}</p>
        <div className={styles.actions}>
          <Link to="/taesung/lawyer" className={styles.primary}>
            {t('profile.notFound.list')}
          </Link>
          <Link to="/" className={styles.secondary}>
            {t('profile.notFound.home')}
          </Link>
        </div>
      </div>
    </PageLayout>
  );
}
