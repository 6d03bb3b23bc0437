import { createTestApp, multipart, type TestApp } from './app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A test file's app, made before its tests and closed after them, with an administrator's session: `call` and
 * `upload` are staff calls with it, `visit` a visitor's read of the public API, `read` a plain `GET` (an upload's
 * URL) and `stored` the bytes behind an upload's URL.
 */
export function signedInApp() {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.login()).accessToken;
  }, 60_000);
  afterAll(async () => t?.close());

  const read = (url: string) => t.request({ method: 'GET', url });
  return {
    app: () => t,
    call: (method: Method, url: string, payload?: unknown, headers?: Record<string, string>) =>
      t.request({ method, url, token, payload: payload as never, headers }),
    upload: (url: string, parts: Parameters<typeof multipart>[0]) => {
      const body = multipart(parts);
      return t.request({ method: 'POST', url, token, payload: body.payload, headers: body.headers });
    },
    visit: (url: string, language = 'ko') =>
      t.request({ method: 'GET', url, headers: { 'accept-language': language } }),
    read,
    async stored(url: string): Promise<Buffer> {
      const response = await read(url);
      expect(response.statusCode).toBe(200);
      return response.rawPayload;
    },
  };
}
