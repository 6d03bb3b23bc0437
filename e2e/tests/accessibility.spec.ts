import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { localizePath } from '@taesung/shared/site';
import { seriousViolations } from '../support/accessibility.ts';
import { watchPageErrors } from '../support/page-errors.ts';

const origin = `http://127.0.0.1:${process.env.E2E_PORT}`;

/**
 * A phone (touch, no web font: see docs/performance.md) and a desktop screen. When the browser suite runs as two
 * parts (e2e/playwright.config.ts), the site's part checks the phone and the console's part the desktop screen.
 */
const screens = [
  {
    width: 375,
    part: 'site',
    options: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  },
  { width: 1440, part: 'console', options: { viewport: { width: 1440, height: 900 } } },
].filter((screen) => process.env.E2E_PART === undefined || screen.part === process.env.E2E_PART);

/** The seed's public pages (seed §2 and the additions of the specification); the remotes declare them. */
const sitePaths = [
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
  '/calculator/child-support',
  '/calculator/property-division',
  '/calculator/inheritance',
  '/calculator/divorce-grounds',
  '/terms/privacy',
  '/terms/service',
  '/auction-search',
];

/**
 * The pages the sitemap lists beyond those (`sitePaths`): the success-case list, every lawyer's
 * profile and every success case. One of each kind is checked (they share their route): the first of each folder.
 */
async function sitemapRoutes(page: Page, locale: 'ko' | 'en'): Promise<string[]> {
  const sitemap = await (await page.request.get(`${origin}/sitemap.xml`)).text();
  const listed = new Set(sitePaths.map((sitePath) => localizePath(sitePath, locale)));
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const others = paths.filter(
    (path) => !listed.has(path) && (locale === 'en') === (path === '/en' || path.startsWith('/en/')),
  );
  const byFolder = new Map<string, string>();
  for (const path of others) {
    const folder = path.slice(0, path.lastIndexOf('/'));
    if (!byFolder.has(folder)) byFolder.set(folder, path);
  }
  return [...byFolder.values()];
}

/**
 * Opens a page as a visitor does and waits until it has hydrated (the app has taken over the server's markup), what
 * it loads after that (the home page's popups) has come, and every fade has ended: halfway through one, a text's
 * colour is a blend of its own and the background's, which axe would measure as the page's.
 */
async function open(page: Page, path: string) {
  const response = await page.goto(`${origin}${path}`);
  expect(response?.status(), path).toBe(200);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

for (const screen of screens) {
  test.describe(`at ${screen.width} px`, () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];

    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ ...screen.options, locale: 'ko-KR' });
      page = await context.newPage();
      errors = watchPageErrors(page);
    });

    test.afterAll(async () => {
      await context.close();
    });

    /** axe's serious and critical violations of the page, and every error it logged, both expected to be none. */
    async function check(path: string) {
      errors.splice(0);
      await open(page, path);
      expect(await seriousViolations(page), `${path} at ${screen.width} px`).toEqual([]);
      expect(errors.splice(0), `errors logged by ${path}`).toEqual([]);
    }

    for (const locale of ['ko', 'en'] as const) {
      for (const sitePath of sitePaths) {
        const path = localizePath(sitePath, locale);
        test(`${path}: no serious or critical axe violation, no error`, async () => {
          await check(path);
        });
      }

      test(`${locale}: the pages the sitemap adds (the success cases, a lawyer, a success case): no serious or critical axe violation, no error`, async () => {
        const paths = await sitemapRoutes(page, locale);
        expect(paths.length).toBeGreaterThanOrEqual(3);
        for (const path of paths) await test.step(path, () => check(path));
      });

      // A card below the screen is not laid out until it nears it (content-visibility). Held in less room than it
      // takes, its text lay below its box, over the footer, and axe measured the summary's contrast against the footer.
      test(`${localizePath('/taesung/lawyer', locale)}: a lawyer card not yet laid out holds the room it takes once laid out`, async () => {
        await open(page, localizePath('/taesung/lawyer', locale));
        const { room, heights } = await page.evaluate(async () => {
          const cards = [...document.querySelectorAll('main li')].filter(
            (card) => getComputedStyle(card).contentVisibility === 'auto',
          );
          const held = getComputedStyle(cards[0]!).containIntrinsicBlockSize;
          for (const card of cards) {
            card.scrollIntoView();
            await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
          }
          return {
            room: Number(/([\d.]+)px/.exec(held)?.[1] ?? 0),
            heights: cards.map((card) => card.getBoundingClientRect().height),
          };
        });
        expect(heights.length).toBeGreaterThan(0);
        expect(Math.max(...heights)).toBeLessThanOrEqual(room);
      });
    }
  });
}
