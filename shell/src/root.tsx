import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { AppProviders, type AppStore, type RenderCollector, type SitePageList } from '@taesung/shared';
import { App } from './app.tsx';
import { RemoteLoaderProvider } from './federation/remote-loader-context.tsx';
import type { RemoteLoader } from './federation/remote-loader.ts';

export interface RootProps {
  store: AppStore;
  i18n: I18n;
  loader: RemoteLoader;
  collector?: RenderCollector;
  /** The site's public origin, for absolute URLs in structured data. */
  origin: string;
  /** The public pages the remotes declare. */
  site: SitePageList;
  /** `BrowserRouter` in the browser, `StaticRouter` on the server. */
  router: (app: ReactNode) => ReactNode;
}

/** The whole page, the same in the browser and on the server. */
export function Root({ store, i18n, loader, collector, origin, site, router }: RootProps) {
  return (
    <AppProviders store={store} i18n={i18n} collector={collector} origin={origin} site={site}>
      <RemoteLoaderProvider loader={loader}>{router(<App />)}</RemoteLoaderProvider>
    </AppProviders>
  );
}
