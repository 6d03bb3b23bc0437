import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The administrator the e2e server starts with (playwright.config.ts). */
export const admin = { username: 'admin', password: 'e2e-Admin-password-1' };

const screensDir = path.resolve(import.meta.dirname, '../../docs/screens');

/** Logs in on the console's login page (the page must show it) and waits for the console's menu. */
export async function logIn(page: Page, account: { username: string; password: string } = admin) {
  await page.getByLabel('아이디').fill(account.username);
  await page.getByLabel('비밀번호', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('navigation', { name: '관리자 메뉴' })).toBeVisible();
}

/** Saves `docs/screens/console-<name>.png` at a desktop size, scrolled to the top without toasts, when `UPDATE_SCREENS=1`. */
export async function screenshot(page: Page, name: string) {
  if (process.env.UPDATE_SCREENS !== '1') return;
  const size = page.viewportSize();
  const dismiss = page.getByRole('button', { name: '알림 닫기' });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(screensDir, `console-${name}.png`) });
  if (size) await page.setViewportSize(size);
}

/** An access token of an account (the administrator by default), for calling the API beside the page. */
export async function accessToken(request: APIRequestContext, account: { username: string; password: string } = admin): Promise<string> {
  const basic = Buffer.from(`${account.username}:${account.password}`, 'utf8').toString('base64');
  const refresh = await request.get('/api/auth/refreshToken', { headers: { authorization: `Basic ${basic}` } });
  expect(refresh.ok()).toBe(true);
  const { refreshToken } = (await refresh.json()) as { refreshToken: string };
  const access = await request.get('/api/auth/accessToken', { headers: { authorization: `Bearer ${refreshToken}` } });
  return ((await access.json()) as { accessToken: string }).accessToken;
}

/** Types Korean text the way an IME does: each syllable composed step by step (`['ㅂ', '버', '법']`), then committed. */
export async function typeWithIme(page: Page, syllables: string[][]) {
  const cdp = await page.context().newCDPSession(page);
  for (const steps of syllables) {
    if (steps.length === 1 && steps[0] === ' ') {
      await cdp.send('Input.insertText', { text: ' ' });
      continue;
    }
    for (const step of steps) await cdp.send('Input.imeSetComposition', { text: step, selectionStart: step.length, selectionEnd: step.length });
    await cdp.send('Input.insertText', { text: steps.at(-1)! });
  }
  await cdp.detach();
}
