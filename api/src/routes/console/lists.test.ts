import { eq, sql } from 'drizzle-orm';
import { forms, pageViews } from '../../db/schema.ts';
import { createTestApp, multipart, type TestApp } from '../../test-support/app.ts';
import { boardInput, image } from '../../test-support/fixtures.ts';

let t: TestApp;
let token: string;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.request({ method, url, token, payload: payload as never });
const get = (url: string) => t.request({ method: 'GET', url });
const ids = (list: { _id: string }[]) => list.map((item) => item._id);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hour = 60 * 60 * 1000;
const dayMs = 24 * hour;
const koreanDay = (instant: number) => new Date(instant + 9 * hour).toISOString().slice(0, 10);

const request = (overrides: Record<string, unknown> = {}) => ({
  name: '홍길동',
  phone: '010-1234-5678',
  category: 'divorce-agreement',
  office: 'seoul-main',
  contactTime: 'morning',
  content: '협의이혼 절차가 궁금합니다.',
  agree: true,
  ...overrides,
});

/** A request stored by the console, then moved to `createdAt`. */
async function storedRequest(overrides: Record<string, unknown>, createdAt?: Date) {
  const { form } = (await call('POST', '/api/console/forms', request(overrides))).json();
  if (createdAt)
    await t.database.db.update(forms).set({ createdAt, updatedAt: createdAt }).where(eq(forms.id, form._id));
  return form._id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).accessToken;
}, 60_000);
afterAll(async () => t?.close());

describe('scheduled posts', () => {
  test('a post scheduled for later is public from its time on, everywhere the site reads posts', async () => {
    const publishAt = new Date(Date.now() + 1500).toISOString();
    const created = await call(
      'POST',
      '/api/console/boards',
      boardInput({ subject: { ko: '예약 게시 사례', en: 'Scheduled case' }, publishAt }),
    );
    expect(created.statusCode).toBe(201);
    const scheduled = created.json().board;
    expect(scheduled).toMatchObject({ published: true, publishAt });
    const noticeAt = new Date(Date.parse(publishAt) - 100).toISOString();
    const notice = (
      await call('POST', '/api/console/center/notifications', {
        ...boardInput({ subject: { ko: '예약 공지', en: '' }, publishAt: noticeAt, category: null }),
        code: undefined,
      })
    ).json().notification;
    const hidden = (
      await call(
        'POST',
        '/api/console/boards',
        boardInput({
          subject: { ko: '지난 예약 비공개', en: '' },
          published: false,
          publishAt: new Date(Date.now() - hour).toISOString(),
        }),
      )
    ).json().board;

    const publicIds = async () => ids((await get('/api/v1/boards?limit=100')).json().boards);
    expect(await publicIds()).not.toContain(scheduled._id);
    expect((await get(`/api/v1/boards/${scheduled._id}`)).statusCode).toBe(404);
    expect(ids((await get('/api/v1/center/notifications')).json().notifications)).not.toContain(notice._id);
    expect((await get(`/api/v1/center/notifications/${notice._id}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/search?searchKeyword=${encodeURIComponent('예약 게시')}`)).json().results).toEqual([]);

    const listed = (await call('GET', '/api/console/boards?sort=publishAt&order=desc')).json().boards;
    expect(listed[0]).toMatchObject({ _id: scheduled._id, publishAt });
    expect(listed[0]).not.toHaveProperty('content');

    await sleep(Date.parse(publishAt) - Date.now() + 50);
    expect(await publicIds()).toContain(scheduled._id);
    expect((await get(`/api/v1/boards/${scheduled._id}`)).json().board).toMatchObject({
      subject: '예약 게시 사례',
      publishAt,
    });
    expect(ids((await get('/api/v1/center/notifications')).json().notifications)).toContain(notice._id);
    expect(ids((await get(`/api/v1/search?searchKeyword=${encodeURIComponent('예약 게시')}`)).json().results)).toEqual([
      scheduled._id,
    ]);
    expect(await publicIds()).not.toContain(hidden._id);
  });

  test('publishAt must be an ISO date-time, and null clears it', async () => {
    const bad = await call('POST', '/api/console/boards', boardInput({ publishAt: '2030-01-01 09:00' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: 'body.publishAt', code: 'invalid_format' }]);
    const post = (
      await call('POST', '/api/console/boards', boardInput({ publishAt: '2999-01-01T00:00:00+09:00' }))
    ).json().board;
    expect(post.publishAt).toBe('2998-12-31T15:00:00.000Z');
    const cleared = await call('PUT', `/api/console/boards/${post._id}`, boardInput({ publishAt: null }));
    expect(cleared.json().board.publishAt).toBeNull();
    expect((await get(`/api/v1/boards/${post._id}`)).statusCode).toBe(200);
    await call('DELETE', `/api/console/boards/${post._id}`);
  });
});

describe('the console list of posts', () => {
  test('filters, searches subjects and body text in both languages, and sorts', async () => {
    const made = {
      custody: (
        await call(
          'POST',
          '/api/console/boards',
          boardInput({ subject: { ko: '양육권 인정 사례', en: 'Custody granted' }, category: 'divorce-custody' }),
        )
      ).json().board,
      hidden: (
        await call(
          'POST',
          '/api/console/boards',
          boardInput({
            subject: { ko: '가나다 비공개 글', en: '' },
            published: false,
            content: { ko: '<p>상간자 <strong>위자료</strong> 청구</p>', en: '' },
          }),
        )
      ).json().board,
      media: (
        await call(
          'POST',
          '/api/console/boards',
          boardInput({ code: 'media', subject: { ko: '방송 출연', en: 'On TV' }, category: null }),
        )
      ).json().board,
    };
    const list = async (query: string) => (await call('GET', `/api/console/boards?${query}`)).json();

    expect(ids((await list('search=양육')).boards)).toEqual([made.custody._id]);
    expect(ids((await list('search=custody')).boards)).toEqual([made.custody._id]);
    expect(ids((await list('search=CUSTODY GRANTED')).boards)).toEqual([made.custody._id]);
    expect(ids((await list(`search=${encodeURIComponent('위자료 청구')}`)).boards)).toEqual([made.hidden._id]);
    expect((await list('search=strong')).boards).toEqual([]);
    expect(ids((await list('search=양육&category=divorce-property')).boards)).toEqual([]);
    expect(ids((await list('published=false')).boards)).toContain(made.hidden._id);
    expect(ids((await list('published=false')).boards)).not.toContain(made.custody._id);
    expect(ids((await list('code=media')).boards)).toEqual([made.media._id]);

    const bySubject = (await list('sort=subject&order=asc&limit=100')).boards.map(
      (board: { subject: { ko: string } }) => board.subject.ko,
    );
    expect(bySubject).toEqual([...bySubject].sort());
    expect(bySubject[0]).toBe('가나다 비공개 글');
    const newest = ids((await list('sort=createdAt&order=desc&limit=3')).boards);
    expect(newest).toEqual([made.media._id, made.hidden._id, made.custody._id]);
    expect(ids((await list('sort=createdAt&order=asc&limit=100')).boards).slice(-3)).toEqual([
      made.custody._id,
      made.hidden._id,
      made.media._id,
    ]);

    const page = await list('search=사례&limit=1');
    expect(page.summary).toEqual({ totalCount: expect.any(Number), page: 1, limit: 1 });
    expect(page.boards[0]).not.toHaveProperty('content');
    expect(page.boards[0]).toHaveProperty('subTitle');
    expect((await call('GET', '/api/console/boards?sort=title')).statusCode).toBe(400);
    expect((await call('GET', '/api/console/boards?order=up')).statusCode).toBe(400);
  });

  test('bulk: publishes (at once, even when scheduled), unpublishes and deletes with their files, in one request', async () => {
    const create = async (overrides: Record<string, unknown>) =>
      (await call('POST', '/api/console/boards', boardInput(overrides))).json().board._id as string;
    const draft = await create({ subject: { ko: '초안', en: '' }, published: false });
    const later = await create({
      subject: { ko: '다음 주 게시', en: '' },
      publishAt: new Date(Date.now() + 7 * dayMs).toISOString(),
    });
    const live = await create({ subject: { ko: '게시 중', en: '' } });

    const published = await call('POST', '/api/console/boards/bulk', { ids: [draft, later, draft], action: 'publish' });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ count: 2 });
    expect((await get(`/api/v1/boards/${draft}`)).statusCode).toBe(200);
    expect((await get(`/api/v1/boards/${later}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/console/boards/${later}`)).json().board.publishAt).toBeNull();

    expect(
      (await call('POST', '/api/console/boards/bulk', { ids: [draft, live, 'nothing'], action: 'unpublish' })).json(),
    ).toEqual({ count: 2 });
    expect((await get(`/api/v1/boards/${live}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/console/boards/${live}`)).json().board.published).toBe(false);

    const body = multipart([{ name: 'file', filename: 'thumb.png', type: 'image/png', data: await image(40, 30) }]);
    const thumb = (
      await t.request({
        method: 'POST',
        url: `/api/console/boards/${live}/thumb`,
        token,
        payload: body.payload,
        headers: body.headers,
      })
    ).json().board.thumb as string;
    expect((await get(thumb)).statusCode).toBe(200);
    expect((await call('POST', '/api/console/boards/bulk', { ids: [draft, live], action: 'delete' })).json()).toEqual({
      count: 2,
    });
    expect((await call('GET', `/api/console/boards/${live}`)).statusCode).toBe(404);
    expect((await get(thumb)).statusCode).toBe(404);
    expect((await call('GET', `/api/console/boards/${later}`)).statusCode).toBe(200);

    for (const payload of [
      { ids: [], action: 'publish' },
      { ids: Array.from({ length: 101 }, (_, index) => `id${index}`), action: 'publish' },
      { ids: [later], action: 'archive' },
      { ids: [later], action: 'delete', extra: true },
    ]) {
      const refused = await call('POST', '/api/console/boards/bulk', payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await call('GET', `/api/console/boards/${later}`)).statusCode).toBe(200);
  });

  test('a word in more than 1000 posts: the newest come first and the count says there are more', async () => {
    await t.database.db.execute(sql`
      insert into boards (id, code, subject, sub_title, content, published, created_at, updated_at)
      select 'aaaaaaaaaaaa' || lpad(to_hex(g), 12, '0'), 'reference',
        jsonb_build_object('ko', case when g % 3 = 0 then '협의 절차 안내 ' || g else '이혼 소송 사례 ' || g end, 'en', ''),
        '{"ko":"","en":""}'::jsonb, '{"ko":"<p>본문</p>","en":""}'::jsonb, true,
        now() - interval '400 days' + g * interval '1 minute', now() - interval '400 days' + g * interval '1 minute'
      from generate_series(1, 1800) g`);
    const searched = (
      await call('GET', `/api/console/boards?search=${encodeURIComponent('이혼')}&limit=5&sort=createdAt`)
    ).json();
    expect(searched.summary).toEqual({ totalCount: 1000, page: 1, limit: 5, capped: true });
    expect(searched.boards.map((board: { subject: { ko: string } }) => board.subject.ko)).toEqual([
      '이혼 소송 사례 1799',
      '이혼 소송 사례 1798',
      '이혼 소송 사례 1796',
      '이혼 소송 사례 1795',
      '이혼 소송 사례 1793',
    ]);
    const sparse = (await call('GET', `/api/console/boards?search=${encodeURIComponent('사례 177')}&limit=100`)).json();
    expect(sparse.summary).toEqual({ totalCount: 6, page: 1, limit: 100 });
    await t.database.db.execute(sql`delete from boards where id like 'aaaaaaaaaaaa%'`);
  });
});

describe('the console list of requests', () => {
  test('filters by status, practice area, office and Korean days; searches names, phones and messages; sorts', async () => {
    const march1Late = await storedRequest(
      { name: '김서윤', phone: '01098765432', content: '양육비를 받지 못하고 있습니다.', office: 'incheon' },
      new Date('2026-03-01T14:59:59Z'),
    );
    const march2Early = await storedRequest(
      { name: '박민준', phone: '02-123-4567', category: 'inheritance-property', content: 'Inheritance ABC 100% 문의' },
      new Date('2026-03-01T15:00:00Z'),
    );
    const april = await storedRequest(
      { name: '이하늘', phone: '010-5555-1212', category: 'divorce-property', office: 'gwangju' },
      new Date('2026-04-10T01:00:00Z'),
    );
    await call('PUT', `/api/console/forms/${april}`, { status: 'done' });
    const list = async (query: string) => ids((await call('GET', `/api/console/forms?${query}`)).json().forms);

    expect(await list('from=2026-03-01&to=2026-03-01')).toEqual([march1Late]);
    expect(await list('from=2026-03-02&to=2026-03-02')).toEqual([march2Early]);
    expect(await list('from=2026-03-01&to=2026-04-30')).toEqual([april, march2Early, march1Late]);
    expect(await list('to=2026-03-01')).toEqual([march1Late]);
    expect(await list('from=2026-04-10&status=done')).toEqual([april]);
    expect(await list('to=2026-12-31&category=inheritance-property')).toEqual([march2Early]);
    expect(await list('to=2026-12-31&office=incheon')).toEqual([march1Late]);

    expect(await list(`search=${encodeURIComponent('서윤')}`)).toEqual([march1Late]);
    expect(await list('search=01098765432')).toEqual([march1Late]);
    expect(await list('search=010-9876-5432')).toEqual([march1Late]);
    expect(await list('search=9876-54')).toEqual([march1Late]);
    expect(await list('search=1234567')).toEqual([march2Early]);
    expect(await list('search=123-45')).toEqual([march2Early]);
    expect(await list(`search=${encodeURIComponent('양육비')}`)).toEqual([march1Late]);
    expect(await list('search=abc')).toEqual([march2Early]);
    expect(await list('search=100%25')).toEqual([march2Early]);
    expect(await list('search=10%25%25')).toEqual([]);

    expect(await list('to=2026-12-31&sort=name&order=asc')).toEqual([march1Late, march2Early, april]);
    expect(await list('to=2026-12-31&sort=status&order=asc')).toEqual([march1Late, march2Early, april]);
    expect(await list('to=2026-12-31&sort=createdAt&order=asc')).toEqual([march1Late, march2Early, april]);

    for (const query of [
      'from=2026-02-30',
      'to=20260301',
      'office=busan',
      'sort=phone',
      'order=random',
      'status=lost',
    ]) {
      const refused = await call('GET', `/api/console/forms?${query}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues[0].path).toBe(`querystring.${query.split('=')[0]}`);
    }
  });
});

describe('the dashboard', () => {
  test('counts requests of today, this week and this month by practice area and office, page views of 30 days, the latest requests and posts', async () => {
    await t.database.db.delete(forms);
    const now = Date.now();
    const today = koreanDay(now);
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const weekStart = Date.parse(`${koreanDay(Date.parse(`${today}T00:00:00Z`) - weekday * dayMs)}T00:00:00+09:00`);
    const monthStart = Date.parse(`${today.slice(0, 7)}-01T00:00:00+09:00`);
    const instants = [
      now - 1000,
      weekStart + 1000,
      weekStart - 1000,
      monthStart + 1000,
      monthStart - 1000,
      now - 40 * dayMs,
    ];
    const stored: string[] = [];
    for (const [index, instant] of instants.entries()) {
      stored.push(
        await storedRequest(
          {
            name: `신청인${index}`,
            category: index % 2 ? 'divorce-property' : 'inheritance-property',
            office: index < 3 ? 'incheon' : 'seoul-main',
          },
          new Date(instant),
        ),
      );
    }
    const expected = (from: number) => instants.filter((instant) => instant >= from);
    await t.database.db.insert(pageViews).values([
      { path: '/', day: koreanDay(now - 29 * dayMs), count: 7 },
      { path: '/', day: koreanDay(now - 30 * dayMs), count: 100 },
      { path: '/guide', day: today, count: 3 },
    ]);
    const post = (
      await call(
        'POST',
        '/api/console/boards',
        boardInput({ subject: { ko: '대시보드 최신 글', en: '' }, published: false }),
      )
    ).json().board;

    const stats = (await call('GET', '/api/console/statistics/dashboard')).json();
    const requests = stats.consultationRequests;
    expect(requests.today).toBe(instants.filter((instant) => koreanDay(instant) === today).length);
    expect(requests.thisWeek).toBe(expected(weekStart).length);
    expect(requests.thisMonth).toBe(expected(monthStart).length);
    const inMonth = instants
      .map((instant, index) => ({ instant, index }))
      .filter(({ instant }) => instant >= monthStart);
    const countBy = (key: (index: number) => string) =>
      Object.entries(
        inMonth.reduce<Record<string, number>>(
          (counts, { index }) => ({ ...counts, [key(index)]: (counts[key(index)] ?? 0) + 1 }),
          {},
        ),
      );
    expect(
      Object.fromEntries(
        requests.byCategory.map((row: { category: string; count: number }) => [row.category, row.count]),
      ),
    ).toEqual(Object.fromEntries(countBy((index) => (index % 2 ? 'divorce-property' : 'inheritance-property'))));
    expect(
      Object.fromEntries(requests.byOffice.map((row: { office: string; count: number }) => [row.office, row.count])),
    ).toEqual(Object.fromEntries(countBy((index) => (index < 3 ? 'incheon' : 'seoul-main'))));
    expect(stats.questions.unanswered).toBe(0);

    expect(stats.pageViews.last30Days).toHaveLength(30);
    expect(stats.pageViews.last30Days[0]).toEqual({ date: koreanDay(now - 29 * dayMs), count: 7 });
    expect(stats.pageViews.last30Days.at(-1)).toEqual({ date: today, count: 3 });
    expect(stats.pageViews.last30Days.slice(1, -1).every((day: { count: number }) => day.count === 0)).toBe(true);
    expect(stats.pageViews.perDay).toHaveLength(14);

    expect(stats.latestRequests).toHaveLength(5);
    expect(stats.latestRequests[0]).toEqual({
      _id: stored[0],
      name: '신**0',
      phone: '010-****-5678',
      category: 'inheritance-property',
      status: 'new',
      createdAt: new Date(instants[0]!).toISOString(),
    });
    expect(stats.latestPosts[0]).toEqual({
      _id: post._id,
      code: 'reference',
      subject: '대시보드 최신 글',
      published: false,
      publishAt: null,
      createdAt: post.createdAt,
    });
  });
});

describe('the embedded database', () => {
  (process.env.API_TEST_DATABASE === 'postgres' ? test.skip : test)(
    'is vacuumed and analyzed so that counting requests reads an index, not the table',
    async () => {
      const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
        ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
      await t.database.db.execute(sql`
      insert into forms (id, name, phone, category, office, contact_time, content, agree, locale)
      select 'bbbbbbbbbbbb' || lpad(to_hex(g), 12, '0'), '신청인', '010-0000-0000', 'other', 'seoul-main', 'anytime', repeat('상담 요청 내용입니다. ', 20), true, 'ko'
      from generate_series(1, 3000) g`);
      const plan = async () =>
        (await rowsOf<{ 'QUERY PLAN': string }>(sql`explain select count(*) from forms`))
          .map((row) => row['QUERY PLAN'])
          .join('\n');
      expect(await plan()).not.toMatch(/Index Only Scan/);
      await t.database.maintain!();
      const [stats] = await rowsOf<{ tuples: number; visible: number; pages: number }>(
        sql`select reltuples::int as tuples, relallvisible::int as visible, relpages::int as pages from pg_class where relname = 'forms'`,
      );
      const [{ total }] = (await rowsOf<{ total: number }>(sql`select count(*)::int as total from forms`)) as [
        { total: number },
      ];
      expect(stats!.tuples).toBe(total);
      expect(stats!.visible).toBeGreaterThanOrEqual(stats!.pages * 0.9);
      expect(await plan()).toMatch(/Index Only Scan/);
      await t.database.db.execute(sql`delete from forms where id like 'bbbbbbbbbbbb%'`);
    },
  );
});
