import { devices, expect, test, type Page } from '@playwright/test';
import { holdEntryScript } from '../support/late-entry.ts';
import { hydrated } from '../support/hydrated.ts';

/** Every public route of seed §2 (with a sample lawyer key and success case filled in per test). */
const publicRoutes = [
  '/',
  '/taesung/center',
  '/taesung/seoul',
  '/taesung/incheon',
  '/taesung/lawyer',
  '/divorce/agreement',
  '/divorce/lawsuit',
  '/divorce/custody',
  '/divorce/property',
  '/lawsuit',
  '/inheritance/property',
  '/inheritance/heir',
  '/inheritance/claim',
  '/media',
  '/contact/seoul',
  '/contact/incheon',
  '/contact/consultation',
  '/guide',
  '/terms/privacy',
  '/terms/service',
  '/auction-search',
  '/auction-search/재산분할',
];

const consoleRoutes = [
  '/console',
  '/console/dashboard',
  '/console/boards',
  '/console/boards/create',
  '/console/forms',
  '/console/users',
  '/console/users/create',
  '/console/users/levels',
  '/console/users/withdrawals',
  '/console/center/notifications',
  '/console/center/faqs',
  '/console/center/questions',
  '/console/terms',
  '/console/banners',
  '/console/banners/create',
  '/console/popups',
  '/console/setting',
  '/console/password',
];

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function firstKeys(page: Page): Promise<{ lawyer: string; successCase: string }> {
  const lawyers = (await (await page.request.get('/api/v1/lawyers?limit=1')).json()) as { lawyers: { key: string }[] };
  const boards = (await (await page.request.get('/api/v1/boards?code=reference&limit=1')).json()) as {
    boards: { _id: string }[];
  };
  return { lawyer: lawyers.lawyers[0]!.key, successCase: boards.boards[0]!._id };
}

test.describe('the shell', () => {
  test('renders every public route inside the header, main content and footer, in both languages', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const keys = await firstKeys(page);
    const routes = [...publicRoutes, `/taesung/lawyer/${keys.lawyer}`, `/reference/${keys.successCase}`];
    for (const route of routes) {
      for (const prefix of ['', '/en']) {
        const path = prefix && route === '/' ? '/en' : `${prefix}${route}`;
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html'), path).toHaveAttribute('lang', prefix ? 'en' : 'ko');
        await expect(page.getByRole('banner'), path).toBeVisible();
        await expect(page.getByRole('contentinfo'), path).toBeAttached();
        await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first(), path).toBeVisible();
        await expect(page.getByText('페이지를 불러오지 못했습니다'), path).toHaveCount(0);
        // A class name taken from a stylesheet that has no such rule is written as "undefined".
        await expect(page.locator('[class~="undefined"]'), path).toHaveCount(0);
      }
    }
    expect(errors).toEqual([]);
  });

  test('shows the console login on every console route without a session, and no public header', async ({ page }) => {
    const errors = watchErrors(page);
    for (const route of consoleRoutes) {
      await page.goto(route);
      await expect(page.locator('input[autocomplete="username"]'), route).toBeVisible();
      await expect(page.locator('input[type="password"]'), route).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('never fetches a console remote on a public page', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('link').first().hover();
    for (const route of ['/divorce/agreement', '/taesung/lawyer', '/media']) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
    }
    expect(requested.filter((path) => path.startsWith('/remotes/console-'))).toEqual([]);
    expect(requested.some((path) => path.startsWith('/remotes/home/'))).toBe(true);
  });

  test('loads a route group’s remote on demand when the visitor navigates to it', async ({ page }) => {
    const requested: string[] = [];
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    expect(requested.filter((path) => path.startsWith('/remotes/lawyers/'))).toEqual([]);
    const lawyersRemote = page.waitForRequest((request) =>
      new URL(request.url()).pathname.startsWith('/remotes/lawyers/'),
    );
    await page.evaluate(() => {
      window.history.pushState({}, '', '/taesung/lawyer');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await lawyersRemote;
    // The home page has a heading of its own: the lawyer list's is the one to wait for.
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: '변호사 소개' })).toBeVisible();
  });

  test('shows a friendly fallback with a retry when a remote is down, and keeps header and footer', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await page.route('**/remotes/lawyers/**', (route) => route.abort('connectionrefused'));
    await page.evaluate(() => {
      window.history.pushState({}, '', '/taesung/lawyer');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const fallback = page.getByRole('main').getByRole('alert');
    await expect(fallback).toContainText('페이지를 불러오지 못했습니다', { timeout: 20_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();

    await page.unroute('**/remotes/lawyers/**');
    await fallback.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('변호사');
    await expect(page.getByText('페이지를 불러오지 못했습니다')).toHaveCount(0);
  });

  test('answers an unknown path with status 404 and the 404 page in the site’s look', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('페이지를 찾을 수 없습니다');
    await expect(page.getByRole('banner')).toBeVisible();
    const english = await page.goto('/en/no-such-page');
    expect(english?.status()).toBe(404);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('Page not found');
  });

  test('loads the footer’s code when the visitor nears it, showing the server’s footer meanwhile', async ({ page }) => {
    const errors = watchErrors(page);
    const footerCode = (path: string) => /\/static\/js\/footer\.[0-9a-f]+\.js$/.test(path);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(requested.filter(footerCode)).toEqual([]);
    await expect(page.getByRole('contentinfo')).toContainText('광고책임변호사');

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => requested.filter(footerCode).length).toBe(1);
    // Hydrated: its links now navigate inside the page.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: '이용약관' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('이용약관');
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('moves the page to the web font once the slices its text needs have loaded; preloads every script once', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const slices: string[] = [];
    page.on('requestfinished', (request) => {
      if (/PretendardVariable\.subset\.\d+\.[0-9a-f]+\.woff2$/.test(request.url())) slices.push(request.url());
    });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-hydrated', '');
    await expect(html).toHaveAttribute('data-web-font', '');
    expect(slices.length).toBeGreaterThan(0);
    const fonts = await page.evaluate(() => {
      const heading = document.querySelector('main h1, main h2')!;
      return {
        body: getComputedStyle(document.body).fontFamily,
        heading: getComputedStyle(heading).fontFamily,
        ready: document.fonts.check('1em "Pretendard Variable"', heading.textContent ?? ''),
        marked: document.querySelectorAll('#root [data-web-font]').length,
      };
    });
    expect(fonts.body).toMatch(/^"Pretendard Variable"/);
    expect(fonts.heading).toMatch(/^"Pretendard Variable"/);
    expect(fonts.ready).toBe(true);
    // In steps: the header and the main content's blocks, each in a frame of its own.
    expect(fonts.marked).toBeGreaterThan(3);
    // The start script preloads every script of its list (a few to a task), in order, once.
    const links = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href')),
    );
    const listed = (await page.locator('script[data-preload]').getAttribute('data-preload'))!
      .split(' ')
      .filter(Boolean);
    expect(links).toEqual(listed);
    expect(errors).toEqual([]);
  });

  test('keeps the system’s Korean font on a touch screen: no web font is downloaded or laid out', async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'ko-KR' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (/\.woff2$|\/fonts\.[0-9a-f]+\.(js|css)$/.test(request.url())) fonts.push(request.url());
    });
    await page.goto('/');
    await hydrated(page);
    // Long enough for the web font's loader, which starts right after the first paint, to have asked for it.
    await page.waitForLoadState('networkidle');
    const family = await page.evaluate(() => ({
      body: getComputedStyle(document.body).fontFamily,
      marked: document.querySelectorAll('[data-web-font]').length,
    }));
    expect(fonts).toEqual([]);
    expect(family.body).toMatch(/^Pretendard, "Pretendard Fallback"/);
    expect(family.marked).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a tap on the menu before the page has woken up opens it once it has, without a second tap', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const release = await holdEntryScript(page);
    await page.goto('/');
    const toggle = page.getByRole('banner').getByRole('button', { name: '전체 메뉴 열기' });
    await toggle.click();
    await expect(page.locator('html[data-started]')).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    release();
    await hydrated(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Taken once: the menu stays open, and from now on a tap is the app's alone.
    await page.waitForTimeout(300);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(errors).toEqual([]);
  });

  test('starts with the shell’s scripts the document preloads: the entry’s stages bring no request of their own', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
    });
    for (const path of ['/', '/divorce/lawsuit', '/en/taesung/lawyer']) {
      requested.length = 0;
      await page.goto(path);
      await hydrated(page);
      const start = page.locator('script[data-preload]');
      const listed = [(await start.getAttribute('data-src'))!, (await start.getAttribute('data-preload'))!]
        .flatMap((list) => list.split(' '))
        .filter(Boolean)
        .map((href) => new URL(href, page.url()).pathname);
      // The shell's scripts; those it fetches later on purpose (the footer's, the web font's loader) are not part of
      // the start-up, nor are a remote's own (its page's are preloaded from its pages.json; the rest load on demand).
      const started = requested.filter(
        (script) => !script.startsWith('/remotes/') && !/\/(footer|fonts)\.[0-9a-f]+\.js$/.test(script),
      );
      expect(
        started.filter((script) => !listed.includes(script)),
        path,
      ).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  test('asks the browser to compile every start-up script whole, and only those', async ({ page, request }) => {
    const hint = '//# allFunctionsCalledOnLoad\n';
    for (const path of ['/', '/divorce/lawsuit', '/contact/consultation', '/taesung/lawyer']) {
      await page.goto(path);
      const start = page.locator('script[data-preload]');
      const scripts = [(await start.getAttribute('data-src'))!, (await start.getAttribute('data-preload'))!]
        .flatMap((list) => list.split(' '))
        .filter(Boolean);
      expect(scripts.some((script) => script.startsWith('/remotes/'))).toBe(true);
      for (const script of scripts) {
        const text = await (await request.get(script)).text();
        if (/\/i18n-/.test(script)) continue; // texts: data, no functions to compile
        expect(text.startsWith(hint), script).toBe(true);
      }
    }
    // The footer's code and the web font's loader come later, as the visitor nears them: compiled as they run.
    await page.goto('/');
    const later: string[] = [];
    page.on('request', (item) => {
      if (/\/(footer|fonts)\.[0-9a-f]+\.js$/.test(item.url())) later.push(item.url());
    });
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect.poll(() => later.length).toBeGreaterThan(0);
    for (const script of later) expect((await (await request.get(script)).text()).startsWith(hint), script).toBe(false);
  });

  test('completes a navigation made before the footer’s code is loaded', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // A click without a pointer (as assistive technologies send it) on a header link.
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('header a[href="/divorce/agreement"]')?.click(),
    );
    await expect(page).toHaveURL(/\/divorce\/agreement$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('협의이혼');
    await expect(page.getByRole('contentinfo')).toContainText('광고책임변호사');
    expect(errors).toEqual([]);
  });
});
