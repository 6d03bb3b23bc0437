import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore, readStoredSession } from '@taesung/shared';
import { renderWithProviders } from '@taesung/shared/test-support';
import { json, startApiServer, type Handler } from '../../test-support/api-server.ts';
import { staffAccess, staffRefresh } from '../../test-support/tokens.ts';
import { ConsoleLogin } from './console-login.tsx';
import { testSite } from '../../test-support/site.ts';

let api: Awaited<ReturnType<typeof startApiServer>>;

const issuesTokens: Handler = (request, response) => {
  if (request.url === '/api/auth/login') return json(response, 200, { refreshToken: staffRefresh });
  if (request.url === '/api/auth/accessToken') return json(response, 200, { accessToken: staffAccess });
  return json(response, 404, { message: 'not found' });
};

const asksForACode: Handler = (request, response) => {
  if (request.url === '/api/auth/login')
    return json(response, 200, { twoFactor: { ticket: 'ticket-1', expiresIn: 300 } });
  if (request.url === '/api/auth/login/two-factor') {
    const body = JSON.parse(request.body) as { code?: string; recoveryCode?: string };
    if (body.code === '123456' || body.recoveryCode === 'abcd-efgh-2345')
      return json(response, 200, { refreshToken: staffRefresh, accessToken: staffAccess });
    if (body.code === '999999')
      return json(response, 401, {
        message: '인증 시간이 지났습니다. 다시 로그인해 주세요.',
        code: 'TWO_FACTOR_TICKET_EXPIRED',
      });
    return json(response, 401, { message: '인증 코드가 올바르지 않습니다.', code: 'TWO_FACTOR_INVALID' });
  }
  return json(response, 404, { message: 'not found' });
};

beforeAll(async () => {
  api = await startApiServer(issuesTokens);
});

afterAll(() => api.close());

beforeEach(() => {
  api.seen.length = 0;
  api.handle(issuesTokens);
  window.sessionStorage.clear();
});

function renderLogin(locale: 'ko' | 'en' = 'ko') {
  const store = makeStore({
    client: { baseURL: api.baseURL },
    storage: window.sessionStorage,
    getLocale: () => locale,
  });
  return renderWithProviders(<ConsoleLogin />, { site: testSite, route: '/console', store, locale });
}

describe('the console login', () => {
  it('exchanges username and password for a refresh token, then an access token, and keeps the session', async () => {
    const user = userEvent.setup();
    const { store } = renderLogin();
    await user.type(screen.getByLabelText('아이디'), '관리자');
    await user.type(screen.getByLabelText('비밀번호'), 'p@ss:word 한');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    await waitFor(() => expect(store.getState().session.accessToken).toBe(staffAccess));
    expect(store.getState().session).toMatchObject({ refreshToken: staffRefresh, accessToken: staffAccess });
    expect(store.getState().session.payload?.scope).toEqual(['console']);
    expect(readStoredSession(window.sessionStorage)).toMatchObject({
      refreshToken: staffRefresh,
      accessToken: staffAccess,
    });

    const [login, access] = api.seen;
    expect(login).toMatchObject({ method: 'POST', url: '/api/auth/login' });
    expect(JSON.parse(login!.body)).toEqual({ username: '관리자', password: 'p@ss:word 한' });
    expect(login!.headers.authorization).toBeUndefined();
    expect(login!.headers['accept-language']).toBe('ko');
    expect(access).toMatchObject({ method: 'GET', url: '/api/auth/accessToken' });
    expect(access!.headers.authorization).toBe(`Bearer ${staffRefresh}`);
  });

  it('shows the server’s message on 401 and keeps what was typed', async () => {
    api.handle((_request, response) =>
      json(response, 401, { message: '아이디 또는 비밀번호가 일치하지 않습니다.', code: 'INVALID_CREDENTIALS' }),
    );
    const user = userEvent.setup();
    const { store } = renderLogin();
    await user.type(screen.getByLabelText('아이디'), 'seoyeon');
    await user.type(screen.getByLabelText('비밀번호'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('아이디 또는 비밀번호가 일치하지 않습니다.');
    expect(screen.getByLabelText('아이디')).toHaveValue('seoyeon');
    expect(screen.getByLabelText('비밀번호')).toHaveValue('wrong-password');
    expect(screen.getByRole('button', { name: '로그인' })).toBeEnabled();
    expect(store.getState().session.accessToken).toBeNull();
  });

  it('explains too many attempts (429) when the server gives no message', async () => {
    api.handle((_request, response) => {
      response.writeHead(429);
      response.end();
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('아이디'), 'seoyeon');
    await user.type(screen.getByLabelText('비밀번호'), 'secret{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('로그인 시도가 너무 많습니다.');
  });

  it('says in English that the credentials are wrong on the English console', async () => {
    api.handle((_request, response) => json(response, 401, {}));
    const user = userEvent.setup();
    renderLogin('en');
    await user.type(screen.getByLabelText('Username'), 'seoyeon');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The username or password is not correct.');
  });

  it('disables the button while the login is under way', async () => {
    let answer: () => void = () => undefined;
    api.handle(
      (request, response) =>
        new Promise<void>((resolve) => {
          answer = () => {
            void issuesTokens(request, response);
            resolve();
          };
        }),
    );
    const user = userEvent.setup();
    const { store } = renderLogin();
    await user.type(screen.getByLabelText('아이디'), 'seoyeon');
    await user.type(screen.getByLabelText('비밀번호'), 'secret');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('button', { name: '로그인 중…' })).toBeDisabled();
    api.handle(issuesTokens);
    answer();
    await waitFor(() => expect(store.getState().session.accessToken).toBe(staffAccess));
  });

  it('does not submit on the Enter that confirms a Hangul composition', () => {
    renderLogin();
    const username = screen.getByLabelText('아이디');
    fireEvent.change(username, { target: { value: '관리자' } });
    expect(fireEvent.keyDown(username, { key: 'Enter', isComposing: true })).toBe(false);
    expect(api.seen).toHaveLength(0);
  });
});

describe('the two-factor step of the login', () => {
  async function passPassword(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('아이디'), 'admin');
    await user.type(screen.getByLabelText('비밀번호'), 'a long password');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    return screen.findByRole('heading', { name: '2단계 인증' });
  }

  it('asks for the six digits of the app and signs in with them and the ticket', async () => {
    api.handle(asksForACode);
    const user = userEvent.setup();
    const { store } = renderLogin();
    await passPassword(user);
    expect(store.getState().session.accessToken).toBeNull();
    const code = screen.getByLabelText('인증 코드');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '12 34a56{Enter}');
    await waitFor(() => expect(store.getState().session.accessToken).toBe(staffAccess));
    expect(JSON.parse(api.seen.at(-1)!.body)).toEqual({ ticket: 'ticket-1', code: '123456' });
  });

  it('shows the server’s message for a wrong code and keeps the step', async () => {
    api.handle(asksForACode);
    const user = userEvent.setup();
    const { store } = renderLogin();
    await passPassword(user);
    await user.type(screen.getByLabelText('인증 코드'), '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('인증 코드가 올바르지 않습니다.');
    expect(screen.getByLabelText('인증 코드')).toHaveValue('000000');
    expect(store.getState().session.accessToken).toBeNull();
  });

  it('switches to a recovery code and sends it instead of a code', async () => {
    api.handle(asksForACode);
    const user = userEvent.setup();
    const { store } = renderLogin();
    await passPassword(user);
    await user.click(screen.getByRole('button', { name: '복구 코드 사용' }));
    await user.type(screen.getByLabelText('복구 코드'), ' abcd-efgh-2345 {Enter}');
    await waitFor(() => expect(store.getState().session.accessToken).toBe(staffAccess));
    expect(JSON.parse(api.seen.at(-1)!.body)).toEqual({ ticket: 'ticket-1', recoveryCode: 'abcd-efgh-2345' });
  });

  it('goes back to the password with the server’s message when the ticket has expired', async () => {
    api.handle(asksForACode);
    const user = userEvent.setup();
    renderLogin();
    await passPassword(user);
    await user.type(screen.getByLabelText('인증 코드'), '999999{Enter}');
    expect(await screen.findByRole('heading', { name: '관리자 로그인' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('인증 시간이 지났습니다. 다시 로그인해 주세요.');
    expect(screen.getByLabelText('아이디')).toHaveValue('admin');
    expect(screen.getByLabelText('비밀번호')).toHaveValue('');
  });
});

describe('the login after an idle timeout', () => {
  it('says why the session ended', () => {
    const store = makeStore({ client: { baseURL: api.baseURL }, getLocale: () => 'ko' });
    renderWithProviders(<ConsoleLogin notice="오래 사용하지 않아 로그아웃되었습니다." />, {
      site: testSite,
      route: '/console',
      store,
      locale: 'ko',
    });
    expect(screen.getByRole('status')).toHaveTextContent('오래 사용하지 않아 로그아웃되었습니다.');
  });
});

describe('asking for a password reset from the login', () => {
  const accepts: Handler = (_request, response) => {
    response.writeHead(202);
    response.end();
  };

  it('sends the username and e-mail and confirms without saying whether the account exists', async () => {
    api.handle(accepts);
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('아이디'), 'seoyeon');
    await user.click(screen.getByRole('button', { name: '비밀번호를 잊으셨나요?' }));

    const heading = screen.getByRole('heading', { name: '비밀번호 찾기' });
    expect(heading).toHaveFocus();
    expect(screen.getByLabelText('아이디')).toHaveValue('seoyeon');
    expect(screen.getByLabelText('아이디')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('이메일')).toHaveAttribute('autocomplete', 'email');
    await user.type(screen.getByLabelText('이메일'), ' Seoyeon@taesung-law.example {Enter}');

    expect(await screen.findByRole('heading', { name: '메일을 확인해 주세요' })).toHaveFocus();
    expect(
      screen.getByText(/입력하신 정보와 일치하는 계정이 있으면 비밀번호 재설정 링크를 보냈습니다/),
    ).toBeInTheDocument();
    expect(api.seen).toHaveLength(1);
    expect(api.seen[0]).toMatchObject({ method: 'POST', url: '/api/v1/users/recovery' });
    expect(JSON.parse(api.seen[0]!.body)).toEqual({ username: 'seoyeon', email: 'Seoyeon@taesung-law.example' });
    expect(api.seen[0]!.headers['accept-language']).toBe('ko');
    expect(api.seen[0]!.headers.authorization).toBeUndefined();

    await user.click(screen.getByRole('button', { name: '로그인으로 돌아가기' }));
    expect(screen.getByRole('heading', { name: '관리자 로그인' })).toHaveFocus();
    expect(screen.getByLabelText('아이디')).toHaveValue('seoyeon');
  });

  it('shows the server’s message on 429 and keeps what was typed', async () => {
    api.handle((_request, response) =>
      json(response, 429, { message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.', code: 'RATE_LIMITED' }),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: '비밀번호를 잊으셨나요?' }));
    await user.type(screen.getByLabelText('아이디'), 'seoyeon');
    await user.type(screen.getByLabelText('이메일'), 'seoyeon@taesung-law.example');
    await user.click(screen.getByRole('button', { name: '재설정 링크 보내기' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.');
    expect(screen.getByLabelText('아이디')).toHaveValue('seoyeon');
    expect(screen.getByLabelText('이메일')).toHaveValue('seoyeon@taesung-law.example');
    expect(screen.getByRole('button', { name: '재설정 링크 보내기' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: '메일을 확인해 주세요' })).not.toBeInTheDocument();
  });

  it('asks for both fields before sending anything, and moves to the empty one', async () => {
    const user = userEvent.setup();
    renderLogin('en');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText('Username'), 'seoyeon{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both your username and your e-mail address.');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
    expect(api.seen).toHaveLength(0);
  });

  it('disables the button while the request is under way and does not send on a composition’s Enter', async () => {
    let answer: () => void = () => undefined;
    api.handle(
      (request, response) =>
        new Promise<void>((resolve) => {
          answer = () => {
            void accepts(request, response);
            resolve();
          };
        }),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: '비밀번호를 잊으셨나요?' }));
    const username = screen.getByLabelText('아이디');
    fireEvent.change(username, { target: { value: '관리자' } });
    expect(fireEvent.keyDown(username, { key: 'Enter', isComposing: true })).toBe(false);
    await user.type(screen.getByLabelText('이메일'), 'admin@taesung-law.example');
    await user.click(screen.getByRole('button', { name: '재설정 링크 보내기' }));
    expect(await screen.findByRole('button', { name: '보내는 중…' })).toBeDisabled();
    answer();
    expect(await screen.findByRole('heading', { name: '메일을 확인해 주세요' })).toBeInTheDocument();
    expect(api.seen).toHaveLength(1);
  });
});
