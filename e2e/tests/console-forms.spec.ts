import { expect, test, type Locator, type Page } from '@playwright/test';
import { startSmtpServer } from '../../api/src/test-support/smtp.ts';
import { logIn as signIn, screenshot } from '../support/console.ts';
import { hydrated } from '../support/hydrated.ts';

/** The mail server the API sends to (`SMTP_URL` of the e2e server, on `E2E_SMTP_PORT`). */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

test.use({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });

test.beforeAll(async () => {
  smtp = await startSmtpServer(Number(process.env.E2E_SMTP_PORT));
});

test.afterAll(async () => {
  await smtp.close();
});

async function logIn(page: Page) {
  await page.goto('/console');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
}

/** A dashboard card's figure (`3건`). */
async function figureOf(card: Locator): Promise<number> {
  const text = (await card.getByText(/^\d[\d,]*건$/).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test('a request sent on the site appears in the open list, is handled, forwarded by mail and counted on the dashboard', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const token = Date.now().toString(36).slice(-5);
  const name = `이상담${token}`;
  const lastDigits = String(1000 + Math.floor(Math.random() * 9000));
  const forwardTo = `lawyer-${token}@taesung-e2e.test`;

  await logIn(page);
  const todayCard = page.getByRole('listitem').filter({ hasText: '오늘 상담 신청' });
  await expect(todayCard.getByText(/^\d[\d,]*건$/)).toBeVisible();
  const before = await figureOf(todayCard);

  await page.getByRole('navigation').getByRole('link', { name: '상담 신청' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '상담 신청' })).toBeVisible();
  await page.getByLabel('이름·연락처·내용 검색').fill(name);
  await page.getByLabel('이름·연락처·내용 검색').press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(name)}`));
  await expect(page.getByText('조건에 맞는 상담 신청이 없습니다.')).toBeVisible();
  await page.evaluate(() => Object.assign(window, { stayed: true }));

  const site = await context.newPage();
  await site.goto('/contact/consultation');
  await hydrated(site);
  await site.getByLabel(/^이름/).fill(name);
  await site.getByLabel(/^연락처/).pressSequentially(`0105555${lastDigits}`);
  await site.getByLabel(/^상담 분야/).selectOption('divorce-property');
  await site
    .getByRole('radiogroup', { name: /희망 사무소/ })
    .getByText('인천', { exact: false })
    .click();
  await site
    .getByRole('radiogroup', { name: /희망 연락 시간/ })
    .getByText('오후', { exact: false })
    .click();
  await site.getByLabel(/^상담 내용/).fill('재산분할 비율과 절차가 궁금합니다.');
  await site.getByRole('checkbox', { name: /동의합니다/ }).check();
  await site.getByRole('button', { name: '상담 신청하기' }).click();
  await expect(site.getByRole('heading', { name: '상담 신청이 접수되었습니다' })).toBeVisible();
  await site.close();

  await page.bringToFront();
  const table = page.getByRole('table', { name: '상담 신청 목록' });
  const row = table.getByRole('row').filter({ hasText: `010-****-${lastDigits}` });
  await expect(row).toHaveCount(1, { timeout: 25_000 });
  await expect(page.getByText('새 상담 신청 1건이 접수되었습니다.')).toBeVisible();
  await expect(row).toContainText('재산분할');
  await expect(row).toContainText('인천 분사무소');
  await expect(row).toContainText('신규');
  await expect(row).not.toContainText(name);
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  await screenshot(page, 'forms');

  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} 님의 상담 신청` })).toBeVisible();
  await expect(page.getByText(`010-5555-${lastDigits}`).first()).toBeVisible();
  await expect(page.getByText('재산분할 비율과 절차가 궁금합니다.')).toBeVisible();

  const status = page.getByRole('group', { name: '처리 상태' });
  await status.getByRole('button', { name: '완료' }).click();
  await expect(page.getByText("처리 상태를 '완료'(으)로 바꿨습니다.")).toBeVisible();
  await expect(status.getByRole('button', { name: '완료' })).toHaveAttribute('aria-pressed', 'true');

  const forward = page.getByRole('region', { name: '이메일로 전달' });
  await forward.getByLabel('직접 입력한 주소').check();
  await forward.getByLabel('받는 사람 이메일').fill(forwardTo);
  await forward.getByRole('button', { name: '전달하기' }).click();
  await expect(forward.getByRole('list', { name: '전달 결과' })).toContainText(`${forwardTo}: 보냄`);
  await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(forwardTo)).length).toBe(1);
  const mail = smtp.received.find((message) => message.to.includes(forwardTo))!;
  expect(mail.subject).toContain(name);
  expect(mail.text).toContain(name);
  expect(mail.text).toContain('재산분할 비율과 절차가 궁금합니다.');
  await screenshot(page, 'forms-detail');

  await page.getByRole('navigation').getByRole('link', { name: '대시보드' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
  await expect.poll(() => figureOf(todayCard)).toBe(before + 1);
  const latest = page.getByRole('region', { name: '최근 상담 신청' });
  await expect(latest.getByRole('link').filter({ hasText: `010-****-${lastDigits}` })).toBeVisible();
  await expect(page.getByRole('table', { name: '최근 30일 날짜별 페이지 조회수' }).getByRole('row')).toHaveCount(31);
  await screenshot(page, 'dashboard');
  expect(errors).toEqual([]);
});

/** The scripts a page downloads from now on: their address, bytes on the wire and whether they hold uPlot. */
function watchScripts(page: Page) {
  const scripts: Promise<{ path: string; bytes: number; chart: boolean }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const [sizes, body] = await Promise.all([response.request().sizes(), response.text().catch(() => '')]);
        return {
          path: new URL(response.url()).pathname,
          bytes: sizes.responseBodySize,
          chart: body.includes('u-over'),
        };
      })(),
    );
  });
  return () => Promise.all(scripts);
}

test('only the dashboard downloads the chart, and the console opens within its script budget', async ({ page }) => {
  const opening = watchScripts(page);
  await logIn(page);
  await expect(page.getByRole('table', { name: '최근 30일 날짜별 페이지 조회수' })).toBeAttached();
  await page.waitForLoadState('networkidle');
  const first = await opening();
  const total = first.reduce((sum, script) => sum + script.bytes, 0);
  console.log(`console first screen: ${first.length} scripts, ${(total / 1024).toFixed(1)} KB on the wire`);
  expect(total).toBeLessThanOrEqual(300 * 1024);
  expect(first.some((script) => script.chart)).toBe(true);
  expect(first.filter((script) => /console-(requests|request-detail)\./.test(script.path))).toEqual([]);

  const chart = first.filter((script) => script.chart).map((script) => script.path);
  const listing = watchScripts(page);
  await page.goto('/console/forms');
  await expect(page.getByRole('heading', { level: 1, name: '상담 신청' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const list = await listing();
  expect(list.length).toBeGreaterThan(0);
  expect(list.filter((script) => chart.includes(script.path) || /console-dashboard\./.test(script.path))).toEqual([]);
});
