import { and, eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { allConsoleScopes, consoleScopes } from '@taesung/shared/schemas';
import { accessRecords, levels, users } from '../../db/schema.ts';
import { totpCode } from '../../lib/totp.ts';
import { admin, createTestApp, type TestApp } from '../../test-support/app.ts';
import { logIn, staffAccount } from '../../test-support/staff.ts';

const { posts, requests, staff, records } = consoleScopes;

let t: TestApp;
let adminToken: string;
let adminUser: { _id: string; level: string; email: string };
/** The attacker: a staff manager whose level holds only `console` and `console:staff`, signed in with its code. */
const manager = { id: '', username: 'staff.manager', level: '', token: '', secret: '' };
/** A member of staff with the posts, whose level holds a scope the manager lacks. */
const clerk = { id: '', level: '' };
/** A member of staff at a level holding `console` alone, which the manager holds whole. */
const plain = { id: '', level: '' };
/** A level holding the consultation requests, made by the administrator. */
let requestsLevel = '';

let offset = 0;
/** Each sign-in step a code later than the last: the API takes a code of each 30-second step once. */
function nextStep() {
  offset += 30_000;
  t.app.auth.clock.now = () => new Date(Date.now() + offset);
  return Date.now() + offset;
}

let address = 0;
const nextAddress = () => `192.0.2.${(address = (address % 250) + 1)}`;

type Call = (
  method: HTTPMethods,
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => ReturnType<TestApp['request']>;
const callAs =
  (token: () => string, remoteAddress = '203.0.113.7'): Call =>
  (method, url, payload, headers) =>
    t.request({ method, url, token: token(), payload: payload as never, headers, remoteAddress });
const attacker = callAs(() => manager.token);
const administrator = callAs(() => adminToken, '127.0.0.1');

const levelRow = async (id: string) => (await t.database.db.select().from(levels).where(eq(levels.id, id)))[0];
const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
const recordsOf = async (
  action: 'refused' | 'sign_in_failed' | 'two_factor_failed' | 'sign_in_locked',
  username: string,
) =>
  (
    await t.database.db
      .select()
      .from(accessRecords)
      .where(and(eq(accessRecords.action, action), eq(accessRecords.accountUsername, username)))
  ).map((record) => record.detail);

/** The attempt answers 403 with `code` and leaves one `refused` record naming it. */
async function expectRefused(attempt: () => ReturnType<Call>, code: string, username = manager.username) {
  const before = (await recordsOf('refused', username)).length;
  const response = await attempt();
  expect([response.statusCode, response.json().code]).toEqual([403, code]);
  expect((await recordsOf('refused', username)).slice(before)).toEqual([expect.stringContaining(code)]);
  return response;
}

async function signIn(username: string, password: string, secret?: string) {
  const first = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: nextAddress(),
  });
  if (!secret) return first;
  const { ticket } = first.json<{ twoFactor: { ticket: string } }>().twoFactor;
  return t.request({
    method: 'POST',
    url: '/api/auth/login/two-factor',
    payload: { ticket, code: totpCode(secret, nextStep()) },
    remoteAddress: nextAddress(),
  });
}

async function enrol(token: string): Promise<string> {
  const { secret } = (await t.request({ method: 'POST', url: '/api/console/me/two-factor/setup', token })).json<{
    secret: string;
  }>();
  const enabled = await t.request({
    method: 'POST',
    url: '/api/console/me/two-factor/enable',
    token,
    payload: { code: totpCode(secret, nextStep()) },
  });
  expect(enabled.statusCode).toBe(200);
  return secret;
}

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await t.login()).accessToken;
  adminUser = (await administrator('GET', '/api/console/me')).json().user;

  const account = await staffAccount(t, adminToken, { username: manager.username, scope: [staff], twoFactor: true });
  Object.assign(manager, { id: account.user._id, level: account.user.level });
  manager.secret = await enrol((await signIn(manager.username, account.password)).json().accessToken);
  manager.token = (await signIn(manager.username, account.password, manager.secret)).json().accessToken;

  const clerkAccount = await staffAccount(t, adminToken, { username: 'posts.clerk', scope: [posts] });
  Object.assign(clerk, { id: clerkAccount.user._id, level: clerkAccount.user.level });
  const plainAccount = await staffAccount(t, adminToken, { username: 'plain.member', scope: [] });
  plain.id = plainAccount.user._id;
  plain.level = (
    await administrator('POST', '/api/console/levels', { name: '접속만', scope: ['console'] })
  ).json().level._id;
  await administrator('PUT', `/api/console/users/${plain.id}`, { level: plain.level });
  requestsLevel = (await administrator('POST', '/api/console/levels', { name: '상담 담당', scope: [requests] })).json()
    .level._id;
}, 120_000);
afterAll(async () => t?.close());

test("the staff manager's level was made requiring two-factor sign-in, without being asked to", async () => {
  expect(await levelRow(manager.level)).toMatchObject({ scope: ['console', staff], twoFactor: true });
  expect((await attacker('GET', '/api/console/forms')).statusCode).toBe(403);
});

test('a staff manager giving its own level every scope is refused, and still cannot read a consultation request', async () => {
  const before = await levelRow(manager.level);
  await expectRefused(
    () =>
      attacker('PUT', `/api/console/levels/${manager.level}`, {
        name: before!.name,
        scope: [...allConsoleScopes],
        twoFactor: true,
      }),
    'OWN_LEVEL',
  );
  expect(await levelRow(manager.level)).toEqual(before);
  expect((await attacker('GET', '/api/console/forms')).statusCode).toBe(403);
  expect((await attacker('GET', '/api/console/access-records')).statusCode).toBe(403);
});

test('a staff manager making a level that holds the consultation requests is refused', async () => {
  const count = (await t.database.db.select().from(levels)).length;
  await expectRefused(
    () => attacker('POST', '/api/console/levels', { name: '상담 열람', scope: [requests] }),
    'SCOPE_NOT_HELD',
  );
  await expectRefused(
    () => attacker('POST', '/api/console/levels', { name: '모든 권한', scope: [...allConsoleScopes] }),
    'LEVEL_GUARDED',
  );
  expect((await t.database.db.select().from(levels)).length).toBe(count);
});

test('a staff manager making another staff-manager level is refused: only an account holding every scope makes one', async () => {
  await expectRefused(
    () => attacker('POST', '/api/console/levels', { name: '계정 관리 2', scope: [staff] }),
    'LEVEL_GUARDED',
  );
  await expectRefused(
    () => attacker('POST', '/api/console/levels', { name: '기록 점검', scope: [records] }),
    'LEVEL_GUARDED',
  );
});

test('a staff manager adding a scope it lacks to another level, or taking one away, is refused', async () => {
  const before = await levelRow(clerk.level);
  await expectRefused(
    () => attacker('PUT', `/api/console/levels/${clerk.level}`, { name: before!.name, scope: [posts, requests] }),
    'SCOPE_NOT_HELD',
  );
  await expectRefused(
    () => attacker('PUT', `/api/console/levels/${clerk.level}`, { name: before!.name, scope: ['console'] }),
    'SCOPE_NOT_HELD',
  );
  await expectRefused(
    () =>
      attacker('PUT', `/api/console/levels/${clerk.level}`, {
        name: before!.name,
        scope: before!.scope,
        twoFactor: true,
      }),
    'LEVEL_NOT_HELD',
  );
  await expectRefused(
    () => attacker('PUT', `/api/console/levels/${plain.level}`, { name: '접속만', scope: [requests] }),
    'SCOPE_NOT_HELD',
  );
  expect(await levelRow(clerk.level)).toEqual(before);
  expect((await levelRow(plain.level))!.scope).toEqual(['console']);
});

test.each([
  [
    'itself',
    () => attacker('PUT', `/api/console/users/${manager.id}`, { level: requestsLevel }),
    () => manager.id,
    () => manager.level,
  ],
  [
    'another account',
    () => attacker('PUT', `/api/console/users/${plain.id}`, { level: requestsLevel }),
    () => plain.id,
    () => plain.level,
  ],
])('a staff manager moving %s to a level holding a scope it lacks is refused', async (_who, move, id, level) => {
  await expectRefused(move, 'LEVEL_NOT_HELD');
  expect((await userRow(id()))!.levelId).toBe(level());
  expect((await attacker('GET', '/api/console/forms')).statusCode).toBe(403);
});

test('a staff manager inviting an account at a level holding a scope it lacks, or at its own level, is refused', async () => {
  const invite = (username: string, level: string) =>
    attacker('POST', '/api/console/users', {
      username,
      name: '공범',
      email: `${username}@example.com`,
      phone: '010-1111-2222',
      level,
      active: true,
    });
  await expectRefused(() => invite('accomplice', requestsLevel), 'LEVEL_NOT_HELD');
  await expectRefused(() => invite('accomplice.two', manager.level), 'LEVEL_GUARDED');
  expect(await t.database.db.select().from(users).where(eq(users.username, 'accomplice'))).toEqual([]);
  expect(await t.database.db.select().from(users).where(eq(users.username, 'accomplice.two'))).toEqual([]);
});

test('a staff manager turning two-factor sign-in off for its own level or another staff level is refused, and so is an administrator', async () => {
  const own = await levelRow(manager.level);
  await expectRefused(
    () =>
      attacker('PUT', `/api/console/levels/${manager.level}`, { name: own!.name, scope: own!.scope, twoFactor: false }),
    'OWN_LEVEL',
  );
  const other = (await administrator('POST', '/api/console/levels', { name: '계정 관리 보조', scope: [staff] })).json()
    .level;
  expect(other.twoFactor).toBe(true);
  await expectRefused(
    () =>
      attacker('PUT', `/api/console/levels/${other._id}`, { name: other.name, scope: other.scope, twoFactor: false }),
    'LEVEL_GUARDED',
  );

  await expectRefused(
    () =>
      administrator('PUT', `/api/console/levels/${other._id}`, {
        name: other.name,
        scope: other.scope,
        twoFactor: false,
      }),
    'LEVEL_NEEDS_TWO_FACTOR',
    admin.username,
  );
  await expectRefused(
    () => administrator('POST', '/api/console/levels', { name: '기록 점검', scope: [records], twoFactor: false }),
    'LEVEL_NEEDS_TWO_FACTOR',
    admin.username,
  );
  expect(await levelRow(manager.level)).toEqual(own);
  expect((await levelRow(other._id))!.twoFactor).toBe(true);
});

test("a staff manager taking over an administrator's account (its e-mail, a reset link, its second factor, its sessions) is refused", async () => {
  const before = await userRow(adminUser._id);
  await expectRefused(
    () => attacker('PUT', `/api/console/users/${adminUser._id}`, { email: 'attacker@example.com' }),
    'ACCOUNT_NOT_HELD',
  );
  await expectRefused(() => attacker('POST', `/api/console/users/${adminUser._id}/password-reset`), 'ACCOUNT_NOT_HELD');
  await expectRefused(
    () => attacker('POST', `/api/console/users/${adminUser._id}/two-factor/reset`),
    'ACCOUNT_NOT_HELD',
  );
  await expectRefused(() => attacker('DELETE', `/api/console/users/${adminUser._id}/sessions`), 'ACCOUNT_NOT_HELD');
  await expectRefused(() => attacker('POST', `/api/console/users/${adminUser._id}/withdraw`), 'ACCOUNT_NOT_HELD');
  await expectRefused(() => attacker('PUT', `/api/console/users/${clerk.id}`, { active: false }), 'ACCOUNT_NOT_HELD');
  expect(await userRow(adminUser._id)).toEqual(before);
  expect((await administrator('GET', '/api/console/me')).statusCode).toBe(200);
  expect((await userRow(clerk.id))!.active).toBe(true);
});

test("each refusal says why in the caller's language", async () => {
  const en = await attacker(
    'POST',
    '/api/console/levels',
    { name: 'Requests', scope: [requests] },
    { 'accept-language': 'en' },
  );
  expect(en.json()).toEqual({
    code: 'SCOPE_NOT_HELD',
    message: 'You cannot give or take away a permission your own level does not hold.',
  });
  const ko = await attacker(
    'PUT',
    `/api/console/levels/${manager.level}`,
    { name: '계정 관리', scope: [staff] },
    { 'accept-language': 'ko' },
  );
  expect(ko.json()).toEqual({
    code: 'OWN_LEVEL',
    message:
      '내 계정이 속한 등급은 바꾸거나 삭제할 수 없습니다. 다른 등급의, 모든 권한을 가진 관리자에게 요청해 주세요.',
  });
});

test('the staff manager still manages what lies within its own scopes', async () => {
  expect((await attacker('PUT', `/api/console/users/${plain.id}`, { name: '이름 변경' })).statusCode).toBe(200);
  const made = await attacker('POST', '/api/console/levels', { name: '접속 전용', scope: ['console'] });
  expect(made.statusCode).toBe(201);
  expect((await attacker('PUT', `/api/console/users/${plain.id}`, { level: made.json().level._id })).statusCode).toBe(
    200,
  );
  expect(
    (await attacker('PUT', `/api/console/levels/${clerk.level}`, { name: '게시물 담당', scope: [posts] })).json().level
      .name,
  ).toBe('게시물 담당');
});

describe('a password or code given again by a signed-in account', () => {
  test('five wrong current passwords at /me/password lock the account: then even the right password is refused there and at sign-in', async () => {
    const victim = await staffAccount(t, adminToken, { username: 'oracle.password', scope: [posts] });
    const { accessToken } = await logIn(t, victim.user.username, victim.password);
    const change = (current: string) =>
      t.request({
        method: 'PUT',
        url: '/api/console/me/password',
        token: accessToken,
        payload: { current, next: 'violet-meadow-compass-31' },
        remoteAddress: nextAddress(),
      });
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await change(`guess-number-${attempt}`)).json().code).toBe('WRONG_PASSWORD');
    const locked = await change(victim.password);
    expect([locked.statusCode, locked.json().code]).toEqual([429, 'ACCOUNT_LOCKED']);
    expect((await signIn(victim.user.username, victim.password)).json().code).toBe('ACCOUNT_LOCKED');
    expect(await recordsOf('sign_in_failed', victim.user.username)).toEqual(
      Array(5).fill('current password (own password change)'),
    );
    expect(await recordsOf('sign_in_locked', victim.user.username)).toEqual([
      'account locked',
      'attempt while locked',
      'attempt while locked',
    ]);
    expect((await logIn(t, victim.user.username, 'violet-meadow-compass-31')).status).toBe(429);
  });

  test('wrong passwords and codes at /me/two-factor count together and lock the account', async () => {
    const victim = await staffAccount(t, adminToken, { username: 'oracle.code', scope: [posts] });
    const { accessToken } = await logIn(t, victim.user.username, victim.password);
    const secret = await enrol(accessToken);
    const wrongCode = String((Number(totpCode(secret, nextStep())) + 500_000) % 1_000_000).padStart(6, '0');
    const turnOff = (password: string, code: string) =>
      t.request({
        method: 'DELETE',
        url: '/api/console/me/two-factor',
        token: accessToken,
        payload: { password, code },
        remoteAddress: nextAddress(),
      });
    expect((await turnOff('guess-number-1', wrongCode)).json().code).toBe('WRONG_PASSWORD');
    expect((await turnOff('guess-number-2', wrongCode)).json().code).toBe('WRONG_PASSWORD');
    expect((await turnOff(victim.password, wrongCode)).json().code).toBe('TWO_FACTOR_INVALID');
    expect((await turnOff(victim.password, wrongCode)).json().code).toBe('TWO_FACTOR_INVALID');
    const renew = await t.request({
      method: 'POST',
      url: '/api/console/me/two-factor/recovery-codes',
      token: accessToken,
      payload: { code: wrongCode },
      remoteAddress: nextAddress(),
    });
    expect(renew.json().code).toBe('TWO_FACTOR_INVALID');

    const locked = await turnOff(victim.password, totpCode(secret, nextStep()));
    expect([locked.statusCode, locked.json().code]).toEqual([429, 'ACCOUNT_LOCKED']);
    expect((await signIn(victim.user.username, victim.password)).json().code).toBe('ACCOUNT_LOCKED');
    expect(await recordsOf('sign_in_failed', victim.user.username)).toEqual(
      Array(2).fill('turning two-factor sign-in off'),
    );
    expect(await recordsOf('two_factor_failed', victim.user.username)).toEqual([
      ...Array(2).fill('turning two-factor sign-in off'),
      'new recovery codes',
    ]);
    expect(
      (await t.request({ method: 'GET', url: '/api/console/me', token: accessToken })).json().twoFactor.enabled,
    ).toBe(true);
  });
});

test('an administrator holding every scope still grants anything to other levels and accounts', async () => {
  const everything = await administrator('POST', '/api/console/levels', {
    name: '전체 권한',
    scope: [...allConsoleScopes],
  });
  expect(everything.statusCode).toBe(201);
  expect(everything.json().level).toMatchObject({ scope: [...allConsoleScopes], twoFactor: true });
  const widened = await administrator('PUT', `/api/console/levels/${requestsLevel}`, {
    name: '상담 담당',
    scope: [requests, posts, records],
  });
  expect(widened.json().level).toMatchObject({ scope: ['console', posts, requests, records], twoFactor: true });
  expect(
    (
      await administrator('PUT', `/api/console/levels/${manager.level}`, {
        name: '계정 관리',
        scope: [staff, requests],
      })
    ).statusCode,
  ).toBe(200);
  expect((await attacker('GET', '/api/console/forms')).statusCode).toBe(200);
  expect(
    (await administrator('PUT', `/api/console/users/${clerk.id}`, { level: everything.json().level._id })).statusCode,
  ).toBe(200);
  expect((await administrator('POST', `/api/console/users/${manager.id}/two-factor/reset`)).statusCode).toBe(200);
  const spare = (await administrator('POST', '/api/console/levels', { name: '임시', scope: [staff] })).json().level;
  expect((await administrator('DELETE', `/api/console/levels/${spare._id}`)).statusCode).toBe(204);
  expect(await recordsOf('refused', admin.username)).toHaveLength(2);
});
