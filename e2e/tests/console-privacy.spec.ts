import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logIn, screenshot, typeWithIme } from '../support/console.ts';

test.use({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });

/** "법원 제출용", composed syllable by syllable. */
const exportReason = [
  ['ㅂ', '버', '법'],
  ['ㅇ', '워', '원'],
  [' '],
  ['ㅈ', '제'],
  ['ㅊ', '추', '출'],
  ['ㅇ', '요', '용'],
];
/** "소송 중". */
const holdReason = [['ㅅ', '소'], ['ㅅ', '소', '송'], [' '], ['ㅈ', '주', '중']];

test('names are masked in the list; opening a request, holding it and exporting the list leave records that the records screen finds', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const lastDigits = String(1000 + Math.floor(Math.random() * 9000));
  const sent = await request.post('/api/v1/forms', {
    data: {
      name: '정다은',
      phone: `010-5555-${lastDigits}`,
      category: 'divorce-lawsuit',
      office: 'seoul-main',
      contactTime: 'anytime',
      content: '양육권 관련 상담을 원합니다.',
      agree: true,
    },
  });
  expect(sent.status()).toBe(201);
  const { form } = (await sent.json()) as { form: { _id: string } };

  await page.goto('/console');
  await logIn(page);

  await page.goto(`/console/forms?search=0105555${lastDigits}`);
  const row = page
    .getByRole('table', { name: '상담 신청 목록' })
    .getByRole('row')
    .filter({ hasText: `010-****-${lastDigits}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('정*은');
  await expect(row).not.toContainText('정다은');
  await expect(row).not.toContainText(`5555-${lastDigits}`);

  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: '정다은 님의 상담 신청' })).toBeVisible();
  await expect(
    page.getByText('이 화면을 연 일은 누가 언제 열었는지 접근 기록에 남습니다.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: '신청 내용' })).toContainText(`010-5555-${lastDigits}`);

  const hold = page.getByRole('region', { name: '법적 보존' });
  await hold.getByRole('button', { name: '법적 보존 설정' }).click();
  const holdDialog = page.getByRole('dialog', { name: '이 신청을 법적 보존할까요?' });
  await expect(holdDialog.getByRole('textbox', { name: /보존 사유/ })).toBeFocused();
  await typeWithIme(page, holdReason);
  await expect(holdDialog.getByRole('textbox', { name: /보존 사유/ })).toHaveValue('소송 중');
  await holdDialog.getByRole('button', { name: '보존 설정' }).click();
  await expect(page.getByText('법적 보존을 설정했습니다.')).toBeVisible();
  await expect(hold).toContainText('보존 중');
  await expect(hold).toContainText('소송 중');
  await expect(hold).toContainText('admin');
  await screenshot(page, 'forms-hold');

  await page.goto(`/console/records?subject=form&subjectId=${encodeURIComponent(form._id)}`);
  const records = page.getByRole('table', { name: '개인정보 접근 기록 목록' });
  const viewed = records.getByRole('row').filter({ hasText: '열람' });
  await expect(viewed.first()).toContainText('admin');
  await expect(viewed.first()).toContainText(`#${form._id}`);
  await expect(records.getByRole('row').filter({ hasText: '법적 보존' }).first()).toContainText('소송 중');
  await expect(page.getByRole('textbox', { name: '대상 번호' })).toHaveValue(form._id);
  await page.getByRole('button', { name: '무결성 확인' }).click();
  await expect(page.getByText(/^\d[\d,]*건 확인, 이상 없음$/)).toBeVisible();
  await screenshot(page, 'records');

  await page.goto(`/console/forms?search=0105555${lastDigits}`);
  await expect(row).toHaveCount(1);
  await page.getByRole('button', { name: '내보내기 (CSV)' }).click();
  const exportDialog = page.getByRole('dialog', { name: '상담 신청 내보내기' });
  const reason = exportDialog.getByRole('textbox', { name: /내보내는 이유/ });
  await expect(reason).toBeFocused();
  await typeWithIme(page, exportReason.slice(0, 2));
  await exportDialog.getByRole('button', { name: '내보내기' }).click();
  await expect(exportDialog.getByRole('alert')).toHaveText('5자 이상 입력해 주세요. 지금 2자입니다.');
  await typeWithIme(page, exportReason.slice(2));
  await expect(reason).toHaveValue('법원 제출용');
  await screenshot(page, 'forms-export');
  const downloading = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: '내보내기' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^consultation-requests-\d{8}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('정다은');
  expect(csv).toContain(lastDigits);
  await expect(page.getByText('CSV 파일을 내려받았습니다.', { exact: false })).toBeVisible();

  await page.goto('/console/records?action=export');
  const exported = page.getByRole('table', { name: '개인정보 접근 기록 목록' }).getByRole('row').nth(1);
  await expect(exported).toContainText('내보내기');
  await expect(exported).toContainText('admin');
  await expect(exported).toContainText('법원 제출용');
  await expect(exported).toContainText(`0105555${lastDigits}`);

  await page.setViewportSize({ width: 375, height: 800 });
  for (const [address, title] of [
    ['/console/records', '접근 기록'],
    [`/console/forms/${form._id}`, '정다은 님의 상담 신청'],
  ] as const) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
  await expect(page.getByRole('button', { name: '보존 해제' })).toBeVisible();
  expect(errors).toEqual([]);
});
