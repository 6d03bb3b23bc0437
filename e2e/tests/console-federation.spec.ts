import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { admin, logIn } from '../support/console.ts';
import { enrolAdministrator } from '../support/two-factor.ts';

/**
 * A console remote ships alone: a copy of console-settings with one more screen is built outside the repository,
 * served from its own origin, and named by `REMOTE_CONSOLE_SETTINGS_URL` of a second server of the same build. The
 * console shows the new screen in its sidebar and at its address; nothing of the shell or the other remotes is
 * rebuilt.
 */
const root = path.resolve(import.meta.dirname, '../..');
const remote = 'console-settings';
const builtApps = ['shell', ...['home', 'practice', 'lawyers', 'reference', 'console-boards', 'console-users', remote].map((name) => `remotes/${name}`)];

let workDir = '';
let staticServer: Server | undefined;
let site: ChildProcess | undefined;
let siteOrigin = '';
let remoteOrigin = '';
let before = new Map<string, string>();

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** A hash of every file of the repository's builds, by path. */
async function buildHashes(): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const app of builtApps) {
    for (const file of (await filesOf(path.join(root, app, 'dist'))).sort()) {
      hashes.set(path.relative(root, file), createHash('sha256').update(await readFile(file)).digest('hex'));
    }
  }
  return hashes;
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } });
    let errors = '';
    const collect = (chunk: Buffer) => (errors += chunk.toString());
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${errors}`))));
  });
}

/** The remote's package as its own project would hold it, with one more screen declared in its routes and texts. */
async function copyWithExtraScreen(dir: string): Promise<void> {
  const source = path.join(root, 'remotes', remote);
  await cp(path.join(source, 'src'), path.join(dir, 'src'), { recursive: true });
  for (const file of ['package.json', 'tsconfig.json']) await cp(path.join(source, file), path.join(dir, file));
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  await writeFile(
    path.join(dir, 'webpack.config.ts'),
    `import { defineApp } from ${JSON.stringify(path.join(root, 'webpack.common.ts'))};\n\n` +
      `export default defineApp({ name: '${remote}', dir: import.meta.dirname, kind: 'remote', exposes: { './routes': './src/routes.ts' }, ssr: false });\n`,
  );
  await writeFile(
    path.join(dir, 'src/extra-page.tsx'),
    `import { useTranslation } from 'react-i18next';\n` +
      `import { ConsolePage } from '@taesung/shared/console-page';\n\n` +
      `export function ExtraPage() {\n  const { t } = useTranslation('${remote}');\n  return <ConsolePage title={t('pages.extra')} />;\n}\n`,
  );
  const routes = path.join(dir, 'src/routes.ts');
  const declared = await readFile(routes, 'utf8');
  if (!/\];\s*$/.test(declared)) throw new Error(`${routes} does not end with its routes list`);
  const extra = `{ path: '/console/extra', Component: ExtraPage, scope: ['console:settings'], nav: { group: 'site', order: 90, title: '${remote}:nav.extra' } }`;
  await writeFile(routes, `import { ExtraPage } from './extra-page.tsx';\n${declared.replace(/\];\s*$/, `, ${extra}];\n`)}`);
  for (const [locale, text] of [
    ['ko', '추가 화면'],
    ['en', 'Extra screen'],
  ] as const) {
    const file = path.join(dir, 'src/i18n', `${locale}.json`);
    const texts = JSON.parse(await readFile(file, 'utf8')) as { pages: Record<string, string>; nav: Record<string, string> };
    texts.pages.extra = text;
    texts.nav.extra = text;
    await writeFile(file, JSON.stringify(texts, null, 2));
  }
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The build's files from another origin, as a static host with CORS would serve them. */
function serveStatic(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://static').pathname));
    if (!file.startsWith(`${dir}${path.sep}`)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
          'access-control-allow-origin': '*',
          'cache-control': 'no-cache',
        });
        response.end(body);
      },
      () => response.writeHead(404, { 'access-control-allow-origin': '*' }).end(),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A second server of the same build, its own database, with the remote taken from the static origin. */
async function startSite(dataDir: string, remoteUrl: string): Promise<{ child: ChildProcess; origin: string }> {
  const probe = createServer();
  const port = await new Promise<number>((resolve) => probe.listen(0, '127.0.0.1', () => resolve((probe.address() as AddressInfo).port)));
  await new Promise((resolve) => probe.close(resolve));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'api/src/server.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'e2e-Admin-password-1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: origin,
      REMOTE_CONSOLE_SETTINGS_URL: remoteUrl,
    },
  });
  const deadline = Date.now() + 60_000;
  while (!(await fetch(`${origin}/api/health`).then((response) => response.ok, () => false))) {
    if (child.exitCode !== null) throw new Error(`the second server stopped while starting (exit ${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('the second server did not start within a minute');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, origin };
}

test.describe('a console remote deployed alone', () => {
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    before = await buildHashes();
    expect(before.size).toBeGreaterThan(0);
    workDir = await mkdtemp(path.join(tmpdir(), 'taesung-remote-'));
    const project = path.join(workDir, remote);
    await copyWithExtraScreen(project);
    await run(path.join(root, 'node_modules/.bin/webpack'), ['--config', 'webpack.config.ts', '--mode', 'production'], project);
    staticServer = await serveStatic(path.join(project, 'dist'));
    remoteOrigin = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}`;
    const started = await startSite(path.join(workDir, 'data'), `${remoteOrigin}/`);
    site = started.child;
    siteOrigin = started.origin;
    await enrolAdministrator(siteOrigin, admin);
  });

  test.afterAll(async () => {
    if (site && site.exitCode === null) {
      site.kill('SIGTERM');
      await new Promise((resolve) => site!.once('exit', resolve));
    }
    await new Promise((resolve) => (staticServer ? staticServer.close(resolve) : resolve(undefined)));
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  test('shows the new screen in the sidebar and at its address, with the shell and other remotes untouched', async ({ page }) => {
    test.setTimeout(60_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    const remotes = (await (await page.request.get(`${siteOrigin}/remotes.json`)).json()) as Record<string, { entry: string }>;
    expect(remotes[remote]?.entry).toBe(`${remoteOrigin}/remoteEntry.js`);

    await page.goto(`${siteOrigin}/console/dashboard`);
    await logIn(page);

    const sidebar = page.getByRole('navigation', { name: '관리자 메뉴' });
    const extra = sidebar.getByRole('link', { name: '추가 화면' });
    await expect(extra).toHaveAttribute('href', '/console/extra');
    await expect(sidebar.getByRole('region', { name: '사이트 관리' }).getByRole('link')).toHaveText(['사이트 설정', '변호사 관리', '업무 분야 페이지', '약관 관리', '추가 화면']);
    await expect(sidebar.getByRole('link', { name: '게시판 관리' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: '관리자 계정' })).toBeVisible();

    await extra.click();
    await expect(page).toHaveURL(`${siteOrigin}/console/extra`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('추가 화면');
    await expect(extra).toHaveAttribute('aria-current', 'page');

    await page.goto(`${siteOrigin}/console/extra`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('추가 화면');

    expect(requested.some((url) => url.startsWith(`${remoteOrigin}/remoteEntry.js`))).toBe(true);
    expect(requested.filter((url) => url.startsWith(`${siteOrigin}/remotes/${remote}/`))).toEqual([]);
    expect(errors).toEqual([]);
    expect(await buildHashes()).toEqual(before);
  });
});
