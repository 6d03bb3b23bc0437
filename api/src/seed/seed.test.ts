import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { count } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { boards, faqs, lawyers, levels, popups, practices, settings, terms, users } from '../db/schema.ts';
import { createStorage, localStore } from '../services/storage.ts';
import { admin, createTestApp, openTestDatabase, type TestApp } from '../test-support/app.ts';
import { seedContent } from './content/index.ts';
import { bootstrap } from './index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ appOptions: { seedContent } });
}, 120_000);
afterAll(async () => t?.close());

const countOf = async (
  table:
    | typeof boards
    | typeof lawyers
    | typeof practices
    | typeof faqs
    | typeof terms
    | typeof popups
    | typeof settings
    | typeof levels
    | typeof users,
) => (await t.database.db.select({ value: count() }).from(table))[0]!.value;

function recordingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      callback();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

test('the first start stores levels, the administrator and all of the seed content', async () => {
  expect(await countOf(lawyers)).toBe(seedContent.lawyers.length);
  expect(await countOf(lawyers)).toBe(16);
  expect(await countOf(boards)).toBe(
    seedContent.media.length + seedContent.successCases.length + seedContent.notices.length,
  );
  expect(await countOf(practices)).toBe(seedContent.practices.length);
  expect(await countOf(faqs)).toBe(seedContent.faqs.length);
  expect(await countOf(terms)).toBe(seedContent.terms.length);
  expect(await countOf(popups)).toBe(seedContent.popups.length);
  expect(await countOf(settings)).toBe(1);
  const levelList = (
    await t.request({ method: 'GET', url: '/api/console/levels', token: (await t.login()).accessToken })
  ).json().levels;
  expect(levelList).toEqual([
    {
      _id: expect.any(String),
      name: '최고관리자',
      scope: [
        'console',
        'console:posts',
        'console:requests',
        'console:center',
        'console:staff',
        'console:settings',
        'console:records',
      ],
      twoFactor: false,
    },
    {
      _id: expect.any(String),
      name: '관리자',
      scope: ['console', 'console:posts', 'console:requests', 'console:center'],
      twoFactor: false,
    },
  ]); // the test app turns two-factor sign-in off (two-factor.test.ts checks the seed's)
  const me = (await t.request({ method: 'GET', url: '/api/console/me', token: (await t.login()).accessToken })).json()
    .user;
  expect(me).toMatchObject({ username: admin.username, level: levelList[0]._id, active: true });
});

test('the public API serves the seeded content in both languages', async () => {
  const lawyerList = (await t.request({ method: 'GET', url: '/api/v1/lawyers?limit=100' })).json();
  expect(lawyerList.summary.totalCount).toBe(16);
  expect(lawyerList.lawyers.map((lawyer: { key: string }) => lawyer.key)).toEqual(
    [...seedContent.lawyers].sort((a, b) => a.order - b.order).map((lawyer) => lawyer.key),
  );
  const media = (await t.request({ method: 'GET', url: '/api/v1/boards?code=media&limit=100' })).json();
  expect(media.summary.totalCount).toBe(seedContent.media.length);
  expect(media.boards.filter((board: { subOnly: boolean }) => board.subOnly)).toHaveLength(
    seedContent.media.filter((item) => item.subOnly).length,
  );
  const cases = (await t.request({ method: 'GET', url: '/api/v1/boards?code=reference&limit=100' })).json();
  expect(cases.summary.totalCount).toBeGreaterThanOrEqual(12);
  const practice = (
    await t.request({ method: 'GET', url: '/api/v1/practices/divorce-agreement', headers: { 'accept-language': 'en' } })
  ).json().practice;
  expect(practice.title).toBe(seedContent.practices.find((item) => item.code === 'divorce-agreement')!.title.en);
  const setting = (await t.request({ method: 'GET', url: '/api/v1/setting' })).json().setting;
  expect(setting.offices.map((office: { code: string }) => office.code)).toEqual(
    seedContent.setting.offices.map((office) => office.code),
  );
  expect((await t.request({ method: 'GET', url: '/api/v1/terms/privacy' })).statusCode).toBe(200);
  const oldest = [...seedContent.successCases].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0]!;
  const stored = cases.boards.find((board: { subject: string }) => board.subject === oldest.subject.ko);
  expect(stored.createdAt).toBe(new Date(oldest.createdAt).toISOString());
  const search = (
    await t.request({ method: 'GET', url: `/api/v1/search?searchKeyword=${encodeURIComponent('재산분할')}` })
  ).json();
  expect(search.results.length).toBeGreaterThan(0);
});

test("the seed's pictures are stored as uploads and served with their sniffed type", async () => {
  const lawyer = (await t.request({ method: 'GET', url: '/api/v1/lawyers?limit=1' })).json().lawyers[0];
  expect(lawyer.image).toMatch(/^\/uploads\/[0-9a-f]{32}\.(webp|png|jpg)$/);
  const picture = await t.request({ method: 'GET', url: lawyer.image });
  expect(picture.statusCode).toBe(200);
  expect(picture.headers['content-type']).toMatch(/^image\//);
  const seeded = seedContent.lawyers.find((item) => item.key === lawyer.key)!;
  const metadata = await sharp(picture.rawPayload).metadata();
  expect([metadata.width, metadata.height]).toEqual([seeded.image.width, seeded.image.height]);
  const setting = (await t.request({ method: 'GET', url: '/api/v1/setting' })).json().setting;
  for (const office of setting.offices)
    if (office.image) expect((await t.request({ method: 'GET', url: office.image })).statusCode).toBe(200);
  const stored = await readdir(path.join(t.dataDir, 'uploads'));
  const images = new Set(
    [
      ...seedContent.lawyers.map((item) => item.image),
      ...seedContent.setting.offices.map((item) => item.image),
      ...[...seedContent.media, ...seedContent.successCases, ...seedContent.notices].map((item) => item.thumb),
      ...seedContent.popups.map((item) => item.image),
    ]
      .filter((image) => image !== null)
      .map((image) => image.name),
  );
  expect(stored.length).toBe(images.size);
});

test('a second start changes nothing', async () => {
  const before = await Promise.all([countOf(boards), countOf(lawyers), countOf(levels), countOf(users)]);
  const files = await readdir(path.join(t.dataDir, 'uploads'));
  const { log } = recordingLogger();
  const result = await bootstrap({
    db: t.database.db,
    storage: t.app.storage,
    log,
    admin: { username: 'admin', password: 'another-password-1' },
    content: seedContent,
  });
  expect(result).toEqual({ seeded: false, adminCreated: false });
  expect(await Promise.all([countOf(boards), countOf(lawyers), countOf(levels), countOf(users)])).toEqual(before);
  expect(await readdir(path.join(t.dataDir, 'uploads'))).toEqual(files);
  await t.login();
});

test('no seed on a database that already has content; a generated administrator password is logged once', async () => {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'taesung-seed-'));
  try {
    await database.handle.migrate(async () => undefined);
    await database.handle.db.insert(boards).values({
      id: 'existing',
      code: 'notice',
      subject: { ko: '기존 글', en: '' },
      subTitle: { ko: '', en: '' },
      content: { ko: '', en: '' },
    });
    const storage = createStorage({
      store: localStore(path.join(dataDir, 'uploads')),
      cacheDir: path.join(dataDir, 'cache'),
    });
    const { log, lines } = recordingLogger();
    const result = await bootstrap({ db: database.handle.db, storage, log, admin: {}, content: seedContent });
    expect(result).toEqual({ seeded: false, adminCreated: true });
    expect((await database.handle.db.select({ value: count() }).from(lawyers))[0]!.value).toBe(0);
    const notice = lines.find((line) => line.msg.includes('password'));
    expect(notice?.level).toBe(40);
    const password = /password (\S+) /.exec(notice!.msg)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(20);
    const again = await bootstrap({ db: database.handle.db, storage, log, admin: {}, content: seedContent });
    expect(again.adminCreated).toBe(false);
    expect(lines.filter((line) => line.msg.includes('password'))).toHaveLength(1);
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}, 60_000);

test('an administrator is restored even when staff took the console away from every level', async () => {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'taesung-seed-'));
  try {
    await database.handle.migrate(async () => undefined);
    const storage = createStorage({
      store: localStore(path.join(dataDir, 'uploads')),
      cacheDir: path.join(dataDir, 'cache'),
    });
    const { log } = recordingLogger();
    await bootstrap({ db: database.handle.db, storage, log, admin, content: null });
    await database.handle.db.update(levels).set({ scope: [] });
    const result = await bootstrap({ db: database.handle.db, storage, log, admin, content: null });
    expect(result.adminCreated).toBe(true);
    const rows = await database.handle.db.select().from(levels).orderBy(levels.id);
    expect(rows.map((row) => [row.name, row.scope])).toEqual([
      [
        '최고관리자',
        [
          'console',
          'console:posts',
          'console:requests',
          'console:center',
          'console:staff',
          'console:settings',
          'console:records',
        ],
      ],
      ['관리자', []],
    ]);
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}, 60_000);

test('a failing seed leaves nothing behind: no rows, no pictures', async () => {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'taesung-seed-'));
  try {
    await database.handle.migrate(async () => undefined);
    const storage = createStorage({
      store: localStore(path.join(dataDir, 'uploads')),
      cacheDir: path.join(dataDir, 'cache'),
    });
    const broken = {
      ...seedContent,
      lawyers: [seedContent.lawyers[0]!, { ...seedContent.lawyers[1]!, key: seedContent.lawyers[0]!.key }],
    };
    const { log } = recordingLogger();
    await expect(bootstrap({ db: database.handle.db, storage, log, admin: admin, content: broken })).rejects.toThrow();
    for (const table of [levels, users, settings, lawyers, boards, practices]) {
      expect((await database.handle.db.select({ value: count() }).from(table))[0]!.value).toBe(0);
    }
    expect(await readdir(path.join(dataDir, 'uploads')).catch(() => [])).toEqual([]);
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}, 60_000);
