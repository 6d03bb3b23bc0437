import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore, readStoredSession } from '@taesung/shared';
import { renderWithProviders } from '@taesung/shared/test-utils';
import { json, startApiServer, type Handler } from '../../test/api-server.ts';
import { staffAccess, staffRefresh } from '../../test/tokens.ts';
import { ConsoleLogin } from './console-login.tsx';

let api: Awaited<ReturnType<typeof startApiServer>>;

const issuesTokens: Handler = (request, response) => {
  if (request.url === '/api/auth/refreshToken') return json(response, 200, { refreshToken: staffRefresh });
  if (request.url === '/api/auth/accessToken') return json(response, 200, { accessToken: staffAccess });
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
  const store = makeStore({ client: { baseURL: api.baseURL }, storage: window.sessionStorage, getLocale: () => locale });
  return renderWithProviders(<ConsoleLogin />, { route: '/console', store, locale });
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
    expect(readStoredSession(window.sessionStorage)).toMatchObject({ refreshToken: staffRefresh, accessToken: staffAccess });

    const [refresh, access] = api.seen;
    const basic = Buffer.from('관리자:p@ss:word 한', 'utf8').toString('base64');
    expect(refresh).toMatchObject({ method: 'GET', url: '/api/auth/refreshToken' });
    expect(refresh!.headers.authorization).toBe(`Basic ${basic}`);
    expect(refresh!.headers['accept-language']).toBe('ko');
    expect(access).toMatchObject({ method: 'GET', url: '/api/auth/accessToken' });
    expect(access!.headers.authorization).toBe(`Bearer ${staffRefresh}`);
  });

  it('shows the server’s message on 401 and keeps what was typed', async () => {
    api.handle((_request, response) => json(response, 401, { message: '아이디 또는 비밀번호가 일치하지 않습니다.', code: 'INVALID_CREDENTIALS' }));
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
    expect(screen.getByText(/입력하신 정보와 일치하는 계정이 있으면 비밀번호 재설정 링크를 보냈습니다/)).toBeInTheDocument();
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
    api.handle((_request, response) => json(response, 429, { message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.', code: 'RATE_LIMITED' }));
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
