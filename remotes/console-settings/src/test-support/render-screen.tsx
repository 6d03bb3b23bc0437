import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { decodeToken } from '@taesung/shared';
import { ConsoleOverlays } from '@taesung/shared/console';
import { renderWithProviders } from '@taesung/shared/test-support';
import { staffSession } from './fake-content-api.ts';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

/** A console screen at `route` (matched by `path`), signed in, with the overlays host and the API at `baseURL`. */
export function renderScreen(
  ui: ReactElement,
  { path, route, baseURL, locale = 'ko' }: { path: string; route: string; baseURL: string; locale?: 'ko' | 'en' },
) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={null} />
      </Routes>
      <Address />
      <ConsoleOverlays />
    </>,
    {
      route,
      locale,
      preloadedState: { session: { ...staffSession, payload: decodeToken(staffSession.accessToken) } },
      storeOptions: { client: { baseURL } },
    },
  );
}
