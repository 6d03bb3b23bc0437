import { SignJWT, decodeJwt } from 'jose';
import type { HTTPMethods } from 'fastify';
import { createTestApp, testSecret, type TestApp } from '../../test-support/app.ts';
import { staffAccount } from '../../test-support/staff.ts';
import { documentedConsoleRoutes } from '../../test-support/console-routes.ts';

let t: TestApp;
let consoleRoutes: { method: HTTPMethods; url: string }[];
const tokens: Record<string, string> = {};

function tamper(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...claims, scope: ['console', 'everything'] })).toString('base64url');
  return [header, forged, signature].join('.');
}

beforeAll(async () => {
  t = await createTestApp();
  const adminTokens = await t.login();
  tokens.access = adminTokens.accessToken;
  tokens.refresh = adminTokens.refreshToken;

  const viewer = await staffAccount(t, tokens.access, { username: 'viewer', scope: [] });
  tokens.noConsole = (await t.login('viewer', viewer.password)).accessToken;

  const claims = decodeJwt(tokens.access);
  const now = Math.floor(Date.now() / 1000);
  tokens.expired = await new SignJWT({
    type: 'access',
    scope: ['console'],
    sid: claims.sid,
    username: 'admin',
    name: '관리자',
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub!)
    .setIssuer('taesung-api')
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(testSecret));
  tokens.otherSecret = await new SignJWT({
    type: 'access',
    scope: ['console'],
    sid: claims.sid,
    username: 'admin',
    name: '관리자',
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub!)
    .setIssuer('taesung-api')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode('another-secret-of-an-attacker-0123456789'));
  const [, payload] = tokens.access.split('.');
  tokens.unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
  tokens.tampered = tamper(tokens.access);

  consoleRoutes = await documentedConsoleRoutes(t);
}, 60_000);
afterAll(async () => t?.close());

test('the matrix covers every console resource', () => {
  const resources = new Set(consoleRoutes.map((route) => route.url.split('/')[3]));
  for (const resource of [
    'boards',
    'forms',
    'center',
    'users',
    'levels',
    'terms',
    'banners',
    'popups',
    'files',
    'setting',
    'lawyers',
    'practices',
    'email',
    'message',
    'messages',
    'editor',
    'me',
    'statistics',
    'outbox',
  ]) {
    expect(resources).toContain(resource);
  }
  expect(consoleRoutes.length).toBeGreaterThan(70);
});

const refused: [string, string | null, number, string][] = [
  ['no token', null, 401, 'UNAUTHORIZED'],
  ['a refresh token used as access token', 'refresh', 401, 'INVALID_TOKEN'],
  ['a tampered token', 'tampered', 401, 'INVALID_TOKEN'],
  ['an expired token', 'expired', 401, 'INVALID_TOKEN'],
  ['a token signed with another secret', 'otherSecret', 401, 'INVALID_TOKEN'],
  ['an unsigned token (alg none)', 'unsigned', 401, 'INVALID_TOKEN'],
  ['a token without the console scope', 'noConsole', 403, 'FORBIDDEN'],
];

test.each(refused)('every console route refuses %s', async (_label, tokenName, status, code) => {
  for (const route of consoleRoutes) {
    const response = await t.request({
      method: route.method,
      url: route.url,
      token: tokenName ? tokens[tokenName] : undefined,
      payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
    });
    expect({ route, status: response.statusCode }).toEqual({ route, status });
    expect(response.json()).toEqual({ code, message: expect.any(String) });
  }
});

test("a 403 carries a message in the caller's language", async () => {
  const ko = await t.request({ method: 'GET', url: '/api/console/boards', token: tokens.noConsole });
  expect(ko.json().message).toBe('접근 권한이 없습니다.');
  const en = await t.request({
    method: 'GET',
    url: '/api/console/boards',
    token: tokens.noConsole,
    headers: { 'accept-language': 'en' },
  });
  expect(en.json().message).toBe('You do not have permission to do this.');
});

test("a console access token passes every route's check", async () => {
  for (const route of consoleRoutes) {
    const response = await t.request({
      method: route.method,
      url: route.url,
      token: tokens.access,
      payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
    });
    expect({ route, refused: [401, 403].includes(response.statusCode) }).toEqual({ route, refused: false });
    expect({ route, serverError: response.statusCode >= 500 }).toEqual({ route, serverError: false });
  }
});
