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
import { routes } from '../routes.ts';
import type { Adapter } from './api-adapter.ts';

export function RouteTable({ table = routes }: { table?: readonly PageRoute[] }) {
  return (
    <Routes>
      {table.map((route) => (
        <Route key={route.path} path={route.path} element={<route.Component />} />
      ))}
    </Routes>
  );
}

/** What the server does with a page: the route's prefetch against a fresh store, then a render to a string. */
export async function renderOnServer(url: string, adapter: Adapter, locale: Locale = 'ko') {
  const store = makeStore({ getLocale: () => locale, client: { adapter, alert: () => undefined } });
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
  const collector = createRenderCollector();
  const html = renderToString(
    <AppProviders store={store} i18n={i18nFor(locale)} collector={collector}>
      <StaticRouter location={url}>
        <RouteTable />
      </StaticRouter>
    </AppProviders>,
  );
  const { session: _session, ...state } = store.getState();
  return { html, head: collector.head, status: collector.status, state };
}
