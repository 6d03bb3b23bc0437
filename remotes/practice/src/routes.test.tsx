import { act, screen } from '@testing-library/react';
import { matchRoutes, Route, Routes } from 'react-router';
import { api, isLazyPage, makeStore, type Locale } from '@taesung/shared';
import { renderWithProviders } from '@taesung/shared/test-support';
import { routes } from './routes.ts';
import { startApiServer, type ApiServer } from './test-support/api-server.ts';
import { fixtureApi } from './test-support/fixture-api.ts';

let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer(fixtureApi);
});

afterAll(() => server.close());

const urls = [
  '/taesung/center',
  '/taesung/seoul',
  '/taesung/incheon',
  '/divorce/agreement',
  '/divorce/lawsuit',
  '/divorce/custody',
  '/divorce/property',
  '/lawsuit',
  '/inheritance/property',
  '/inheritance/heir',
  '/inheritance/claim',
  '/media',
  '/media?page=2',
  '/contact/seoul',
  '/contact/incheon',
  '/contact/consultation?category=divorce-lawsuit',
  '/guide',
  '/guide?page=2',
  '/terms/privacy',
  '/terms/service',
  '/terms/unknown',
  '/calculator/child-support?custodial=180만&other=270만&age1=15&age2=8',
  '/calculator/property-division',
  '/calculator/inheritance',
  '/calculator/divorce-grounds',
  '/auction-search',
  '/auction-search/재산분할',
  '/auction-search?searchKeyword=재산분할',
];

async function prefetchAndRender(url: string, locale: Locale) {
  const store = makeStore({ getLocale: () => locale, client: { baseURL: server.baseURL } });
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const match = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    decodeURIComponent(pathname),
  )?.[0];
  if (!match) throw new Error(`no route for ${url}`);
  const { route } = match.route;
  // As the shell does: a page loaded on demand is loaded before it renders.
  if (isLazyPage(route.Component)) await route.Component.preload();
  await route.prefetch?.({
    dispatch: store.dispatch,
    getState: store.getState,
    params: match.params,
    searchParams,
    locale,
  });
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  const before = server.requests.length;
  renderWithProviders(
    <Routes>
      <Route path={route.path} element={<route.Component />} />
    </Routes>,
    { store, route: url, locale },
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
  return { requestsDuringRender: server.requests.slice(before) };
}

describe('every page is rendered from what its route prefetched (as on the server)', () => {
  it.each(urls)('%s shows its content without asking the API again', async (url) => {
    const { requestsDuringRender } = await prefetchAndRender(url, 'ko');
    expect(requestsDuringRender.map((request) => `${request.path}?${request.query.toString()}`)).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('불러오는 중입니다.')).not.toBeInTheDocument();
  });

  it('prefetches in the page language, so the English practice page is rendered in English', async () => {
    const before = server.requests.length;
    const { requestsDuringRender } = await prefetchAndRender('/divorce/lawsuit', 'en');
    expect(requestsDuringRender).toEqual([]);
    expect(server.requests.slice(before).every((request) => request.language === 'en')).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Divorce Litigation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What a judicial divorce is' })).toBeInTheDocument();
  });
});
