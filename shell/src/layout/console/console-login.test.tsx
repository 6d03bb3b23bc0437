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
