import { expect, test, type Page } from '@playwright/test';
import {
  breakRemoteInBrowser,
  startFaultyRemoteHost,
  type FaultyRemoteHost,
  type RemoteFault,
} from '../support/remote-faults.ts';
import { startSeparateSite, type SeparateSite } from '../support/separate-site.ts';
import { hydrated } from '../support/hydrated.ts';

/**
 * A remote that is down, slow or broken costs its own page only: the page shows the fallback inside `main`, header,
 * footer and the other pages keep working, and retry brings the page back once the remote is healthy again. A remote
 * that is down or broken is given up for its own fault; one that does not answer is given up once its time is out
 * (the browser gives a remote 5 s, the server 3 s), not before, while its files are still held back. Times are
 * written to the test's annotations and never gated from above: on a busy machine they grow with the load.
 */

/** `loadTimeouts` of shell/src/federation/remote-loader.ts. */
const loadTimeouts = { browser: 5000, server: 3000 };

const slowFaults: readonly RemoteFault[] = ['slow-entry', 'slow-chunk'];

/** What the page logs as the reason it gave the remote up: the fault itself, or for a slow remote its time out. */
const givenUpFor: Record<RemoteFault, RegExp> = {
  refused: /^\[federation\] lawyers\/routes could not be loaded: (?!timed out$)/,
  unavailable: /^\[federation\] lawyers\/routes could not be loaded: (?!timed out$)/,
  'slow-entry': /^\[federation\] lawyers\/routes could not be loaded: timed out$/,
  'slow-chunk': /^\[federation\] lawyers\/routes could not be loaded: timed out$/,
  'throws-evaluating':
    /^\[federation\] lawyers\/routes could not be loaded: .*remote fault: the routes module throws while it is evaluated/,
  'throws-rendering': /^\[remote lawyers\].*remote fault: the page throws while it renders/s,
};

const fallbackText = { ko: '페이지를 불러오지 못했습니다', en: 'This page could not be loaded' };
const retryText = { ko: '다시 시도', en: 'Try again' };

function note(name: string, ms: number) {
  test.info().annotations.push({ type: name, description: `${ms} ms` });
  console.log(`${test.info().title}: ${name} ${ms} ms`);
}

/** Navigates inside the page, as a click on a menu link does. */
async function navigate(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The console errors the page logs from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Presses retry unless the page has already come back by itself (a slow remote that arrives after its time
 * replaces the fallback without a click).
 */
async function retryUnlessBack(page: Page, locale: 'ko' | 'en' = 'ko') {
  const main = page.getByRole('main');
  const retry = main.getByRole('alert').getByRole('button', { name: retryText[locale] });
  const back = main.getByRole('heading', { level: 1 }).filter({ hasNotText: fallbackText[locale] });
  await expect(retry.or(back).first()).toBeVisible();
  if (await retry.isVisible()) await retry.click({ timeout: 10_000 }).catch(() => undefined);
}

/**
 * In the page: notes on the page's clock (`__fallbackAt`) when the fallback first shows inside `main`. Read there
 * rather than by polling from the test, whose intervals grow to a second and so added up to a second to the figure.
 */
function watchForFallback(texts: string[]) {
  const seen = window as unknown as { __fallbackAt?: number };
  seen.__fallbackAt = 0;
  const observer = new MutationObserver(() => {
    const alert = document.querySelector('main [role="alert"]');
    if (alert && texts.some((text) => alert.textContent?.includes(text))) {
      seen.__fallbackAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Waits for the fallback inside `main`, and answers how long it took since `since` (the page's clock). The wait is
 * only a guard against a page that never gives the remote up.
 */
async function fallbackShown(page: Page, since: number, locale: 'ko' | 'en' = 'ko'): Promise<number> {
  const fallback = page.getByRole('main').getByRole('alert');
  await expect(fallback).toContainText(fallbackText[locale], { timeout: 30_000 });
  await expect(fallback.getByRole('button', { name: retryText[locale] })).toBeVisible();
  const shownAt = await page.evaluate(() => (window as unknown as { __fallbackAt?: number }).__fallbackAt ?? 0);
  expect(shownAt, 'the page saw the fallback appear').toBeGreaterThan(0);
  return Math.round(shownAt - since);
}

test.describe('a remote that fails in the browser', () => {
  for (const fault of Object.keys(givenUpFor) as RemoteFault[]) {
    test(`${fault}: the page shows the fallback for the fault's reason, the rest works, and retry recovers`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.goto('/');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const heal = await breakRemoteInBrowser(page, 'lawyers', fault);
      const errors = consoleErrors(page);

      await page.evaluate(watchForFallback, Object.values(fallbackText));
      const started = await page.evaluate(() => performance.now());
      await navigate(page, '/taesung/lawyer');
      const took = await fallbackShown(page, started);
      note('fallback after', took);
      // A slow remote's files are still held back here: the page gave it up when its time was out, not before.
      if (slowFaults.includes(fault)) expect(took).toBeGreaterThanOrEqual(loadTimeouts.browser);
      await expect
        .poll(() => errors.find((text) => givenUpFor[fault].test(text)), {
          message: 'the reason the page gave the remote up',
        })
        .toBeTruthy();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();

      // Another remote's page, reached from the header's menu, works meanwhile.
      await page.getByRole('banner').locator('a[href="/divorce/agreement"]').first().dispatchEvent('click');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('협의이혼');
      await page.goBack();
      await expect(page).toHaveURL(/\/taesung\/lawyer$/);

      await heal();
      await retryUnlessBack(page);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('변호사');
      await expect(page.getByText(fallbackText.ko)).toHaveCount(0);
    });
  }

  test('a page opened directly whose remote is slow in the browser shows the fallback once its time is out, in English on /en', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const heal = await breakRemoteInBrowser(page, 'lawyers', 'slow-entry');
    const errors = consoleErrors(page);
    await page.addInitScript(watchForFallback, Object.values(fallbackText));
    // Not waiting for `load`: the held entry script would hold it back.
    await page.goto('/en/taesung/lawyer', { waitUntil: 'domcontentloaded' });
    // On the page's clock, which starts with the navigation, before the page's script starts loading the remote.
    const took = await fallbackShown(page, 0, 'en');
    note('fallback after', took);
    expect(took).toBeGreaterThanOrEqual(loadTimeouts.browser);
    await expect
      .poll(() => errors.find((text) => givenUpFor['slow-entry'].test(text)), {
        message: 'the reason the page gave the remote up',
      })
      .toBeTruthy();
    await expect(page.getByRole('banner')).toBeVisible();
    await heal();
    await retryUnlessBack(page, 'en');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(fallbackText.en)).toHaveCount(0);
  });
});

/**
 * The server renders a page whose remote is deployed at its own origin (`REMOTE_<NAME>_URL`): a second server of
 * the site, started with three remotes on hosts that fail from the start (nothing of them loaded yet).
 */
test.describe('a remote that fails on the server', () => {
  test.describe.configure({ timeout: 240_000 });
  const cases = [
    { remote: 'home', fault: 'refused', path: '/', heading: null },
    { remote: 'lawyers', fault: 'slow', path: '/taesung/lawyer', heading: '변호사' },
    { remote: 'practice', fault: 'throws', path: '/divorce/agreement', heading: '협의이혼' },
  ] as const;

  let site: SeparateSite | undefined;
  const hosts: Partial<Record<(typeof cases)[number]['remote'], FaultyRemoteHost>> = {};
  /** How long the fresh server's first answer took: it is where the slow remote is first waited for. */
  let firstAnswer = 0;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    for (const { remote, fault } of cases) hosts[remote] = await startFaultyRemoteHost(remote, fault);
    site = await startSeparateSite({
      REMOTE_HOME_URL: hosts.home!.url,
      REMOTE_LAWYERS_URL: hosts.lawyers!.url,
      REMOTE_PRACTICE_URL: hosts.practice!.url,
    });
    // The first render of a fresh server loads the shell's own code and texts, and learns the public pages from
    // every public remote: each of the three is tried there for the first time.
    const started = Date.now();
    await (await fetch(`${site.origin}/no-such-page`)).text();
    firstAnswer = Date.now() - started;
    note('first answer of the fresh server', firstAnswer);
  });

  test.afterAll(async () => {
    await site?.stop();
    for (const host of Object.values(hosts)) await host.stop();
  });

  for (const { remote, fault, path, heading } of cases) {
    test(`${fault} (${remote}): answers 503 with the shell and the fallback, not cached, and the page comes back`, async ({
      page,
    }) => {
      const host = hosts[remote]!;
      const url = `${site!.origin}${path}`;
      let started = Date.now();
      let response = await fetch(url);
      const took = Date.now() - started;
      note(`server answer (${fault}) after`, took);
      expect(response.status).toBe(503);
      const html = await response.text();
      expect(html).toContain(fallbackText.ko);
      expect(html).toMatch(/<header[\s>]/);
      expect(html).toMatch(/<footer[\s>]/);
      // A remote that does not answer is given up once the server's time for it is out (its files are still held
      // back): the server's first answer waited that long for it. One that is down or broken is given up for its
      // fault, before that time, whether the server tries it again now or still remembers the failure.
      if (fault === 'slow') expect(firstAnswer).toBeGreaterThanOrEqual(loadTimeouts.server);
      else expect(took).toBeLessThan(loadTimeouts.server);

      // The failure is remembered for a moment: the next visitors get the fallback at once.
      started = Date.now();
      response = await fetch(url);
      note('server answer while the failure is remembered', Date.now() - started);
      expect(response.status).toBe(503);
      await response.body?.cancel();

      // The browser shows the same fallback with a retry (its own load of the remote fails too; a slow one's entry
      // is held back, so the page's `load` is not waited for).
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('main').getByRole('alert')).toContainText(fallbackText.ko, { timeout: 30_000 });
      await expect(page.getByRole('banner')).toBeVisible();

      host.fault = 'none';
      await host.apply();
      // Not cached as a good page: once the server tries the remote again (after 5 s), the page is whole.
      await expect.poll(async () => (await fetch(url)).status, { timeout: 20_000, intervals: [500] }).toBe(200);
      const whole = await (await fetch(url)).text();
      expect(whole).not.toContain(fallbackText.ko);

      await retryUnlessBack(page);
      if (heading) await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(heading);
      await expect(page.getByText(fallbackText.ko)).toHaveCount(0);
    });
  }
});
