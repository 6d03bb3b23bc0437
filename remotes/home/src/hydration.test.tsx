import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { AppProviders, i18nFor, makeStore, type RootState } from '@taesung/shared';
import { fixtureAdapter, type RecordedRequest } from './test-support/api-adapter.ts';
import { installMatchMedia } from './test-support/match-media.ts';
import { renderOnServer, RouteTable } from './test-support/render-on-server.tsx';

describe('hydrating the server-rendered home page', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it.each([375, 1440])('matches the server markup at %i px and asks the API nothing again', async (width) => {
    installMatchMedia({ width });
    const { html, state } = await renderOnServer('/', fixtureAdapter());
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelector('[role="dialog"]')).toBeNull();

    const requests: RecordedRequest[] = [];
    const store = makeStore({
      preloadedState: state as Partial<RootState>,
      client: { adapter: fixtureAdapter(requests) },
    });
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    await act(async () => {
      root = hydrateRoot(
        container,
        <AppProviders store={store} i18n={i18nFor('ko')}>
          <MemoryRouter initialEntries={['/']}>
            <RouteTable />
          </MemoryRouter>
        </AppProviders>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    consoleError.mockRestore();

    expect(errors).toEqual([]);
    expect(requests).toEqual([]);
    expect(screen.getByRole('complementary', { name: '알림' })).toBeInTheDocument();
    expect(container.querySelector('.swiper-initialized')).not.toBeNull();
  });
});
