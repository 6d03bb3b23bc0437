import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedIn, makeStore, readStoredSession } from '@taesung/shared';
import { renderWithProviders } from '@taesung/shared/test-utils';
import { json, startApiServer } from '../../test/api-server.ts';
import { staffAccess, staffRefresh, visitorAccess } from '../../test/tokens.ts';
import { PageLoadProvider } from '../../routing/page-load.tsx';
import { ConsoleLayout } from './console-layout.tsx';

let api: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  api = await startApiServer((_request, response) => json(response, 204, {}));
});

afterAll(() => api.close());

beforeEach(() => {
  api.seen.length = 0;
  window.sessionStorage.clear();
});

afterEach(() => jest.restoreAllMocks());

function renderConsole(route: string, session?: { refreshToken: string; accessToken: string }) {
  const store = makeStore({ client: { baseURL: api.baseURL }, storage: window.sessionStorage });
  if (session) store.dispatch(loggedIn(session));
  const pageLoads: string[] = [];
  const view = renderWithProviders(
    <PageLoadProvider value={(url) => pageLoads.push(url)}>
      <ConsoleLayout>
        <h1>상담 신청 목록</h1>
      </ConsoleLayout>
    </PageLoadProvider>,
    { route, store },
  );
  return { ...view, pageLoads };
}

describe('the console frame', () => {
  it('shows the login form instead of the page without a session', () => {
    renderConsole('/console/forms');
    expect(screen.getByRole('heading', { name: '관리자 로그인' })).toBeInTheDocument();
    expect(screen.getByLabelText('아이디')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('비밀번호')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.queryByRole('heading', { name: '상담 신청 목록' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('button', { name: '로그인' }));
  });

  it('alerts and sends a session without the console scope back, without showing the console', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { pageLoads } = renderConsole('/console/forms', { refreshToken: staffRefresh, accessToken: visitorAccess });
    await waitFor(() => expect(alert).toHaveBeenCalledWith('접근 권한이 없습니다.'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(pageLoads).toEqual(['/']);
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '상담 신청 목록' })).not.toBeInTheDocument();
  });

  it('shows the page with a skip link, the sections of the console and who is logged in', () => {
    renderConsole('/console/forms', { refreshToken: staffRefresh, accessToken: staffAccess });
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: '상담 신청 목록' }));
    expect(screen.getByRole('link', { name: '본문 바로가기' })).toHaveAttribute('href', '#main');
    expect(screen.getByText('김서연 님')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '관리자 메뉴' });
    const paths = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/console/dashboard',
        '/console/boards',
        '/console/forms',
        '/console/users',
        '/console/users/levels',
        '/console/users/withdrawals',
        '/console/center/notifications',
        '/console/center/faqs',
        '/console/center/questions',
        '/console/terms',
        '/console/banners',
        '/console/popups',
        '/console/setting',
        '/console/password',
      ]),
    );
    expect(within(nav).getByRole('link', { name: '상담 신청' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '사용자' })).not.toHaveAttribute('aria-current');
  });

  it('marks the section of a detail page, and only the sub list on the users’ sub lists', () => {
    renderConsole('/console/users/levels', { refreshToken: staffRefresh, accessToken: staffAccess });
    const nav = screen.getByRole('navigation', { name: '관리자 메뉴' });
    expect(within(nav).getByRole('link', { name: '등급·권한' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '사용자' })).not.toHaveAttribute('aria-current');
  });

  it('opens and closes the menu on a phone with a button that says whether it is open', async () => {
    const user = userEvent.setup();
    renderConsole('/console/forms', { refreshToken: staffRefresh, accessToken: staffAccess });
    const toggle = screen.getByRole('button', { name: '관리자 메뉴 열기' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'console-nav');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: '관리자 메뉴 닫기' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(screen.getByRole('navigation', { name: '관리자 메뉴' })).getByRole('link', { name: '팝업' }));
    expect(screen.getByRole('button', { name: '관리자 메뉴 열기' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out: revokes the refresh token on the server, then forgets the session', async () => {
    const user = userEvent.setup();
    const { store } = renderConsole('/console/forms', { refreshToken: staffRefresh, accessToken: staffAccess });
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(await screen.findByRole('heading', { name: '관리자 로그인' })).toBeInTheDocument();
    expect(api.seen).toEqual([
      expect.objectContaining({ method: 'DELETE', url: '/api/auth/refreshToken' }),
    ]);
    expect(api.seen[0]!.headers.authorization).toBe(`Bearer ${staffRefresh}`);
    expect(store.getState().session.accessToken).toBeNull();
    expect(readStoredSession(window.sessionStorage).refreshToken).toBeNull();
  });

  it('logs out even when the server cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const store = makeStore({ client: { baseURL: 'http://127.0.0.1:9' }, storage: window.sessionStorage });
    store.dispatch(loggedIn({ refreshToken: staffRefresh, accessToken: staffAccess }));
    renderWithProviders(
      <ConsoleLayout>
        <h1>상담 신청 목록</h1>
      </ConsoleLayout>,
      { route: '/console/forms', store },
    );
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(await screen.findByRole('heading', { name: '관리자 로그인' })).toBeInTheDocument();
    expect(store.getState().session.refreshToken).toBeNull();
  });
});
