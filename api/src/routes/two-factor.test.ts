import { and, eq, sql } from 'drizzle-orm';
import { accessRecords, levels, settings } from '../db/schema.ts';
import { totpCode } from '../lib/totp.ts';
import { admin, createTestApp, type TestApp } from '../test-support/app.ts';
import { mailedToken, setPassword, staffAccount, staffPassword } from '../test-support/staff.ts';

let t: TestApp;
let address = 0;
/** Each sign-in from its own address, so the route's rate limit and the per-address lockout stay out of the way. */
const nextAddress = () => `203.0.113.${(address = (address % 250) + 1)}`;

beforeAll(async () => {
  t = await createTestApp({ twoFactor: true });
}, 120_000);
afterAll(async () => t?.close());

let offset = 0;
/** Moves the API's clock (and the test's authenticator with it). */
const moveClock = (ms: number) => {
  offset += ms;
  t.app.auth.clock.now = () => new Date(Date.now() + offset);
};
const now = () => Date.now() + offset;
afterEach(() => {
  offset = 0;
  t.app.auth.clock.now = () => new Date();
});

const signIn = (username: string, password: string, remoteAddress = nextAddress()) =>
  t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress,
    headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0 Safari/537.36' },
  });
const secondStep = (payload: Record<string, string>, remoteAddress = nextAddress()) =>
  t.request({ method: 'POST', url: '/api/auth/login/two-factor', payload, remoteAddress });

/** Enrols the account of `token` with the test's own authenticator; answers the secret and the recovery codes. */
async function enrol(token: string) {
  const setup = await t.request({ method: 'POST', url: '/api/console/me/two-factor/setup', token });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl, qrSvg } = setup.json<{ secret: string; otpauthUrl: string; qrSvg: string | null }>();
  expect(secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  expect(otpauthUrl).toContain(`secret=${secret.replace(/ /g, '')}`);
  expect(qrSvg).toBeNull();
  const enabled = await t.request({
    method: 'POST',
    url: '/api/console/me/two-factor/enable',
    token,
    payload: { code: totpCode(secret, now()) },
  });
  expect(enabled.statusCode).toBe(200);
  const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();
  expect(recoveryCodes).toHaveLength(10);
  return { secret, recoveryCodes };
}

/** The full sign-in of an enrolled account with a code of the next step (the current one may have been used). */
async function signInWithCode(username: string, password: string, secret: string) {
  moveClock(30_000);
  const first = await signIn(username, password);
  const { ticket } = first.json<{ twoFactor: { ticket: string } }>().twoFactor;
  const second = await secondStep({ ticket, code: totpCode(secret, now()) });
  expect(second.statusCode).toBe(200);
  return second.json<{ refreshToken: string; accessToken: string }>();
}

const recordsOf = (action: string, username: string) =>
  t.database.db
    .select()
    .from(accessRecords)
    .where(and(eq(accessRecords.action, action as never), eq(accessRecords.accountUsername, username)));

/** An account at a level of its own, which requires two-factor sign-in when `required`. */
async function account(username: string, adminToken: string, required: boolean) {
  const staff = await staffAccount(t, adminToken, { username, scope: ['console:posts'] });
  if (required) {
    const level = (
      await t.database.db
        .select()
        .from(levels)
        .where(eq(levels.name, `${username} 등급`))
    )[0]!;
    const updated = await t.request({
      method: 'PUT',
      url: `/api/console/levels/${level.id}`,
      token: adminToken,
      payload: { name: level.name, scope: level.scope, twoFactor: true },
    });
    expect(updated.json().level.twoFactor).toBe(true);
  }
  return staff;
}

let adminSecret = '';
let adminToken = '';
let adminEnrolledAt = 0;

/** A console call with a new access token from the refresh token (access tokens last 15 minutes of the moved clock). */
async function consoleCall(refreshToken: string, url = '/api/console/boards') {
  const access = await t.request({
    method: 'GET',
    url: '/api/auth/accessToken',
    token: refreshToken,
    remoteAddress: nextAddress(),
  });
  if (access.statusCode !== 200) return access;
  return t.request({ method: 'GET', url, token: access.json().accessToken, headers: { 'accept-language': 'en' } });
}

describe('two-factor sign-in', () => {
  it("is required of a new installation's 최고관리자 and not of its 관리자", async () => {
    const rows = await t.database.db.select({ name: levels.name, twoFactor: levels.twoFactor }).from(levels);
    expect(Object.fromEntries(rows.map((row) => [row.name, row.twoFactor]))).toEqual({
      최고관리자: true,
      관리자: false,
    });
  });

  it('lets an account that must enrol use only its own account, enrolment and sessions until it has', async () => {
    const login = await signIn(admin.username, admin.password);
    expect(login.statusCode).toBe(200);
    const { accessToken } = login.json<{ refreshToken: string; accessToken: string }>();
    const refused = await t.request({
      method: 'GET',
      url: '/api/console/levels',
      token: accessToken,
      headers: { 'accept-language': 'ko' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'TWO_FACTOR_REQUIRED',
      message: expect.stringContaining('2단계 인증'),
    });
    const me = await t.request({ method: 'GET', url: '/api/console/me', token: accessToken });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: { username: admin.username },
      twoFactor: { enabled: false, required: true, recoveryCodesLeft: 0 },
      session: { idleMinutes: 30, expiresAt: expect.any(String), lastUsedAt: expect.any(String) },
    });
    expect((await t.request({ method: 'GET', url: '/api/console/me/sessions', token: accessToken })).statusCode).toBe(
      200,
    );
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/api/console/me/password',
          token: accessToken,
          payload: { current: admin.password, next: staffPassword },
        })
      ).statusCode,
    ).toBe(403);

    adminEnrolledAt = now();
    const { secret, recoveryCodes } = await enrol(accessToken);
    adminSecret = secret;
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await t.request({ method: 'GET', url: '/api/console/levels', token: accessToken })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/console/me', token: accessToken })).json().twoFactor).toEqual({
      enabled: true,
      required: true,
      recoveryCodesLeft: 10,
    });
    expect(await recordsOf('two_factor_enabled', admin.username)).toHaveLength(1);
    adminToken = accessToken;
  });

  it('asks an enrolled account for a code, and takes a code of each 30-second step once', async () => {
    const first = await signIn(admin.username, admin.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactor: { ticket: expect.any(String), expiresIn: 300 } });
    const { ticket } = first.json().twoFactor;

    const wrong = await secondStep({ ticket, code: totpCode(adminSecret, now() - 5 * 60_000) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('TWO_FACTOR_INVALID');
    const usedAtEnrolment = await secondStep({ ticket, code: totpCode(adminSecret, adminEnrolledAt) });
    expect(usedAtEnrolment.json().code).toBe('TWO_FACTOR_INVALID');

    moveClock(30_000);
    const code = totpCode(adminSecret, now());
    const passed = await secondStep({ ticket, code });
    expect(passed.statusCode).toBe(200);
    const tokens = passed.json<{ refreshToken: string; accessToken: string }>();
    expect((await t.request({ method: 'GET', url: '/api/console/levels', token: tokens.accessToken })).statusCode).toBe(
      200,
    );

    const again = await signIn(admin.username, admin.password);
    const replayed = await secondStep({ ticket: again.json().twoFactor.ticket, code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().code).toBe('TWO_FACTOR_INVALID');
    expect((await recordsOf('two_factor_failed', admin.username)).length).toBeGreaterThanOrEqual(3);
    expect((await recordsOf('sign_in', admin.username)).some((record) => record.detail === 'two-factor code')).toBe(
      true,
    );
  });

  it('refuses an expired ticket', async () => {
    const first = await signIn(admin.username, admin.password);
    moveClock(5 * 60_000 + 1000);
    const late = await secondStep({ ticket: first.json().twoFactor.ticket, code: totpCode(adminSecret, now()) });
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('TWO_FACTOR_TICKET_EXPIRED');
  });

  it('takes a recovery code once', async () => {
    const staff = await account('recovery.user', adminToken, true);
    const password = await signIn(staff.user.username, staff.password);
    const { recoveryCodes } = await enrol(password.json().accessToken);
    const first = await signIn(staff.user.username, staff.password);
    const used = await secondStep({
      ticket: first.json().twoFactor.ticket,
      recoveryCode: recoveryCodes[3]!.toLowerCase(),
    });
    expect(used.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/console/me', token: used.json().accessToken });
    expect(me.json().twoFactor.recoveryCodesLeft).toBe(9);
    const second = await signIn(staff.user.username, staff.password);
    const reused = await secondStep({ ticket: second.json().twoFactor.ticket, recoveryCode: recoveryCodes[3]! });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('TWO_FACTOR_INVALID');
  });

  it('is not turned off by a password reset, and cannot be turned off where the level requires it', async () => {
    const staff = await account('reset.keeps', adminToken, true);
    const { secret } = await enrol((await signIn(staff.user.username, staff.password)).json().accessToken);
    const sent = await t.request({
      method: 'POST',
      url: `/api/console/users/${staff.user._id}/password-reset`,
      token: adminToken,
    });
    expect(sent.statusCode).toBeLessThan(300);
    const newPassword = 'violet-orchard-compass-82';
    expect((await setPassword(t, await mailedToken(t, staff.user.email), newPassword)).statusCode).toBe(204);
    const login = await signIn(staff.user.username, newPassword);
    expect(login.json()).toHaveProperty('twoFactor.ticket');
    const tokens = await signInWithCode(staff.user.username, newPassword, secret);
    moveClock(30_000);
    const off = await t.request({
      method: 'DELETE',
      url: '/api/console/me/two-factor',
      token: tokens.accessToken,
      payload: { password: newPassword, code: totpCode(secret, now()) },
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('TWO_FACTOR_REQUIRED_BY_LEVEL');
  });

  it('renews recovery codes and is turned off by its account where the level does not require it', async () => {
    const staff = await account('optional.user', adminToken, false);
    const { accessToken } = (await signIn(staff.user.username, staff.password)).json();
    const { secret, recoveryCodes } = await enrol(accessToken);
    const basic = `Basic ${Buffer.from(`${staff.user.username}:${staff.password}`).toString('base64')}`;
    const legacy = await t.request({
      method: 'GET',
      url: '/api/auth/refreshToken',
      headers: { authorization: basic },
      remoteAddress: nextAddress(),
    });
    expect(legacy.json()).toEqual({ twoFactor: { ticket: expect.any(String), expiresIn: 300 } });

    moveClock(30_000);
    const renewed = await t.request({
      method: 'POST',
      url: '/api/console/me/two-factor/recovery-codes',
      token: accessToken,
      payload: { code: totpCode(secret, now()) },
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    const ticket = (await signIn(staff.user.username, staff.password)).json().twoFactor.ticket;
    expect((await secondStep({ ticket, recoveryCode: recoveryCodes[0]! })).statusCode).toBe(401);
    expect((await secondStep({ ticket, recoveryCode: renewed.json().recoveryCodes[0] })).statusCode).toBe(200);

    moveClock(30_000);
    const wrongPassword = await t.request({
      method: 'DELETE',
      url: '/api/console/me/two-factor',
      token: accessToken,
      payload: { password: 'not-the-password', code: totpCode(secret, now()) },
    });
    expect(wrongPassword.json().code).toBe('WRONG_PASSWORD');
    const off = await t.request({
      method: 'DELETE',
      url: '/api/console/me/two-factor',
      token: accessToken,
      payload: { password: staff.password, code: totpCode(secret, now()) },
    });
    expect(off.statusCode).toBe(204);
    expect((await signIn(staff.user.username, staff.password)).json()).toHaveProperty('accessToken');
    expect((await recordsOf('two_factor_reset', staff.user.username)).map((record) => record.detail)).toEqual([
      'turned off by the account',
    ]);
  });

  it("is reset by an administrator: the account's sessions end and it enrols again", async () => {
    const staff = await account('reset.by.admin', adminToken, true);
    const { secret } = await enrol((await signIn(staff.user.username, staff.password)).json().accessToken);
    const tokens = await signInWithCode(staff.user.username, staff.password, secret);
    const reset = await t.request({
      method: 'POST',
      url: `/api/console/users/${staff.user._id}/two-factor/reset`,
      token: adminToken,
      headers: { 'accept-language': 'ko' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toContain(staff.user.username);
    expect((await t.request({ method: 'GET', url: '/api/console/me', token: tokens.accessToken })).statusCode).toBe(
      401,
    );
    const login = await signIn(staff.user.username, staff.password);
    expect(login.json()).toHaveProperty('accessToken');
    const refused = await t.request({ method: 'GET', url: '/api/console/boards', token: login.json().accessToken });
    expect(refused.json().code).toBe('TWO_FACTOR_REQUIRED');
    const records = await t.database.db
      .select()
      .from(accessRecords)
      .where(eq(accessRecords.action, 'two_factor_reset'));
    expect(
      records.some((record) => record.subjectIds.includes(staff.user._id) && record.accountUsername === admin.username),
    ).toBe(true);
  });
});

describe('sessions', () => {
  it('end after the idle timeout of the settings, on calls and on refresh, recorded once', async () => {
    const staff = await account('idle.user', adminToken, false);
    const { refreshToken, accessToken } = (await signIn(staff.user.username, staff.password)).json();
    moveClock(29 * 60_000);
    expect((await consoleCall(refreshToken)).statusCode).toBe(200);
    moveClock(29 * 60_000);
    expect((await consoleCall(refreshToken)).statusCode).toBe(200);
    moveClock(20 * 60_000);
    const access = await t.request({
      method: 'GET',
      url: '/api/auth/accessToken',
      token: refreshToken,
      remoteAddress: nextAddress(),
    });
    moveClock(12 * 60_000);
    const idle = await t.request({
      method: 'GET',
      url: '/api/console/boards',
      token: access.json().accessToken,
      headers: { 'accept-language': 'en' },
    });
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toMatchObject({ code: 'SESSION_EXPIRED', message: expect.stringContaining('logged out') });
    const refresh = await t.request({ method: 'GET', url: '/api/auth/accessToken', token: refreshToken });
    expect(refresh.json().code).toBe('SESSION_EXPIRED');
    expect((await t.request({ method: 'GET', url: '/api/console/boards', token: accessToken })).statusCode).toBe(401);
    const ended = await recordsOf('session_ended', staff.user.username);
    expect(ended.map((record) => record.detail)).toEqual(['idle 30 minutes']);

    const privacy = { requestRetentionDays: 365, questionRetentionDays: 365, idleMinutes: 5 };
    const [stored] = await t.database.db.select().from(settings).where(eq(settings.id, 'site'));
    if (stored)
      await t.database.db
        .update(settings)
        .set({ data: sql`jsonb_set(${settings.data}, '{privacy}', ${JSON.stringify(privacy)}::jsonb)` });
    else await t.database.db.insert(settings).values({ id: 'site', data: { privacy } as never });
    try {
      const again = (await signIn(staff.user.username, staff.password)).json();
      expect(
        (await t.request({ method: 'GET', url: '/api/console/me', token: again.accessToken })).json().session
          .idleMinutes,
      ).toBe(5);
      moveClock(4 * 60_000);
      expect(
        (await t.request({ method: 'POST', url: '/api/console/me/sessions/current/touch', token: again.accessToken }))
          .statusCode,
      ).toBe(204);
      moveClock(4 * 60_000);
      expect(
        (await t.request({ method: 'GET', url: '/api/console/boards', token: again.accessToken })).statusCode,
      ).toBe(200);
      moveClock(5 * 60_000 + 30_000);
      expect((await consoleCall(again.refreshToken)).statusCode).toBe(200);
      moveClock(6 * 60_000 + 30_000);
      expect((await consoleCall(again.refreshToken)).json().code).toBe('SESSION_EXPIRED');
      expect((await recordsOf('session_ended', staff.user.username)).map((record) => record.detail)).toEqual([
        'idle 30 minutes',
        'idle 5 minutes',
      ]);
    } finally {
      if (stored) await t.database.db.update(settings).set({ data: stored.data });
      else await t.database.db.delete(settings).where(eq(settings.id, 'site'));
    }
  });

  it('end 12 hours after sign-in however active', async () => {
    const staff = await account('long.day', adminToken, false);
    const { refreshToken } = (await signIn(staff.user.username, staff.password)).json();
    let minutes = 0;
    while (minutes < 11 * 60 + 40) {
      moveClock(20 * 60_000);
      minutes += 20;
      expect((await consoleCall(refreshToken)).statusCode).toBe(200);
    }
    moveClock(20 * 60_000);
    expect((await consoleCall(refreshToken)).json().code).toBe('SESSION_EXPIRED');
    expect((await recordsOf('session_ended', staff.user.username)).map((record) => record.detail)).toEqual([
      'lifetime 12 hours',
    ]);
  });

  it('are listed with device and address and ended by their account or an administrator', async () => {
    const staff = await account('many.desks', adminToken, false);
    const first = (await signIn(staff.user.username, staff.password, '192.0.2.10')).json();
    const second = (await signIn(staff.user.username, staff.password, '192.0.2.11')).json();
    const mine = (await t.request({ method: 'GET', url: '/api/console/me/sessions', token: second.accessToken })).json()
      .sessions;
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ current: true, device: 'Chrome · Windows', address: '192.0.2.11' });
    expect(mine[1]).toMatchObject({ current: false, address: '192.0.2.10' });

    expect(
      (await t.request({ method: 'DELETE', url: `/api/console/me/sessions/${mine[1]._id}`, token: second.accessToken }))
        .statusCode,
    ).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/console/me', token: first.accessToken })).statusCode).toBe(401);

    const listed = (
      await t.request({ method: 'GET', url: `/api/console/users/${staff.user._id}/sessions`, token: adminToken })
    ).json().sessions;
    expect(listed.map((session: { _id: string }) => session._id)).toEqual([mine[0]._id]);
    expect(listed[0]).not.toHaveProperty('current');
    expect(
      (await t.request({ method: 'DELETE', url: `/api/console/users/${staff.user._id}/sessions`, token: adminToken }))
        .statusCode,
    ).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/console/me', token: second.accessToken })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/console/users/${staff.user._id}/sessions/${mine[0]._id}`,
          token: adminToken,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('lockout', () => {
  it('locks an account after five failures in a row and records each failure and the lock', async () => {
    const staff = await account('locked.out', adminToken, false);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await signIn(staff.user.username, 'not-the-password')).statusCode).toBe(401);
    const locked = await signIn(staff.user.username, staff.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', message: expect.any(String) });
    expect(await recordsOf('sign_in_failed', staff.user.username)).toHaveLength(5);
    expect((await recordsOf('sign_in_locked', staff.user.username)).map((record) => record.detail)).toEqual([
      'account locked',
      'attempt while locked',
    ]);
  });

  it('counts wrong codes towards the lock', async () => {
    const staff = await account('code.guesser', adminToken, true);
    const { secret } = await enrol((await signIn(staff.user.username, staff.password)).json().accessToken);
    const { ticket } = (await signIn(staff.user.username, staff.password)).json().twoFactor;
    const wrong = String((Number(totpCode(secret, now())) + 500_000) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await secondStep({ ticket, code: wrong })).statusCode).toBe(401);
    moveClock(30_000);
    expect((await secondStep({ ticket, code: totpCode(secret, now()) })).statusCode).toBe(429);
  });

  it('throttles an address after twenty failures', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) await signIn(`nobody${attempt}`, 'wrong-password', '192.0.2.99');
    const throttled = await signIn(admin.username, admin.password, '192.0.2.99');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe('LOGIN_THROTTLED');
  }, 120_000);
});
