import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
// Through the package's main entry, the page's one instance: this file is bundled by each remote that uses it
// (`@taesung/shared/page-states`), and relative imports would give it copies of the contexts it reads.
import { HttpStatus } from '@taesung/shared';
import styles from './page-states.module.css';

/** A public page's data on its way. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** The page's data could not be read: a message and, when given, a retry that keeps the page. */
export function LoadErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.box} role="alert">
      <p className={styles.message}>{message}</p>
      {onRetry ? (
        <button type="button" className={styles.button} onClick={onRetry}>
          {t('remote.retry')}
        </button>
      ) : null}
    </div>
  );
}

export interface NotFoundLink {
  to: string;
  label: string;
}

export interface NotFoundStateProps {
  message: string;
  /** Where to go on, the first the main way (drawn filled). */
  links: readonly NotFoundLink[];
  /** A heading above the message, when the page's own title does not already say it. */
  children?: ReactNode;
}

/** What the address asks for does not exist: status 404, the page's words and the ways on. */
export function NotFoundState({ message, links, children }: NotFoundStateProps) {
  return (
    <div className={styles.box}>
      <HttpStatus code={404} />
      {children}
      <p className={styles.message}>{message}</p>
      <p className={styles.actions}>
        {links.map((link) => (
          <Link key={link.to} to={link.to} className={styles.button}>
            {link.label}
          </Link>
        ))}
      </p>
    </div>
  );
}

/** A page that does not exist, in the site's common words (or the page's own message): home and the consultation request. */
export function PageNotFoundState({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <NotFoundState
      message={message ?? t('notFound.body')}
      links={[
        { to: '/', label: t('notFound.home') },
        { to: '/contact/consultation', label: t('notFound.consultation') },
      ]}
    >
      <h2 className={styles.title}>{t('notFound.title')}</h2>
    </NotFoundState>
  );
}
