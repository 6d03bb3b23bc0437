import type { Page } from '@playwright/test';

/**
 * Holds the shell's entry script back, as a slow phone would receive it late, so that the test can act on the
 * server's page before the app runs; returns the function that lets the script through.
 */
export async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/static\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
