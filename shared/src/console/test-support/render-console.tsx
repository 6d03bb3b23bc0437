import type { ReactElement } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { decodeToken, makeStore } from '@taesung/shared';
import { renderWithProviders } from '@taesung/shared/test-support';
import { ConsoleOverlays } from '../console-overlays.tsx';
import { token } from '../../test-support/api-server.ts';

export const staffSub = 'staff-1';
const accessToken = token({ sub: staffSub, type: 'access', scope: ['console'], name: '김서연' });
const refreshToken = token({ sub: staffSub, type: 'refresh', scope: ['console'] });

/** Shows the router's address and offers the browser's back button and a link elsewhere in the console. */
function Address() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <output data-testid="address">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
      <Link to="/console/elsewhere">elsewhere</Link>
    </div>
  );
}

/** Renders a console screen as the frame does: a signed-in staff member, the overlays host, the API at `baseURL`. */
export function renderConsole(
  ui: ReactElement,
  { route = '/console', baseURL = 'http://127.0.0.1:9', locale = 'ko' as 'ko' | 'en', signedIn = true } = {},
) {
  const store = makeStore({
    client: { baseURL },
    getLocale: () => locale,
    preloadedState: signedIn
      ? { session: { accessToken, refreshToken, payload: decodeToken(accessToken) } }
      : undefined,
  });
  return renderWithProviders(
    <>
      {ui}
      <Address />
      <ConsoleOverlays />
    </>,
    { route, store, locale },
  );
}
