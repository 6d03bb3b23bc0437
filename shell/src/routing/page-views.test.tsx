import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, useLocation, useNavigate } from 'react-router';
import { makeStore, type RemoteName } from '@taesung/shared';
import { renderWithProviders } from '@taesung/shared/test-support';
import { App } from '../app.tsx';
import { RemoteLoaderProvider } from '../federation/remote-loader-context.tsx';
import type { LoadedRemote } from '../federation/remote-loader.ts';
import { withSetting } from '../test-support/fixtures.ts';
import { fixedLoader } from '../test-support/loader.ts';
import { installScrolling, installViewport } from '../test-support/viewport.ts';
import { testSite } from '../test-support/site.ts';

function TypedIntoAddress() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <>
      <label>
        소득{' '}
        <input onChange={(event) => void navigate({ search: `?income=${event.target.value}` }, { replace: true })} />
      </label>
      <output data-testid="calculator-query">{decodeURIComponent(search)}</output>
    </>
  );
}

const pages: Record<RemoteName, LoadedRemote> = {
  home: { routes: [{ path: '/', Component: () => <Link to="/media?page=2">언론보도 보기</Link> }] },
  practice: {
    routes: [
      { path: '/media', Component: () => <h1>언론보도</h1> },
      { path: '/calculator/child-support', Component: TypedIntoAddress },
    ],
  },
  lawyers: { routes: [] },
  reference: { routes: [] },
  'console-boards': { routes: [{ path: '/console', Component: () => <h1>대시보드</h1> }] },
  'console-users': { routes: [] },
  'console-settings': { routes: [] },
};

const { loader } = fixedLoader(pages);

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const beacons: { url: string; data: Blob }[] = [];

beforeEach(() => {
  installViewport(375);
  installScrolling();
  beacons.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: Blob) => {
      beacons.push({ url, data });
      return true;
    },
  });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

function renderApp(route: string, locale: 'ko' | 'en' = 'ko') {
  return renderWithProviders(
    <RemoteLoaderProvider loader={loader}>
      <App />
    </RemoteLoaderProvider>,
    { site: testSite, route, locale, store: withSetting(makeStore({ getLocale: () => locale })) },
  );
}

describe('page views', () => {
  it('counts the first view of a public page by its path, without language prefix or query', async () => {
    renderApp('/media?page=3', 'en');
    await screen.findByRole('heading', { name: '언론보도' });
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/api/v1/pageviews');
    expect(beacons[0]!.data.type).toBe('application/json');
    expect(JSON.parse(await readBlob(beacons[0]!.data))).toEqual({ path: '/media' });
  });

  it('counts every client-side navigation as another view', async () => {
    renderApp('/');
    const link = await screen.findByRole('link', { name: '언론보도 보기' });
    await act(async () => {
      fireEvent.click(link);
    });
    await screen.findByRole('heading', { name: '언론보도' });
    await waitFor(() => expect(beacons).toHaveLength(2));
    const paths = await Promise.all(beacons.map(async (beacon) => JSON.parse(await readBlob(beacon.data)) as unknown));
    expect(paths).toEqual([{ path: '/' }, { path: '/media' }]);
  });

  it('counts no further view when a page replaces its own query, as a calculator does while the visitor types', async () => {
    renderApp('/calculator/child-support');
    const input = await screen.findByLabelText('소득');
    for (const value of ['1', '18', '180만']) {
      await act(async () => {
        fireEvent.change(input, { target: { value } });
      });
    }
    expect(screen.getByTestId('calculator-query')).toHaveTextContent('income=180만');
    const paths = await Promise.all(beacons.map(async (beacon) => JSON.parse(await readBlob(beacon.data)) as unknown));
    expect(paths).toEqual([{ path: '/calculator/child-support' }]);
  });

  it('counts nothing in the console', async () => {
    renderApp('/console');
    await screen.findByRole('heading', { name: '관리자 로그인' });
    expect(beacons).toHaveLength(0);
  });
});
