import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/accessibility.ts';
import { logIn, screenshot } from '../support/console.ts';
import { watchPageErrors } from '../support/page-errors.ts';

test.use({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });

test('a booked request shows on its day in the calendar, where staff confirm and cancel it', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchPageErrors(page);
  const token = Date.now().toString(36).slice(-5);
  const slots = await page.request.get('/api/v1/booking/slots?office=gwangju&kind=video&days=14');
  const [slot] = (await slots.json()).slots as { start: string; end: string }[];
  expect(slot).toBeDefined();
  const form = await page.request.post('/api/v1/forms', {
    data: {
      name: `조예약${token}`,
      phone: '010-4444-8282',
      category: 'divorce-custody',
      office: 'gwangju',
      contactTime: 'anytime',
      content: '화상 상담을 예약합니다.',
      agree: true,
      appointment: { kind: 'video', start: slot!.start },
    },
  });
  expect(form.status(), await form.text()).toBe(201);
  const time = `${slot!.start.slice(11, 16)}–${slot!.end.slice(11, 16)}`;

  await page.goto('/console');
  await logIn(page);
  await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: '상담 예약 달력' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '상담 예약 달력' })).toBeVisible();
  await page.goto(`/console/forms/calendar?day=${slot!.start.slice(0, 10)}&office=gwangju`);
  const row = page.getByRole('row').filter({ hasText: `조${'*'.repeat(6)}${token.at(-1)}` });
  await expect(row).toContainText(time);
  await expect(row).toContainText('화상 상담');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'booking-calendar');

  await row.getByRole('link', { name: time }).click();
  const dialog = page.getByRole('dialog', { name: /님의 상담 예약$/ });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'booking-calendar-dialog');
  await dialog.getByRole('button', { name: '예약 확정' }).click();
  await expect(page.getByText('예약을 확정했습니다.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '예약 확정' })).toHaveCount(0);
  await expect(dialog).toContainText('확정');

  await dialog.getByRole('button', { name: '예약 취소' }).click();
  const question = page.getByRole('dialog', { name: '상담 예약을 취소할까요?' });
  await question.getByRole('button', { name: '예약 취소' }).click();
  await expect(page.getByText('예약을 취소했습니다.')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(errors).toEqual([]);
});
