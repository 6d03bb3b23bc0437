import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
// Through the package's main entry, the page's one instance: this file is its own entry (`@taesung/shared/page-layout`),
// and relative imports would give it copies of the contexts it reads.
import { JsonLd, absoluteUrls, localizePath, useLocale, useSiteOrigin } from '@taesung/shared';
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

/** The page's place in the site for search engines: home, the crumbs that are pages, the page itself. */
function useBreadcrumbList(title: string, crumbs: readonly Crumb[]) {
  const { t } = useTranslation();
  const locale = useLocale();
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const steps = [
    { name: t('nav.home'), path: localizePath('/', locale) },
    ...crumbs
      .filter((crumb) => crumb.path)
      .map((crumb) => ({ name: crumb.label, path: localizePath(crumb.path!, locale) })),
    { name: title, path: localizePath(pathname, locale) },
  ];
  return absoluteUrls(
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: steps.map((step, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: step.name,
        item: step.path,
      })),
    },
    origin,
  );
}

/** A sub page of the public site: a title band with the breadcrumb (shown, and described for search engines), then the content. */
export function PageLayout({ title, lead, crumbs = [], children }: PageLayoutProps) {
  const { t } = useTranslation();
  const breadcrumbList = useBreadcrumbList(title, crumbs);
  return (
    <>
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
      <JsonLd data={breadcrumbList} />
    </>
  );
}
