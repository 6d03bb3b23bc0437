import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { outbox } from '../db/schema.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../test-support/app.ts';
import { freePort } from '../test-support/server-process.ts';
import { startSmtpServer } from '../test-support/smtp.ts';
import { mailAttempts } from './messaging.ts';

const minutes = (count: number) => count * 60 * 1000;

let t: TestApp;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let port: number;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | null = null;

beforeAll(async () => {
  port = await freePort();
  database = await openTestDatabase();
  t = await createTestApp({ database, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await database?.drop();
  await smtp?.close();
});

const stored = async (id: string) => (await t.database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

test('a mail the server could not take waits in the outbox and the retry job sends it once the server is back', async () => {
  const message = await t.app.messaging.email({
    to: 'client@example.com',
    subject: '상담 일정 안내',
    html: '<p>내일 오전 10시에 뵙겠습니다.</p>',
  });
  expect(message.status).toBe('queued');
  expect(message.error).toMatch(/^attempt 1 of \d+: /);
  const waiting = await stored(message._id);
  expect(waiting.attempts).toBe(1);
  expect(waiting.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(minutes(0.5));

  expect(await t.app.messaging.retry()).toEqual({ ran: true, sent: 0, waiting: 0, failed: 0 });

  smtp = await startSmtpServer(port);
  expect(await t.app.messaging.retry(new Date(Date.now() + minutes(2)))).toEqual({
    ran: true,
    sent: 1,
    waiting: 0,
    failed: 0,
  });
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0]).toMatchObject({ to: ['client@example.com'], subject: '상담 일정 안내' });
  const sent = await stored(message._id);
  expect(sent).toMatchObject({ status: 'sent', error: null, attempts: 2, nextAttemptAt: null });

  const listed = await t.request({ method: 'GET', url: '/api/console/outbox', token: (await t.login()).accessToken });
  expect(listed.json().messages.find((item: { _id: string }) => item._id === message._id)).toMatchObject({
    status: 'sent',
    error: null,
  });
  expect(await t.app.messaging.retry(new Date(Date.now() + minutes(120)))).toMatchObject({ sent: 0 });
});

test('a mail is tried again after 1, 5, 15 and then every 60 minutes, and given up after the last attempt', async () => {
  await smtp?.close();
  smtp = null;
  const message = await t.app.messaging.email({ to: 'late@example.com', subject: '안내', html: '<p>본문</p>' });
  let now = Date.now();
  const waits: number[] = [];
  for (let attempt = 2; attempt <= mailAttempts; attempt++) {
    const before = (await stored(message._id)).nextAttemptAt!.getTime();
    waits.push(Math.round((before - now) / minutes(1)));
    expect(await t.app.messaging.retry(new Date(before - 1000))).toMatchObject({ sent: 0, waiting: 0, failed: 0 });
    now = before;
    const run = await t.app.messaging.retry(new Date(now));
    expect(run).toEqual({
      ran: true,
      sent: 0,
      waiting: attempt < mailAttempts ? 1 : 0,
      failed: attempt < mailAttempts ? 0 : 1,
    });
  }
  expect(waits).toEqual([1, 5, 15, 60, 60, 60, 60].slice(0, mailAttempts - 1));
  const given = await stored(message._id);
  expect(given).toMatchObject({ status: 'failed', attempts: mailAttempts, nextAttemptAt: null });
  expect(given.error).toMatch(new RegExp(`^gave up after ${mailAttempts} attempts: `));
  expect(await t.app.messaging.retry(new Date(now + minutes(24 * 60)))).toMatchObject({ sent: 0, failed: 0 });
}, 60_000);

const onPostgres = process.env.API_TEST_DATABASE === 'postgres' ? test : test.skip;

onPostgres('on PostgreSQL, one replica at a time runs the retry job', async () => {
  const holder = postgres(database.url!, { max: 1, onnotice: () => {} });
  try {
    await holder.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(5302877140)`;
      expect(await t.app.messaging.retry()).toEqual({ ran: false, sent: 0, waiting: 0, failed: 0 });
    });
    expect((await t.app.messaging.retry()).ran).toBe(true);
  } finally {
    await holder.end({ timeout: 5 });
  }
});
