import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { boards } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test-support/app.ts';
import { boardInput } from '../../test-support/fixtures.ts';

/**
 * Public lists answer cards (the excerpt stored when a post is written, not its body); public reads are kept in memory
 * until content changes and carry an `ETag` answered by `304`; what one visitor or a signed-in caller reads is not kept.
 */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).accessToken;
});

afterAll(async () => {
  await t?.close();
});

const staff = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.request({ method, url, token, payload: payload as never });
const read = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });
const subjects = async (url: string) =>
  (await read(url)).json<{ boards: { subject: string }[] }>().boards.map((board) => board.subject);

test('a list answers cards with the excerpt stored at write; the post itself answers its body', async () => {
  const longBody = `<h2>사건 개요</h2><p>${'재산분할 '.repeat(60)}</p>`;
  const created = await staff(
    'POST',
    '/api/console/boards',
    boardInput({ subject: { ko: '카드 사례', en: 'Card case' }, content: { ko: longBody, en: '<p>English body</p>' } }),
  );
  expect(created.statusCode).toBe(201);
  const id = created.json().board._id as string;

  const [row] = await t.database.db.select({ summary: boards.summary }).from(boards).where(eq(boards.id, id));
  expect(row!.summary!.en).toBe('English body');
  expect(row!.summary!.ko.startsWith('재산분할 재산분할')).toBe(true);
  expect(row!.summary!.ko.length).toBeLessThanOrEqual(160);

  const list = await read('/api/v1/boards?code=reference');
  const card = list.json().boards.find((board: { _id: string }) => board._id === id);
  expect(card).toMatchObject({ subject: '카드 사례', summary: row!.summary!.ko });
  expect(card).not.toHaveProperty('content');
  expect(
    (await read('/api/v1/boards?code=reference', { 'accept-language': 'en' }))
      .json()
      .boards.find((board: { _id: string }) => board._id === id).summary,
  ).toBe('English body');

  const post = (await read(`/api/v1/boards/${id}`)).json().board;
  expect(post.content).toContain('<h2>사건 개요</h2>');
  expect(post.summary).toBe(row!.summary!.ko);

  // Editing the body changes the excerpt with it.
  await staff(
    'PUT',
    `/api/console/boards/${id}`,
    boardInput({
      subject: { ko: '카드 사례', en: 'Card case' },
      content: { ko: '<p>새 본문</p>', en: '<p>New body</p>' },
    }),
  );
  const [edited] = await t.database.db.select({ summary: boards.summary }).from(boards).where(eq(boards.id, id));
  expect(edited!.summary).toEqual({ ko: '새 본문', en: 'New body' });
});

test('a post stored before excerpts were kept gets its excerpt on the first list that meets it, its updatedAt unchanged', async () => {
  const id = (
    await staff(
      'POST',
      '/api/console/boards',
      boardInput({
        subject: { ko: '예전 사례', en: 'Older case' },
        content: { ko: '<p>예전 본문</p>', en: '<p>Old body</p>' },
      }),
    )
  ).json().board._id as string;
  await t.database.db.update(boards).set({ summary: null }).where(eq(boards.id, id));
  const [before] = await t.database.db.select({ updatedAt: boards.updatedAt }).from(boards).where(eq(boards.id, id));
  await t.app.changes.publish('content');

  const card = (await read('/api/v1/boards?code=reference'))
    .json()
    .boards.find((board: { _id: string }) => board._id === id);
  expect(card.summary).toBe('예전 본문');
  const [after] = await t.database.db
    .select({ summary: boards.summary, updatedAt: boards.updatedAt })
    .from(boards)
    .where(eq(boards.id, id));
  expect(after).toEqual({ summary: { ko: '예전 본문', en: 'Old body' }, updatedAt: before!.updatedAt });
});

test('a public read carries a weak ETag of its body, answers 304 to it, and keeps it across encodings', async () => {
  for (let index = 0; index < 8; index += 1) {
    await staff(
      'POST',
      '/api/console/boards',
      boardInput({
        subject: { ko: `사례 ${index}`, en: `Case ${index}` },
        content: { ko: `<p>${'본문 '.repeat(80)}</p>`, en: '' },
      }),
    );
  }
  const first = await read('/api/v1/boards?code=reference');
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^W\/"[\w-]+"$/);
  expect(first.headers['cache-control']).toBe('no-cache');
  expect(String(first.headers.vary)).toMatch(/Accept-Language/);
  expect(String(first.headers.vary)).toMatch(/Accept-Encoding/i);

  const again = await read('/api/v1/boards?code=reference', { 'if-none-match': etag });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers.etag).toBe(etag);
  expect((await read('/api/v1/boards?code=reference', { 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
  expect((await read('/api/v1/boards?code=reference', { 'if-none-match': '"other"' })).statusCode).toBe(200);

  expect(first.body.length).toBeGreaterThan(1024);
  const compressed = await t.request({
    method: 'GET',
    url: '/api/v1/boards?code=reference',
    headers: { 'accept-encoding': 'br' },
  });
  expect(compressed.headers['content-encoding']).toBe('br');
  expect(compressed.headers.etag).toBe(etag);
  expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(first.body);
  expect(
    (
      await t.request({
        method: 'GET',
        url: '/api/v1/boards?code=reference',
        headers: { 'accept-encoding': 'br', 'if-none-match': etag },
      })
    ).statusCode,
  ).toBe(304);

  // Another language is another answer with its own tag.
  const english = await read('/api/v1/boards?code=reference', { 'accept-language': 'en' });
  expect(english.headers.etag).not.toBe(etag);
  expect(english.headers['content-language']).toBe('en');

  // HEAD answers the headers of the same read.
  const head = await t.request({ method: 'HEAD', url: '/api/v1/boards?code=reference' });
  expect(head.statusCode).toBe(200);
  expect(head.headers.etag).toBe(etag);
  expect(head.body).toBe('');
});

test('reads are answered from memory until a console write, which drops them at once', async () => {
  const url = '/api/v1/boards?code=media';
  const id = (
    await staff(
      'POST',
      '/api/console/boards',
      boardInput({ code: 'media', subject: { ko: '방송 출연', en: 'On TV' }, category: null, video: 'v1' }),
    )
  ).json().board._id as string;
  const before = await read(url);
  expect(before.json().boards.map((board: { subject: string }) => board.subject)).toEqual(['방송 출연']);

  // Changed behind the server's back: the kept answer is still served.
  await t.database.db
    .update(boards)
    .set({ subject: { ko: '몰래 바뀐 제목', en: '' } })
    .where(eq(boards.id, id));
  expect(await subjects(url)).toEqual(['방송 출연']);

  // Any console write drops every kept read.
  await staff(
    'POST',
    '/api/console/boards',
    boardInput({ code: 'notice', subject: { ko: '새 공지', en: '' }, category: null }),
  );
  const after = await read(url, { 'if-none-match': before.headers.etag as string });
  expect(after.statusCode).toBe(200);
  expect(after.json().boards.map((board: { subject: string }) => board.subject)).toEqual(['몰래 바뀐 제목']);
  expect(after.headers.etag).not.toBe(before.headers.etag);

  // So does a change announced on the feed (as another replica's write is).
  await t.database.db
    .update(boards)
    .set({ subject: { ko: '다른 서버에서 바뀐 제목', en: '' } })
    .where(eq(boards.id, id));
  await t.app.changes.publish('content');
  expect(await subjects(url)).toEqual(['다른 서버에서 바뀐 제목']);
});

test('a scheduled post shows once its time comes, with no write in between', async () => {
  const url = '/api/v1/boards?code=reference&search=예약된';
  const due = Date.now() + 4000;
  expect(
    (
      await staff(
        'POST',
        '/api/console/boards',
        boardInput({ subject: { ko: '예약된 사례', en: 'Scheduled' }, publishAt: new Date(due).toISOString() }),
      )
    ).statusCode,
  ).toBe(201);
  expect(await subjects(url)).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, due - Date.now() + 200));
  expect(await subjects(url)).toEqual(['예약된 사례']);
});

test('a signed-in read and a question\u2019s private page are neither kept nor tagged', async () => {
  const url = '/api/v1/boards?code=notice';
  const id = (
    await staff(
      'POST',
      '/api/console/boards',
      boardInput({ code: 'notice', subject: { ko: '공지 하나', en: '' }, category: null }),
    )
  ).json().board._id as string;
  const signedIn = await t.request({ method: 'GET', url, token });
  expect(signedIn.headers.etag).toBeUndefined();
  // Not kept: a change behind the server's back shows to the next visitor, whose read is then kept.
  await t.database.db
    .update(boards)
    .set({ subject: { ko: '공지 둘', en: '' } })
    .where(eq(boards.id, id));
  expect(await subjects(url)).toContain('공지 둘');

  const asked = await t.request({
    method: 'POST',
    url: '/api/v1/center/questions',
    payload: {
      name: '이영희',
      email: 'visitor@example.com',
      subject: '양육비',
      content: '양육비 산정 기준이 궁금합니다.',
      agree: true,
    },
  });
  expect(asked.statusCode).toBe(201);
  const { path } = asked.json() as { path: string };
  const privateUrl = `/api/v1${path.replace(/^\/guide\/questions/, '/center/questions')}`;
  const privatePage = await read(privateUrl);
  expect(privatePage.statusCode).toBe(200);
  expect(privatePage.headers['cache-control']).toBe('private, no-store');
  expect(privatePage.headers.etag).toBeUndefined();
  // The answer given later shows on the next read of the link: nothing of it was kept.
  const questionId = asked.json().question._id as string;
  expect(
    (await staff('PUT', `/api/console/center/questions/${questionId}`, { answer: '답변입니다.' })).statusCode,
  ).toBe(200);
  expect((await read(privateUrl)).json().question.answer).toContain('답변입니다.');
});
