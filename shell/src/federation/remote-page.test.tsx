import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { makeStore } from '@taesung/shared';
import { renderWithProviders } from '@taesung/shared/test-support';
import { withSetting } from '../test-support/fixtures.ts';
import { fixedLoader } from '../test-support/loader.ts';
import { RemoteLoaderProvider } from './remote-loader-context.tsx';
import { RemotePage } from './remote-page.tsx';
import type { RemoteGroup } from './remote-groups.ts';
import { testSite } from '../test-support/site.ts';

const practice: RemoteGroup = { remote: 'practice' };
const agreementPage = { routes: [{ path: '/divorce/agreement', Component: () => <h1>협의이혼</h1> }] };

function renderPage(loader: ReturnType<typeof fixedLoader>['loader'], locale: 'ko' | 'en' = 'ko') {
  return renderWithProviders(
    <RemoteLoaderProvider loader={loader}>
      <main>
        <RemotePage group={practice} />
      </main>
    </RemoteLoaderProvider>,
    { site: testSite, route: '/divorce/agreement', locale, store: withSetting(makeStore({ getLocale: () => locale })) },
  );
}

describe('a remote that cannot be loaded', () => {
  it('shows a friendly message with the main line inside the page', () => {
    const { loader } = fixedLoader({});
    renderPage(loader);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('페이지를 불러오지 못했습니다');
    expect(screen.getByRole('link', { name: /02-1234-5678/ })).toHaveAttribute('href', 'tel:+82212345678');
  });

  it('says so in English on the English site', () => {
    const { loader } = fixedLoader({});
    renderPage(loader, 'en');
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('tries again through the loader and shows the page once it loads', async () => {
    const user = userEvent.setup();
    const loaded = fixedLoader({});
    renderPage(loaded.loader);
    loaded.modules.practice = agreementPage;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(loaded.retried).toEqual(['practice']);
    expect(await screen.findByRole('heading', { name: '협의이혼' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('catches a remote that loads but breaks while rendering, and recovers on retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    let broken = true;
    function Agreement() {
      const [text] = useState('협의이혼');
      if (broken) throw new Error('version skew');
      return <h1>{text}</h1>;
    }
    const loaded = fixedLoader({ practice: { routes: [{ path: '/divorce/agreement', Component: Agreement }] } });
    renderPage(loaded.loader);
    expect(screen.getByRole('alert')).toHaveTextContent('페이지를 불러오지 못했습니다');
    broken = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(loaded.retried).toEqual(['practice']);
    expect(await screen.findByRole('heading', { name: '협의이혼' })).toBeInTheDocument();
  });

  it('answers a path the remote does not know with the 404 page', () => {
    const { loader } = fixedLoader({ practice: agreementPage });
    renderWithProviders(
      <RemoteLoaderProvider loader={loader}>
        <RemotePage group={practice} />
      </RemoteLoaderProvider>,
      { site: testSite, route: '/divorce/unknown', store: withSetting(makeStore()) },
    );
    expect(screen.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
  });
});

afterEach(() => jest.restoreAllMocks());
