import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { migrationsFolder } from './db/index.ts';
import { accessRecords, outbox, passwordResets, users } from './db/schema.ts';
import { newId } from './lib/ids.ts';
import { passwordLinkMarker } from './services/messaging.ts';
import { createTestApp, type TestApp } from './test-support/app.ts';
import { settingRecord } from './test-support/fixtures.ts';
import { startSmtpServer } from './test-support/smtp.ts';
import { logIn, mailedToken, setPassword, staffAccount, staffPassword } from './test-support/staff.ts';

/**
 * An account whose level holds only `console` and `console:settings` reads the outbox, hoping for password links
 * and clients' data. Every link there would take over an account that has no second factor yet; every request
 * notification would hand over a client's name, phone number and message.
 */
let t: TestApp;
let adminToken: string;
let editorToken: string;
let requestsToken: string;
let invitee: string;

const client = { name: '홍길동', phone: '010-1234-5678', content: '남편 몰래 재산분할을 알아보고 있습니다' };
const asker = {
  name: '김민지',
  phone: '010-8765-4321',
  email: 'minji@example.com',
  content: '상속 포기 기한이 궁금합니다',
};

let address = 0;
const from = () => `203.0.113.${(address += 1)}`;
const get = (url: string, token: string, locale = 'ko') =>
  t.request({ method: 'GET', url, token, headers: { 'accept-language': locale } });

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://www.taesung-law.example' } });
  adminToken = (await t.login()).accessToken;
  await t.request({ method: 'PUT', url: '/api/console/setting', token: adminToken, payload: settingRecord() });
  const editor = await staffAccount(t, adminToken, {
    username: 'settings.editor',
    scope: ['console', 'console:settings'],
  });
  editorToken = (await logIn(t, editor.user.username, editor.password)).accessToken;
  const desk = await staffAccount(t, adminToken, {
    username: 'request.desk',
    scope: ['console', 'console:settings', 'console:requests'],
  });
  requestsToken = (await logIn(t, desk.user.username, desk.password)).accessToken;

  const levels = (await get('/api/console/levels', adminToken)).json().levels as { _id: string; scope: string[] }[];
  const created = await t.request({
    method: 'POST',
    url: '/api/console/users',
    token: adminToken,
    payload: {
      username: 'new.partner',
      name: '박신입',
      email: 'new.partner@taesung-law.example',
      phone: '010-3333-4444',
      level: levels.find((level) => level.scope.includes('console:staff'))!._id,
      active: true,
    },
  });
  invitee = created.json().user._id;
  expect(
    (await t.request({ method: 'POST', url: `/api/console/users/${invitee}/password-reset`, token: adminToken }))
      .statusCode,
  ).toBe(200);
  expect(
    (
      await t.request({
        method: 'POST',
        url: '/api/v1/users/recovery',
        payload: { username: 'request.desk', email: 'request.desk@taesung-law.example' },
        remoteAddress: from(),
      })
    ).statusCode,
  ).toBe(202);
  const form = await t.request({
    method: 'POST',
    url: '/api/v1/forms',
    payload: { ...client, category: 'divorce-property', office: 'seoul-main', contactTime: 'evening', agree: true },
    remoteAddress: from(),
  });
  expect(form.statusCode).toBe(201);
  const question = await t.request({
    method: 'POST',
    url: '/api/v1/center/questions',
    payload: { ...asker, subject: '상속 포기', agree: true },
    remoteAddress: from(),
  });
  expect(question.statusCode).toBe(201);
  await t.app.messaging.idle();
}, 90_000);
afterAll(async () => t?.close());

test('a settings editor reads the outbox after an invitation, resets and a consultation request: no link works, the clients are masked, and the read is recorded', async () => {
  const before = (
    await t.database.db.select({ id: accessRecords.id }).from(accessRecords).orderBy(desc(accessRecords.id)).limit(1)
  )[0]!.id;
  const read = await get('/api/console/outbox?limit=100', editorToken);
  expect(read.statusCode).toBe(200);
  const { messages } = read.json() as {
    messages: {
      _id: string;
      subject: string;
      body: string;
      to: string;
      channel: string;
      masked: boolean;
      about: { kind: string } | null;
    }[];
  };
  expect(
    messages.filter((message) => message.about?.kind === 'invitation' || message.about?.kind === 'password_reset'),
  ).toHaveLength(5);
  expect(messages.filter((message) => message.about?.kind === 'form').length).toBeGreaterThanOrEqual(2);

  expect(read.body).not.toMatch(/token=[A-Za-z0-9_-]/);
  const candidates = new Set(read.body.match(/[A-Za-z0-9_-]{20,}/g) ?? []);
  for (const candidate of candidates) {
    const tried = await setPassword(t, candidate, 'taken-over-by-the-editor-1');
    expect({ candidate, status: tried.statusCode, code: tried.json().code }).toEqual({
      candidate,
      status: 400,
      code: 'INVALID_RESET_TOKEN',
    });
  }

  for (const secret of [
    client.name,
    client.phone,
    client.content,
    asker.name,
    asker.phone,
    asker.email,
    asker.content,
    'new.partner@taesung-law.example',
  ]) {
    expect(read.body).not.toContain(secret);
  }
  const notice = messages.find((message) => message.about?.kind === 'form' && message.channel === 'email')!;
  expect(notice).toMatchObject({ masked: true, subject: '[상담 신청] 홍*동', to: 'd***@taesung-law.example' });
  expect(notice.body).toContain('010-****-5678');
  expect(notice.body).toContain('「상담 신청」 권한이 있는 계정에만 보입니다');
  const english = (await get('/api/console/outbox?limit=100&channel=sms', editorToken, 'en')).json().messages[0];
  expect(english).toMatchObject({ masked: true, subject: '[Consultation request] 홍*동', to: '010-****-1234' });

  const found = await get(`/api/console/outbox?search=${encodeURIComponent(client.phone)}`, editorToken);
  expect(found.json().summary.totalCount).toBe(0);

  const records = await t.database.db
    .select()
    .from(accessRecords)
    .where(eq(accessRecords.accountUsername, 'settings.editor'))
    .orderBy(desc(accessRecords.id));
  const reads = records.filter((record) => record.id > before && record.detail?.startsWith('outbox'));
  expect(reads.map((record) => record.action)).toEqual(['search', 'list', 'list']);
  expect(reads.at(-1)).toMatchObject({ count: messages.length, subjectIds: messages.map((message) => message._id) });
});

test('an account that also holds console:requests reads the request notifications in full, and nothing else of others', async () => {
  const read = await get('/api/console/outbox?limit=100', requestsToken);
  const { messages } = read.json() as { messages: { body: string; masked: boolean; about: { kind: string } | null }[] };
  const notices = messages.filter((message) => message.about?.kind === 'form');
  expect(notices.every((message) => !message.masked)).toBe(true);
  expect(notices.map((message) => message.body).join('')).toContain(client.content);
  expect(read.body).toContain(client.phone);
  expect(read.body).not.toContain(asker.content);
  expect(read.body).not.toMatch(/token=[A-Za-z0-9_-]/);
  expect(
    (await get(`/api/console/outbox?search=${encodeURIComponent(client.phone)}`, requestsToken)).json().summary
      .totalCount,
  ).toBeGreaterThan(0);
  const record = (
    await t.database.db
      .select()
      .from(accessRecords)
      .where(eq(accessRecords.accountUsername, 'request.desk'))
      .orderBy(desc(accessRecords.id))
      .limit(2)
  )[1]!;
  expect(record.detail).toMatch(/^outbox; in full: form /);
});

test('the database keeps no token: the outbox holds the marker, the links table only SHA-256 hashes that are no tokens themselves', async () => {
  const rows = await t.database.db.select().from(outbox);
  expect(
    rows
      .filter((row) => row.about === 'invitation' || row.about === 'password_reset')
      .every((row) => row.body.includes(passwordLinkMarker)),
  ).toBe(true);
  expect(rows.some((row) => /token=/.test(row.body))).toBe(false);

  const token = await mailedToken(t, 'new.partner@taesung-law.example');
  expect(rows.some((row) => row.body.includes(token) || row.subject.includes(token))).toBe(false);
  const links = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, invitee));
  expect(links).toHaveLength(2);
  expect(links.map((link) => link.tokenHash)).toContain(createHash('sha256').update(token).digest('base64url'));
  for (const link of links) {
    expect(link.tokenHash).not.toBe(token);
    expect((await setPassword(t, link.tokenHash, 'taken-over-by-the-hash-1')).json().code).toBe('INVALID_RESET_TOKEN');
  }
  expect((await setPassword(t, token, staffPassword)).statusCode).toBe(204);
  expect((await logIn(t, 'new.partner', staffPassword)).status).toBe(200);
});

test('POST /users/{id}/password-reset answers the kept copy: a marker, never the link or its token', async () => {
  const answer = await t.request({
    method: 'POST',
    url: `/api/console/users/${invitee}/password-reset`,
    token: adminToken,
  });
  expect(answer.statusCode).toBe(200);
  const token = await mailedToken(t, 'new.partner@taesung-law.example');
  expect(answer.body).not.toContain(token);
  expect(answer.body).not.toContain('token=');
  expect(answer.json().message).toMatchObject({ status: 'sent', about: { kind: 'password_reset', _id: invitee } });
  expect(answer.json().message.body).toContain(passwordLinkMarker);
});

test('a link mail the SMTP server refused is sent again with a link made for that attempt; the kept copy never holds one', async () => {
  const down = await startSmtpServer();
  const port = Number(new URL(down.url).port);
  await down.close();
  const second = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  try {
    const token = (await second.login()).accessToken;
    const level = (await second.request({ method: 'GET', url: '/api/console/levels', token })).json().levels[0]._id;
    const created = await second.request({
      method: 'POST',
      url: '/api/console/users',
      token,
      payload: {
        username: 'late.mail',
        name: '늦은메일',
        email: 'late.mail@taesung-law.example',
        phone: '010-1212-3434',
        level,
        active: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const [queued] = await second.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'late.mail@taesung-law.example'));
    expect(queued).toMatchObject({ status: 'queued', about: 'invitation', aboutId: created.json().user._id });
    expect(queued!.body).not.toMatch(/token=/);

    const up = await startSmtpServer(port);
    try {
      const run = await second.app.messaging.retry(new Date(Date.now() + 10 * 60_000));
      expect(run).toMatchObject({ sent: 1, failed: 0 });
      const link = await mailedToken(second, 'late.mail@taesung-law.example', up.received);
      const [sent] = await second.database.db.select().from(outbox).where(eq(outbox.id, queued!.id));
      expect(sent).toMatchObject({ status: 'sent' });
      expect(sent!.body).not.toContain(link);
      expect((await setPassword(second, link, staffPassword)).statusCode).toBe(204);
    } finally {
      await up.close();
    }
  } finally {
    await second.close();
  }
});

test('at the upgrade, links kept readable before end and leave the outbox, and earlier notifications are told apart', async () => {
  const [account] = await t.database.db.select().from(users).where(eq(users.username, 'settings.editor'));
  const legacyLink =
    'https://www.taesung-law.example/console/password/reset?token=LeGaCyToKeN_0123456789abcdefghijklmnopqrstu';
  const mail = (subject: string, body: string, status: 'stored' | 'queued' | 'sent' = 'stored') => ({
    id: newId(),
    channel: 'email' as const,
    to: 'old@taesung-law.example',
    subject,
    body,
    status,
  });
  const rows = [
    mail(
      '[법무법인 태성] 관리자 계정 초대',
      `<p>아래 링크에서 비밀번호를 정해 주세요.</p><p><a href="${legacyLink}">${legacyLink}</a></p>`,
    ),
    mail('[법무법인 태성] 비밀번호 재설정 안내', `<p><a href="${legacyLink}">${legacyLink}</a></p>`, 'queued'),
    mail('[상담 신청] 홍길동 · 협의이혼', '<p>010-1234-5678</p>', 'sent'),
    mail('[법무법인 태성] 문의하신 내용에 대한 답변입니다: 상속 포기', '<p>답변</p>', 'sent'),
  ];
  await t.database.db.insert(outbox).values(rows);
  await t.database.db.insert(passwordResets).values({
    id: newId(),
    userId: account!.id,
    tokenHash: 'legacy-hash',
    expiresAt: new Date(Date.now() + 3_600_000),
  });

  const migration = await readFile(path.join(migrationsFolder, '0011_outbox_about.sql'), 'utf8');
  for (const statement of migration.split('--> statement-breakpoint')) {
    const text = statement.replace(/^--.*$/gm, '').trim();
    if (text.startsWith('UPDATE')) await t.database.db.execute(sql.raw(text));
  }

  const after = await t.database.db
    .select()
    .from(outbox)
    .where(
      inArray(
        outbox.id,
        rows.map((row) => row.id),
      ),
    );
  const byId = new Map(after.map((row) => [row.id, row]));
  expect(after.every((row) => !row.body.includes('LeGaCyToKeN'))).toBe(true);
  expect(byId.get(rows[0]!.id)).toMatchObject({ about: 'invitation', status: 'stored' });
  expect(byId.get(rows[0]!.id)!.body).toContain(`<p>${passwordLinkMarker}</p>`);
  expect(byId.get(rows[1]!.id)).toMatchObject({ about: 'password_reset', status: 'failed', nextAttemptAt: null });
  expect(byId.get(rows[2]!.id)!.about).toBe('form');
  expect(byId.get(rows[3]!.id)!.about).toBe('question');
  const [legacy] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, 'legacy-hash'));
  expect(legacy!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());

  const seen = (await get('/api/console/outbox?limit=100', editorToken)).json().messages as {
    _id: string;
    masked: boolean;
    subject: string;
  }[];
  expect(seen.find((message) => message._id === rows[2]!.id)).toMatchObject({ masked: true, subject: '[상담 신청]' });
});

test('when a request is destroyed after its retention period, the messages that carried it go with it', async () => {
  const carried = await t.database.db.select().from(outbox).where(eq(outbox.about, 'form'));
  const ids = [...new Set(carried.map((row) => row.aboutId).filter((id) => id !== null))];
  expect(ids).toHaveLength(1);
  const run = await t.app.retention.run(new Date(Date.now() + 400 * 24 * 3_600_000));
  expect(run.requests).toBe(1);
  expect(await t.database.db.select().from(outbox).where(inArray(outbox.aboutId, ids))).toEqual([]);
});
