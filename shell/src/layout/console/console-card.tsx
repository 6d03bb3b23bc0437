import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead, useLocale } from '@taesung/shared';
import { Wordmark } from '../../ui/wordmark.tsx';
import styles from './console-card.module.css';

/**
 * The card the console shows outside its frame (login, recovery, reset), never indexed. When the title changes, or
 * on mount with `focusOnMount`, focus moves to the heading so the new step is announced from its start.
 */
export function ConsoleCard({
  title,
  lead,
  focusOnMount = false,
  children,
}: {
  title: string;
  lead?: string;
  focusOnMount?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('console');
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  const announced = useRef<string | null>(focusOnMount ? null : title);

  useEffect(() => {
    if (announced.current === title) return;
    announced.current = title;
    heading.current?.focus();
  }, [title]);

  return (
    <div className={styles.page}>
      <PageHead title={`${title} | ${t('common:firm.fullName')}`} description="" noindex />
      <main id="main" className={styles.main} tabIndex={-1}>
        <div className={styles.card}>
          <Wordmark size="lg" />
          <h1 ref={heading} className={styles.title} tabIndex={-1}>
            {title}
          </h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {children}
          <a className={styles.back} href={locale === 'en' ? '/en' : '/'}>
            {t('login.backToSite')}
          </a>
        </div>
      </main>
    </div>
  );
}
