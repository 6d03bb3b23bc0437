import { createTestApp, type TestApp } from './test-support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SITE_ROOT: '/nonexistent-site-root' }, appOptions: { site: true } });
}, 60_000);
afterAll(async () => t?.close());

test('with the site registered last, /api and /uploads still answer their own localized JSON', async () => {
  const get = await t.request({ method: 'GET', url: '/api/nothing' });
  expect(get.statusCode).toBe(404);
  expect(get.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: '요청하신 주소를 찾을 수 없습니다.' });
  const post = await t.request({ method: 'POST', url: '/api/console/nothing', headers: { 'accept-language': 'en' } });
  expect(post.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'The requested address was not found.' });
  const upload = await t.request({
    method: 'GET',
    url: `/uploads/${'0'.repeat(32)}.png`,
    headers: { 'accept-language': 'en' },
  });
  expect(upload.statusCode).toBe(404);
  expect(upload.json()).toEqual({ code: 'NOT_FOUND', message: 'What you asked for could not be found.' });
  expect((await t.request({ method: 'GET', url: '/api/health' })).json().status).toBe('ok');
  for (const url of ['/api', '/api/', '/api/v1', '/api/console']) {
    const response = await t.request({ method: 'GET', url });
    expect({ url, status: response.statusCode, type: response.headers['content-type'] }).toEqual({
      url,
      status: 404,
      type: 'application/json; charset=utf-8',
    });
  }
});
