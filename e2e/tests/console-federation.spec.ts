import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { admin, logIn } from '../support/console.ts';
import { buildHashes, buildRemote, copyRemote, editJson, serveStatic, stopServer } from '../support/remote-build.ts';
import { startSeparateSite, type SeparateSite } from '../support/separate-site.ts';
import { enrolAdministrator } from '../support/two-factor.ts';

/**
 * A console remote ships alone: a copy of console-settings with one more screen is built outside the repository,
 * served from its own origin, and named by `REMOTE_CONSOLE_SETTINGS_URL` of a second server of the same build. The
 * console shows the new screen in its sidebar and at its address; nothing of the shell or the other remotes is
 * rebuilt.
 */
const remote = 'console-settings';

let workDir = '';
let staticServer: Server | undefined;
let site: SeparateSite | undefined;
let siteOrigin = '';
let remoteOrigin = '';
let before = new Map<string, string>();

/** The remote's package as its own project would hold it, with one more screen declared in its routes and texts. */
async function copyWithExtraScreen(dir: string): Promise<void> {
  await copyRemote(remote, dir, { ssr: false });
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
  await writeFile(
    routes,
    `import { ExtraPage } from './extra-page.tsx';\n${declared.replace(/,?\s*\];\s*$/, `, ${extra}];\n`)}`,
  );
  for (const [locale, text] of [
    ['ko', '추가 화면'],
    ['en', 'Extra screen'],
  ] as const) {
    await editJson<{ pages: Record<string, string>; nav: Record<string, string> }>(
      path.join(dir, 'src/i18n', `${locale}.json`),
      (texts) => {
        texts.pages.extra = text;
        texts.nav.extra = text;
      },
    );
  }
}

test.describe('a console remote deployed alone', () => {
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    before = await buildHashes();
    expect(before.size).toBeGreaterThan(0);
    workDir = await mkdtemp(path.join(tmpdir(), 'taesung-remote-'));
    const project = path.join(workDir, remote);
    await copyWithExtraScreen(project);
    await buildRemote(project);
    staticServer = await serveStatic(path.join(project, 'dist'));
    remoteOrigin = `http://127.0.0.1:${(staticServer.address() as AddressInfo).port}`;
    site = await startSeparateSite({ REMOTE_CONSOLE_SETTINGS_URL: `${remoteOrigin}/` });
    siteOrigin = site.origin;
    await enrolAdministrator(siteOrigin, admin);
  });

  test.afterAll(async () => {
    await site?.stop();
    await stopServer(staticServer);
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  test('shows the new screen in the sidebar and at its address, with the shell and other remotes untouched', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    const remotes = (await (await page.request.get(`${siteOrigin}/remotes.json`)).json()) as Record<
      string,
      { entry: string }
    >;
    expect(remotes[remote]?.entry).toBe(`${remoteOrigin}/remoteEntry.js`);

    await page.goto(`${siteOrigin}/console/dashboard`);
    await logIn(page);

    const sidebar = page.getByRole('navigation', { name: '관리자 메뉴' });
    const extra = sidebar.getByRole('link', { name: '추가 화면' });
    await expect(extra).toHaveAttribute('href', '/console/extra');
    await expect(sidebar.getByRole('region', { name: '사이트 관리' }).getByRole('link')).toHaveText([
      '사이트 설정',
      '변호사 관리',
      '업무 분야 페이지',
      '양육비 산정기준표',
      '약관 관리',
      '추가 화면',
    ]);
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
