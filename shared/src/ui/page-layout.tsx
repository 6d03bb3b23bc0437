import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './page-layout.module.css';

export interface Crumb {
  label: string;
  /** Path without the language prefix; the last crumb (the page itself) has none. */
  path?: string;
}

export interface PageLayoutProps {
  title: string;
  /** A line under the title. */
  lead?: string;
  /** Crumbs between home and the page itself. */
  crumbs?: readonly Crumb[];
  children?: ReactNode;
}

/** A sub page of the public site: a title band with the breadcrumb, then the content. */
export function PageLayout({ title, lead, crumbs = [], children }: PageLayoutProps) {
  const { t } = useTranslation();
  return (
    <article className={styles.page}>
      <header className={styles.band}>
        <div className={styles.inner}>
          <nav aria-label={t('common.breadcrumb')}>
            <ol className={styles.crumbs}>
              <li>
                <Link to="/">{t('nav.home')}</Link>
              </li>
              {crumbs.map((crumb) => (
                <li key={`${crumb.label}-${crumb.path ?? ''}`}>
                  {crumb.path ? <Link to={crumb.path}>{crumb.label}</Link> : crumb.label}
                </li>
              ))}
              <li aria-current="page">{title}</li>
            </ol>
          </nav>
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
      </header>
      <div className={styles.content}>{children}</div>
    </article>
  );
}
