import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedIn, makeStore, readStoredSession, type RemoteName } from '@taesung/shared';
import { renderWithProviders } from '@taesung/shared/test-support';
import { App } from '../../app.tsx';
import { RemoteLoaderProvider } from '../../federation/remote-loader-context.tsx';
import type { RemoteLoader } from '../../federation/remote-loader.ts';
import { json, startApiServer, type Handler } from '../../test-support/api-server.ts';
import { fixedLoader } from '../../test-support/loader.ts';
import { staffAccess, staffRefresh } from '../../test-support/tokens.ts';
import { installScrolling, installViewport } from '../../test-support/viewport.ts';
import { testSite } from '../../test-support/site.ts';

const validToken = 'f3Zk9Qp2Lx7Vb8Nc4Rt6Yw1Hs5Jd0Ga';
const spentToken = 'Uq8Wm3Ze6Rb1Tc9Xy4Pn7Lk2Hg5Sd0Fa';

let api: Awaited<ReturnType<typeof startApiServer>>;

const resets: Handler = (request, response) => {
  if (request.method === 'POST' && request.url === '/api/v1/users/recovery/reset') {
    const { token } = JSON.parse(request.body) as { token: string };
    if (token === validToken) {
      response.writeHead(204);
      response.end();
      return;
    }
    return json(response, 400, {
      message: '비밀번호 재설정 링크가 유효하지 않거나 만료되었습니다.',
      code: 'INVALID_RESET_TOKEN',
    });
  }
  if (request.method === 'POST' && request.url === '/api/v1/users/recovery') {
    response.writeHead(202);
    response.end();
    return;
  }
  if (request.method === 'DELETE' && request.url === '/api/auth/refreshToken') {
    response.writeHead(204);
    response.end();
    return;
  }
  return json(response, 404, { message: '요청하신 주소를 찾을 수 없습니다.', code: 'ROUTE_NOT_FOUND' });
};

beforeAll(async () => {
  api = await startApiServer(resets);
});

afterAll(() => api.close());

beforeEach(() => {
  installViewport(375);
  installScrolling();
  api.seen.length = 0;
  api.handle(resets);
  window.sessionStorage.clear();
});

function recordingLoader() {
  const fixed = fixedLoader({
    'console-boards': { routes: [{ path: '/console', Component: () => <h1>대시보드</h1> }] },
    'console-users': { routes: [{ path: '/console/password', Component: () => <h1>비밀번호 변경</h1> }] },
  });
  const loads: RemoteName[] = [];
  const loader: RemoteLoader = {
    ...fixed.loader,
    load(name) {
      loads.push(name);
      return fixed.loader.load(name);
    },
  };
  return { loader, loads };
}

function openLink(route: string, options: { locale?: 'ko' | 'en'; loggedIn?: boolean } = {}) {
  const locale = options.locale ?? 'ko';
  const store = makeStore({
    client: { baseURL: api.baseURL },
    storage: window.sessionStorage,
    getLocale: () => locale,
  });
  if (options.loggedIn) store.dispatch(loggedIn({ refreshToken: staffRefresh, accessToken: staffAccess }));
  const { loader, loads } = recordingLoader();
  const view = renderWithProviders(
    <RemoteLoaderProvider loader={loader}>
      <App />
    </RemoteLoaderProvider>,
    { site: testSite, route, locale, store },
  );
  return { ...view, loads };
}

const resetRequests = () => api.seen.filter((request) => request.url === '/api/v1/users/recovery/reset');

describe('the password reset link', () => {
  it('opens the reset form without a session, loading no console page', async () => {
    const { loads } = openLink(`/console/password/reset?token=${validToken}`);
    expect(await screen.findByRole('heading', { name: '비밀번호 재설정' })).toBeInTheDocument();
    const password = screen.getByLabelText('새 비밀번호');
    const confirm = screen.getByLabelText('새 비밀번호 확인');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(confirm).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveValue('');
    expect(confirm).toHaveValue('');
    expect(password).toHaveAccessibleDescription(
      '10자 이상 128자 이하. 문자 종류 규칙은 없으며, 흔하거나 추측하기 쉬운 비밀번호는 쓸 수 없습니다.',
    );
    expect(screen.queryByRole('heading', { name: '관리자 로그인' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '페이지를 찾을 수 없습니다' })).not.toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      expect.stringContaining('noindex'),
    );
    expect(loads).toEqual([]);
  });

  it('shows the reset form, not the console, to someone already logged in', async () => {
    const { loads } = openLink(`/console/password/reset?token=${validToken}`, { loggedIn: true });
    expect(await screen.findByRole('heading', { name: '비밀번호 재설정' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '대시보드' })).not.toBeInTheDocument();
    expect(loads).toEqual([]);
  });

  it('still shows the console’s own password page at /console/password', async () => {
    const { loads } = openLink('/console/password', { loggedIn: true });
    expect(await screen.findByRole('heading', { name: '비밀번호 변경' })).toBeInTheDocument();
    expect([...new Set(loads)]).toEqual(['console-boards', 'console-users', 'console-settings']);
  });

  it('refuses a common password and a mismatched confirmation before sending, and moves to the first error', async () => {
    const user = userEvent.setup();
    openLink(`/console/password/reset?token=${validToken}`);
    const password = await screen.findByLabelText('새 비밀번호');
    const confirm = screen.getByLabelText('새 비밀번호 확인');
    await user.type(password, '1234567890');
    expect(await screen.findByText('널리 알려진 비밀번호라 쓸 수 없습니다.')).toBeInTheDocument();
    await user.type(confirm, '123456789013{Enter}');

    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      '강도: 매우 약함 널리 알려진 비밀번호라 쓸 수 없습니다. 널리 알려진 비밀번호라 쓸 수 없습니다. 나만 아는 문장이나 단어 여러 개로 만들어 주세요.',
    );
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('두 비밀번호가 일치하지 않습니다.');

    await user.clear(password);
    await user.type(password, '봄날의 정원 2025');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(confirm).toHaveAccessibleDescription('두 비밀번호가 일치하지 않습니다.');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(confirm).toHaveFocus();
    expect(resetRequests()).toHaveLength(0);
  });

  it('explains the same rules in English on the English console', async () => {
    const user = userEvent.setup();
    openLink(`/console/password/reset?token=${validToken}`, { locale: 'en' });
    const password = await screen.findByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm the new password');
    await user.type(password, 'q8#vz');
    expect(await screen.findByText('Too short. Use at least 10 characters. (5 now)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription(/The password needs at least 10 characters\.$/);
    expect(confirm).toHaveAccessibleDescription('Please enter the new password again.');

    await user.clear(password);
    await user.type(password, 'spring-garden-25');
    await user.type(confirm, 'spring-garden-26');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveAccessibleDescription('The two passwords do not match.');
    expect(resetRequests()).toHaveLength(0);
  });

  it('sets the new password, confirms it and leads to the login', async () => {
    const user = userEvent.setup();
    openLink(`/console/password/reset?token=${validToken}`);
    await user.type(await screen.findByLabelText('새 비밀번호'), '봄날의 정원 2025');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), '봄날의 정원 2025');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));

    expect(await screen.findByRole('heading', { name: '비밀번호를 변경했습니다' })).toHaveFocus();
    expect(resetRequests()).toHaveLength(1);
    expect(JSON.parse(resetRequests()[0]!.body)).toEqual({ token: validToken, password: '봄날의 정원 2025' });
    expect(resetRequests()[0]!.headers['accept-language']).toBe('ko');

    await user.click(screen.getByRole('link', { name: '로그인하기' }));
    expect(await screen.findByRole('heading', { name: '관리자 로그인' })).toBeInTheDocument();
  });

  it('ends this browser’s session too when someone logged in resets the password', async () => {
    const user = userEvent.setup();
    const { store } = openLink(`/console/password/reset?token=${validToken}`, { loggedIn: true });
    await user.type(await screen.findByLabelText('새 비밀번호'), 'spring-garden-25');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'spring-garden-25');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));

    expect(await screen.findByRole('heading', { name: '비밀번호를 변경했습니다' })).toBeInTheDocument();
    expect(resetRequests()[0]!.headers.authorization).toBeUndefined();
    expect(api.seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/v1/users/recovery/reset',
      'DELETE /api/auth/refreshToken',
    ]);
    expect(store.getState().session.accessToken).toBeNull();
    expect(readStoredSession(window.sessionStorage).refreshToken).toBeNull();
  });

  it('shows the server’s message for an expired or used link and offers a new one', async () => {
    const user = userEvent.setup();
    openLink(`/console/password/reset?token=${spentToken}`);
    await user.type(await screen.findByLabelText('새 비밀번호'), 'spring-garden-25');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'spring-garden-25');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));

    expect(await screen.findByRole('heading', { name: '링크를 사용할 수 없습니다' })).toHaveFocus();
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(
      '비밀번호 재설정 링크가 유효하지 않거나 만료되었습니다.',
    );
    expect(screen.queryByLabelText('새 비밀번호')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '새 재설정 링크 받기' }));
    expect(screen.getByRole('heading', { name: '비밀번호 찾기' })).toHaveFocus();
    await user.type(screen.getByLabelText('아이디'), 'seoyeon');
    await user.type(screen.getByLabelText('이메일'), 'seoyeon@taesung-law.example');
    await user.click(screen.getByRole('button', { name: '재설정 링크 보내기' }));
    expect(await screen.findByRole('heading', { name: '메일을 확인해 주세요' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인으로 돌아가기' })).toHaveAttribute('href', '/console');
  });

  it('says a link without its code cannot be used, without asking for a password', async () => {
    openLink('/console/password/reset');
    expect(await screen.findByRole('heading', { name: '링크를 사용할 수 없습니다' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(
      '이 주소에는 재설정 정보가 없습니다.',
    );
    expect(screen.queryByLabelText('새 비밀번호')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '새 재설정 링크 받기' })).toBeInTheDocument();
  });

  it('keeps both passwords and shows the server’s message when it refuses for another reason', async () => {
    api.handle((_request, response) =>
      json(response, 429, { message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.', code: 'RATE_LIMITED' }),
    );
    const user = userEvent.setup();
    openLink(`/console/password/reset?token=${validToken}`);
    await user.type(await screen.findByLabelText('새 비밀번호'), 'spring-garden-25');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'spring-garden-25');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));

    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(
      '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    );
    expect(screen.getByLabelText('새 비밀번호')).toHaveValue('spring-garden-25');
    expect(screen.getByLabelText('새 비밀번호 확인')).toHaveValue('spring-garden-25');
    await waitFor(() => expect(screen.getByRole('button', { name: '비밀번호 변경' })).toBeEnabled());
  });
});
