import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's script has hydrated the server's markup: the shell sets `<html data-hydrated>` from inside
 * the page's own boundary, which may hydrate after the frame around it. Before then a link click is a full page
 * load and a `popstate` reaches no router, so a test that means an in-page navigation waits here first. The
 * network going idle is not the same moment: hydration runs in slices after the last script arrives.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}
