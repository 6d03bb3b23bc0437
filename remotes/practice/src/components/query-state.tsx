import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HttpStatus } from '@taesung/shared';
import { namespace } from '../i18n/index.ts';
import styles from './query-state.module.css';

export function Loading() {
  const { t } = useTranslation(namespace);
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('ui.loading')}</span>
    </div>
  );
}

/** The data of the page could not be read: a message and a retry that keeps the page. */
export function LoadError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation(namespace);
  return (
    <div className={styles.error} role="alert">
      <p className={styles.message}>{t('ui.loadError')}</p>
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('ui.retry')}
        </button>
      ) : null}
    </div>
  );
}

/** What the address asks for does not exist: status 404 and a way on. */
export function NotFoundState({ message }: { message?: string }) {
  const { t } = useTranslation(namespace);
  return (
    <div className={styles.notFound}>
      <HttpStatus code={404} />
      <h2 className={styles.notFoundTitle}>{t('common:notFound.title')}</h2>
      <p className={styles.message}>{message ?? t('common:notFound.body')}</p>
      <p className={styles.actions}>
        <Link to="/" className={styles.link}>
          {t('common:notFound.home')}
        </Link>
        <Link to="/contact/consultation" className={styles.link}>
          {t('common:notFound.consultation')}
        </Link>
      </p>
    </div>
  );
}
