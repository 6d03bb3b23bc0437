import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPostgres } from '../db/index.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../test-support/app.ts';
import { boardInput } from '../test-support/fixtures.ts';
import type { ChangeNotice } from './change-feed.ts';

/**
 * Every replica hears every change: a console write through one server drops the kept pages and API reads of every
 * other server on the same PostgreSQL as soon as that server hears of it. The shell is a stand-in that renders the
 * success cases' subjects from the public API, as the real home page does.
 */
const shellServer = `
module.exports = Promise.resolve({
  render: async (request) => {
    const response = await request.adapter({ url: '/api/v1/boards?code=reference', method: 'get', headers: { 'accept-language': 'ko' } });
    const { boards } = JSON.parse(response.data);
    return {
      status: 200,
      locale: 'ko',
      html: '<ul id="cases">' + boards.map((board) => '<li>' + board.subject + '</li>').join('') + '</ul>',
      head: { title: 'Home', description: 'The home page.' },
      state: {},
      remote: null,
      chunk: null,
    };
  },
});
`;

const onPostgres = process.env.API_TEST_DATABASE === 'postgres';

async function standInSite() {
  const root = await mkdtemp(path.join(tmpdir(), 'taesung-change-feed-'));
  const shell = path.join(root, 'shell/dist');
  await mkdir(path.join(shell, 'server'), { recursive: true });
  await writeFile(path.join(shell, 'server/package.json'), '{ "type": "commonjs" }\n');
  await writeFile(path.join(shell, 'server/main.js'), shellServer);
  await writeFile(path.join(shell, 'assets.json'), JSON.stringify({ js: [], css: [], preload: [] }));
  return root;
}

const cases = (html: string) =>
  [...(/<ul id="cases">(.*?)<\/ul>/.exec(html)?.[1] ?? '').matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1]);

/**
 * Settles once `t` hears of a change of content made through another server. Its other subscribers (the kept pages,
 * the read cache) are told in the same turn, so they have dropped what they keep by then.
 */
function heardFromAnother(t: TestApp): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error('the change was never heard'));
    }, 15_000);
    const stop = t.app.changes.subscribe((topic) => {
      if (topic !== 'content') return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

test('a subscriber hears what this server publishes, and stops hearing once it unsubscribes', async () => {
  const t = await createTestApp();
  try {
    const heard: ChangeNotice[] = [];
    const stop = t.app.changes.subscribe((topic) => heard.push(topic));
    await t.app.changes.publish('content');
    await t.app.changes.publish('remotes');
    stop();
    await t.app.changes.publish('content');
    expect(heard.filter((topic) => topic !== 'all')).toEqual(['content', 'remotes']);
  } finally {
    await t.close();
  }
});

(onPostgres ? describe : describe.skip)('two servers on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let root: string;
  let one: TestApp;
  let other: TestApp;
  let token: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    root = await standInSite();
    const env = { SITE_ROOT: root, PUBLIC_URL: 'https://law.example' };
    one = await createTestApp({ database, env, appOptions: { site: true } });
    // The other server has its own connections, as another process would.
    const otherHandle = openPostgres(database.url!, { max: 4 });
    other = await createTestApp({
      database: { handle: otherHandle, url: database.url, drop: () => otherHandle.close() },
      env,
      appOptions: { site: true },
    });
    token = (await one.login()).accessToken;
  }, 60_000);

  afterAll(async () => {
    await other?.close();
    await other?.database.close();
    await one?.close();
    await database?.drop();
    await rm(root, { recursive: true, force: true });
  });

  const subjects = async (t: TestApp) =>
    (await t.request({ method: 'GET', url: '/api/v1/boards?code=reference' }))
      .json<{ boards: { subject: string }[] }>()
      .boards.map((board) => board.subject);
  const page = async (t: TestApp) => cases((await t.request({ method: 'GET', url: '/' })).body);

  test('a write through one shows in the other\u2019s pages and API reads as soon as the other hears of it', async () => {
    // Both servers keep the home page and the list.
    for (const t of [one, other]) {
      expect(await page(t)).toEqual([]);
      expect(await subjects(t)).toEqual([]);
    }
    const otherHears = heardFromAnother(other);
    const created = await one.request({
      method: 'POST',
      url: '/api/console/boards',
      token,
      payload: boardInput({ subject: { ko: '다른 서버의 사례', en: 'Case' } }),
    });
    expect(created.statusCode).toBe(201);
    // The writing server has dropped its own before answering.
    expect(await page(one)).toEqual(['다른 서버의 사례']);
    expect(await subjects(one)).toEqual(['다른 서버의 사례']);
    await otherHears;
    expect(await subjects(other)).toEqual(['다른 서버의 사례']);
    expect(await page(other)).toEqual(['다른 서버의 사례']);

    // And the other way round, for a deletion.
    const id = created.json().board._id as string;
    const otherToken = (await other.login()).accessToken;
    const oneHears = heardFromAnother(one);
    expect(
      (await other.request({ method: 'DELETE', url: `/api/console/boards/${id}`, token: otherToken })).statusCode,
    ).toBeLessThan(300);
    await oneHears;
    expect(await page(one)).toEqual([]);
    expect(await subjects(one)).toEqual([]);
  });
});
