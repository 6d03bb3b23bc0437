import { request as httpRequest } from 'node:http';
import { existsSync } from 'node:fs';
import { chromium, devices, type Page, type Response } from '@playwright/test';
import { siteAdmin, startSite } from './site-server.ts';
import { enrolAdmin } from './two-factor.ts';

/**
 * The JavaScript a member of staff downloads to open the console: `/console/dashboard` opened in a fresh browser,
 * the login with its second step (the administrator enrolled first, as its level requires), and the dashboard once
 * shown, every script counted at its brotli size as the server sends it (precompressed `.br` files). The rich-text editor (Tiptap) is a chunk of its own: it must not come with the
 * dashboard, and must come with the post editor (`/console/boards/create`).
 */
export const consoleBudgetKb = 290;
const dashboard = '/console/dashboard';
const editorScreen = '/console/boards/create';

/** The same browser as the e2e tests: the system Chromium with their flags. */
const executablePath =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));
const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

interface Script {
  url: string;
  bytes: number;
  editor: boolean;
}

export interface ConsoleCheck {
  name: string;
  ok: boolean;
  detail: string;
}

/** A script's size with brotli, as the server sends it to a browser that accepts it. */
function servedBrotliBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** Records every script the page downloads from now on, with its brotli size and whether it is the editor's. */
function recordScripts(page: Page): { scripts: () => Promise<Script[]>; stop: () => void } {
  const pending: Promise<Script>[] = [];
  const onResponse = (response: Response) => {
    const url = response.url();
    if (response.request().resourceType() !== 'script' && !new URL(url).pathname.endsWith('.js')) return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await response.request().sizes();
        const brotli = response.headers()['content-encoding'] === 'br';
        return {
          url,
          bytes: brotli ? sizes.responseBodySize : await servedBrotliBytes(url),
          editor: body.includes('ProseMirror'),
        };
      })(),
    );
  };
  page.on('response', onResponse);
  return { scripts: () => Promise.all(pending), stop: () => page.off('response', onResponse) };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const fileOf = (url: string) => new URL(url).pathname;

export async function checkConsoleBudget(origin: string): Promise<ConsoleCheck[]> {
  const admin = await enrolAdmin(origin, siteAdmin.username, siteAdmin.password);
  const browser = await chromium.launch({ executablePath, args: launchArgs });
  try {
    const context = await browser.newContext({ ...devices['Desktop Chrome'], baseURL: origin });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const menu = page.getByRole('navigation', { name: '관리자 메뉴' });

    const opening = recordScripts(page);
    await page.goto(dashboard);
    await page.getByLabel('아이디', { exact: true }).fill(siteAdmin.username);
    await page.getByLabel('비밀번호', { exact: true }).fill(siteAdmin.password);
    await page.getByRole('button', { name: '로그인' }).click();
    await page.getByLabel('인증 코드').fill(admin.nextCode());
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await menu.locator('a[aria-current="page"]').waitFor();
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    opening.stop();
    const opened = await opening.scripts();

    const editing = recordScripts(page);
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, editorScreen);
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    // The editor's chunk is asked for when its field renders; the page may still be fetching it.
    const deadline = Date.now() + 20_000;
    while (!(await editing.scripts()).some((script) => script.editor) && Date.now() < deadline) {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(250);
    }
    editing.stop();
    const edited = await editing.scripts();

    if (process.env.VERBOSE) {
      for (const script of [...opened].sort((a, b) => b.bytes - a.bytes))
        console.log(`   ${kb(script.bytes).toFixed(1).padStart(6)} KB  ${fileOf(script.url)}`);
    }
    const total = kb(opened.reduce((sum, script) => sum + script.bytes, 0));
    const editorOnDashboard = opened.filter((script) => script.editor);
    const editorChunks = edited.filter((script) => script.editor);
    return [
      {
        name: `budget ${dashboard}`,
        ok: total <= consoleBudgetKb,
        detail: `${total} KB of JavaScript in ${opened.length} files, login included (limit ${consoleBudgetKb} KB)`,
      },
      {
        name: `editor left out of ${dashboard}`,
        ok: editorOnDashboard.length === 0,
        detail: editorOnDashboard.length
          ? `downloaded: ${editorOnDashboard.map((script) => fileOf(script.url)).join(', ')}`
          : 'not downloaded',
      },
      {
        name: `editor loaded on ${editorScreen}`,
        ok: editorChunks.length > 0,
        detail: editorChunks.length
          ? editorChunks.map((script) => `${fileOf(script.url)} (${kb(script.bytes)} KB)`).join(', ')
          : 'no script with the editor was downloaded',
      },
    ];
  } finally {
    await browser.close();
  }
}

if (import.meta.main) {
  const site = await startSite();
  const checks = await checkConsoleBudget(site.origin).finally(() => site.stop());
  for (const check of checks) console.log(`${check.ok ? 'ok  ' : 'FAIL'} console ${check.name}: ${check.detail}`);
  const failed = checks.filter((check) => !check.ok).length;
  console.log(`console budget: ${checks.length - failed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}
