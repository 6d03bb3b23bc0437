import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { consoleScopes } from '@taesung/shared/schemas';
import { loadConfig } from '../../config/env.ts';
import { accessRecords } from '../../db/schema.ts';
import type { ChangeNotice } from '../../plugins/change-feed.ts';
import { createRemoteDirectory } from '../../plugins/site/remote-directory.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../../test-support/app.ts';
import { logIn, staffAccount } from '../../test-support/staff.ts';

/**
 * Moving a remote while the site runs: the route's rights and checks, the stored map, the change feed, and the
 * rendered pages and their Content-Security-Policy, against a small site whose "shell" writes the remotes map it is
 * given into the page, and builds of remotes served by a static server in the test.
 */
let root: string;
let builds: Server;
let buildsOrigin: string;
let t: TestApp;
let adminToken: string;
const heard: ChangeNotice[] = [];

const shellServer = `
module.exports = {
  render: async (request) => {
    globalThis.__remotesTestRenders = (globalThis.__remotesTestRenders ?? 0) + 1;
    const home = request.remotes.home;
    return { status: 200, locale: 'ko', html: '<main><h1>홈</h1><p id="home-entry">' + home.entry + ' ' + home.ssrEntry + '</p></main>', head: null, state: {}, remote: 'home' };
  },
};
`;

const manifestOf = (name: string) =>
  JSON.stringify({ name, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] });

async function write(file: string, content: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** A shell and a home remote on disk, and two builds elsewhere: `home-v2/` and `practice-v2/` (what the static server serves). */
async function writeSite(base: string) {
  await write(path.join(base, 'shell/dist/server/package.json'), '{ "type": "commonjs" }\n');
  await write(path.join(base, 'shell/dist/server/main.js'), shellServer);
  await write(path.join(base, 'shell/dist/assets.json'), JSON.stringify({ js: [], css: [], preload: [] }));
  await write(path.join(base, 'remotes/home/dist/mf-manifest.json'), manifestOf('home'));
  for (const name of ['home', 'practice']) {
    await write(path.join(base, `builds/${name}-v2/remoteEntry.js`), `var ${name} = {};`);
    await write(path.join(base, `builds/${name}-v2/server/remoteEntry.js`), 'module.exports = {};');
    await write(path.join(base, `builds/${name}-v2/mf-manifest.json`), manifestOf(name));
  }
  // A folder with only the browser build: the server cannot render with it.
  await write(path.join(base, 'builds/home-browser-only/remoteEntry.js'), 'var home = {};');
  await write(path.join(base, 'builds/home-browser-only/mf-manifest.json'), manifestOf('home'));
}

function serveBuilds(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const file = path.join(dir, new URL(request.url ?? '/', 'http://builds').pathname);
    readFile(file).then(
      (body) => response.writeHead(200, { 'access-control-allow-origin': '*' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** `npm run deploy-remote -w api -- …` as the server's operator runs it, with `env` for its configuration. */
function deployRemote(args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  const script = path.resolve(import.meta.dirname, '../../../scripts/deploy-remote.ts');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

const put = (name: string, url: string | null, token = adminToken) =>
  t.request({ method: 'PUT', url: `/api/console/remotes/${name}`, token, payload: { url } });
const addresses = async () =>
  (await t.request({ method: 'GET', url: '/api/console/remotes', token: adminToken })).json().remotes;
const renders = () => (globalThis as { __remotesTestRenders?: number }).__remotesTestRenders ?? 0;
const homeEntryOf = (body: string) => /<p id="home-entry">([^<]*)<\/p>/.exec(body)?.[1];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'taesung-remotes-test-'));
  await writeSite(root);
  builds = await serveBuilds(path.join(root, 'builds'));
  buildsOrigin = `http://127.0.0.1:${(builds.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: { SITE_ROOT: root, PUBLIC_URL: 'https://law.example', REMOTE_ALLOWED_ORIGINS: `${buildsOrigin}/` },
    appOptions: { site: true },
  });
  adminToken = (await t.login()).accessToken;
  t.app.changes.subscribe((topic) => heard.push(topic));
}, 60_000);

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => builds?.close(resolve));
  if (root) await rm(root, { recursive: true, force: true });
});

test('every remote starts on this server', async () => {
  const remotes = await addresses();
  expect(remotes.home).toEqual({ url: '/remotes/home/', source: 'local' });
  expect(remotes['console-boards']).toEqual({ url: '/remotes/console-boards/', source: 'local' });
});

test('moving a remote needs an administrator holding every right; reading the map needs the settings module', async () => {
  const settingsOnly = await staffAccount(t, adminToken, {
    username: 'remotes.settings',
    scope: [consoleScopes.settings],
  });
  const settingsToken = (await logIn(t, 'remotes.settings', settingsOnly.password)).accessToken;
  const postsOnly = await staffAccount(t, adminToken, { username: 'remotes.posts', scope: [consoleScopes.posts] });
  const postsToken = (await logIn(t, 'remotes.posts', postsOnly.password)).accessToken;

  const refused = await put('home', `${buildsOrigin}/home-v2/`, settingsToken);
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({
    code: 'REMOTES_ADMIN_ONLY',
    message: '화면 묶음의 주소는 모든 권한을 가진 관리자만 바꿀 수 있습니다.',
  });
  expect((await t.request({ method: 'GET', url: '/api/console/remotes', token: settingsToken })).statusCode).toBe(200);
  expect((await put('home', `${buildsOrigin}/home-v2/`, postsToken)).json().code).toBe('FORBIDDEN');
  expect((await t.request({ method: 'GET', url: '/api/console/remotes', token: postsToken })).statusCode).toBe(403);
  expect(
    (await t.request({ method: 'PUT', url: '/api/console/remotes/home', payload: { url: null } })).statusCode,
  ).toBe(401);
  expect((await addresses()).home.source).toBe('local');
});

test("an address is checked before it is kept: a URL, the remote's files answering there, and this very remote", async () => {
  for (const url of [
    'not an address',
    'ftp://127.0.0.1/home/',
    `http://user:secret@127.0.0.1/home/`,
    `${buildsOrigin}/home-v2/?v=2`,
  ]) {
    const response = await put('home', url);
    expect({ url, status: response.statusCode, code: response.json().code }).toEqual({
      url,
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  }
  expect((await put('nowhere', `${buildsOrigin}/home-v2/`)).statusCode).toBe(400);
  expect(
    (await t.request({ method: 'PUT', url: '/api/console/remotes/home', token: adminToken, payload: {} })).statusCode,
  ).toBe(400);

  const missing = await put('home', `${buildsOrigin}/nothing-here/`);
  expect(missing.statusCode).toBe(400);
  expect(missing.json().code).toBe('REMOTE_NOT_FOUND');
  expect(missing.json().message).toContain('remoteEntry.js');

  const browserOnly = await t.request({
    method: 'PUT',
    url: '/api/console/remotes/home',
    token: adminToken,
    payload: { url: `${buildsOrigin}/home-browser-only/` },
    headers: { 'accept-language': 'en' },
  });
  expect(browserOnly.json()).toEqual({
    code: 'REMOTE_NOT_FOUND',
    message: expect.stringContaining('server/remoteEntry.js of home could not be read at this address (404)'),
  });

  const another = await put('home', `${buildsOrigin}/practice-v2/`);
  expect(another.json()).toEqual({
    code: 'REMOTE_MISMATCH',
    message: '이 주소의 빌드는 practice이며 home이(가) 아닙니다.',
  });
  expect((await addresses()).home.source).toBe('local');
});

test('a moved remote is in the next page, its map and its policy, on the change feed and in the access records; null moves it back', async () => {
  const before = await t.request({ method: 'GET', url: '/' });
  expect(homeEntryOf(before.body)).toBe(
    '/remotes/home/remoteEntry.js http://taesung.local/remotes/home/server/remoteEntry.js',
  );
  expect(before.headers['content-security-policy']).not.toContain(buildsOrigin);
  const rendered = renders();
  expect((await t.request({ method: 'GET', url: '/' })).body).toBe(before.body);
  expect(renders()).toBe(rendered);

  heard.length = 0;
  const moved = await put('home', `${buildsOrigin}/home-v2`);
  expect(moved.statusCode).toBe(200);
  expect(moved.json().remotes.home).toEqual({ url: `${buildsOrigin}/home-v2/`, source: 'override' });
  expect(moved.json().remotes.practice).toEqual({ url: '/remotes/practice/', source: 'local' });
  expect(heard).toContain('remotes');

  const after = await t.request({ method: 'GET', url: '/' });
  expect(renders()).toBe(rendered + 1);
  expect(homeEntryOf(after.body)).toBe(
    `${buildsOrigin}/home-v2/remoteEntry.js ${buildsOrigin}/home-v2/server/remoteEntry.js`,
  );
  expect(after.headers['content-security-policy']).toMatch(
    new RegExp(`script-src 'self' ${buildsOrigin.replace(/\./g, '\\.')} `),
  );
  const map = (await t.request({ method: 'GET', url: '/remotes.json' })).json();
  expect(map.home.entry).toBe(`${buildsOrigin}/home-v2/remoteEntry.js`);
  expect(map.practice.entry).toBe('/remotes/practice/remoteEntry.js');

  const [record] = await t.database.db
    .select()
    .from(accessRecords)
    .where(eq(accessRecords.action, 'update'))
    .orderBy(desc(accessRecords.id))
    .limit(1);
  expect(record).toMatchObject({ accountUsername: 'admin', detail: `remote home: ${buildsOrigin}/home-v2/` });

  const back = await put('home', null);
  expect(back.json().remotes.home).toEqual({ url: '/remotes/home/', source: 'local' });
  const restored = await t.request({ method: 'GET', url: '/' });
  expect(homeEntryOf(restored.body)).toBe(
    '/remotes/home/remoteEntry.js http://taesung.local/remotes/home/server/remoteEntry.js',
  );
  expect(restored.headers['content-security-policy']).not.toContain(buildsOrigin);
});

test('REMOTE_ALLOWED_ORIGINS bounds where remotes may be moved to, as URL prefixes', async () => {
  const bounded = await createTestApp({
    env: { SITE_ROOT: root, REMOTE_ALLOWED_ORIGINS: `https://static.law.example, ${buildsOrigin}/home-v2` },
    appOptions: { site: true },
  });
  try {
    const token = (await bounded.login()).accessToken;
    const elsewhere = await bounded.request({
      method: 'PUT',
      url: '/api/console/remotes/home',
      token,
      payload: { url: 'https://cdn.elsewhere.example/home/' },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().code).toBe('REMOTE_LOCATION_NOT_ALLOWED');
    expect(elsewhere.json().message).toContain('https://cdn.elsewhere.example/home/');
    const sameOrigin = await bounded.request({
      method: 'PUT',
      url: '/api/console/remotes/practice',
      token,
      payload: { url: `${buildsOrigin}/practice-v2/` },
    });
    expect(sameOrigin.json().code).toBe('REMOTE_LOCATION_NOT_ALLOWED');
    const allowed = await bounded.request({
      method: 'PUT',
      url: '/api/console/remotes/home',
      token,
      payload: { url: `${buildsOrigin}/home-v2/` },
    });
    expect(allowed.json().remotes.home.source).toBe('override');
  } finally {
    await bounded.close();
  }
  expect(() => loadConfig({ REMOTE_ALLOWED_ORIGINS: 'static.law.example' })).toThrow(
    'REMOTE_ALLOWED_ORIGINS: static.law.example is not an http(s) address',
  );
}, 60_000);

test('two remotes moved at once both stay moved', async () => {
  const [home, practice] = await Promise.all([
    put('home', `${buildsOrigin}/home-v2/`),
    put('practice', `${buildsOrigin}/practice-v2/`),
  ]);
  expect([home.statusCode, practice.statusCode]).toEqual([200, 200]);
  const remotes = await addresses();
  expect([remotes.home.source, remotes.practice.source]).toEqual(['override', 'override']);
  await Promise.all([put('home', null), put('practice', null)]);
  expect(Object.values(await addresses()).every((address) => (address as { source: string }).source === 'local')).toBe(
    true,
  );
});

test('REMOTE_<NAME>_SERVER_URL: the server reads a remote from its own address, the browser from the public one', async () => {
  const config = loadConfig({
    DATA_DIR: root,
    SITE_ROOT: root,
    REMOTE_HOME_URL: 'https://cdn.law.example/home',
    REMOTE_HOME_SERVER_URL: `${buildsOrigin}/home-v2`,
  });
  const directory = createRemoteDirectory(config);
  const { home } = await directory.map();
  expect(home).toEqual({
    entry: 'https://cdn.law.example/home/remoteEntry.js',
    ssrEntry: `${buildsOrigin}/home-v2/server/remoteEntry.js`,
    version: expect.stringMatching(/^[0-9a-f]{12}$/),
  });
  expect((await directory.manifest('home'))?.publicBase).toBe('https://cdn.law.example/home/');
  expect(await directory.origins()).toEqual(['https://cdn.law.example']);
  expect(() => loadConfig({ REMOTE_HOME_SERVER_URL: 'remote-home/' })).toThrow(
    'REMOTE_HOME_SERVER_URL: an http(s) address is required',
  );
});

test('while the stored addresses cannot be read, the last ones read are used and the database is asked again only seconds later', async () => {
  let reads = 0;
  let answer: () => Promise<Record<string, string>> = async () => ({ home: `${buildsOrigin}/home-v2/` });
  const directory = createRemoteDirectory(
    loadConfig({ DATA_DIR: root, SITE_ROOT: root, REMOTE_ALLOWED_ORIGINS: buildsOrigin }),
    () => {
      reads += 1;
      return answer();
    },
  );
  expect((await directory.map()).home.entry).toBe(`${buildsOrigin}/home-v2/remoteEntry.js`);
  answer = () => Promise.reject(new Error('the database is down'));
  directory.forget();
  expect((await directory.map()).home.entry).toBe(`${buildsOrigin}/home-v2/remoteEntry.js`);
  expect(await directory.origins()).toEqual([buildsOrigin]);
  expect(reads).toBe(2);
});

test('the command refuses to open the embedded database while a server answers on its port, and checks the address first', async () => {
  const running = createServer((_request, response) => response.end('{"status":"ok"}'));
  await new Promise<void>((resolve) => running.listen(0, '127.0.0.1', resolve));
  try {
    const env = {
      DATA_DIR: path.join(root, 'data'),
      PORT: String((running.address() as AddressInfo).port),
      REMOTE_ALLOWED_ORIGINS: buildsOrigin,
    };
    const refused = await deployRemote(['home', `${buildsOrigin}/home-v2/`], env);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('holds the embedded database');
    const wrong = await deployRemote(['home', `${buildsOrigin}/practice-v2/`], env);
    expect(wrong).toEqual({
      code: 1,
      output: expect.stringContaining(`the build at ${buildsOrigin}/practice-v2/ is practice, not home`),
    });
    expect((await deployRemote(['nowhere', '--local'], env)).code).toBe(2);
  } finally {
    await new Promise((resolve) => running.close(resolve));
  }
}, 60_000);

/** The home remote's entry in `app`'s next pages, once it starts with `prefix` or a second has passed. */
async function homeEntryWithin(app: TestApp, prefix: string): Promise<string | undefined> {
  const deadline = Date.now() + 1000;
  let entry: string | undefined;
  do {
    entry = homeEntryOf((await app.request({ method: 'GET', url: '/' })).body);
    if (entry?.startsWith(prefix)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  } while (Date.now() < deadline);
  return entry;
}

(process.env.API_TEST_DATABASE === 'postgres' ? test : test.skip)(
  'another server on the same PostgreSQL renders with the moved remote within a second',
  async () => {
    const database = await openTestDatabase();
    const first = await createTestApp({
      database,
      env: { SITE_ROOT: root, REMOTE_ALLOWED_ORIGINS: buildsOrigin },
      appOptions: { site: true },
    });
    const second = await createTestApp({
      database,
      env: { SITE_ROOT: root, REMOTE_ALLOWED_ORIGINS: buildsOrigin },
      appOptions: { site: true },
    });
    try {
      const token = (await first.login()).accessToken;
      expect(homeEntryOf((await second.request({ method: 'GET', url: '/' })).body)).toMatch(/^\/remotes\/home\//);
      const moved = await first.request({
        method: 'PUT',
        url: '/api/console/remotes/home',
        token,
        payload: { url: `${buildsOrigin}/home-v2/` },
      });
      expect(moved.statusCode).toBe(200);
      expect(await homeEntryWithin(second, buildsOrigin)).toBe(
        `${buildsOrigin}/home-v2/remoteEntry.js ${buildsOrigin}/home-v2/server/remoteEntry.js`,
      );

      // The command on the server's shell: stored, announced on the feed's channel, heard by both servers.
      const local = await deployRemote(['home', '--local'], {
        DATABASE_URL: database.url!,
        DATA_DIR: path.join(root, 'data'),
        REMOTE_ALLOWED_ORIGINS: buildsOrigin,
      });
      expect(local).toEqual({ code: 0, output: expect.stringMatching(/^home +\/remotes\/home\/ \(local\)$/m) });
      for (const app of [first, second])
        expect(await homeEntryWithin(app, '/remotes/home/')).toMatch(/^\/remotes\/home\/remoteEntry\.js /);
    } finally {
      await second.close();
      await first.close();
      await database.drop();
    }
  },
);
