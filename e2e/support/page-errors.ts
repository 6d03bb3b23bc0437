import type { Page } from '@playwright/test';

/** A console error a page is known to log: the exact URL it is about (a resource that failed to load), and why. */
export interface ExpectedError {
  url: string;
  reason: string;
}

/**
 * Collects what goes wrong on `page`: every uncaught error and every console error, a resource that failed to load
 * (a 404 or 500) among them, except those `expected` lists by exact URL. A test ends with `expect(errors).toEqual([])`.
 */
export function watchPageErrors(page: Page, expected: readonly ExpectedError[] = []): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    if (expected.some((known) => known.url === url)) return;
    errors.push(url ? `${message.text()} (${url})` : message.text());
  });
  return errors;
}

/**
 * Serves YouTube's player as an empty page: the embedded player's own requests and console are YouTube's, and need a
 * network the tests do not depend on. The page's part, the frame and its address, is what the tests check.
 */
export async function stubYouTubePlayer(page: Page) {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>YouTube</title>' }),
  );
}
