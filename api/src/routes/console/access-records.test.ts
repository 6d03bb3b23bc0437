import { asc, eq, gt, sql } from 'drizzle-orm';
import { accessRecords, forms } from '../../db/schema.ts';
import { openPostgres } from '../../db/index.ts';
import { createAccessRecords } from '../../services/access-records.ts';
import { createTestApp, multipart, openTestDatabase, type TestApp } from '../../test-support/app.ts';
import { pdf, settingRecord } from '../../test-support/fixtures.ts';
import { staffAccount, logIn } from '../../test-support/staff.ts';

let t: TestApp;
let token: string;
let database: Awaited<ReturnType<typeof openTestDatabase>>;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, as = token) =>
  t.request({ method, url, token: as, payload: payload as never });
let address = 0;
const visitorAddress = () => `203.0.113.${(address += 1)}`;
const consultation = {
  name: '홍길동',
  phone: '010-1234-5678',
  category: 'divorce-agreement',
  office: 'seoul-main',
  contactTime: 'morning',
  content: '상담 부탁드립니다.',
  agree: true,
};
const submit = async (overrides: Record<string, unknown> = {}) =>
  (
    await t.request({
      method: 'POST',
      url: '/api/v1/forms',
      payload: { ...consultation, ...overrides } as never,
      remoteAddress: visitorAddress(),
    })
  ).json().form as { _id: string };
const ask = async () =>
  (
    await t.request({
      method: 'POST',
      url: '/api/v1/center/questions',
      payload: {
        name: '김민지',
        phone: '010-2222-3333',
        email: 'minji@example.com',
        subject: '양육권',
        content: '아이와 살 수 있을까요?',
        agree: true,
      } as never,
      remoteAddress: visitorAddress(),
    })
  ).json().question as { _id: string };

const lastId = async () =>
  (
    await t.database.db
      .select({ id: accessRecords.id })
      .from(accessRecords)
      .orderBy(sql`${accessRecords.id} desc`)
      .limit(1)
  )[0]?.id ?? 0;

/** The records a call left: exactly what `act` appended to the chain. */
async function recordsOf(act: () => Promise<{ statusCode: number }>, status?: number) {
  const before = await lastId();
  const response = await act();
  if (status !== undefined) expect(response.statusCode).toBe(status);
  return t.database.db.select().from(accessRecords).where(gt(accessRecords.id, before)).orderBy(asc(accessRecords.id));
}

beforeAll(async () => {
  database = await openTestDatabase();
  t = await createTestApp({ database, env: { PUBLIC_URL: 'https://www.taesung-law.example' } });
  token = (await t.login()).accessToken;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

describe('every call on personal data leaves exactly one access record', () => {
  test('consultation requests: list, search, view, change, forward, hold, export, delete', async () => {
    const form = await submit();
    const cases: [() => Promise<{ statusCode: number }>, number, Record<string, unknown>][] = [
      [
        () => call('GET', '/api/console/forms?status=new'),
        200,
        { action: 'list', subject: 'form', filter: { status: 'new', order: 'desc', page: '1', limit: '20' } },
      ],
      [
        () => call('GET', '/api/console/forms?search=%ED%99%8D%EA%B8%B8'),
        200,
        { action: 'search', subject: 'form', filter: expect.objectContaining({ search: '홍길' }) },
      ],
      [
        () => call('GET', `/api/console/forms/${form._id}`),
        200,
        { action: 'view', subject: 'form', subjectIds: [form._id] },
      ],
      [
        () => call('PUT', `/api/console/forms/${form._id}`, { status: 'progress' }),
        200,
        { action: 'update', subject: 'form', subjectIds: [form._id], detail: 'status' },
      ],
      [
        () => call('PUT', `/api/console/forms/${form._id}/email`, { to: 'lawyer@taesung-law.example' }),
        200,
        { action: 'forward', subject: 'form', subjectIds: [form._id], count: 1 },
      ],
      [
        () => call('PUT', `/api/console/forms/${form._id}/hold`, { reason: '소송 진행 중' }),
        200,
        { action: 'hold', subject: 'form', subjectIds: [form._id], reason: '소송 진행 중', detail: 'set' },
      ],
      [
        () => call('DELETE', `/api/console/forms/${form._id}/hold`),
        200,
        { action: 'hold', subject: 'form', subjectIds: [form._id], detail: 'lifted' },
      ],
      [
        () => call('POST', '/api/console/forms/export', { reason: '분기 보고서 작성' }),
        200,
        { action: 'export', subject: 'form', reason: '분기 보고서 작성' },
      ],
      [
        () => call('POST', '/api/console/forms', { ...consultation, name: '전화접수' }),
        201,
        { action: 'create', subject: 'form' },
      ],
      [
        () => call('DELETE', `/api/console/forms/${form._id}`),
        204,
        { action: 'delete', subject: 'form', subjectIds: [form._id] },
      ],
    ];
    for (const [act, status, expected] of cases) {
      const records = await recordsOf(act, status);
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ accountUsername: 'admin', ...expected });
    }
  });

  test('an attachment opened is a view of its request', async () => {
    const body = multipart([
      ...Object.entries(consultation).map(([name, value]) => ({ name, value: String(value) })),
      { name: 'files', filename: '진단서.pdf', data: pdf },
    ]);
    const { form } = (
      await t.request({
        method: 'POST',
        url: '/api/v1/forms',
        payload: body.payload,
        headers: body.headers,
        remoteAddress: visitorAddress(),
      })
    ).json();
    const records = await recordsOf(() => t.request({ method: 'GET', url: form.files[0].url, token }), 200);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ action: 'view', subject: 'form', subjectIds: [form._id], detail: '진단서.pdf' });
  });

  test('questions: list, view, answer, delete', async () => {
    const question = await ask();
    const cases: [() => Promise<{ statusCode: number }>, number, Record<string, unknown>][] = [
      [() => call('GET', '/api/console/center/questions'), 200, { action: 'list', subject: 'question' }],
      [
        () => call('GET', `/api/console/center/questions/${question._id}`),
        200,
        { action: 'view', subject: 'question', subjectIds: [question._id] },
      ],
      [
        () => call('PUT', `/api/console/center/questions/${question._id}`, { answer: '가능합니다.' }),
        200,
        { action: 'update', subject: 'question', subjectIds: [question._id] },
      ],
      [
        () => call('DELETE', `/api/console/center/questions/${question._id}`),
        204,
        { action: 'delete', subject: 'question', subjectIds: [question._id] },
      ],
    ];
    for (const [act, status, expected] of cases) {
      const records = await recordsOf(act, status);
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject(expected);
    }
  });

  test('staff accounts: list, view, create, change, password reset, withdraw, restore, purge', async () => {
    const levels = (await call('GET', '/api/console/levels')).json().levels as { _id: string; name: string }[];
    const level = levels.find((item) => item.name === '관리자')?._id ?? levels[0]!._id;
    let id = '';
    const create = async () => {
      const response = await call('POST', '/api/console/users', {
        username: 'records-clerk',
        name: '기록 직원',
        email: 'clerk@taesung-law.example',
        phone: '010-3333-4444',
        level,
        active: true,
      });
      id = response.json().user._id;
      return response;
    };
    const records = [
      await recordsOf(create, 201),
      await recordsOf(() => call('GET', '/api/console/users?search=clerk'), 200),
      await recordsOf(() => call('GET', `/api/console/users/${id}`), 200),
      await recordsOf(() => call('PUT', `/api/console/users/${id}`, { name: '기록 담당' }), 200),
      await recordsOf(() => call('POST', `/api/console/users/${id}/password-reset`), 200),
      await recordsOf(() => call('POST', `/api/console/users/${id}/withdraw`), 200),
      await recordsOf(() => call('GET', '/api/console/users/withdrawals'), 200),
      await recordsOf(() => call('POST', `/api/console/users/${id}/restore`), 200),
      await recordsOf(() => call('POST', `/api/console/users/${id}/withdraw`), 200),
      await recordsOf(() => call('DELETE', `/api/console/users/${id}`), 204),
    ];
    expect(records.map((list) => list.length)).toEqual(records.map(() => 1));
    expect(records.map((list) => list[0]!.action)).toEqual([
      'create',
      'search',
      'view',
      'update',
      'password_reset',
      'delete',
      'list',
      'restore',
      'delete',
      'purge',
    ]);
    expect(records.every((list) => list[0]!.subject === 'user')).toBe(true);
    expect(records[2]![0]!.subjectIds).toEqual([id]);
  });

  test('a level created, changed or deleted is a change of access rights', async () => {
    let id = '';
    const created = await recordsOf(async () => {
      const response = await call('POST', '/api/console/levels', {
        name: '기록 점검',
        scope: ['console', 'console:records'],
      });
      id = response.json().level._id;
      return response;
    }, 201);
    const changed = await recordsOf(
      () => call('PUT', `/api/console/levels/${id}`, { name: '기록 점검', scope: ['console'] }),
      200,
    );
    const deleted = await recordsOf(() => call('DELETE', `/api/console/levels/${id}`), 204);
    expect(
      [...created, ...changed, ...deleted].map((record) => [record.action, record.subjectIds, record.detail]),
    ).toEqual([
      ['create', [id], 'level: console console:records'],
      ['update', [id], 'level: console'],
      ['delete', [id], 'level'],
    ]);
  });

  test('a call refused for want of the module scope is recorded as refused', async () => {
    const clerk = await staffAccount(t, token, { username: 'posts-only', scope: ['console', 'console:posts'] });
    const { accessToken } = await logIn(t, clerk.user.username, clerk.password);
    const records = await recordsOf(() => call('GET', '/api/console/forms', undefined, accessToken), 403);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      action: 'refused',
      accountUsername: 'posts-only',
      detail: 'GET /api/console/forms',
    });
    expect((await call('GET', '/api/console/access-records', undefined, accessToken)).statusCode).toBe(403);
  });

  test('a call that finds nothing leaves no record', async () => {
    expect(await recordsOf(() => call('GET', '/api/console/forms/unknown-id'), 404)).toHaveLength(0);
  });
});

describe('the records screen', () => {
  test('filters by account, action, subject and subject id, newest first, and needs console:records', async () => {
    const form = await submit();
    await call('GET', `/api/console/forms/${form._id}`);
    const { items, totalCount } = (
      await call('GET', `/api/console/access-records?account=admin&action=view&subject=form&subjectId=${form._id}`)
    ).json();
    expect(totalCount).toBe(1);
    expect(items[0]).toMatchObject({
      action: 'view',
      subject: 'form',
      subjectIds: [form._id],
      account: { username: 'admin' },
    });
    const all = (await call('GET', '/api/console/access-records?limit=5')).json().items as { _id: string }[];
    expect(all.map((item) => Number(item._id))).toEqual([...all.map((item) => Number(item._id))].sort((a, b) => b - a));
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    expect(
      (await call('GET', `/api/console/access-records?from=${today}&to=${today}&limit=1`)).json().totalCount,
    ).toBeGreaterThan(0);
    expect((await call('GET', '/api/console/access-records?to=2000-01-01')).json().totalCount).toBe(0);
    const older = all[2]!._id;
    const upTo = (await call('GET', `/api/console/access-records?until=${older}&limit=5`)).json().items as {
      _id: string;
    }[];
    expect(upTo[0]!._id).toBe(older);
  });

  test('the monthly review: an ended month once, not the current one', async () => {
    const now = new Date(Date.now() + 9 * 3600_000);
    const current = now.toISOString().slice(0, 7);
    const previous = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    expect((await call('PUT', `/api/console/access-records/reviews/${current}`, {})).json().code).toBe(
      'MONTH_NOT_ENDED',
    );
    const reviewed = await call('PUT', `/api/console/access-records/reviews/${previous}`, { note: '이상 없음' });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json().review).toMatchObject({
      month: previous,
      reviewer: { username: 'admin' },
      note: '이상 없음',
    });
    const again = await call('PUT', `/api/console/access-records/reviews/${previous}`);
    expect([again.statusCode, again.json().code]).toEqual([409, 'MONTH_REVIEWED']);
    expect(
      (await call('GET', '/api/console/access-records/reviews'))
        .json()
        .reviews.map((review: { month: string }) => review.month),
    ).toEqual([previous]);
    expect((await call('GET', '/api/console/access-records?action=review')).json().items[0]).toMatchObject({
      detail: previous,
    });
  });
});

describe('masking and export', () => {
  test('lists and the dashboard hide the middle of names and phone numbers; the record itself shows them', async () => {
    const form = await submit({ name: '남궁민수', phone: '010-9876-5432' });
    const listed = (await call('GET', '/api/console/forms?limit=100'))
      .json()
      .forms.find((item: { _id: string }) => item._id === form._id);
    expect(listed).toMatchObject({ name: '남**수', phone: '010-****-5432' });
    expect((await call('GET', `/api/console/forms/${form._id}`)).json().form).toMatchObject({
      name: '남궁민수',
      phone: '010-9876-5432',
      hold: null,
    });
    const latest = (await call('GET', '/api/console/statistics/dashboard')).json().latestRequests;
    expect(latest.find((item: { _id: string }) => item._id === form._id)).toMatchObject({
      name: '남**수',
      phone: '010-****-5432',
    });
    await submit({ name: '이순', phone: '02-123-4567' });
    expect((await call('GET', '/api/console/forms?search=%EC%9D%B4%EC%88%9C')).json().forms[0]).toMatchObject({
      name: '이*',
      phone: '02-***-4567',
    });
    const question = await ask();
    const questionListed = (await call('GET', '/api/console/center/questions?limit=100'))
      .json()
      .questions.find((item: { _id: string }) => item._id === question._id);
    expect(questionListed).toMatchObject({ name: '김*지', phone: '010-****-3333', email: 'm***@example.com' });
    expect((await call('GET', `/api/console/center/questions/${question._id}`)).json().question).toMatchObject({
      name: '김민지',
      email: 'minji@example.com',
    });
  });

  test('the export needs a reason and answers every value as CSV with a BOM', async () => {
    await submit({ name: '엑셀고객', phone: '010-5555-7777', email: 'excel@example.com', content: '=HYPERLINK("x")' });
    const missing = await call('POST', '/api/console/forms/export', { status: 'new' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues.map((issue: { path: string }) => issue.path)).toContain('body.reason');
    const before = await lastId();
    const response = await call('POST', '/api/console/forms/export', { reason: '소송 자료 제출', search: '엑셀고객' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="consultation-requests-\d{8}\.csv"$/,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('"이름","연락처","이메일"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"엑셀고객","010-5555-7777","excel@example.com"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    const [record] = await t.database.db.select().from(accessRecords).where(gt(accessRecords.id, before));
    expect(record).toMatchObject({
      action: 'export',
      count: 1,
      reason: '소송 자료 제출',
      filter: expect.objectContaining({ search: '엑셀고객' }),
    });
  });
});

describe('privacy settings', () => {
  test('default until saved, kept when a save leaves them out, refused out of range', async () => {
    expect((await call('PUT', '/api/console/setting', settingRecord())).json().setting.privacy).toEqual({
      requestRetentionDays: 365,
      questionRetentionDays: 365,
      idleMinutes: 30,
    });
    const privacy = { requestRetentionDays: 730, questionRetentionDays: 180, idleMinutes: 15 };
    expect((await call('PUT', '/api/console/setting', settingRecord({ privacy }))).statusCode).toBe(200);
    expect((await call('PUT', '/api/console/setting', settingRecord())).json().setting.privacy).toEqual(privacy);
    const refused = await call(
      'PUT',
      '/api/console/setting',
      settingRecord({ privacy: { ...privacy, requestRetentionDays: 10 } }),
    );
    expect(refused.statusCode).toBe(400);
    expect(await t.app.settings.privacy()).toEqual(privacy);
    await call(
      'PUT',
      '/api/console/setting',
      settingRecord({ privacy: { requestRetentionDays: 365, questionRetentionDays: 365, idleMinutes: 30 } }),
    );
  });
});

describe('retention', () => {
  test('with the clock a year on, destroys expired requests with their files and answered questions, not held or recent ones', async () => {
    const body = multipart([
      ...Object.entries(consultation).map(([name, value]) => ({ name, value: String(value) })),
      { name: 'files', filename: '계약서.pdf', data: pdf },
    ]);
    const expired = (
      await t.request({
        method: 'POST',
        url: '/api/v1/forms',
        payload: body.payload,
        headers: body.headers,
        remoteAddress: visitorAddress(),
      })
    ).json().form;
    const storageName = expired.files[0].url.split('/').pop();
    expect(await t.app.storage.open(storageName, 'private')).not.toBeNull();
    const held = await submit({ name: '보존대상' });
    await call('PUT', `/api/console/forms/${held._id}/hold`, { reason: '수사기관 보존 요청' });
    const recent = await submit({ name: '최근고객' });
    const inAYear = new Date(Date.now() + 366 * 24 * 3600_000);
    await t.database.db
      .update(forms)
      .set({ createdAt: new Date(inAYear.getTime() - 10 * 24 * 3600_000) })
      .where(eq(forms.id, recent._id));
    const answered = await ask();
    await call('PUT', `/api/console/center/questions/${answered._id}`, { answer: '답변드립니다.' });
    const open = await ask();
    const expiring = (await t.database.db.select({ id: forms.id }).from(forms))
      .map((row) => row.id)
      .filter((id) => id !== held._id && id !== recent._id);

    const before = await lastId();
    const run = await t.app.retention.run(inAYear);
    expect(run).toMatchObject({ ran: true, requests: expiring.length });
    const left = (await t.database.db.select({ id: forms.id }).from(forms)).map((row) => row.id).sort();
    expect(left).toEqual([held._id, recent._id].sort());
    expect(await t.app.storage.open(storageName, 'private')).toBeNull();
    expect((await call('GET', `/api/console/center/questions/${answered._id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/console/center/questions/${open._id}`)).statusCode).toBe(200);

    const records = await t.database.db
      .select()
      .from(accessRecords)
      .where(sql`${accessRecords.id} > ${before} and ${accessRecords.action} = 'retention'`)
      .orderBy(asc(accessRecords.id));
    expect(records.map((record) => [record.subject, record.count, record.accountId, record.address])).toEqual([
      ['form', expiring.length, null, 'server'],
      ['question', run.questions, null, 'server'],
    ]);
    expect(records[0]!.subjectIds.sort()).toEqual(expiring.sort());
    expect(JSON.stringify(records)).not.toContain('홍길동');
    expect((await t.app.retention.run(inAYear)).requests).toBe(0);
  });
});

describe('the hash chain', () => {
  test('many records written at once still form one unbroken chain', async () => {
    await Promise.all(
      Array.from({ length: 20 }, () => t.app.accessRecords.record(null, { action: 'list', subject: 'form', count: 0 })),
    );
    const verified = (await call('GET', '/api/console/access-records/verify')).json();
    expect(verified).toMatchObject({ ok: true, brokenAt: null });
    expect(verified.checked).toBe(await lastId());
  });

  (process.env.API_TEST_DATABASE === 'postgres' ? test : test.skip)(
    'two servers on one PostgreSQL append to one chain',
    async () => {
      const other = openPostgres(database.url!, { max: 4 });
      try {
        const replica = createAccessRecords(other.db);
        await Promise.all(
          Array.from({ length: 30 }, (_, index) =>
            (index % 2 ? replica : t.app.accessRecords).record(null, {
              action: 'list',
              subject: 'question',
              count: index,
            }),
          ),
        );
        expect(await replica.verify()).toEqual({ ok: true, checked: await lastId(), brokenAt: null });
      } finally {
        await other.close();
      }
    },
  );

  test('the table refuses changes; a record edited behind its back breaks the chain at that record', async () => {
    await expect(t.database.db.execute(sql`update ${accessRecords} set detail = 'x' where id = 3`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from ${accessRecords} where id = 3`)).rejects.toThrow();
    await t.database.db.execute(sql`alter table ${accessRecords} disable trigger access_records_no_change`);
    await t.database.db.execute(sql`update ${accessRecords} set account_username = 'someone-else' where id = 3`);
    await t.database.db.execute(sql`alter table ${accessRecords} enable trigger access_records_no_change`);
    expect((await call('GET', '/api/console/access-records/verify')).json()).toEqual({
      ok: false,
      checked: 2,
      brokenAt: '3',
    });
  });
});
