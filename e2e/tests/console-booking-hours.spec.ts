import { expect, test } from '@playwright/test';
import { logIn, screenshot, typeWithIme } from '../support/console.ts';

type Slot = { start: string; end: string };

test('staff change how long a video consultation lasts and close a day; the site offers times by it at once', async ({
  page,
  request,
}) => {
  const slots = async () =>
    (
      (await (await request.get('/api/v1/booking/slots?office=incheon&kind=video&days=14')).json()) as {
        slots: Slot[];
      }
    ).slots;
  const before = await slots();
  expect(before.length).toBeGreaterThan(0);
  const day = before[0]!.start.slice(0, 10);

  await page.goto('/console/forms/schedule');
  await logIn(page);
  await expect(page.getByRole('link', { name: '상담 예약 시간' })).toBeVisible();
  await page.getByLabel('사무소').selectOption({ label: '인천 분사무소' });
  await expect(page).toHaveURL(/office=incheon/);
  await page.getByLabel('상담 방식').selectOption({ label: '화상 상담' });
  await expect(page.getByRole('heading', { name: '인천 분사무소 · 화상 상담 운영 시간' })).toBeVisible();

  const length = page.getByRole('spinbutton', { name: /^상담 한 건의 길이/ });
  await length.fill('45');
  await page.getByRole('button', { name: '운영 시간 저장' }).click();
  await expect(page.getByText('운영 시간을 저장했습니다.', { exact: false })).toBeVisible();
  const longer = await slots();
  expect(longer.length).toBeGreaterThan(0);
  for (const slot of longer) expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(45 * 60 * 1000);

  const exceptions = page.getByRole('region', { name: '인천 분사무소 휴무일·추가 운영일' });
  await exceptions.getByRole('button', { name: '휴무일·추가 운영일 추가' }).click();
  await exceptions.getByLabel(/^날짜/).fill(day);
  // The note typed in Korean through an input method: the Enter that confirms the last syllable saves nothing.
  const saves: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/console/booking/exceptions')
      saves.push(sent.url());
  });
  const note = exceptions.getByRole('textbox', { name: /^메모/ });
  await note.click();
  await typeWithIme(page, [['ㅅ', '사'], ['ㅁ', '무'], ['ㅅ', '시', '실'], [' '], ['ㄱ', '고', '공']]);
  const cdp = await page.context().newCDPSession(page);
  for (const step of ['ㅅ', '사'])
    await cdp.send('Input.imeSetComposition', { text: step, selectionStart: step.length, selectionEnd: step.length });
  await page.keyboard.press('Enter');
  await cdp.detach();
  await expect(note).toHaveValue('사무실 공사');
  expect(saves).toEqual([]);
  await exceptions.getByRole('button', { name: '추가', exact: true }).click();
  await expect(exceptions.getByRole('cell', { name: '하루 종일 휴무' })).toBeVisible();
  await expect(exceptions.getByRole('cell', { name: '사무실 공사' })).toBeVisible();
  expect(saves).toHaveLength(1);
  await screenshot(page, 'booking-hours');
  expect((await slots()).some((slot) => slot.start.startsWith(day))).toBe(false);

  await exceptions.getByRole('button', { name: '삭제' }).click();
  await page.getByRole('dialog', { name: '이 날의 예외를 삭제할까요?' }).getByRole('button', { name: '삭제' }).click();
  await expect(exceptions.getByText('오늘 이후로 등록된 휴무일이나 추가 운영일이 없습니다.')).toBeVisible();
  await length.fill('30');
  await page.getByRole('button', { name: '운영 시간 저장' }).click();
  await expect(page.getByText('운영 시간을 저장했습니다.', { exact: false })).toBeVisible();
  expect(await slots()).toEqual(before);
});
