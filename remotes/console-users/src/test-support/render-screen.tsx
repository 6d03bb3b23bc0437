import type { ReactElement } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { decodeToken, makeStore } from '@taesung/shared';
import { ConsoleOverlays, consoleKitReady } from '@taesung/shared/console';
import { renderWithProviders } from '@taesung/shared/test-support';
import { token } from '@taesung/shared/test-support/api-server';
import { ready } from '@/i18n/index.ts';

/** The signed-in account's scopes unless a test gives others: a staff manager's. */
const staffManager = ['console', 'console:staff'];

function Screen({ path, screen }: { path: string; screen: ReactElement }) {
  return useRoutes([
    { path, element: screen },
    { path: '*', element: null },
  ]);
}

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

export const texts = () => Promise.all([consoleKitReady, ready]);

/** Renders a screen of this remote as the console frame does: signed in as staff (`scope`), the overlays host, the API at `baseURL`. */
export function renderScreen(
  screen: ReactElement,
  {
    path,
    route,
    baseURL,
    locale = 'ko',
    scope = staffManager,
  }: { path: string; route: string; baseURL: string; locale?: 'ko' | 'en'; scope?: readonly string[] },
) {
  const accessToken = token({ sub: 'user-1', type: 'access', scope, username: 'admin', name: '박관리' });
  const refreshToken = token({ sub: 'user-1', type: 'refresh', scope });
  const store = makeStore({
    client: { baseURL },
    getLocale: () => locale,
    preloadedState: { session: { accessToken, refreshToken, payload: decodeToken(accessToken) } },
  });
  return renderWithProviders(
    <>
      <Screen path={path} screen={screen} />
      <Address />
      <ConsoleOverlays />
    </>,
    { route, store, locale },
  );
}
