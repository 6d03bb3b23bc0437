import { decodeJwt, decodeProtectedHeader } from 'jose';
import { sql } from 'drizzle-orm';
import { allConsoleScopes } from '@taesung/shared/schemas';
import { admin, createTestApp, type TestApp } from '../test-support/app.ts';
import { startSmtpServer } from '../test-support/smtp.ts';
import { staffAccount } from '../test-support/staff.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

const basic = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
const bearer = (token: string) => `Bearer ${token}`;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtp });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const allScopes = [...allConsoleScopes];

describe('login', () => {
  test('Basic credentials give a refresh token, which gives an access token with the scope', async () => {
    const refresh = await t.request({
      method: 'GET',
      url: '/api/auth/refreshToken',
      headers: { authorization: basic(admin.username, admin.password) },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');
    const { refreshToken } = refresh.json<{ refreshToken: string }>();
    expect(decodeProtectedHeader(refreshToken).alg).toBe('HS256');
    const refreshClaims = decodeJwt(refreshToken);
    expect(refreshClaims).toMatchObject({ type: 'refresh', scope: allScopes, username: admin.username });
    expect(typeof refreshClaims.sub).toBe('string');
    expect(refreshClaims.exp! - refreshClaims.iat!).toBe(12 * 60 * 60);

    const access = await t.request({
      method: 'GET',
      url: '/api/auth/accessToken',
      headers: { authorization: bearer(refreshToken) },
    });
    expect(access.statusCode).toBe(200);
    const { accessToken } = access.json<{ accessToken: string }>();
    const accessClaims = decodeJwt(accessToken);
    expect(accessClaims).toMatchObject({ type: 'access', scope: allScopes, sub: refreshClaims.sub });
    expect(accessClaims.exp! - accessClaims.iat!).toBe(15 * 60);

    const me = await t.request({ method: 'GET', url: '/api/console/me', token: accessToken });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ username: admin.username, active: true });
    expect(me.body).not.toContain('password');
  });

  test('UTF-8 passwords work', async () => {
    const { accessToken } = await t.login();
    const levels = (await t.request({ method: 'GET', url: '/api/console/levels', token: accessToken })).json<{
      levels: { _id: string }[];
    }>().levels;
    await staffAccount(t, accessToken, {
      username: 'hangul',
      name: '김한글',
      password: '비밀번호는한글로1234',
      level: levels[0]!._id,
    });
    const refresh = await t.request({
      method: 'GET',
      url: '/api/auth/refreshToken',
      headers: { authorization: basic('hangul', '비밀번호는한글로1234') },
    });
    expect(refresh.statusCode).toBe(200);
  });

  test('a wrong password, an unknown user or a missing header answer 401 with a localized message', async () => {
    const wrong = await t.request({
      method: 'GET',
      url: '/api/auth/refreshToken',
      headers: { authorization: basic(admin.username, 'wrong-password-1'), 'accept-language': 'en' },
      remoteAddress: '10.0.0.2',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'The username or password is incorrect.', code: 'INVALID_CREDENTIALS' });
    const unknown = await t.request({
      method: 'GET',
      url: '/api/auth/refreshToken',
      headers: { authorization: basic('nobody', 'whatever-123') },
      remoteAddress: '10.0.0.2',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({
      message: '아이디 또는 비밀번호가 올바르지 않습니다.',
      code: 'INVALID_CREDENTIALS',
    });
    const missing = await t.request({ method: 'GET', url: '/api/auth/refreshToken' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('UNAUTHORIZED');
    const garbage = await t.request({
      method: 'GET',
      url: '/api/auth/refreshToken',
      headers: { authorization: 'Basic !!!' },
    });
    expect(garbage.statusCode).toBe(401);
  });

  test('neither token works as the other', async () => {
    const { refreshToken, accessToken } = await t.login();
    const accessAsRefresh = await t.request({
      method: 'GET',
      url: '/api/auth/accessToken',
      headers: { authorization: bearer(accessToken) },
    });
    expect(accessAsRefresh.statusCode).toBe(401);
    expect(accessAsRefresh.json().code).toBe('INVALID_TOKEN');
    const refreshAsAccess = await t.request({ method: 'GET', url: '/api/console/me', token: refreshToken });
    expect(refreshAsAccess.statusCode).toBe(401);
  });

  test('logout revokes the refresh token and the access tokens made from it', async () => {
    const { refreshToken, accessToken } = await t.login();
    const logout = await t.request({
      method: 'DELETE',
      url: '/api/auth/refreshToken',
      headers: { authorization: bearer(refreshToken) },
    });
    expect(logout.statusCode).toBe(204);
    const again = await t.request({
      method: 'GET',
      url: '/api/auth/accessToken',
      headers: { authorization: bearer(refreshToken) },
    });
    expect(again.statusCode).toBe(401);
    const me = await t.request({ method: 'GET', url: '/api/console/me', token: accessToken });
    expect(me.statusCode).toBe(401);
    const withoutToken = await t.request({ method: 'DELETE', url: '/api/auth/refreshToken' });
    expect(withoutToken.statusCode).toBe(401);
  });

  test('a run of failed logins locks the account for a while, even for the right password', async () => {
    const { accessToken } = await t.login();
    const levels = (await t.request({ method: 'GET', url: '/api/console/levels', token: accessToken })).json<{
      levels: { _id: string }[];
    }>().levels;
    await staffAccount(t, accessToken, {
      username: 'locked',
      name: '잠김',
      password: 'locked-password-1',
      level: levels[0]!._id,
    });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await t.request({
        method: 'GET',
        url: '/api/auth/refreshToken',
        headers: { authorization: basic('locked', 'not-the-password-1') },
        remoteAddress: `10.1.0.${attempt}`,
      });
      expect(failed.statusCode).toBe(401);
    }
    const right = await t.request({
      method: 'GET',
      url: '/api/auth/refreshToken',
      headers: { authorization: basic('locked', 'locked-password-1') },
      remoteAddress: '10.1.1.1',
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('ACCOUNT_LOCKED');
    expect(right.json().message).toMatch(/15분 후/);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('an address with many failed logins is throttled', async () => {
    await t.database.db.execute(
      sql`insert into login_throttle (key, failures, window_start) values ('ip:10.9.9.9', 20, now())`,
    );
    const response = await t.request({
      method: 'GET',
      url: '/api/auth/refreshToken',
      headers: { authorization: basic(admin.username, admin.password), 'accept-language': 'en' },
      remoteAddress: '10.9.9.9',
    });
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe('LOGIN_THROTTLED');
    expect(response.json().message).toMatch(/^Too many login attempts/);
    const elsewhere = await t.request({
      method: 'GET',
      url: '/api/auth/refreshToken',
      headers: { authorization: basic(admin.username, admin.password) },
      remoteAddress: '10.9.9.10',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('passwords', () => {
  test('changing the own password needs the current one, checks strength and ends other sessions', async () => {
    const { accessToken } = await t.login();
    const levels = (await t.request({ method: 'GET', url: '/api/console/levels', token: accessToken })).json<{
      levels: { _id: string }[];
    }>().levels;
    await staffAccount(t, accessToken, {
      username: 'changer',
      name: '변경',
      password: 'first-password-1',
      level: levels[0]!._id,
    });
    const first = await t.login('changer', 'first-password-1');
    const second = await t.login('changer', 'first-password-1');
    const wrong = await t.request({
      method: 'PUT',
      url: '/api/console/me/password',
      token: first.accessToken,
      payload: { current: 'nope-nope-1', next: 'second-password-2' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const weak = await t.request({
      method: 'PUT',
      url: '/api/console/me/password',
      token: first.accessToken,
      payload: { current: 'first-password-1', next: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('VALIDATION_FAILED');
    expect(weak.json().issues[0].path).toBe('body.next');
    const changed = await t.request({
      method: 'PUT',
      url: '/api/console/me/password',
      token: first.accessToken,
      payload: { current: 'first-password-1', next: 'second-password-2' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/console/me', token: first.accessToken })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/console/me', token: second.accessToken })).statusCode).toBe(
      401,
    );
    await expect(t.login('changer', 'first-password-1')).rejects.toThrow(/401/);
    await t.login('changer', 'second-password-2');
  });

  test('recovery mails a one-time link that sets a new password', async () => {
    const { accessToken } = await t.login();
    const levels = (await t.request({ method: 'GET', url: '/api/console/levels', token: accessToken })).json<{
      levels: { _id: string }[];
    }>().levels;
    await staffAccount(t, accessToken, {
      username: 'forgetful',
      name: '망각',
      password: 'forgotten-pass-1',
      level: levels[0]!._id,
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/v1/users/recovery',
      payload: { username: 'forgetful', email: 'other@taesung-law.example' },
    });
    expect(unknown.statusCode).toBe(202);
    const known = await t.request({
      method: 'POST',
      url: '/api/v1/users/recovery',
      payload: { username: 'forgetful', email: 'Forgetful@taesung-law.example' },
    });
    expect(known.statusCode).toBe(202);
    await t.app.messaging.idle();
    const mails = smtp.received.filter(
      (mail) => mail.to.includes('forgetful@taesung-law.example') && mail.subject.includes('비밀번호 재설정'),
    );
    expect(mails).toHaveLength(1);
    expect(smtp.received.some((mail) => mail.to.includes('other@taesung-law.example'))).toBe(false);
    expect(mails[0]!.subject).toContain('비밀번호 재설정');
    const token = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(mails[0]!.text)![1]!);

    const weak = await t.request({
      method: 'POST',
      url: '/api/v1/users/recovery/reset',
      payload: { token, password: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
    const reset = await t.request({
      method: 'POST',
      url: '/api/v1/users/recovery/reset',
      payload: { token, password: 'brand-new-pass-9' },
    });
    expect(reset.statusCode).toBe(204);
    const reused = await t.request({
      method: 'POST',
      url: '/api/v1/users/recovery/reset',
      payload: { token, password: 'another-pass-9' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('INVALID_RESET_TOKEN');
    await t.login('forgetful', 'brand-new-pass-9');
    const bogus = await t.request({
      method: 'POST',
      url: '/api/v1/users/recovery/reset',
      payload: { token: 'x'.repeat(43), password: 'another-pass-9' },
    });
    expect(bogus.statusCode).toBe(400);
  });
});
