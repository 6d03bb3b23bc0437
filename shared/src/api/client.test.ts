/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeStore } from '../store/make-store.ts';
import { loggedIn } from '../session/session-slice.ts';

function token(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

const refreshToken = token({ sub: 'u1', type: 'refresh', scope: ['console'] });
const staleAccess = token({ sub: 'u1', type: 'access', scope: ['console'], v: 1 });
const freshAccess = token({ sub: 'u1', type: 'access', scope: ['console'], v: 2 });

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let baseURL: string;
let handler: Handler;
const seen: { url: string; authorization?: string; language?: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({
      url: request.url ?? '',
      authorization: request.headers.authorization,
      language: request.headers['accept-language'],
    });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen.length = 0;
});

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
};

function loggedInStore(alert = jest.fn(), locale: 'ko' | 'en' = 'ko') {
  const store = makeStore({ getLocale: () => locale, client: { baseURL, alert } });
  store.dispatch(loggedIn({ refreshToken, accessToken: staleAccess }));
  return { store, alert };
}

describe('the API client', () => {
  it('sends the bearer from the session and Accept-Language from the locale', async () => {
    handler = (_request, response) => json(response, 200, { ok: true });
    const { store } = loggedInStore(jest.fn(), 'en');
    await store.apiClient.get('/api/console/boards');
    expect(seen[0]).toMatchObject({ authorization: `Bearer ${staleAccess}`, language: 'en' });
  });

  it('sends no bearer and ko when logged out', async () => {
    handler = (_request, response) => json(response, 200, { ok: true });
    const store = makeStore({ client: { baseURL } });
    await store.apiClient.get('/api/v1/boards');
    expect(seen[0]?.authorization).toBeUndefined();
    expect(seen[0]?.language).toBe('ko');
  });

  it('on a 401 refreshes the access token with the refresh token and replays the request', async () => {
    handler = (request, response) => {
      if (request.url === '/api/auth/accessToken') return json(response, 200, { accessToken: freshAccess });
      if (request.headers.authorization === `Bearer ${freshAccess}`) return json(response, 200, { boards: [] });
      return json(response, 401, { message: '만료된 토큰입니다.' });
    };
    const { store } = loggedInStore();
    const response = await store.apiClient.get('/api/console/boards');
    expect(response.data).toEqual({ boards: [] });
    expect(seen.map((request) => request.url)).toEqual([
      '/api/console/boards',
      '/api/auth/accessToken',
      '/api/console/boards',
    ]);
    expect(seen[1]?.authorization).toBe(`Bearer ${refreshToken}`);
    expect(store.getState().session.accessToken).toBe(freshAccess);
  });

  it('refreshes once for several requests that meet a 401 together', async () => {
    handler = (request, response) => {
      if (request.url === '/api/auth/accessToken')
        return setTimeout(() => json(response, 200, { accessToken: freshAccess }), 20);
      if (request.headers.authorization === `Bearer ${freshAccess}`) return json(response, 200, { ok: request.url });
      return json(response, 401, {});
    };
    const { store } = loggedInStore();
    await Promise.all([store.apiClient.get('/a'), store.apiClient.get('/b'), store.apiClient.get('/c')]);
    expect(seen.filter((request) => request.url === '/api/auth/accessToken')).toHaveLength(1);
  });

  it('when the refresh fails, logs out and replays the request anyway (without a bearer)', async () => {
    handler = (request, response) => {
      if (request.url === '/api/auth/accessToken') return json(response, 401, { message: '다시 로그인해 주세요.' });
      if (!request.headers.authorization) return json(response, 200, { popups: [] });
      return json(response, 401, {});
    };
    const { store } = loggedInStore();
    const response = await store.apiClient.get('/api/v1/popups');
    expect(response.data).toEqual({ popups: [] });
    expect(store.getState().session).toEqual({ refreshToken: null, accessToken: null, payload: null });
    expect(seen.at(-1)?.authorization).toBeUndefined();
  });

  it('throws a 401 when there is no refresh token', async () => {
    handler = (_request, response) => json(response, 401, { message: 'login' });
    const store = makeStore({ client: { baseURL } });
    await expect(store.apiClient.get('/api/console/boards')).rejects.toMatchObject({ response: { status: 401 } });
    expect(seen).toHaveLength(1);
  });

  it('on a 403 alerts the message of the response, then throws', async () => {
    handler = (_request, response) => json(response, 403, { message: '접근 권한이 없습니다.', code: 'FORBIDDEN' });
    const { store, alert } = loggedInStore();
    await expect(store.apiClient.get('/api/console/users')).rejects.toMatchObject({ response: { status: 403 } });
    expect(alert).toHaveBeenCalledWith('접근 권한이 없습니다.');
  });

  it('does not alert a 403 TWO_FACTOR_REQUIRED: the console opens the enrolment instead', async () => {
    handler = (_request, response) =>
      json(response, 403, { message: '2단계 인증을 설정해야 합니다.', code: 'TWO_FACTOR_REQUIRED' });
    const { store, alert } = loggedInStore();
    await expect(store.apiClient.get('/api/console/forms')).rejects.toMatchObject({ response: { status: 403 } });
    expect(alert).not.toHaveBeenCalled();
  });

  it('passes a 400 through untouched', async () => {
    handler = (_request, response) => json(response, 400, { message: '이름을 입력해 주세요.' });
    const { store, alert } = loggedInStore();
    await expect(store.apiClient.post('/api/v1/forms', {})).rejects.toMatchObject({ response: { status: 400 } });
    expect(alert).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
  });
});
