import { renderToString } from 'react-dom/server';
import { matchRoutes, Route, Routes, StaticRouter } from 'react-router';
import {
  AppProviders,
  api,
  createRenderCollector,
  i18nFor,
  makeStore,
  type Locale,
  type PageRoute,
} from '@taesung/shared';
import { renderWithProviders, type RenderWithProvidersOptions } from '@taesung/shared/test-utils';
import { routes } from '../routes.ts';
import type { Adapter } from './fixtures.ts';

export function RouteTable({ table = routes }: { table?: readonly PageRoute[] }) {
  return (
    <Routes>
      {table.map((route) => (
        <Route key={route.path} path={route.path} element={<route.Component />} />
      ))}
    </Routes>
  );
}

/** Renders the remote's pages in the browser's way (jsdom) at `url`. */
export function renderRoute(url: string, options: RenderWithProvidersOptions = {}) {
  return renderWithProviders(<RouteTable />, { route: url, ...options });
}

/** Runs the route's prefetch against a fresh store. */
export async function prefetchRoute(store: ReturnType<typeof makeStore>, url: string, locale: Locale = 'ko') {
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
export async function renderOnServer(url: string, adapter: Adapter, locale: Locale = 'ko') {
  const store = makeStore({ getLocale: () => locale, client: { adapter, alert: () => undefined } });
  await prefetchRoute(store, url, locale);
  const collector = createRenderCollector();
  const html = renderToString(
    <AppProviders store={store} i18n={i18nFor(locale)} collector={collector}>
      <StaticRouter location={url}>
        <RouteTable />
      </StaticRouter>
    </AppProviders>,
  );
  return { html, head: collector.head, status: collector.status, store };
}
