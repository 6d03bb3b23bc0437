import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { defaultLocale, locales, type Locale } from './constants.ts';
import { RenderContextProvider, type RenderCollector } from './head/render-context.tsx';
import { SiteOriginProvider } from './head/site-origin.tsx';
import type { SitePageList } from './site.ts';
import { SitePagesProvider } from './site-pages-context.tsx';
import type { AppStore } from './store/make-store.ts';

export interface AppProvidersProps {
  store: AppStore;
  i18n: I18n;
  /** Given on the server, to learn the page's head and status. */
  collector?: RenderCollector;
  /** The site's public origin, for absolute URLs in structured data. */
  origin?: string;
  /** The public pages the remotes declare (menu, footer, which remote renders a path). */
  site?: SitePageList;
  children: ReactNode;
}

const noPages: SitePageList = { pages: [], unknown: [] };

/** The providers every page renders inside: the one store and the one i18n instance. */
export function AppProviders({ store, i18n, collector, origin = '', site = noPages, children }: AppProvidersProps) {
  const content = collector ? (
    <RenderContextProvider collector={collector}>{children}</RenderContextProvider>
  ) : (
    children
  );
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <SiteOriginProvider origin={origin}>
          <SitePagesProvider value={site}>{content}</SitePagesProvider>
        </SiteOriginProvider>
      </I18nextProvider>
    </Provider>
  );
}

export const asLocale = (value: string | undefined): Locale =>
  (locales as readonly string[]).includes(value ?? '') ? (value as Locale) : defaultLocale;

/** The language of the page being shown. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return asLocale(i18n.language);
}
