/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { matchRoutes, MemoryRouter, Route, Routes } from 'react-router';
import { AppProviders, api, createRenderCollector, i18nFor, isLazyPage, makeStore, type Locale } from '@taesung/shared';
import { routes } from './routes.ts';
import { startApiServer, type ApiServer } from './test-support/api-server.ts';
import { fixtureApi } from './test-support/fixture-api.ts';

let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer(fixtureApi);
});

afterAll(() => server.close());

/** What the shell's server does for a page of this remote: prefetch, then render to a string. */
async function renderOnServer(url: string, locale: Locale = 'ko') {
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
  const collector = createRenderCollector();
  const html = renderToString(
    <AppProviders store={store} i18n={i18nFor(locale)} collector={collector}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={route.path} element={<route.Component />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { html, status: collector.status, head: collector.head };
}

describe('pages rendered on the server', () => {
  it('carry the practice prose and every FAQ answer in the first HTML, with the page title and description', async () => {
    const { html, status, head } = await renderOnServer('/divorce/lawsuit');
    expect(status).toBe(200);
    expect(html).toContain('<h1');
    expect(html).toContain('민법 제840조');
    expect(html).toContain('보통 6개월에서 1년 정도 걸립니다.');
    expect(head?.title).toBe('이혼소송 | 법무법인 태성 이혼가사팀');
    expect(head?.description).toBe('재판상 이혼 사유, 조정과 소송의 진행, 위자료와 재산분할 청구를 안내합니다.');
    expect(JSON.stringify(head?.jsonLd)).toContain('FAQPage');
  });

  it('answer 404 for terms that do not exist, with a message', async () => {
    const { html, status, head } = await renderOnServer('/terms/refund');
    expect(status).toBe(404);
    expect(html).toContain('요청하신 약관을 찾을 수 없습니다.');
    expect(head?.noindex).toBe(true);
    expect(server.requests.some((request) => request.path === '/api/v1/terms/refund')).toBe(false);
  });

  it('show the privacy policy with its effective date and a link to the terms of service', async () => {
    const { html, status, head } = await renderOnServer('/terms/privacy');
    expect(status).toBe(200);
    expect(html).toContain('2025-01-01');
    expect(html).toContain('href="/terms/service"');
    expect(head?.title).toBe('개인정보처리방침 | 법무법인 태성 이혼가사팀');
  });

  it('answer 404 for a practice whose content is missing', async () => {
    server.setRoute((request) =>
      request.path.startsWith('/api/v1/practices/')
        ? { status: 404, body: { message: 'x', code: 'NOT_FOUND' } }
        : fixtureApi(request),
    );
    const { status } = await renderOnServer('/inheritance/claim');
    server.setRoute(fixtureApi);
    expect(status).toBe(404);
  });

  it('keep search results out of search engines', async () => {
    const { html, head } = await renderOnServer('/auction-search/재산분할');
    expect(head?.noindex).toBe(true);
    expect(html).toContain('<mark');
  });

  it('list the media items of the page asked for, in English on the English site', async () => {
    const { html, head } = await renderOnServer('/media', 'en');
    expect(head?.title).toBe('In the Media | Taesung Law Firm Divorce & Family Law Team');
    expect(html).toContain('황혼이혼, 재산은 어떻게 나누나');
    expect(html).not.toContain('히어로 전용 영상');
  });

  it("render a calculator's result from its address, with the table, the steps, the head and WebApplication data", async () => {
    const { html, status, head } = await renderOnServer(
      '/calculator/child-support?custodial=180%EB%A7%8C&other=270%EB%A7%8C&age1=15&age2=8',
    );
    expect(status).toBe(200);
    expect(html).toContain('data-calculator="child-support"');
    expect(html).toContain('value="180만"');
    expect(html).toContain('152만\u00a05,200원');
    expect(html).toContain('표준 양육비 합계 254만\u00a02,000원');
    expect(head?.title).toBe('양육비 계산기 | 법무법인 태성 이혼가사팀');
    expect(head?.description).toContain('양육비산정기준표');
    expect(JSON.stringify(head?.jsonLd)).toContain('"@type":"WebApplication"');
    expect(server.requests.some((request) => request.path === '/api/v1/calculators/child-support/table')).toBe(true);
  });
});
