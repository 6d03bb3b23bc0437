import { renderToString } from 'react-dom/server';
import { matchRoutes, Route, Routes, StaticRouter } from 'react-router';
import { api } from '../api/base-api.ts';
import type { Locale } from '../constants.ts';
import { AppProviders } from '../app-providers.tsx';
import { createRenderCollector } from '../head/render-context.tsx';
import { i18nFor } from '../i18n/index.ts';
import { sitePagesOf } from '../site-pages.ts';
import type { PageRoute } from '../routing/types.ts';
import type { RemoteName, SitePageList } from '../site.ts';
import { makeStore, type MakeStoreOptions } from '../store/make-store.ts';
import { renderWithProviders, type RenderWithProvidersOptions } from './index.tsx';

type Adapter = NonNullable<NonNullable<MakeStoreOptions['client']>['adapter']>;

/**
 * A remote's routes rendered the ways the site renders them: in the browser, and prefetched then on the server,
 * with the site's list of pages holding the pages these routes declare (plus `otherPages`).
 */
export function routeRenderer(
  routes: readonly PageRoute[],
  remote: RemoteName = 'home',
  otherPages: SitePageList['pages'] = [],
) {
  const site: SitePageList = {
    pages: [...sitePagesOf(remote, routes, (key, locale) => i18nFor(locale).t(key)), ...otherPages],
    unknown: [],
  };

  function RouteTable({ table = routes }: { table?: readonly PageRoute[] }) {
    return (
      <Routes>
        {table.map((route) => (
          <Route key={route.path} path={route.path} element={<route.Component />} />
        ))}
      </Routes>
    );
  }

  /** Renders the remote's pages in the browser's way (jsdom) at `url`. */
  function renderRoute(url: string, options: RenderWithProvidersOptions = {}) {
    return renderWithProviders(<RouteTable />, { route: url, site, ...options });
  }

  /** Runs the route's prefetch against a fresh store. */
  async function prefetchRoute(store: ReturnType<typeof makeStore>, url: string, locale: Locale = 'ko') {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const match = matchRoutes(
      routes.map((route) => ({ path: route.path, route })),
      pathname,
    )?.[0];
    if (!match) throw new Error(`no route for ${url}`);
    await match.route.route.prefetch?.({
      dispatch: store.dispatch,
      getState: store.getState,
      params: match.params,
      searchParams,
      locale,
    });
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  }

  /** What the server does with a page: prefetch, then render to a string, learning the head and the status. */
  async function renderOnServer(url: string, adapter: Adapter, locale: Locale = 'ko') {
    const store = makeStore({ getLocale: () => locale, client: { adapter, alert: () => undefined } });
    await prefetchRoute(store, url, locale);
    const collector = createRenderCollector();
    const html = renderToString(
      <AppProviders store={store} i18n={i18nFor(locale)} collector={collector} site={site}>
        <StaticRouter location={url}>
          <RouteTable />
        </StaticRouter>
      </AppProviders>,
    );
    return { html, head: collector.head, status: collector.status, store };
  }

  return { RouteTable, renderRoute, prefetchRoute, renderOnServer };
}
