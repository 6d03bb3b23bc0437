import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startSmtpServer, type ReceivedMail } from '../../api/src/test-support/smtp.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { logIn } from '../support/console.ts';
import { hydrated } from '../support/hydrated.ts';
import { watchPageErrors } from '../support/page-errors.ts';

const screensDir = path.resolve(import.meta.dirname, '../../docs/screens');

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

/** The mail server the API sends to (`SMTP_URL` of the e2e server, on `E2E_SMTP_PORT`). */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
test.beforeAll(async () => {
  smtp = await startSmtpServer(Number(process.env.E2E_SMTP_PORT));
});
test.afterAll(async () => {
  await smtp.close();
});

/** The mails to an address, once there are `count` of them, oldest first. */
async function mailTo(address: string, count: number): Promise<ReceivedMail[]> {
  await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(address)).length).toBe(count);
  return smtp.received.filter((mail) => mail.to.includes(address));
}

/** A line of a mail's calendar file (`.ics`), its folded lines joined. */
const calendarLine = (mail: ReceivedMail, name: string) =>
  mail.text
    .replace(/\r\n /g, '')
    .split(/\r?\n/)
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);

/** The page fits the phone's width: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

/** Chooses the first free time of the picker's chosen day; answers the time as the picker announces it. */
async function chooseFirstTime(page: Page, index = 0): Promise<string> {
  await expect(page.getByRole('radiogroup', { name: '날짜' })).toBeVisible();
  const times = page.getByRole('group', { name: /예약 가능한 시간$/ });
  await times.locator('label').nth(index).click();
  const chosen = page.getByText(/^선택한 시간: /);
  await expect(chosen).toBeVisible();
  return ((await chosen.textContent()) ?? '').replace('선택한 시간: ', '');
}

test('at 375 px a visitor books a video consultation with the mail and its .ics, moves it through the private link, staff see it move in the calendar, and the visitor cancels it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchPageErrors(page);
  const email = `booker-${Date.now().toString(36)}@example.com`;
  await page.goto('/contact/consultation');
  await hydrated(page);

  await page.getByLabel(/^이름/).fill(`E2E 예약 ${Date.now().toString(36)}`);
  await page.getByLabel(/^연락처/).pressSequentially('01012345678');
  await page.getByLabel(/^상담 분야/).selectOption('divorce-lawsuit');
  const office = page
    .getByRole('radiogroup', { name: /희망 사무소/ })
    .locator('label')
    .first();
  const officeName = ((await office.textContent()) ?? '').trim();
  const officeCode = await office.locator('input').getAttribute('value');
  await office.click();
  await page.getByRole('radiogroup', { name: '상담 방식' }).getByText('화상 상담', { exact: true }).click();

  const booked = await chooseFirstTime(page);
  await expectNoSidewaysScroll(page);
  // The next day by the keyboard: the arrow moves the chosen day and its focus.
  const days = page.getByRole('radiogroup', { name: '날짜' });
  await days.locator('[aria-checked="true"]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(days.locator('[aria-checked="true"]')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  expect(await seriousViolations(page)).toEqual([]);
  if (process.env.UPDATE_SCREENS === '1') {
    await page
      .locator('section[aria-labelledby="consultation-appointment-title"]')
      .screenshot({ path: path.join(screensDir, 'consultation-picker-375.png') });
  }

  await page.getByLabel(/^이메일/).pressSequentially(email);
  await page.getByLabel(/^상담 내용/).fill('화상으로 이혼 소송 절차를 상담받고 싶습니다.');
  await page.getByRole('checkbox', { name: /동의합니다/ }).check();
  await page.getByRole('button', { name: '상담 신청하기' }).click();

  await expect(page.getByRole('heading', { name: '상담 신청이 접수되었습니다' })).toBeFocused();
  await expect(page.getByText(`${booked} · 화상 상담 · ${officeName}`)).toBeVisible();
  await page.getByRole('link', { name: '예약 확인·변경·취소 페이지' }).click();

  await expect(page).toHaveURL(/\/contact\/consultation\/booking\/[^/?]+\?key=.+/);
  // The mail says the time and carries the same private link and the event for a calendar.
  const [bookedMail] = await mailTo(email, 1);
  expect(bookedMail!.subject).toContain('상담 예약이 접수되었습니다');
  const link = new URL(page.url());
  expect(bookedMail!.text).toContain(`${link.pathname}${link.search}`);
  expect(bookedMail!.raw).toMatch(/filename=consultation\.ics/);
  expect(calendarLine(bookedMail!, 'METHOD')).toBe('REQUEST');
  const uid = calendarLine(bookedMail!, 'UID');
  expect(uid).toBeTruthy();
  await expect(page.getByRole('heading', { name: booked })).toBeVisible();
  await expect(page.getByText('예약됨')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: '다른 시간으로 변경' }).click();
  // The booked time is no longer free (one seat a time), so the first time offered is another.
  const moved = await chooseFirstTime(page);
  expect(moved).not.toBe(booked);
  await page.getByRole('button', { name: '이 시간으로 변경' }).click();
  await expect(page.getByText(`예약 시간을 ${moved}(으)로 변경했습니다.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: moved })).toBeVisible();

  // The move is told by mail with the same calendar event, updated.
  const [, movedMail] = await mailTo(email, 2);
  expect(movedMail!.subject).toContain('상담 예약 시간이 변경되었습니다');
  expect(calendarLine(movedMail!, 'UID')).toBe(uid);
  expect(Number(calendarLine(movedMail!, 'SEQUENCE'))).toBeGreaterThan(Number(calendarLine(bookedMail!, 'SEQUENCE')));

  // Staff see the booking at its new time in the console's calendar.
  const bookingId = link.pathname.split('/').at(-1)!;
  const shown = await page.request.get(`/api/v1/bookings/${bookingId}${link.search}`);
  const { start, end } = ((await shown.json()) as { booking: { start: string; end: string } }).booking;
  const staff = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1440, height: 900 } });
  await staff.goto('/console');
  await logIn(staff);
  await staff.goto(`/console/forms/calendar?day=${start.slice(0, 10)}&office=${officeCode}`);
  const row = staff.getByRole('row').filter({ hasText: `${start.slice(11, 16)}–${end.slice(11, 16)}` });
  await expect(row.filter({ hasText: '화상 상담' })).toHaveCount(1);
  await staff.close();

  // The private link opens the booking again after a reload, at its new time.
  await page.reload();
  await expect(page.getByRole('heading', { name: moved })).toBeVisible();
  await hydrated(page);

  await page.getByRole('button', { name: '예약 취소' }).click();
  const dialog = page.getByRole('alertdialog', { name: '예약을 취소하시겠습니까?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '예약 취소하기' }).click();
  await expect(page.getByText('예약을 취소했습니다.')).toBeVisible();
  await expect(page.getByText('취소됨')).toBeVisible();
  const [, , cancelledMail] = await mailTo(email, 3);
  expect(calendarLine(cancelledMail!, 'METHOD')).toBe('CANCEL');
  expect(calendarLine(cancelledMail!, 'UID')).toBe(uid);
  expect(errors).toEqual([]);
});

test('the booking page is rendered on the server, in English on the English site', async ({ page, request }) => {
  const slots = await request.get('/api/v1/booking/slots?office=seoul-main&kind=phone&days=14');
  expect(slots.ok()).toBe(true);
  const [slot] = ((await slots.json()) as { slots: { start: string }[] }).slots;
  const sent = await request.post('/api/v1/forms', {
    headers: { 'Accept-Language': 'en' },
    data: {
      name: 'E2E booking',
      phone: '010-1234-5678',
      category: 'divorce-lawsuit',
      office: 'seoul-main',
      contactTime: 'anytime',
      content: 'A question about a divorce by phone.',
      agree: true,
      website: '',
      appointment: { kind: 'phone', start: slot!.start },
    },
  });
  expect(sent.status()).toBe(201);
  const { booking } = (await sent.json()) as { booking: { _id: string; key: string } };
  const path = `/en/contact/consultation/booking/${booking._id}?key=${encodeURIComponent(booking.key)}`;

  const html = await (await request.get(path)).text();
  expect(html).toContain('By phone');
  expect(html).toContain('Booked');
  expect(html).toMatch(/<meta name="robots" content="noindex"/);

  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Change the time' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel the booking' })).toBeVisible();
});

test('a wrong key opens no booking', async ({ page }) => {
  await page.goto('/contact/consultation/booking/00000000-0000-0000-0000-000000000000?key=wrong');
  await expect(page.getByText('예약을 찾을 수 없습니다. 받으신 주소 전체가 맞는지 확인해 주세요.')).toBeVisible();
});
