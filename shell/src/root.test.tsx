import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router';
import { i18nFor, makeStore } from '@taesung/shared';
import { withSetting } from './test-support/fixtures.ts';
import { fixedLoader } from './test-support/loader.ts';
import { installViewport, scrollWindowTo } from './test-support/viewport.ts';
import { Root } from './root.tsx';
import { testSite } from './test-support/site.ts';

const home = { routes: [{ path: '/', Component: () => <h1>이혼·가사·상속, 처음부터 끝까지</h1> }] };

function serverRender(url: string) {
  const store = withSetting(makeStore());
  const html = renderToString(
    <Root
      store={store}
      i18n={i18nFor('ko')}
      loader={fixedLoader({ home }).loader}
      origin="https://law.example"
      site={testSite}
      router={(app) => <StaticRouter location={url}>{app}</StaticRouter>}
    />,
  );
  const { session: _session, ...state } = store.getState();
  return { html, state };
}

describe('the server-rendered page', () => {
  it('carries the header and footer with the settings, and hydrates on a wide screen without a mismatch', async () => {
    const { html, state } = serverRender('/');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelector('header')).toHaveAttribute('data-layout', 'mobile');
    expect(container.querySelector('a[href="tel:+82212345678"]')).not.toBeNull();
    expect(container.querySelector('footer')?.textContent).toContain('광주 분사무소');

    installViewport(1440);
    scrollWindowTo(400);
    const errors = jest.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <Root
          store={makeStore({ preloadedState: state })}
          i18n={i18nFor('ko')}
          loader={fixedLoader({ home }).loader}
          origin="https://law.example"
          site={testSite}
          router={(app) => <MemoryRouter initialEntries={['/']}>{app}</MemoryRouter>}
        />,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('banner')).toHaveAttribute('data-layout', 'desktop');
    // Where the page is scrolled is read in the frame after hydration (use-scrolled-past.ts).
    await waitFor(() => expect(screen.getByRole('banner')).toHaveClass('scrolled'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('이혼·가사·상속, 처음부터 끝까지');
    container.remove();
  });
});
