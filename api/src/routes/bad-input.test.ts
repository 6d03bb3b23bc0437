import type { HTTPMethods } from 'fastify';
import { createTestApp, type TestApp } from '../test-support/app.ts';
import { boardInput } from '../test-support/fixtures.ts';

let t: TestApp;
let token: string;
let routes: { method: HTTPMethods; url: string }[];

const payloads: { label: string; body: string }[] = [
  { label: 'an empty object', body: '{}' },
  { label: 'an array', body: '[1,2,3]' },
  { label: 'a string', body: '"text"' },
  { label: 'null', body: 'null' },
  {
    label: 'wrong types everywhere',
    body: JSON.stringify({
      name: 1,
      subject: [],
      content: { ko: 5 },
      code: {},
      page: 'x',
      agree: 'yes',
      to: 7,
      path: 3,
    }),
  },
  { label: 'a NUL character', body: JSON.stringify({ ...boardInput(), subject: { ko: 'a\u0000b', en: '' } }) },
  {
    label: 'very long strings',
    body: JSON.stringify({ name: 'ㄱ'.repeat(100_000), subject: { ko: 'x'.repeat(100_000), en: '' } }),
  },
  { label: 'a prototype key', body: '{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}' },
];

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).accessToken;
  const existing = (
    await t.request({ method: 'POST', url: '/api/console/boards', token, payload: boardInput() })
  ).json().board._id as string;
  const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  const seen = new Set<string>();
  routes = Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['get', 'post', 'put', 'delete'].includes(method))
        .map((method) => ({
          method: method.toUpperCase() as HTTPMethods,
          url: path
            .replace(/\/$/, '')
            .replace('{id}', existing)
            .replace('{index}', '0')
            .replace('{key}', 'kim-taesung')
            .replace('{code}', 'privacy')
            .replace('{name}', `${'a'.repeat(32)}.pdf`),
        })),
    )
    .filter(
      (route) =>
        !route.url.includes('/auth/') &&
        !seen.has(`${route.method} ${route.url}`) &&
        seen.add(`${route.method} ${route.url}`),
    );
}, 60_000);
afterAll(async () => t?.close());

test.each(payloads)('no route answers 5xx to $label', async ({ body }) => {
  let address = 0;
  for (const route of routes) {
    if (route.method === 'GET' || route.method === 'DELETE') continue;
    const response = await t.request({
      method: route.method,
      url: route.url,
      token,
      payload: body,
      headers: { 'content-type': 'application/json' },
      remoteAddress: `10.20.${Math.floor(address / 250)}.${(address += 1) % 250}`,
    });
    expect({ route, status: response.statusCode < 500 }).toEqual({ route, status: true });
    if (response.statusCode >= 400)
      expect(response.json()).toEqual(
        expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
      );
  }
});

test('no route answers 5xx to broken multipart bodies', async () => {
  const bodies = [
    { type: 'multipart/form-data; boundary=zzz', body: 'not multipart at all' },
    { type: 'multipart/form-data', body: '--x\r\n' },
    {
      type: 'multipart/form-data; boundary=b',
      body: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG truncated',
    },
    {
      type: 'multipart/form-data; boundary=b',
      body: '--b\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--b--\r\n',
    },
  ];
  let address = 0;
  for (const route of routes.filter((item) => item.method === 'POST')) {
    for (const { type, body } of bodies) {
      const response = await t.request({
        method: 'POST',
        url: route.url,
        token,
        payload: body,
        headers: { 'content-type': type },
        remoteAddress: `10.30.${Math.floor(address / 250)}.${(address += 1) % 250}`,
      });
      expect({ route, type, status: response.statusCode < 500 }).toEqual({ route, type, status: true });
    }
  }
});

test('after all that, no record was added or changed and no prototype was polluted', async () => {
  const boards = (await t.request({ method: 'GET', url: '/api/console/boards?limit=100', token })).json().boards;
  expect(boards).toHaveLength(1);
  expect(boards[0].subject.ko).toBe(boardInput().subject.ko);
  expect(({} as Record<string, unknown>).admin).toBeUndefined();
});

test('no route answers 5xx to bad query strings, ids or a NUL', async () => {
  for (const route of routes) {
    for (const url of [
      `${route.url}?page=abc&limit=-1`,
      `${route.url}?search=%00&code=%00`,
      `${route.url}?page=99999999999999999999`,
      route.url.replace(/\/[0-9a-f]{24}(?=\/|$)/, '/%00'),
      route.url.replace(/\/[0-9a-f]{24}(?=\/|$)/, `/${'z'.repeat(80)}`),
    ]) {
      const response = await t.request({ method: route.method, url, token });
      expect({ url, method: route.method, status: response.statusCode < 500 }).toEqual({
        url,
        method: route.method,
        status: true,
      });
    }
  }
});
