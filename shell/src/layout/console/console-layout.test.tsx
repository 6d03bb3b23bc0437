import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedIn, makeStore, readStoredSession, type RemoteName } from '@taesung/shared';
import { renderWithProviders } from '@taesung/shared/test-support';
import { RemoteLoaderProvider } from '../../federation/remote-loader-context.tsx';
import type { LoadedRemote } from '../../federation/remote-loader.ts';
import { json, startApiServer } from '../../test-support/api-server.ts';
import { consoleRemotes, consoleScreen } from '../../test-support/console-remotes.tsx';
import { fixedLoader } from '../../test-support/loader.ts';
import { staffAccess, staffRefresh, token, visitorAccess } from '../../test-support/tokens.ts';
import { LocationProbe } from '../../test-support/location-probe.tsx';
import { PageLoadProvider } from '../../routing/page-load.tsx';
import { ConsoleLayout } from './console-layout.tsx';
import { testSite } from '../../test-support/site.ts';

let api: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  api = await startApiServer((_request, response) => json(response, 204, {}));
});

afterAll(() => api.close());

beforeEach(() => {
  api.seen.length = 0;
  api.handle((_request, response) => json(response, 204, {}));
  window.sessionStorage.clear();
});

afterEach(() => jest.restoreAllMocks());

const staff = { refreshToken: staffRefresh, accessToken: staffAccess };

function renderConsole(
  route: string,
  session?: { refreshToken: string; accessToken: string },
  modules: Partial<Record<RemoteName, LoadedRemote>> = consoleRemotes,
) {
  const store = makeStore({ client: { baseURL: api.baseURL }, storage: window.sessionStorage });
  if (session) store.dispatch(loggedIn(session));
  const pageLoads: string[] = [];
  const fixed = fixedLoader(modules);
  const loads: RemoteName[] = [];
  const loader = { ...fixed.loader, load: (name: RemoteName) => (loads.push(name), fixed.loader.load(name)) };
  const view = renderWithProviders(
    <RemoteLoaderProvider loader={loader}>
      <PageLoadProvider value={(url) => pageLoads.push(url)}>
        <ConsoleLayout />
        <LocationProbe />
      </PageLoadProvider>
    </RemoteLoaderProvider>,
    { site: testSite, route, store },
  );
  return { ...view, pageLoads, loads, fixed };
}

const sidebar = () => screen.getByRole('navigation', { name: '관리자 메뉴' });
const entries = (group: string) =>
  within(within(sidebar()).getByRole('region', { name: group }))
    .getAllByRole('link')
    .map((link) => link.textContent);
const current = () =>
  within(sidebar())
    .queryAllByRole('link', { current: 'page' })
    .map((link) => link.textContent);

describe('the console frame', () => {
  it('shows the login form instead of the page without a session, and fetches no console remote', () => {
    const { loads } = renderConsole('/console/forms');
    expect(screen.getByRole('heading', { name: '관리자 로그인' })).toBeInTheDocument();
    expect(screen.getByLabelText('아이디')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('비밀번호')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.queryByRole('heading', { name: '상담 신청 목록' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('button', { name: '로그인' }));
    expect(loads).toEqual([]);
  });

  it('alerts and sends a session without the console scope back, without showing the console', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { pageLoads, loads } = renderConsole('/console/forms', {
      refreshToken: staffRefresh,
      accessToken: visitorAccess,
    });
    await waitFor(() => expect(alert).toHaveBeenCalledWith('접근 권한이 없습니다.'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(pageLoads).toEqual(['/']);
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '상담 신청 목록' })).not.toBeInTheDocument();
    expect(loads).toEqual([]);
  });

  it('loads every console remote and shows the declared screen with a skip link and who is logged in', async () => {
    const { loads } = renderConsole('/console/forms', staff);
    expect(await screen.findByRole('heading', { name: '상담 신청 목록' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: '상담 신청 목록' }));
    expect(screen.getByRole('link', { name: '본문 바로가기' })).toHaveAttribute('href', '#main');
    expect(screen.getByText('김서연 님')).toBeInTheDocument();
    expect([...new Set(loads)]).toEqual(['console-boards', 'console-users', 'console-settings']);
  });

  it('builds the sidebar from the remotes’ declarations: groups in order, entries by their order, no detail screens', async () => {
    renderConsole('/console/forms', staff);
    await screen.findByRole('heading', { name: '상담 신청 목록' });
    const groups = within(sidebar())
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(groups).toEqual(['현황', '상담·고객센터', '콘텐츠', '사이트 관리', '계정']);
    expect(entries('현황')).toEqual(['대시보드']);
    expect(entries('상담·고객센터')).toEqual(['상담 신청', '문의', '자주 묻는 질문', '공지사항']);
    expect(entries('콘텐츠')).toEqual(['게시판 관리', '배너 관리', '팝업 관리']);
    expect(entries('사이트 관리')).toEqual(['사이트 설정', '약관 관리']);
    expect(entries('계정')).toEqual(['관리자 계정', '등급·권한', '탈퇴 계정', '비밀번호 변경']);
    const paths = within(sidebar())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(paths).toHaveLength(14);
    expect(paths).not.toContain('/console/boards/create');
    expect(within(sidebar()).getByRole('link', { name: '배너 관리' })).toHaveAttribute('href', '/console/banners');
    expect(current()).toEqual(['상담 신청']);
  });

  it('lists only the screens whose scope the session holds', async () => {
    const audit = consoleScreen(
      '/console/audit',
      '접근 기록',
      { group: 'accounts', order: 50, title: 'console-users:nav.users' },
      ['audit'],
    );
    const modules = { ...consoleRemotes, 'console-users': { routes: [audit] } };
    renderConsole('/console/forms', staff, modules);
    await screen.findByRole('heading', { name: '상담 신청 목록' });
    expect(within(sidebar()).queryByRole('region', { name: '계정' })).not.toBeInTheDocument();
    cleanup();

    const auditor = token({ sub: 'staff-2', type: 'access', scope: ['console', 'audit'], name: '이도윤' });
    renderConsole('/console/forms', { refreshToken: staffRefresh, accessToken: auditor }, modules);
    await screen.findByRole('heading', { name: '상담 신청 목록' });
    expect(within(sidebar()).getByRole('link', { name: '관리자 계정' })).toHaveAttribute('href', '/console/audit');
  });

  it('shows a group a remote invents after the known ones, titled by its id', async () => {
    const reports = consoleScreen('/console/reports', '통계', {
      group: 'reports',
      order: 10,
      title: 'console-boards:nav.dashboard',
    });
    renderConsole('/console/reports', staff, { ...consoleRemotes, 'console-settings': { routes: [reports] } });
    expect(await screen.findByRole('heading', { name: '통계' })).toBeInTheDocument();
    const groups = within(sidebar())
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(groups).toEqual(['현황', '상담·고객센터', '콘텐츠', '계정', 'reports']);
  });

  it('answers an address no remote declares with a not-found page inside the console', async () => {
    renderConsole('/console/no-such-screen', staff);
    expect(await screen.findByRole('heading', { name: '화면을 찾을 수 없습니다' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: '화면을 찾을 수 없습니다' }));
    expect(screen.getByRole('link', { name: '관리자 첫 화면으로' })).toHaveAttribute('href', '/console');
    expect(within(sidebar()).getAllByRole('link')).toHaveLength(14);
    expect(current()).toEqual([]);
  });

  it.each([
    ['/console/boards/123', '게시판 관리'],
    ['/console/boards/create', '게시판 관리'],
    ['/console/users/levels', '등급·권한'],
    ['/console/users/8f2c', '관리자 계정'],
    ['/console/forms/42', '상담 신청'],
    ['/console', '대시보드'],
  ])('marks the screen’s own entry as current on %s', async (route, entry) => {
    renderConsole(route, staff);
    await screen.findByRole('main');
    await waitFor(() => expect(current()).toEqual([entry]));
  });

  it('keeps the other remotes’ screens working when one console remote cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { ['console-settings']: _settings, ...others } = consoleRemotes;
    renderConsole('/console/banners', staff, others);
    const fallback = await within(screen.getByRole('main')).findByRole('alert');
    expect(fallback).toHaveTextContent('페이지를 불러오지 못했습니다');
    expect(screen.getByRole('main')).toContainElement(fallback);
    expect(within(sidebar()).queryByRole('link', { name: '배너 관리' })).not.toBeInTheDocument();
    expect(entries('계정')).toEqual(['관리자 계정', '등급·권한', '탈퇴 계정', '비밀번호 변경']);

    await user.click(within(sidebar()).getByRole('link', { name: '상담 신청' }));
    expect(await screen.findByRole('heading', { name: '상담 신청 목록' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
    expect(current()).toEqual(['상담 신청']);
  });

  it('loads a failed console remote again from the fallback, then shows its screen and entries', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { ['console-settings']: settings, ...others } = consoleRemotes;
    const { fixed } = renderConsole('/console/banners', staff, others);
    const fallback = await within(screen.getByRole('main')).findByRole('alert');
    fixed.modules['console-settings'] = settings;
    await user.click(within(fallback).getByRole('button', { name: '다시 시도' }));
    expect(fixed.retried).toEqual(['console-settings']);
    expect(await screen.findByRole('heading', { name: '배너 관리' })).toBeInTheDocument();
    expect(entries('콘텐츠')).toEqual(['게시판 관리', '배너 관리', '팝업 관리']);
    expect(current()).toEqual(['배너 관리']);
  });

  it('opens and closes the menu on a phone with a button that says whether it is open', async () => {
    const user = userEvent.setup();
    renderConsole('/console/forms', staff);
    await screen.findByRole('heading', { name: '상담 신청 목록' });
    const toggle = screen.getByRole('button', { name: '관리자 메뉴 열기' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'console-nav');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: '관리자 메뉴 닫기' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(sidebar()).getByRole('link', { name: '팝업 관리' }));
    expect(await screen.findByRole('heading', { name: '팝업 관리' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '관리자 메뉴 열기' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out: revokes the refresh token on the server, then forgets the session', async () => {
    const user = userEvent.setup();
    const { store } = renderConsole('/console/forms', staff);
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(await screen.findByRole('heading', { name: '관리자 로그인' })).toBeInTheDocument();
    const authCalls = api.seen.filter((request) => request.url.startsWith('/api/auth/'));
    expect(authCalls).toEqual([expect.objectContaining({ method: 'DELETE', url: '/api/auth/refreshToken' })]);
    expect(authCalls[0]!.headers.authorization).toBe(`Bearer ${staffRefresh}`);
    expect(store.getState().session.accessToken).toBeNull();
    expect(readStoredSession(window.sessionStorage).refreshToken).toBeNull();
  });

  it('logs out even when the server cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const store = makeStore({ client: { baseURL: 'http://127.0.0.1:9' }, storage: window.sessionStorage });
    store.dispatch(loggedIn(staff));
    renderWithProviders(
      <RemoteLoaderProvider loader={fixedLoader(consoleRemotes).loader}>
        <ConsoleLayout />
      </RemoteLoaderProvider>,
      { site: testSite, route: '/console/forms', store },
    );
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(await screen.findByRole('heading', { name: '관리자 로그인' })).toBeInTheDocument();
    expect(store.getState().session.refreshToken).toBeNull();
  });
});

describe('the console session', () => {
  const me = (twoFactor: { enabled: boolean; required: boolean }, idleMinutes = 30) => ({
    user: { _id: 'user-1', username: 'admin' },
    twoFactor: { ...twoFactor, recoveryCodesLeft: 10 },
    session: {
      _id: 'session-1',
      idleMinutes,
      expiresAt: '2026-11-24T12:00:00.000Z',
      lastUsedAt: '2026-11-24T00:00:00.000Z',
    },
  });

  it('sends an account that must enrol in two-factor sign-in to the enrolment, without an alert', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    api.handle((request, response) =>
      request.url === '/api/console/me'
        ? json(response, 200, me({ enabled: false, required: true }))
        : json(response, 204, {}),
    );
    renderConsole('/console/forms', staff);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/console/two-factor'));
    expect(alert).not.toHaveBeenCalled();
  });

  it('leaves an enrolled account where it is', async () => {
    api.handle((request, response) =>
      request.url === '/api/console/me'
        ? json(response, 200, me({ enabled: true, required: true }))
        : json(response, 204, {}),
    );
    renderConsole('/console/forms', staff);
    await waitFor(() => expect(api.seen.some((request) => request.url === '/api/console/me')).toBe(true));
    expect(await screen.findByRole('heading', { name: '상담 신청 목록' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/console/forms');
  });

  it('warns a minute before the idle timeout, keeps the session on "계속 사용", and signs out at the timeout', async () => {
    api.handle((request, response) =>
      request.url === '/api/console/me'
        ? json(response, 200, me({ enabled: true, required: true }, 5))
        : json(response, 204, {}),
    );
    const start = Date.now();
    let offset = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => start + offset);
    const user = userEvent.setup();
    const { store } = renderConsole('/console/forms', staff);
    await waitFor(() => expect(api.seen.some((request) => request.url === '/api/console/me')).toBe(true));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    offset = 4 * 60_000 + 5_000;
    const warning = await screen.findByRole('alertdialog', { name: '1분 뒤 자동 로그아웃됩니다' }, { timeout: 3000 });
    const stay = within(warning).getByRole('button', { name: '계속 사용' });
    expect(stay).toHaveFocus();
    await user.click(stay);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.seen).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/console/me/sessions/current/touch' }),
    );

    offset += 5 * 60_000 + 1_000;
    expect(await screen.findByText(/오래 사용하지 않아 로그아웃되었습니다/, {}, { timeout: 3000 })).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('heading', { name: '관리자 로그인' })).toBeInTheDocument();
    expect(store.getState().session.accessToken).toBeNull();
    expect(api.seen).toContainEqual(expect.objectContaining({ method: 'DELETE', url: '/api/auth/refreshToken' }));
  });
});
