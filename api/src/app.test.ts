import { createTestApp, type TestApp } from './test-support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());

test('health reports the database as reachable', async () => {
  const response = await t.request({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok', database: 'reachable' });
});

test('an unknown /api address answers localized JSON', async () => {
  const ko = await t.request({ method: 'GET', url: '/api/nothing/here' });
  expect(ko.statusCode).toBe(404);
  expect(ko.json()).toEqual({ message: '요청하신 주소를 찾을 수 없습니다.', code: 'ROUTE_NOT_FOUND' });
  const en = await t.request({
    method: 'POST',
    url: '/api/v1/nothing',
    headers: { 'accept-language': 'en-US,en;q=0.9' },
  });
  expect(en.statusCode).toBe(404);
  expect(en.json()).toEqual({ message: 'The requested address was not found.', code: 'ROUTE_NOT_FOUND' });
});

test('the OpenAPI document lists the routes', async () => {
  const response = await t.request({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const document = response.json<{ paths: Record<string, unknown> }>();
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining(['/api/auth/refreshToken', '/api/v1/boards', '/api/console/boards/']),
  );
});

describe('bad input is answered 4xx with a localized { message, code }', () => {
  test('malformed JSON', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/forms',
      payload: '{"name": "홍',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'INVALID_JSON', message: '요청 본문이 올바른 JSON 형식이 아닙니다.' });
  });

  test('an empty JSON body', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/pageviews',
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });

  test('a body of a type the route does not take', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/pageviews',
      payload: 'path=/media',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This request format is not supported.',
    });
  });

  test('an oversize body', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/center/questions',
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  test('a bad query value', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/boards?limit=-1',
      headers: { 'accept-language': 'en;q=0.8, ko;q=0.9' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: '입력한 내용을 확인해 주세요.',
      issues: [{ path: 'querystring.limit', code: 'too_small' }],
    });
  });

  test('a method the address does not have', async () => {
    const response = await t.request({ method: 'PATCH', url: '/api/v1/boards' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ROUTE_NOT_FOUND');
  });
});

test('API answers carry security headers and no framing', async () => {
  const response = await t.request({ method: 'GET', url: '/api/health' });
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('the docs UI is served at /api/docs', async () => {
  const response = await t.request({ method: 'GET', url: '/api/docs/' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
});

test('health reports an unreachable database with 503', async () => {
  const other = await createTestApp();
  await other.database.close();
  const response = await other.request({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ status: 'degraded', database: 'unreachable' });
  await other.close();
}, 60_000);
