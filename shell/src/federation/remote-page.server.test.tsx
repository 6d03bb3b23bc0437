/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createRenderCollector, i18nFor, makeStore, type PageRoute } from '@taesung/shared';
import { withSetting } from '../test-support/fixtures.ts';
import { fixedLoader } from '../test-support/loader.ts';
import { Root } from '../root.tsx';
import { testSite } from '../test-support/site.ts';

/** Renders the home page as the server does, with what the loader holds for the home remote. */
function serverRender(routes: PageRoute[] | null) {
  const collector = createRenderCollector();
  const html = renderToString(
    <Root
      store={withSetting(makeStore())}
      i18n={i18nFor('ko')}
      loader={fixedLoader(routes ? { home: { routes } } : {}).loader}
      origin="https://law.example"
      site={testSite}
      collector={collector}
      router={(app) => <StaticRouter location="/">{app}</StaticRouter>}
    />,
  );
  // The server answers 503 for a page showing the fallback, which it finds by this mark (the API's page renderer).
  return { html, status: html.includes('aria-labelledby="remote-unavailable-title"') ? 503 : collector.status };
}

describe('the server render of a page whose remote fails', () => {
  it('answers a remote that could not be loaded with the fallback inside the page and status 503', () => {
    const { html, status } = serverRender(null);
    expect(status).toBe(503);
    expect(html).toContain('페이지를 불러오지 못했습니다');
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
  });

  it('answers a remote page that throws while rendering with the same fallback, not a spinner', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { html, status } = serverRender([
      {
        path: '/',
        Component: () => {
          throw new Error('built against another version');
        },
      },
    ]);
    expect(status).toBe(503);
    expect(html).toContain('페이지를 불러오지 못했습니다');
    expect(html).toContain('<footer');
  });

  it('keeps status 200 and no fallback for a remote that renders', () => {
    const { html, status } = serverRender([{ path: '/', Component: () => <h1>이혼·가사·상속</h1> }]);
    expect(status).toBe(200);
    expect(html).toContain('이혼·가사·상속');
    expect(html).not.toContain('페이지를 불러오지 못했습니다');
  });
});

afterEach(() => jest.restoreAllMocks());
