import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLocale, locales, type Locale } from './constants.ts';
import { footerLinks, siteMenu, type SitePageList } from './site.ts';

const SitePagesContext = createContext<SitePageList>({ pages: [], unknown: [] });

/** The public pages the remotes declare, as the server gave them to the page (`BootData.site`). */
export const SitePagesProvider = SitePagesContext.Provider;

const localeOf = (language: string): Locale =>
  (locales as readonly string[]).includes(language) ? (language as Locale) : defaultLocale;

export function useSitePages(): SitePageList {
  return useContext(SitePagesContext);
}

/** The main menu in the page's language, built from the pages' places in it. */
export function useSiteMenu() {
  const { pages } = useSitePages();
  const { t, i18n } = useTranslation('common');
  const locale = localeOf(i18n.language);
  return useMemo(() => siteMenu(pages, locale, (key) => t(key)), [pages, locale, t]);
}

/** The footer's page links in the page's language. */
export function useFooterLinks() {
  const { pages } = useSitePages();
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return useMemo(() => footerLinks(pages, locale), [pages, locale]);
}
