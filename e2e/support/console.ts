import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { codeWithoutWaiting, enrolmentOf, freshCode, takeRecoveryCode } from './two-factor.ts';

/** The administrator the e2e server starts with (playwright.config.ts). */
export const admin = { username: 'admin', password: 'e2e-Admin-password-1' };

const screensDir = path.resolve(import.meta.dirname, '../../docs/screens');

/** The origin of the server `request` or `page` talks to (the e2e server unless a spec started its own). */
const originOf = (url: string | undefined) =>
  new URL(
    url && url.startsWith('http') ? url : (process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT}`),
  ).origin;

/**
 * Logs in on the console's login page (the page must show it) and waits for the console's menu. An account enrolled
 * in two-factor sign-in (the administrator, by the global setup) answers the second step with a code; when the three
 * steps the API takes are all used, the page joins the run's API session of the account instead of waiting up to
 * half a minute for the next code, and when a spec has ended that session, it answers with one of the account's
 * recovery codes, as a member of staff without their phone would (console-two-factor.spec.ts goes through every
 * step by hand). Only with no recovery code left does it wait. `atSecondStep` is called while the second step shows.
 */
export async function logIn(
  page: Page,
  account: { username: string; password: string } = admin,
  atSecondStep?: (page: Page) => Promise<void>,
) {
  await page.getByLabel('아이디').fill(account.username);
  await page.getByLabel('비밀번호', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: '로그인' }).click();
  const origin = originOf(page.url());
  if (enrolmentOf(origin, account.username)) {
    await expect(page.getByRole('heading', { name: '2단계 인증' })).toBeVisible();
    await atSecondStep?.(page);
    const code = codeWithoutWaiting(origin, account.username);
    if (code) {
      await page.getByLabel('인증 코드').fill(code);
      await page.getByRole('button', { name: '확인' }).click();
    } else {
      const live = await liveSharedSession(page.request, account, origin);
      const recoveryCode = live ? undefined : takeRecoveryCode(origin, account.username);
      if (recoveryCode) {
        await page.getByRole('button', { name: '복구 코드 사용' }).click();
        await page.getByLabel('복구 코드').fill(recoveryCode);
        await page.getByRole('button', { name: '확인' }).click();
      } else {
        const session = live ?? (await sharedSession(page.request, account, origin));
        await page.evaluate((stored) => sessionStorage.setItem('taesung.session', JSON.stringify(stored)), session);
        await page.reload();
      }
    }
  }
  await expect(page.getByRole('navigation', { name: '관리자 메뉴' })).toBeVisible();
}

/** Sessions of enrolled accounts signed in through the API once and shared by the run, by server and username. */
const sessions = new Map<string, string>();

/** A refresh token of the run's session of the account (signing in again with a code once it has ended) and a new access token. */
async function sharedSession(
  request: APIRequestContext,
  account: { username: string; password: string },
  origin: string,
) {
  const live = await liveSharedSession(request, account, origin);
  if (live) return live;
  const tokens = await signIn(request, account, origin);
  sessions.set(`${origin} ${account.username}`, tokens.refreshToken);
  return tokens;
}

/** The run's session of the account with a new access token, or null when there is none or it has ended. */
async function liveSharedSession(request: APIRequestContext, account: { username: string }, origin: string) {
  const known = sessions.get(`${origin} ${account.username}`);
  if (!known) return null;
  const access = await request.get(new URL('/api/auth/accessToken', origin).href, {
    headers: { authorization: `Bearer ${known}` },
  });
  return access.ok()
    ? { refreshToken: known, accessToken: ((await access.json()) as { accessToken: string }).accessToken }
    : null;
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

/** Signs in through the API: the password, then a fresh code when the account is enrolled in two-factor sign-in. */
async function signIn(request: APIRequestContext, account: { username: string; password: string }, server: string) {
  const login = await request.post(new URL('/api/auth/login', server).href, {
    data: { username: account.username, password: account.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  let tokens = (await login.json()) as { refreshToken: string; accessToken: string; twoFactor?: { ticket: string } };
  if (tokens.twoFactor) {
    const second = await request.post(new URL('/api/auth/login/two-factor', server).href, {
      data: { ticket: tokens.twoFactor.ticket, code: await freshCode(server, account.username) },
    });
    expect(second.ok(), await second.text()).toBe(true);
    tokens = (await second.json()) as typeof tokens;
  }
  return { refreshToken: tokens.refreshToken, accessToken: tokens.accessToken };
}

/** Access tokens already issued in this run, by server and username: each new sign-in of an enrolled account spends a code. */
const issued = new Map<string, string>();

/**
 * An access token of an account (the administrator by default), for calling the API beside the page: the one issued
 * before while the API still takes it, otherwise a new sign-in with the password, and with a fresh code when the
 * account is enrolled in two-factor sign-in.
 */
export async function accessToken(
  request: APIRequestContext,
  account: { username: string; password: string } = admin,
  origin?: string,
): Promise<string> {
  const server = originOf(origin);
  const key = `${server} ${account.username}`;
  const known = issued.get(key);
  if (
    known &&
    (await request.get(new URL('/api/console/me', server).href, { headers: { authorization: `Bearer ${known}` } })).ok()
  )
    return known;
  const { accessToken: token } = await signIn(request, account, server);
  issued.set(key, token);
  return token;
}

/** Types Korean text the way an IME does: each syllable composed step by step (`['ㅂ', '버', '법']`), then committed. */
export async function typeWithIme(page: Page, syllables: string[][]) {
  const cdp = await page.context().newCDPSession(page);
  for (const steps of syllables) {
    if (steps.length === 1 && steps[0] === ' ') {
      await cdp.send('Input.insertText', { text: ' ' });
      continue;
    }
    for (const step of steps)
      await cdp.send('Input.imeSetComposition', { text: step, selectionStart: step.length, selectionEnd: step.length });
    await cdp.send('Input.insertText', { text: steps.at(-1)! });
  }
  await cdp.detach();
}
