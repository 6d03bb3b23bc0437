import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { desc, eq } from 'drizzle-orm';
import { loadConfig } from '../../config/env.ts';
import { accessRecords } from '../../db/schema.ts';
import {
  createRemoteDirectory,
  remoteLocationAllowed,
  setRemoteOverride,
} from '../../plugins/site/remote-directory.ts';
import { createTestApp, type TestApp } from '../../test-support/app.ts';

/**
 * The attack: an account holding every console scope points the home remote at a server of its own, whose Node
 * build writes a file (with the API's pid) when the server evaluates it on the next page render. The site's "shell"
 * here loads the Node entry of the map it is given as the shell's Node build does, and follows redirects, so the
 * only thing between the attacker and the API process is where the API lets a remote be loaded from.
 */
let root: string;
let marker: string;
let listedMarker: string;
let attacker: Server;
let listed: Server;
let attackerOrigin: string;
let listedOrigin: string;
const attackerRequests: string[] = [];
let open: TestApp;
let bounded: TestApp;

const shellServer = `
const vm = require('node:vm');
module.exports = {
  render: async (request) => {
    const entry = request.remotes.home.ssrEntry;
    let loaded = 'local';
    if (!entry.startsWith('http://taesung.local/')) {
      const code = await (await fetch(entry)).text();
      const module = { exports: {} };
      vm.runInThisContext('(function (exports, module, require) {' + code + '\\n})')(module.exports, module, require);
      loaded = entry;
    }
    return { status: 200, locale: 'ko', html: '<main><p id="home-entry">' + loaded + '</p></main>', head: null, state: {}, remote: 'home' };
  },
};
`;

const manifest = JSON.stringify({
  name: 'home',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [],
});

async function write(file: string, content: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** A build of the home remote whose Node entry runs `serverCode` when evaluated. */
async function writeHomeBuild(dir: string, serverCode: string) {
  await write(path.join(dir, 'remoteEntry.js'), 'var home = {};');
  await write(path.join(dir, 'mf-manifest.json'), manifest);
  await write(path.join(dir, 'server/remoteEntry.js'), `${serverCode}\nmodule.exports = { home: {} };`);
}

/** Serves `dir`'s files as a host that decodes the path and resolves `..` would; `special` answers some paths itself. */
function serve(
  dir: string,
  seen: string[],
  special: (url: string, response: ServerResponse) => boolean = () => false,
): Promise<Server> {
  const server = createServer((request, response) => {
    seen.push(request.url ?? '/');
    if (special(request.url ?? '/', response)) return;
    const file = path.join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname));
    readFile(file).then(
      (body) => response.writeHead(200).end(body),
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const put = (app: TestApp, token: string, url: string | null, language = 'ko') =>
  app.request({
    method: 'PUT',
    url: '/api/console/remotes/home',
    token,
    payload: { url },
    headers: { 'accept-language': language },
  });
const homeEntry = async (app: TestApp, query: string) =>
  /<p id="home-entry">([^<]*)<\/p>/.exec((await app.request({ method: 'GET', url: `/?${query}` })).body)?.[1];
const lastRefusal = async (app: TestApp) =>
  (
    await app.database.db
      .select()
      .from(accessRecords)
      .where(eq(accessRecords.action, 'refused'))
      .orderBy(desc(accessRecords.id))
      .limit(1)
  )[0];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'taesung-remote-locations-'));
  marker = path.join(root, 'attacker-ran');
  listedMarker = path.join(root, 'listed-build-ran');
  const evil = `require('fs').writeFileSync(${JSON.stringify(marker)}, String(process.pid));`;
  await write(path.join(root, 'shell/dist/server/package.json'), '{ "type": "commonjs" }\n');
  await write(path.join(root, 'shell/dist/server/main.js'), shellServer);
  await write(path.join(root, 'shell/dist/assets.json'), JSON.stringify({ js: [], css: [], preload: [] }));
  await write(path.join(root, 'remotes/home/dist/mf-manifest.json'), manifest);
  await writeHomeBuild(path.join(root, 'attacker/home'), evil);
  await writeHomeBuild(
    path.join(root, 'listed/ok/home-v2'),
    `require('fs').writeFileSync(${JSON.stringify(listedMarker)}, 'v2');`,
  );
  await writeHomeBuild(
    path.join(root, 'listed/ok/home-v1'),
    `require('fs').writeFileSync(${JSON.stringify(listedMarker)}, 'v1');`,
  );
  await writeHomeBuild(path.join(root, 'listed/ok-evil/home'), evil);
  await writeHomeBuild(path.join(root, 'listed/evil/home'), evil);

  attacker = await serve(path.join(root, 'attacker'), attackerRequests);
  attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  // Under the listed prefix, `/ok/moved/` sends every file on to the attacker's server.
  listed = await serve(path.join(root, 'listed'), [], (url, response) => {
    if (!url.startsWith('/ok/moved/')) return false;
    response.writeHead(302, { location: `${attackerOrigin}/home/${url.slice('/ok/moved/'.length)}` }).end();
    return true;
  });
  listedOrigin = `http://127.0.0.1:${(listed.address() as AddressInfo).port}`;

  open = await createTestApp({ env: { SITE_ROOT: root }, appOptions: { site: true } });
  bounded = await createTestApp({
    env: { SITE_ROOT: root, REMOTE_ALLOWED_ORIGINS: `${listedOrigin}/ok/` },
    appOptions: { site: true },
  });
}, 60_000);

afterAll(async () => {
  await open?.close();
  await bounded?.close();
  for (const server of [attacker, listed]) await new Promise((resolve) => server?.close(resolve));
  if (root) await rm(root, { recursive: true, force: true });
});

test('with REMOTE_ALLOWED_ORIGINS unset, an administrator cannot point a remote at a server of its own, and its code never runs', async () => {
  const token = (await open.login()).accessToken;
  const refused = await put(open, token, `${attackerOrigin}/home/`);
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({
    code: 'REMOTE_LOCATION_NOT_ALLOWED',
    message: expect.stringContaining(`${attackerOrigin}/home/은(는) 서버 운영자가 등록한 화면 묶음의 위치가 아닙니다.`),
  });
  const english = await put(open, token, `${attackerOrigin}/home/`, 'en');
  expect(english.json().message).toContain(
    `${attackerOrigin}/home/ is not a location the server's operator has listed for remotes.`,
  );
  expect(await lastRefusal(open)).toMatchObject({
    accountUsername: 'admin',
    detail: `remote home: ${attackerOrigin}/home/ is not a listed location`,
  });

  const remotes = (await open.request({ method: 'GET', url: '/api/console/remotes', token })).json().remotes;
  expect(remotes.home).toEqual({ url: '/remotes/home/', source: 'local' });
  expect(await homeEntry(open, 'after-refusal')).toBe('local');
  expect((await open.request({ method: 'GET', url: '/remotes.json' })).json().home.ssrEntry).toBe(
    'http://taesung.local/remotes/home/server/remoteEntry.js',
  );
  expect(existsSync(marker)).toBe(false);
  expect(attackerRequests).toEqual([]);
});

test('an address stored before the locations were listed is not loaded: the remote stays on its configured address', async () => {
  await setRemoteOverride(open.database.db, 'home', `${attackerOrigin}/home/`);
  await open.app.changes.publish('remotes');
  expect(await homeEntry(open, 'stored')).toBe('local');
  const token = (await open.login()).accessToken;
  expect((await open.request({ method: 'GET', url: '/api/console/remotes', token })).json().remotes.home.source).toBe(
    'local',
  );
  expect(existsSync(marker)).toBe(false);
  expect(attackerRequests).toEqual([]);
  await setRemoteOverride(open.database.db, 'home', null);

  const warn = jest.fn();
  const directory = createRemoteDirectory(
    loadConfig({ DATA_DIR: root, SITE_ROOT: root }),
    async () => ({ home: `${attackerOrigin}/home/` }),
    { warn } as never,
  );
  expect((await directory.map()).home.ssrEntry).toBe('http://taesung.local/remotes/home/server/remoteEntry.js');
  directory.forget();
  await directory.map();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledWith(
    { remote: 'home', url: `${attackerOrigin}/home/` },
    expect.stringContaining('not a listed location'),
  );
});

test('a listed location that redirects to another server is refused, and nothing of that server runs', async () => {
  const token = (await bounded.login()).accessToken;
  const redirected = await put(bounded, token, `${listedOrigin}/ok/moved/`, 'en');
  expect(redirected.statusCode).toBe(400);
  expect(redirected.json()).toEqual({
    code: 'REMOTE_REDIRECTED',
    message: `remoteEntry.js at this address answered with a redirect to ${attackerOrigin}/home/remoteEntry.js. Remotes are read only from the listed location itself; redirects are not followed.`,
  });
  expect(await lastRefusal(bounded)).toMatchObject({
    detail: `remote home: ${listedOrigin}/ok/moved/remoteEntry.js redirects to ${attackerOrigin}/home/remoteEntry.js`,
  });
  expect(
    (await bounded.request({ method: 'GET', url: '/api/console/remotes', token })).json().remotes.home.source,
  ).toBe('local');
  expect(await homeEntry(bounded, 'after-redirect')).toBe('local');
  expect(existsSync(marker)).toBe(false);
  expect(attackerRequests).toEqual([]);
});

test('a remote moves between listed locations (a rollback), and its build there is the one that runs', async () => {
  const token = (await bounded.login()).accessToken;
  expect((await put(bounded, token, `${listedOrigin}/ok/home-v2/`)).json().remotes.home).toEqual({
    url: `${listedOrigin}/ok/home-v2/`,
    source: 'override',
  });
  expect(await homeEntry(bounded, 'v2')).toBe(`${listedOrigin}/ok/home-v2/server/remoteEntry.js`);
  expect(await readFile(listedMarker, 'utf8')).toBe('v2');
  expect((await put(bounded, token, `${listedOrigin}/ok/home-v1/`)).statusCode).toBe(200);
  expect(await homeEntry(bounded, 'v1')).toBe(`${listedOrigin}/ok/home-v1/server/remoteEntry.js`);
  expect(await readFile(listedMarker, 'utf8')).toBe('v1');
  expect((await put(bounded, token, null)).json().remotes.home).toEqual({ url: '/remotes/home/', source: 'local' });
  expect(await homeEntry(bounded, 'back')).toBe('local');
});

test('a listed prefix admits nothing beside it: a longer folder name, a `..` out of it, or an encoded separator', async () => {
  const token = (await bounded.login()).accessToken;
  for (const url of [
    `${listedOrigin}/ok-evil/home/`,
    `${listedOrigin}/ok/../evil/home/`,
    `${listedOrigin}/ok/%2e%2e/evil/home/`,
    `${listedOrigin}/ok/..%2fevil/home/`,
    `${listedOrigin}/ok/..%5Cevil/home/`,
  ]) {
    const response = await put(bounded, token, url);
    expect({ url, status: response.statusCode, code: response.json().code }).toEqual({
      url,
      status: 403,
      code: 'REMOTE_LOCATION_NOT_ALLOWED',
    });
  }
  expect(
    (await bounded.request({ method: 'GET', url: '/api/console/remotes', token })).json().remotes.home.source,
  ).toBe('local');
  expect(await homeEntry(bounded, 'after-tricks')).toBe('local');
  expect(existsSync(marker)).toBe(false);

  const config = loadConfig({
    REMOTE_ALLOWED_ORIGINS: 'https://CDN.example, https://static.example:443/taesung',
    REMOTE_HOME_URL: 'https://public.example/remotes/home/',
    REMOTE_HOME_SERVER_URL: 'http://remote-home/',
  });
  const allowed = (url: string) => remoteLocationAllowed(config, url);
  expect(config.remoteAllowedPrefixes).toEqual(['https://cdn.example/', 'https://static.example/taesung/']);
  expect(
    [
      'https://cdn.example/home/',
      'https://static.example/taesung/home/2026-11-24/',
      'https://public.example/remotes/home/v2/',
      'http://remote-home/',
    ].every(allowed),
  ).toBe(true);
  for (const url of [
    'https://cdn.example.evil.com/home/',
    'https://cdn.example@evil.com/home/',
    'http://cdn.example/home/',
    'https://cdn.example:8443/home/',
    'https://static.example/taesung-evil/home/',
    'https://static.example/evil/',
    'https://static.example/taesung/../evil/',
    'https://public.example/remotes/',
    'http://remote-home.evil.com/',
  ]) {
    expect({ url, allowed: allowed(url) }).toEqual({ url, allowed: false });
  }
  expect(remoteLocationAllowed(loadConfig({}), 'https://cdn.example/home/')).toBe(false);
});
