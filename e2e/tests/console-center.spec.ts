import { expect, test } from '@playwright/test';
import { accessToken, logIn, screenshot, typeWithIme } from '../support/console.ts';
import { hydrated } from '../support/hydrated.ts';

const stamp = Date.now().toString(36).slice(-6);

/** `법원이 정합니다` as a Korean keyboard composes it. */
const answerSyllables = [
  ['ㅂ', '버', '법'],
  ['ㅇ', '워', '원'],
  ['ㅇ', '이'],
  [' '],
  ['ㅈ', '저', '정'],
  ['ㅎ', '하', '합'],
  ['ㄴ', '니'],
  ['ㄷ', '다'],
];
const answerText = '법원이 정합니다';

test('a visitor asks on the site, staff answer in Korean in the console, the visitor reads the answer at the private link', async ({
  page,
  browser,
  request,
}) => {
  const subject = `양육권 문의 ${stamp}`;
  const email = `visitor-${stamp}@example.com`;

  await page.goto('/guide');
  await hydrated(page);
  await page.getByRole('link', { name: '온라인으로 문의하기' }).click();
  await expect(page).toHaveURL(/\/guide\/question$/);
  await page.getByLabel(/^이름/).fill('김민지');
  await page.getByLabel(/^이메일/).fill(email);
  await page.getByLabel(/^제목/).fill(subject);
  await page.getByLabel(/^문의 내용/).fill('이혼하면 아이는 누가 키우게 되나요?');
  await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
  await page.getByRole('button', { name: '문의 보내기' }).click();
  await expect(page.getByRole('heading', { name: '문의가 접수되었습니다' })).toBeFocused();
  const link = await page.getByTestId('question-link').getAttribute('href');
  expect(link).toMatch(/\/guide\/questions\/[0-9a-f]+\?key=[\w-]{43}$/);

  const visitor = await browser.newPage();
  const before = await visitor.request.get(link!);
  expect(before.status()).toBe(200);
  const html = await before.text();
  expect(html).toContain('<meta name="robots" content="noindex"');
  expect(html).toContain(subject);
  expect(html).toContain('아직 답변이 등록되지 않았습니다');
  expect(html).not.toContain('김민지');
  expect(html).not.toContain(email);
  expect((await visitor.request.get(link!.replace(/key=.*/, 'key=wrong'))).status()).toBe(404);

  await page.goto('/console/center/questions');
  await logIn(page);
  await page.getByRole('searchbox', { name: '이름·연락처·제목·내용 검색' }).fill(subject);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=/);
  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByTestId('answer-mail-note')).toContainText(email);
  await screenshot(page, 'questions-detail');

  await page.getByLabel(/^답변 내용/).click();
  await typeWithIme(page, answerSyllables);
  await expect(page.getByLabel(/^답변 내용/)).toHaveValue(answerText);
  await page.getByRole('button', { name: '답변 등록' }).click();
  await expect(page.getByText('답변을 등록하고 방문자에게 메일을 보냈습니다.')).toBeVisible();
  await expect(page.getByTestId('answer-mail-note')).toContainText('메일은 다시 보내지 않습니다');

  await visitor.setViewportSize({ width: 375, height: 740 });
  await visitor.goto(link!);
  await expect(visitor.getByRole('region', { name: '답변' })).toContainText(answerText);
  await expect(visitor.getByText('답변 완료')).toBeVisible();
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await visitor.close();

  const token = await accessToken(request);
  await expect
    .poll(async () => {
      const outbox = await request.get(`/api/console/outbox?channel=email&search=${encodeURIComponent(email)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { messages } = (await outbox.json()) as { messages: { to: string; body: string }[] };
      return messages.filter((message) => message.to === email).map((message) => message.body.includes(link!));
    })
    .toEqual([true]);

  await page.goto('/console/center/questions');
  await expect(page.getByRole('table')).toBeVisible();
  await screenshot(page, 'questions');
});

test('staff move a FAQ up by keyboard, save the order once, and the guide shows the new order', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const orderCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/console/center/faqs/order')) orderCalls.push(sent.method());
  });
  await page.goto('/console/center/faqs?category=fees');
  await logIn(page);
  const order = page.getByRole('region', { name: '「비용 안내」 질문 순서' });
  const items = order.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const before = (await items.allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
  expect(before.length).toBeGreaterThan(1);
  await screenshot(page, 'faqs');
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(order.getByRole('button', { name: '순서 저장' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 720 });

  await order.getByRole('button', { name: new RegExp(`${escapeRegExp(before[1]!)}.*위로`) }).focus();
  await page.keyboard.press('Enter');
  const expected = [before[1]!, before[0]!, ...before.slice(2)];
  await expect(order.getByText('저장해야 사이트에 반영됩니다', { exact: false })).toBeVisible();
  await order.getByRole('button', { name: '순서 저장' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('「비용 안내」 질문 순서를 저장했습니다.')).toBeVisible();
  expect(orderCalls).toEqual(['PUT']);

  await page.goto('/guide');
  const fees = page.getByRole('region', { name: '비용 안내', exact: true });
  const questions = (await fees.getByRole('button').allInnerTexts()).map((text) => text.replace(/^Q\s*/, '').trim());
  expect(questions.slice(0, expected.length)).toEqual(expected);

  await page.goto('/console/center/faqs?category=fees');
  await page.getByRole('table').getByRole('link', { name: before[0]! }).click();
  await expect(page.getByRole('heading', { level: 1, name: '자주 묻는 질문 수정' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '답변 (한국어)' })).toContainText(/\S/);
  await page.waitForTimeout(1000);
  expect(errors).toEqual([]);
  await expect(page.getByLabel(/^질문 \(한국어\)/)).toHaveValue(before[0]!);
  await screenshot(page, 'faqs-edit');
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
