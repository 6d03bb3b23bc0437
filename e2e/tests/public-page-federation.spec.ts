import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { accessToken, admin } from '../support/console.ts';
import { buildHashes, buildRemote, copyRemote, editJson, serveStatic, stopServer } from '../support/remote-build.ts';
import { startSeparateSite, type SeparateSite } from '../support/separate-site.ts';
import { enrolAdministrator } from '../support/two-factor.ts';

/**
 * A public page ships with its remote alone: a copy of `practice` with one more page, declared beside its route
 * (path, title, place in the menu), is built outside the repository and served from its own origin, the location a
 * second server of the same build lists (`REMOTE_ALLOWED_ORIGINS`). Before the move the address is not a page; once
 * an administrator points the running server's `practice` at the copy, the page is server-rendered in Korean and
 * English, listed in the sitemap and shown in the menu, with the same server process answering and nothing of the
 * shell or the other remotes rebuilt.
 */
const remote = 'practice';
const pagePath = '/fees';
const titles = { ko: '수임료 안내', en: 'Our fees' };
const leads = {
  ko: '사건의 종류와 난이도에 따라 수임료를 정합니다.',
  en: 'Fees depend on the kind of case and its difficulty.',
};

let workDir = '';
let builds: Server | undefined;
let site: SeparateSite | undefined;
let siteOrigin = '';
let copyBase = '';
let before = new Map<string, string>();

/** The remote's package as its own project would hold it, with one more page declared in its routes and texts. */
async function copyWithExtraPage(dir: string): Promise<void> {
  await copyRemote(remote, dir, { ssr: true });
  await writeFile(
    path.join(dir, 'src/fees-page.tsx'),
    `import { useTranslation } from 'react-i18next';\n` +
      `import { PageHead } from '@taesung/shared';\n` +
      `import { PageLayout } from '@taesung/shared/page-layout';\n\n` +
      `export function FeesPage() {\n` +
      `  const { t } = useTranslation('${remote}');\n` +
      `  return (\n` +
      `    <PageLayout title={t('fees.title')} lead={t('fees.lead')}>\n` +
      `      <PageHead title={t('fees.title')} description={t('fees.lead')} />\n` +
      `    </PageLayout>\n` +
      `  );\n` +
      `}\n`,
  );
  const routes = path.join(dir, 'src/routes.ts');
  const declared = await readFile(routes, 'utf8');
  if (!/\];\s*$/.test(declared)) throw new Error(`${routes} does not end with its routes list`);
  const extra = `{ path: '${pagePath}', Component: FeesPage, site: { title: '${remote}:fees.title', menu: { group: 'contact', order: 3 } } }`;
  await writeFile(
    routes,
    `import { FeesPage } from './fees-page.tsx';\n${declared.replace(/,?\s*\];\s*$/, `, ${extra}];\n`)}`,
  );
  for (const locale of ['ko', 'en'] as const) {
    await editJson<Record<string, unknown>>(path.join(dir, 'src/i18n', `${locale}.json`), (texts) => {
      texts.fees = { title: titles[locale], lead: leads[locale] };
    });
  }
}

async function pointRemote(request: APIRequestContext, url: string | null) {
  const response = await request.put(`${siteOrigin}/api/console/remotes/${remote}`, {
    headers: { authorization: `Bearer ${await accessToken(request, admin, siteOrigin)}` },
    data: { url },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const sitemapLocations = async () =>
  [...(await (await fetch(`${siteOrigin}/sitemap.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1],
  );

test.describe('a public page added by its remote alone', () => {
  test.beforeAll(async () => {
    test.setTimeout(600_000);
    before = await buildHashes();
    expect(before.size).toBeGreaterThan(0);
    workDir = await mkdtemp(path.join(tmpdir(), 'taesung-page-'));
    await copyWithExtraPage(path.join(workDir, remote));
    await buildRemote(path.join(workDir, remote));
    builds = await serveStatic(workDir);
    const buildsOrigin = `http://127.0.0.1:${(builds.address() as AddressInfo).port}`;
    copyBase = `${buildsOrigin}/${remote}/dist/`;
    site = await startSeparateSite({ REMOTE_ALLOWED_ORIGINS: `${buildsOrigin}/` });
    siteOrigin = site.origin;
    await enrolAdministrator(siteOrigin, admin);
  });

  test.afterAll(async () => {
    await site?.stop();
    await stopServer(builds);
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  test('is rendered in both languages, listed in the sitemap and shown in the menu once the remote is moved', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    expect((await fetch(`${siteOrigin}${pagePath}`)).status).toBe(404);
    expect(await sitemapLocations()).not.toContain(`${siteOrigin}${pagePath}`);

    await pointRemote(request, copyBase);

    for (const locale of ['ko', 'en'] as const) {
      const address = `${siteOrigin}${locale === 'ko' ? '' : '/en'}${pagePath}`;
      const response = await fetch(address);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${titles[locale]}</h1>`));
      expect(html).toContain(leads[locale]);
      expect(html).toContain(`<title>${titles[locale]}`);
      // The menu of every page, rendered on the server, holds the new page under its group.
      const home = await (await fetch(`${siteOrigin}${locale === 'ko' ? '/' : '/en'}`)).text();
      expect(home).toMatch(
        new RegExp(`<a [^>]*href="${locale === 'ko' ? '' : '/en'}${pagePath}"[^>]*>${titles[locale]}</a>`),
      );
    }
    const locations = await sitemapLocations();
    expect(locations).toContain(`${siteOrigin}${pagePath}`);
    expect(locations).toContain(`${siteOrigin}/en${pagePath}`);

    // In the browser: the new page sits in its group of the menu, and its link opens it (a navigation inside the
    // page, which loads the moved remote).
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${siteOrigin}/divorce/agreement`);
    const menu = page.getByRole('navigation', { name: '주 메뉴' });
    await menu.getByRole('link', { name: '오시는 길' }).hover();
    const link = menu.getByRole('link', { name: titles.ko });
    await expect(link).toHaveAttribute('href', pagePath);
    await link.click();
    await expect(page).toHaveURL(`${siteOrigin}${pagePath}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(titles.ko);
    await expect(page.getByRole('main').getByText(leads.ko)).toBeVisible();

    expect(errors).toEqual([]);
    expect(await buildHashes()).toEqual(before);
  });
});
