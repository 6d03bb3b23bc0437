import { mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { accessToken } from '../support/console.ts';
import { buildHashes, buildRemote, copyRemote, editJson, serveStatic, stopServer } from '../support/remote-build.ts';

/**
 * A public remote ships alone while the site runs: copies of `lawyers` with a changed text on the lawyers page are
 * built outside the repository, each into a folder of a static host of its own origin, the one location the e2e
 * server lists (`REMOTE_ALLOWED_ORIGINS`, on `E2E_REMOTES_PORT`); an administrator points the running server's
 * remotes map at one (`PUT /api/console/remotes/lawyers`; a location not listed is refused), and the page shows the
 * change in the browser and in the HTML the server renders, with nothing of the repository's builds rebuilt and the
 * same server process answering. Pointed back (`null`), the page shows the original again. A copy built against a
 * version of a shared singleton the shell does not provide logs a warning and still renders.
 */
const remote = 'lawyers';
const pagePath = '/taesung/lawyer';
const original = '이혼·가사·상속 사건을 주요 취급 분야로 하는 변호사들입니다.';
const changed = '새로 배포한 변호사 소개 화면입니다.';
const skewed = '다른 버전으로 빌드한 변호사 소개 화면입니다.';
/** The shared singleton the skewed copy asks a newer major version of than the one installed (18). */
const skewedPackage = 'react-i18next';

let workDir = '';
let builds: Server | undefined;
let changedBase = '';
let skewedBase = '';
let before = new Map<string, string>();
let serverPid = 0;

const serverPort = () => Number(process.env.E2E_PORT);
const siteOrigin = () => `http://127.0.0.1:${serverPort()}`;

/** The process that listens on the e2e server's port (its socket's inode in /proc/net/tcp, then the process holding it). */
async function listeningPid(): Promise<number> {
  const port = serverPort().toString(16).toUpperCase().padStart(4, '0');
  const table = await readFile('/proc/net/tcp', 'utf8');
  const inode = table
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[1]?.endsWith(`:${port}`) && fields[3] === '0A')?.[9];
  if (!inode) throw new Error(`nothing listens on port ${serverPort()}`);
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
    for (const fd of fds) {
      if ((await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')) === `socket:[${inode}]`) return Number(pid);
    }
  }
  throw new Error(`no process holds the socket listening on port ${serverPort()}`);
}

/** A copy of the remote with its lawyers page's lead text changed, built into a folder of the listed static host; answers its base URL. */
async function deployCopy(name: string, lead: string, configure?: string): Promise<string> {
  const project = path.join(workDir, name);
  await copyRemote(remote, project, { ssr: true, configure });
  await editJson<{ list: { lead: string } }>(path.join(project, 'src/i18n/ko.json'), (texts) => {
    texts.list.lead = lead;
  });
  await buildRemote(project);
  return `http://127.0.0.1:${(builds!.address() as AddressInfo).port}/${name}/dist/`;
}

async function pointRemote(request: APIRequestContext, url: string | null) {
  const response = await request.put(`${siteOrigin()}/api/console/remotes/${remote}`, {
    headers: { authorization: `Bearer ${await accessToken(request)}` },
    data: { url },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { remotes: Record<string, { url: string; source: string }> }).remotes[remote];
}

/** The page as the server renders it, read without running any script. */
async function renderedLead(): Promise<string> {
  const html = await (await fetch(`${siteOrigin()}${pagePath}`)).text();
  for (const text of [original, changed, skewed]) if (html.includes(text)) return text;
  throw new Error(`no known lead text in the rendered page:\n${html.slice(0, 2000)}`);
}

test.describe('a public remote deployed alone while the site runs', () => {
  test.beforeAll(async () => {
    test.setTimeout(600_000);
    before = await buildHashes();
    expect(before.size).toBeGreaterThan(0);
    serverPid = await listeningPid();
    workDir = await mkdtemp(path.join(tmpdir(), 'taesung-deploy-'));
    builds = await serveStatic(workDir, Number(process.env.E2E_REMOTES_PORT));
    changedBase = await deployCopy('changed', changed);
    // The copy declares that it needs a major version of the package the shell does not provide.
    skewedBase = await deployCopy(
      'skewed',
      skewed,
      `    for (const plugin of config.plugins ?? []) {\n` +
        `      const shared = (plugin as { _options?: { shared?: Record<string, { requiredVersion?: string }> } } | null)?._options?.shared;\n` +
        `      if (shared?.['${skewedPackage}']) shared['${skewedPackage}'].requiredVersion = '^19.0.0';\n` +
        `    }`,
    );
  });

  test.afterAll(async ({ request }) => {
    // Leave the map as the other specs expect it, whatever happened.
    await request
      .put(`${siteOrigin()}/api/console/remotes/${remote}`, {
        headers: { authorization: `Bearer ${await accessToken(request)}` },
        data: { url: null },
      })
      .catch(() => undefined);
    await stopServer(builds);
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  test('shows the new build in the browser and the rendered HTML, and the original once pointed back', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    expect(await renderedLead()).toBe(original);
    const unlisted = await request.put(`${siteOrigin()}/api/console/remotes/${remote}`, {
      headers: { authorization: `Bearer ${await accessToken(request)}` },
      data: { url: 'http://127.0.0.1:9/lawyers/' },
    });
    expect(unlisted.status()).toBe(403);

    expect(await pointRemote(request, changedBase)).toEqual({ url: changedBase, source: 'override' });
    expect(await renderedLead()).toBe(changed);
    const map = (await (await request.get(`${siteOrigin()}/remotes.json`)).json()) as Record<string, { entry: string }>;
    expect(map[remote]?.entry).toBe(`${changedBase}remoteEntry.js`);
    expect(map.home?.entry).toBe('/remotes/home/remoteEntry.js');

    await page.goto(pagePath);
    const main = page.getByRole('main');
    await expect(main.getByText(changed)).toBeVisible();
    await expect(main.getByText(original)).toHaveCount(0);
    expect(requested.some((url) => url.startsWith(`${changedBase}remoteEntry.js`))).toBe(true);
    expect(requested.filter((url) => url.startsWith(`${siteOrigin()}/remotes/${remote}/`))).toEqual([]);
    // Client-side navigation away and back renders the new build again (not only the server's markup).
    await page.getByRole('banner').getByRole('link', { name: '법무법인 태성 이혼가사팀 홈' }).click();
    await expect(page).toHaveURL(`${siteOrigin()}/`);
    await page.goBack();
    await expect(page.getByRole('main').getByText(changed)).toBeVisible();

    expect(await pointRemote(request, null)).toEqual({ url: `/remotes/${remote}/`, source: 'local' });
    expect(await renderedLead()).toBe(original);
    requested.length = 0;
    await page.goto(pagePath);
    await expect(main.getByText(original)).toBeVisible();
    await expect(main.getByText(changed)).toHaveCount(0);
    expect(requested.some((url) => url.startsWith(`${siteOrigin()}/remotes/${remote}/remoteEntry.js`))).toBe(true);
    expect(requested.filter((url) => url.startsWith(changedBase))).toEqual([]);

    expect(errors).toEqual([]);
    expect(await listeningPid()).toBe(serverPid);
    expect(await buildHashes()).toEqual(before);
  });

  test('a build that asks for another version of a shared singleton logs a warning and still renders', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await pointRemote(request, skewedBase);
    expect(await renderedLead()).toBe(skewed);
    await page.goto(pagePath);
    await expect(page.getByRole('main').getByText(skewed)).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => warnings.find((text) => text.includes(skewedPackage) && text.includes('does not satisfy')))
      .toBeTruthy();
    expect(errors).toEqual([]);

    await pointRemote(request, null);
    expect(await renderedLead()).toBe(original);
    expect(await listeningPid()).toBe(serverPid);
    expect(await buildHashes()).toEqual(before);
  });
});
