import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HttpStatus, PageHead } from '@taesung/shared';
import { CallLine } from '../ui/call-line.tsx';
import styles from './not-found-page.module.css';

/** The 404 page, in the site's look; the server answers it with status 404. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <HttpStatus code={404} />
      <PageHead title={`${t('notFound.title')} | ${t('firm.fullName')}`} description={t('notFound.body')} noindex />
      <p className={styles.code} aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.body}>{t('notFound.body')}</p>
      <div className={styles.actions}>
        <Link to="/" className={styles.primary}>
          {t('notFound.home')}
        </Link>
        <Link to="/contact/consultation" className={styles.secondary}>
          {t('notFound.consultation')}
        </Link>
      </div>
      <CallLine text={t('notFound.call')} />
    </section>
  );
}
