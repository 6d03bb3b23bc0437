import { expect, test, type Page } from '@playwright/test';
import { logIn, screenshot } from '../support/console.ts';
import { invitedStaff } from '../support/staff.ts';
import { stepAt, totpCode } from '../support/totp.ts';
import { freshCode, rememberEnrolment } from '../support/two-factor.ts';

test.use({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });

const sidebar = (page: Page) => page.getByRole('navigation', { name: '관리자 메뉴' });

async function passwordStep(page: Page, account: { username: string; password: string }) {
  await page.getByLabel('아이디').fill(account.username);
  await page.getByLabel('비밀번호', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: '로그인' }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
}

test('an account whose level requires it enrols in two-step verification, then signs in with a code, is refused a wrong one, and uses a recovery code once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await invitedStaff(request, 'otp', ['console'], { twoFactor: true });

  await page.goto('/console/dashboard');
  const origin = new URL(page.url()).origin;
  await passwordStep(page, staff);
  await expect(page).toHaveURL(/\/console\/two-factor$/);
  await expect(page.getByText('이 계정의 등급은 2단계 인증이 필수입니다.', { exact: false })).toBeVisible();
  await sidebar(page).getByRole('link', { name: '비밀번호 변경' }).click();
  await expect(page).toHaveURL(/\/console\/two-factor$/);

  await page.getByRole('button', { name: '등록 시작' }).click();
  await expect(page.getByRole('img', { name: /인증 앱으로 찍을 QR 코드/ })).toBeVisible();
  const secret = ((await page.getByLabel('설정 키(직접 입력용)').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await screenshot(page, 'two-factor');
  const enrolStep = stepAt();
  await page.getByLabel(/^인증 코드/).fill(totpCode(secret, enrolStep));
  await page.getByRole('button', { name: '확인하고 사용 시작' }).click();

  const recoveryCodes = page.getByRole('list', { name: '복구 코드 10개' }).getByRole('listitem');
  await expect(recoveryCodes).toHaveCount(10);
  const codes = await recoveryCodes.allInnerTexts();
  await screenshot(page, 'two-factor-codes');
  await expect(page.getByRole('button', { name: '완료' })).toBeDisabled();
  await page.getByRole('checkbox', { name: '안전한 곳에 보관했습니다' }).check();
  await page.getByRole('button', { name: '완료' }).click();
  await expect(page.getByText('2단계 인증을 사용하고 있습니다.')).toBeVisible();
  await expect(page.getByText(/이 계정의 등급은 2단계 인증이 필수라서 끌 수 없습니다/)).toBeVisible();
  rememberEnrolment(origin, staff.username, {
    secret,
    lastStep: enrolStep,
    recoveryCodes: codes.map((code) => code.trim()),
  });

  await logOut(page);
  await passwordStep(page, staff);
  const code = page.getByLabel('인증 코드');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await screenshot(page, 'login-code');
  // A code ten minutes ahead: wrong now, and computed once, so a step that ends meanwhile does not change it.
  const wrongCode = totpCode(secret, stepAt() + 20);
  await code.fill(wrongCode);
  await page.getByRole('button', { name: '확인' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '인증 코드가 올바르지 않거나 이미 사용되었습니다.' }),
  ).toBeVisible();
  await expect(code).toHaveValue(wrongCode);
  await code.fill(await freshCode(origin, staff.username));
  await page.getByRole('button', { name: '확인' }).click();
  await expect(sidebar(page)).toBeVisible();

  const recoveryCode = codes[0]!.trim();
  await logOut(page);
  for (const expected of ['accepted', 'refused'] as const) {
    await passwordStep(page, staff);
    await page.getByRole('button', { name: '복구 코드 사용' }).click();
    await page.getByLabel('복구 코드').fill(recoveryCode);
    await page.getByRole('button', { name: '확인' }).click();
    if (expected === 'refused') {
      await expect(page.getByRole('alert').filter({ hasText: /올바르지 않/ })).toBeVisible();
      continue;
    }
    await expect(sidebar(page)).toBeVisible();
    await logOut(page);
  }
});

test('the devices screen ends the session of another browser, whose next click lands on the login', async ({
  page,
  browser,
  request,
}) => {
  const staff = await invitedStaff(request, 'devices', ['console']);
  const other = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const otherPage = await other.newPage();
  await otherPage.goto('/console/password');
  await logIn(otherPage, staff);

  await page.goto('/console/sessions');
  await logIn(page, staff);
  const table = page.getByRole('table', { name: '이 계정의 로그인 기기' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row', { name: /지금 이 기기/ })).toBeVisible();
  await screenshot(page, 'sessions');
  await table.getByRole('button', { name: /로그아웃시키기/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: '로그아웃시키기' }).click();
  await expect(page.getByText('그 기기에서 로그아웃시켰습니다.')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  await sidebar(otherPage).getByRole('link', { name: '로그인 기기' }).click();
  await expect(otherPage.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
  await other.close();
});

test('a minute before the idle timeout the console warns, "계속 사용" keeps the session, and at the timeout the login says why', async ({
  page,
  request,
}) => {
  const staff = await invitedStaff(request, 'idle', ['console']);
  await page.clock.install();
  await page.goto('/console/sessions');
  await logIn(page, staff);
  await expect(page.getByRole('table', { name: '이 계정의 로그인 기기' })).toBeVisible();

  await page.clock.fastForward('29:05');
  const warning = page.getByRole('alertdialog', { name: '1분 뒤 자동 로그아웃됩니다' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: '계속 사용' })).toBeFocused();
  await screenshot(page, 'idle-warning');
  const touched = page.waitForRequest(
    (request) => request.url().endsWith('/api/console/me/sessions/current/touch') && request.method() === 'POST',
  );
  await warning.getByRole('button', { name: '계속 사용' }).click();
  await touched;
  await expect(warning).toBeHidden();

  await page.clock.fastForward('30:05');
  await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
  await expect(page.getByText(/오래 사용하지 않아 로그아웃되었습니다/)).toBeVisible();
});
