import { eq } from 'drizzle-orm';
import { allConsoleScopes, consoleScopes } from '@taesung/shared/schemas';
import { passwordResets } from '../../db/schema.ts';
import { passwordLinkMarker } from '../../services/messaging.ts';
import type { Grantor } from '../../services/grants.ts';
import { createTestApp, type TestApp } from '../../test-support/app.ts';
import { logIn, mailedToken, setPassword, staffAccount, staffPassword } from '../../test-support/staff.ts';

let t: TestApp;
let token: string;
let adminLevel: string;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => t.request({ method, url, token, payload: payload as never, headers });
const newUser = (username: string, overrides: Record<string, unknown> = {}) => ({
  username,
  name: '김직원',
  email: `${username}@taesung-law.example`,
  phone: '010-2345-6789',
  level: adminLevel,
  active: true,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://www.taesung-law.example' } });
  token = (await t.login()).accessToken;
  adminLevel = (await call('GET', '/api/console/me')).json().user.level;
}, 60_000);
afterAll(async () => t?.close());

describe('invitations and resets', () => {
  test('a new account has no password: it is mailed an invitation whose link sets one, valid 72 hours', async () => {
    const before = Date.now();
    const created = await call('POST', '/api/console/users', newUser('invited'));
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({ username: 'invited', active: true });
    const mail = (await call('GET', '/api/console/outbox?search=invited@taesung-law.example')).json().messages[0];
    expect(mail).toMatchObject({
      channel: 'email',
      to: 'invited@taesung-law.example',
      status: 'sent',
      subject: '[법무법인 태성] 관리자 계정 초대',
    });
    expect(mail.body).toContain(passwordLinkMarker);
    expect(mail.body).not.toContain('token=');
    expect(mail.body).toContain('72시간');
    const received = t.mail!.findLast((item) => item.to.includes('invited@taesung-law.example'))!;
    expect(received.text).toContain('https://www.taesung-law.example/console/password/reset?token=');
    expect(received.text).not.toContain(passwordLinkMarker);
    const [link] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, created.json().user._id));
    expect(link!.expiresAt.getTime() - before).toBeGreaterThanOrEqual(72 * 3600_000 - 1000);
    expect(link!.expiresAt.getTime() - before).toBeLessThan(72 * 3600_000 + 60_000);

    expect((await logIn(t, 'invited', '')).status).toBe(401);
    const linkToken = await mailedToken(t, 'invited@taesung-law.example');
    expect((await setPassword(t, linkToken, staffPassword)).statusCode).toBe(204);
    expect((await logIn(t, 'invited', staffPassword)).status).toBe(200);
    expect((await setPassword(t, linkToken, 'another-quiet-harbor-9')).json().code).toBe('INVALID_RESET_TOKEN');
  });

  test('an account is never given a password by an administrator', async () => {
    expect(
      (await call('POST', '/api/console/users', newUser('with.password', { password: staffPassword }))).statusCode,
    ).toBe(400);
    const { user } = await staffAccount(t, token, { username: 'no.password', level: adminLevel });
    const refused = await call('PUT', `/api/console/users/${user._id}`, { password: 'changed-by-admin-77' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('VALIDATION_FAILED');
  });

  test('a reset link sent by an administrator: 60 minutes, answered with the outbox record; refused for withdrawn or inactive accounts', async () => {
    const { user } = await staffAccount(t, token, { username: 'resettable', level: adminLevel });
    const session = await logIn(t, 'resettable', staffPassword);
    const before = Date.now();
    const sent = await call('POST', `/api/console/users/${user._id}/password-reset`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toMatchObject({
      channel: 'email',
      to: 'resettable@taesung-law.example',
      status: 'sent',
      subject: '[법무법인 태성] 비밀번호 재설정 안내',
    });
    const linkToken = await mailedToken(t, 'resettable@taesung-law.example');
    expect(sent.body).not.toContain(linkToken);
    expect(sent.json().message.body).toContain(passwordLinkMarker);
    const [link] = (
      await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user._id))
    ).filter((row) => !row.usedAt);
    expect(link!.expiresAt.getTime() - before).toBeGreaterThanOrEqual(60 * 60_000 - 1000);
    expect(link!.expiresAt.getTime() - before).toBeLessThan(61 * 60_000);
    expect((await t.request({ method: 'GET', url: '/api/console/me', token: session.accessToken })).statusCode).toBe(
      200,
    );
    expect((await setPassword(t, linkToken, 'second-quiet-harbor-48')).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/console/me', token: session.accessToken })).statusCode).toBe(
      401,
    );
    expect((await logIn(t, 'resettable', 'second-quiet-harbor-48')).status).toBe(200);

    await call('PUT', `/api/console/users/${user._id}`, { active: false });
    const inactive = await call('POST', `/api/console/users/${user._id}/password-reset`, undefined, {
      'accept-language': 'en',
    });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()).toEqual({
      code: 'ACCOUNT_INACTIVE',
      message: 'This account is deactivated. Activate it first.',
    });
    await call('POST', `/api/console/users/${user._id}/withdraw`);
    const withdrawn = await call('POST', `/api/console/users/${user._id}/password-reset`);
    expect(withdrawn.json()).toEqual({
      code: 'ACCOUNT_WITHDRAWN',
      message: '탈퇴 처리된 계정입니다. 먼저 복구해 주세요.',
    });
    expect((await call('POST', '/api/console/users/0123456789abcdef01234567/password-reset')).statusCode).toBe(404);
  });

  test('deactivating an account also spends the links it was sent', async () => {
    const { user } = await staffAccount(t, token, { username: 'leaving', level: adminLevel });
    await call('POST', `/api/console/users/${user._id}/password-reset`);
    const linkToken = await mailedToken(t, 'leaving@taesung-law.example');
    await call('PUT', `/api/console/users/${user._id}`, { active: false });
    await call('PUT', `/api/console/users/${user._id}`, { active: true });
    expect((await setPassword(t, linkToken, 'second-quiet-harbor-48')).json().code).toBe('INVALID_RESET_TOKEN');
  });
});

describe('the password rule', () => {
  let invited: string;
  beforeAll(async () => {
    await call('POST', '/api/console/users', newUser('kim.rule', { name: '김규칙' }));
    invited = await mailedToken(t, 'kim.rule@taesung-law.example');
  });

  test.each([
    ['a common password', 'password123', 'password_common'],
    ['another common one', 'qwertyuiop', 'password_common'],
    ["the account's own e-mail", 'kim.rule@taesung-law.example', 'password_common'],
    ["the firm's name with a year", 'Taesung2024!', 'password_guessable'],
    ['a guessable one', 'iloveyou12', 'password_guessable'],
  ])('an invitation refuses %s', async (_label, password, code) => {
    const response = await setPassword(t, invited, password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'body.password', code }] });
  });

  test('10 to 128 characters, no composition rule: 129 are refused, 128 accepted', async () => {
    const long = Array.from(
      { length: 128 },
      (_char, index) => 'abcdefghijklmnopqrstuvwxyz0123456789'[(index * 7 + Math.floor(index / 5)) % 36],
    ).join('');
    const tooLong = await setPassword(t, invited, `${long}x`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues).toEqual([{ path: 'body.password', code: 'too_big' }]);
    expect((await setPassword(t, invited, 'short-one')).json().issues).toEqual([
      { path: 'body.password', code: 'too_small' },
    ]);
    expect((await setPassword(t, invited, long)).statusCode).toBe(204);
    expect((await logIn(t, 'kim.rule', long)).status).toBe(200);
  });

  test('only lowercase words are fine when they are not guessable', async () => {
    await call('POST', '/api/console/users', newUser('lower.case'));
    expect(
      (await setPassword(t, await mailedToken(t, 'lower.case@taesung-law.example'), 'quiet harbor lantern river'))
        .statusCode,
    ).toBe(204);
  });

  test('the own change refuses a common or guessable new password (field next) and ends the other sessions', async () => {
    const account = await staffAccount(t, token, { username: 'self.changer', level: adminLevel });
    const first = await logIn(t, 'self.changer', account.password);
    const second = await logIn(t, 'self.changer', account.password);
    const change = (next: string) =>
      t.request({
        method: 'PUT',
        url: '/api/console/me/password',
        token: first.accessToken,
        payload: { current: account.password, next },
      });
    expect((await change('1q2w3e4r5t')).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'body.next', code: 'password_common' }],
    });
    expect((await change('self.changer2024')).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'body.next', code: 'password_guessable' }],
    });
    expect((await t.request({ method: 'GET', url: '/api/console/me', token: second.accessToken })).statusCode).toBe(
      200,
    );
    expect((await change('violet-meadow-compass-31')).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/console/me', token: first.accessToken })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/console/me', token: second.accessToken })).statusCode).toBe(
      401,
    );
  });
});

describe('sessions end when an account loses access', () => {
  test('deactivation: the next call answers 401', async () => {
    const { user, password } = await staffAccount(t, token, { username: 'deactivated', level: adminLevel });
    const session = await logIn(t, 'deactivated', password);
    expect((await call('PUT', `/api/console/users/${user._id}`, { active: false })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/console/me', token: session.accessToken })).statusCode).toBe(
      401,
    );
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/accessToken', token: session.refreshToken })).statusCode,
    ).toBe(401);
  });

  test('a level change: the next call answers 401; other edits keep the session', async () => {
    const { user, password } = await staffAccount(t, token, { username: 'moved', scope: [consoleScopes.posts] });
    const session = await logIn(t, 'moved', password);
    expect(
      (await call('PUT', `/api/console/users/${user._id}`, { name: '이름만 바뀜', phone: '010-9999-0000' })).statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/console/me', token: session.accessToken })).statusCode).toBe(
      200,
    );
    expect((await call('PUT', `/api/console/users/${user._id}`, { level: user.level })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/console/me', token: session.accessToken })).statusCode).toBe(
      200,
    );
    expect((await call('PUT', `/api/console/users/${user._id}`, { level: adminLevel })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/console/me', token: session.accessToken })).statusCode).toBe(
      401,
    );
  });

  test('withdrawal: the next call answers 401', async () => {
    const { user, password } = await staffAccount(t, token, { username: 'withdrawn', level: adminLevel });
    const session = await logIn(t, 'withdrawn', password);
    await call('POST', `/api/console/users/${user._id}/withdraw`);
    expect((await t.request({ method: 'GET', url: '/api/console/me', token: session.accessToken })).statusCode).toBe(
      401,
    );
  });
});

describe('lists', () => {
  test('search finds a name, a username, an e-mail and phone digits typed with or without hyphens', async () => {
    await call(
      'POST',
      '/api/console/users',
      newUser('searchable', { name: '박검색', email: 'Find.Me@Taesung-Law.example', phone: '01087654321' }),
    );
    await call('POST', '/api/console/users', newUser('inactive.one', { name: '최중지', active: false }));
    const found = async (search: string, extra = '') =>
      (await call('GET', `/api/console/users?search=${encodeURIComponent(search)}${extra}`))
        .json()
        .users.map((user: { username: string }) => user.username);
    expect(await found('박검색')).toEqual(['searchable']);
    expect(await found('검색')).toEqual(['searchable']);
    expect(await found('SEARCHABLE')).toEqual(['searchable']);
    expect(await found('find.me@')).toEqual(['searchable']);
    expect(await found('01087654321')).toEqual(['searchable']);
    expect(await found('8765-4321')).toEqual(['searchable']);
    expect(await found('4321')).toEqual(['searchable']);
    expect(await found('최중지', '&active=false')).toEqual(['inactive.one']);
    expect(await found('최중지', '&active=true')).toEqual([]);
    expect(await found('박검색', `&level=${adminLevel}`)).toEqual(['searchable']);
  });
});

describe('levels', () => {
  test('take only known scopes, and always hold console with a module scope', async () => {
    const unknown = await call('POST', '/api/console/levels', { name: '보고서', scope: ['reports'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues[0].path).toBe('body.scope.0');
    const added = await call('POST', '/api/console/levels', {
      name: '게시물 담당',
      scope: [consoleScopes.settings, consoleScopes.posts, consoleScopes.posts],
    });
    expect(added.json().level.scope).toEqual(['console', consoleScopes.posts, consoleScopes.settings]);
    expect(
      (
        await call('PUT', `/api/console/levels/${added.json().level._id}`, {
          name: '게시물 담당',
          scope: [consoleScopes.center],
        })
      ).json().level.scope,
    ).toEqual(['console', consoleScopes.center]);
    expect((await call('POST', '/api/console/levels', { name: '권한 없음', scope: [] })).json().level.scope).toEqual(
      [],
    );
  });
});

describe('the last administrator', () => {
  // A fresh installation: its first account is the only administrator.
  let u: TestApp;
  let uToken: string;
  let me: { _id: string; level: string };
  let staffLess: string;
  const as = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => u.request({ method, url, token: uToken, payload: payload as never, headers });
  const refusedAsLastService = (change: Promise<unknown>) =>
    expect(change).rejects.toMatchObject({ statusCode: 409, code: 'LAST_ADMIN' });
  /** Another account holding every scope, as the services see whoever asks. */
  const administrator = (userId: string): Grantor => ({
    userId,
    scope: allConsoleScopes,
    refused: async () => undefined,
  });

  beforeAll(async () => {
    u = await createTestApp();
    uToken = (await u.login()).accessToken;
    me = (await as('GET', '/api/console/me')).json().user;
    staffLess = (
      await as('POST', '/api/console/levels', { name: '직원 관리 없음', scope: [consoleScopes.posts] })
    ).json().level._id;
  }, 60_000);
  afterAll(async () => u?.close());

  test("the seed's top level holds every scope, and 관리자 neither staff nor settings", async () => {
    const levels = (await as('GET', '/api/console/levels')).json().levels;
    expect(levels.find((level: { name: string }) => level.name === '최고관리자').scope).toEqual([...allConsoleScopes]);
    expect(levels.find((level: { name: string }) => level.name === '관리자').scope).toEqual([
      'console',
      'console:posts',
      'console:requests',
      'console:center',
    ]);
  });

  test('editing the own level to drop console:staff is refused (ko/en), and nothing changes', async () => {
    const ko = await as('PUT', `/api/console/levels/${me.level}`, { name: '최고관리자', scope: [consoleScopes.posts] });
    expect([ko.statusCode, ko.json().code]).toEqual([403, 'OWN_LEVEL']);
    expect(ko.json()).toMatchObject({ message: expect.stringContaining('내 계정이 속한 등급') });
    const en = await as(
      'PUT',
      `/api/console/levels/${me.level}`,
      { name: '최고관리자', scope: [consoleScopes.posts] },
      { 'accept-language': 'en' },
    );
    expect(en.json().message).toBe(
      'You cannot change or delete the level your own account is on. Ask an administrator of another level who holds every permission.',
    );
    expect((await as('GET', `/api/console/levels/${me.level}`)).json().level.scope).toEqual([...allConsoleScopes]);
  });

  test('deactivating, withdrawing or moving the last one is refused, whoever asks; purging and deleting a level cannot take it', async () => {
    const someoneElse = '0123456789abcdef01234567';
    await refusedAsLastService(u.app.users.update(me._id, { active: false }, administrator(someoneElse)));
    await refusedAsLastService(u.app.users.update(me._id, { level: staffLess }, administrator(someoneElse)));
    await refusedAsLastService(u.app.users.withdraw(me._id, administrator(someoneElse)));
    await refusedAsLastService(
      u.app.levels.update(
        me.level,
        { name: '최고관리자', scope: [consoleScopes.console, consoleScopes.settings] },
        administrator(someoneElse),
      ),
    );
    expect((await as('GET', '/api/console/me')).json().user).toMatchObject({
      active: true,
      withdrawnAt: null,
      level: me.level,
    });
    await expect(u.app.levels.remove(me.level, administrator(someoneElse))).rejects.toMatchObject({
      statusCode: 409,
      code: 'LEVEL_IN_USE',
    });
  });

  test('with a second administrator either can be moved, deactivated or withdrawn while the other is left', async () => {
    const second = await staffAccount(u, uToken, { username: 'second.admin', level: me.level });
    const secondToken = (await logIn(u, 'second.admin', second.password)).accessToken;
    const bySecond = (method: 'PUT' | 'POST', url: string, payload?: unknown) =>
      u.request({ method, url, token: secondToken, payload: payload as never });

    expect((await bySecond('PUT', `/api/console/users/${me._id}`, { level: staffLess })).statusCode).toBe(200);
    expect(
      (
        await bySecond('PUT', `/api/console/levels/${me.level}`, { name: '최고관리자', scope: [consoleScopes.posts] })
      ).json().code,
    ).toBe('OWN_LEVEL');
    await refusedAsLastService(
      u.app.levels.update(me.level, { name: '최고관리자', scope: [consoleScopes.posts] }, administrator(me._id)),
    );
    await refusedAsLastService(u.app.users.update(second.user._id, { active: false }, administrator(me._id)));
    expect((await bySecond('PUT', `/api/console/users/${me._id}`, { level: me.level })).statusCode).toBe(200);
    uToken = (await u.login()).accessToken;

    expect((await as('PUT', `/api/console/users/${second.user._id}`, { active: false })).statusCode).toBe(200);
    expect((await as('PUT', `/api/console/users/${second.user._id}`, { active: true })).statusCode).toBe(200);
    expect((await as('POST', `/api/console/users/${second.user._id}/withdraw`)).statusCode).toBe(200);
    expect((await as('DELETE', `/api/console/users/${second.user._id}`)).statusCode).toBe(204);
  });

  test('two administrators taking each other away at once: one of them is refused, every time', async () => {
    const second = await staffAccount(u, uToken, { username: 'rival.admin', level: me.level });
    for (let round = 0; round < 10; round += 1) {
      const outcomes = await Promise.allSettled([
        u.app.users.update(second.user._id, { active: false }, administrator(me._id)),
        u.app.users.update(me._id, { active: false }, administrator(second.user._id)),
      ]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({
        reason: { code: 'LAST_ADMIN' },
      });
      await u.app.users.update(
        outcomes[0].status === 'fulfilled' ? second.user._id : me._id,
        { active: true },
        administrator('another-administrator'),
      );
    }
    uToken = (await u.login()).accessToken;
  });
});
