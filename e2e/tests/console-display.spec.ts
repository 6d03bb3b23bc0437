import { expect, test, type Page } from '@playwright/test';
import { logIn, screenshot, typeWithIme } from '../support/console.ts';
import { watchPageErrors } from '../support/page-errors.ts';
import { drawnPng } from '../support/pictures.ts';

const stamp = Date.now().toString(36).slice(-6);

/** A moment as the console's date-time fields take it: Korean time, `YYYY-MM-DDTHH:mm`. */
const seoulInput = (time: number) => new Date(time + 9 * 3600_000).toISOString().slice(0, 16);
/** Midnight of tomorrow in Korea. */
const tomorrowInSeoul = () => `${seoulInput(Date.now() + 24 * 3600_000).slice(0, 10)}T00:00`;

const korean = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label} \\(한국어\\)`) });

async function openConsole(page: Page, address: string) {
  await page.goto(address);
  await logIn(page);
}

test.describe.configure({ mode: 'serial' });

test('a new privacy policy effective now shows on the site, which links the previous version, still readable as before', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const before = (await (await request.get('/api/v1/terms/privacy')).json()) as {
    terms: { _id: string; title: string; content: string };
  };
  const sentence = `이 버전은 ${stamp} 개정으로 보관 기간을 바꾸었습니다.`;

  await openConsole(page, '/console/terms');
  await expect(page.getByRole('heading', { level: 1, name: '약관 관리' })).toBeVisible();
  await expect(page.getByRole('table', { name: '약관 버전 목록' }).getByText('시행 중').first()).toBeVisible();
  await screenshot(page, 'terms');

  await page.getByRole('link', { name: '새 개인정보처리방침 버전' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '새 개인정보처리방침 버전' })).toBeVisible();
  const title = korean(page, '제목');
  await expect(title).toHaveValue(before.terms.title);
  await title.click();
  await page.keyboard.press('End');
  await page.keyboard.insertText(' ');
  await typeWithIme(page, [
    ['ㄱ', '개'],
    ['ㅈ', '저', '정'],
    ['ㅂ', '보', '본'],
  ]);
  await page.keyboard.insertText(` ${stamp}`);
  const newTitle = `${before.terms.title} 개정본 ${stamp}`;
  await expect(title).toHaveValue(newTitle);
  const editor = page.getByRole('textbox', { name: /^본문 \(한국어\)/ });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText(sentence);
  await page.getByLabel(/^시행일시/).fill(seoulInput(Date.now() - 60_000));
  await screenshot(page, 'terms-create');

  await page.getByRole('button', { name: '새 버전 저장' }).click();
  const dialog = page.getByRole('dialog', { name: '저장하는 즉시 시행할까요?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '바로 시행' }).click();
  await expect(page.getByText('새 버전을 저장했습니다.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침 버전 보기' })).toBeVisible();
  await expect(page.getByText('시행 중', { exact: true })).toBeVisible();
  await screenshot(page, 'terms-version');

  await page.goto('/terms/privacy');
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(page.getByText(sentence)).toBeVisible();
  const history = page.getByRole('navigation', { name: '시행 이력' });
  await history.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/terms/privacy/versions/${before.terms._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: before.terms.title })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('이전 버전입니다');
  await expect(page.getByText(sentence)).toHaveCount(0);
  const html = await (await request.get(`/terms/privacy/versions/${before.terms._id}`)).text();
  expect(html).toContain('noindex');
  const firstWords = /<p>([^<]{12,})/.exec(before.terms.content)?.[1]?.slice(0, 12);
  if (firstWords) expect(html).toContain(firstWords);
  expect(errors).toEqual([]);
});

test('a popup whose window starts tomorrow is not on the home page today, and one starting now is', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const later = `내일부터 보일 안내 ${stamp}`;
  const now = `오늘 보일 안내 ${stamp}`;

  await openConsole(page, '/console/popups');
  await expect(page.getByRole('heading', { level: 1, name: '팝업 관리' })).toBeVisible();
  for (const [title, start] of [
    [later, tomorrowInSeoul()],
    [now, ''],
  ] as const) {
    await page.goto('/console/popups/create');
    await korean(page, '제목').fill(title);
    const editor = page.getByRole('textbox', { name: /^내용 \(한국어\)/ });
    await editor.click();
    await page.keyboard.insertText('상담 시간이 바뀝니다.');
    if (start) await page.getByLabel('시작', { exact: true }).fill(start);
    if (title === later) await screenshot(page, 'popups-create');
    await page.getByRole('button', { name: '팝업 저장' }).click();
    await expect(page.getByText('팝업을 저장했습니다.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '팝업 수정' })).toBeVisible();
    if (title === now) await screenshot(page, 'popups-edit');
  }
  await page.goto('/console/popups');
  await expect(page.getByRole('row', { name: new RegExp(later) })).toContainText('게시 예정');
  await screenshot(page, 'popups');

  const shown = (await (await request.get('/api/v1/popups')).json()) as { popups: { title: string }[] };
  expect(shown.popups.map((popup) => popup.title)).toContain(now);
  expect(shown.popups.map((popup) => popup.title)).not.toContain(later);
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: now })).toBeVisible();
  await expect(page.getByRole('dialog', { name: later })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a banner with a picture per screen size shows on the guide page within its window, the picture following the width', async ({
  page,
}) => {
  const title = `상속 상담 안내 배너 ${stamp}`;
  await openConsole(page, '/console/banners/create');
  await korean(page, '배너 이름').fill(title);
  await page.getByLabel('연결할 주소').fill('/contact/consultation');
  await page.getByLabel('종료', { exact: true }).fill(seoulInput(Date.now() + 7 * 24 * 3600_000));
  await screenshot(page, 'banners-create');
  await page.getByRole('button', { name: '배너 저장' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '배너 수정' })).toBeVisible();

  const sizes = [
    ['휴대폰', 750, 300, '#0b3b66'],
    ['태블릿', 1400, 350, '#1f6f4a'],
    ['데스크톱', 2400, 400, '#8a3b12'],
  ] as const;
  for (const [screen, width, height, colour] of sizes) {
    const slot = page.getByRole('group', { name: `${screen} 사진` });
    await slot.getByRole('textbox', { name: `${screen} 사진 설명 (한국어)` }).fill(`상속 상담 예약 안내 (${screen})`);
    await slot.getByLabel(`${screen} 사진 올리기`).setInputFiles({
      name: `${width}.png`,
      mimeType: 'image/png',
      buffer: await drawnPng(page, width, height, colour),
    });
    await expect(
      page.getByRole('group', { name: `${screen} 사진` }).getByRole('button', { name: `${screen} 사진 삭제` }),
    ).toBeVisible();
  }
  const frame = page.frameLocator('iframe[title^="방문자에게 보이는 모습"]');
  await expect(frame.locator('picture source')).toHaveCount(2);
  await page.getByRole('radio', { name: '데스크톱 1280px' }).check();
  await screenshot(page, 'banners-edit');
  await page.goto('/console/banners');
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('게시 중');
  await screenshot(page, 'banners');

  const shownImage = async () =>
    page.locator('aside[data-banner-slot="guide-top"] img').evaluate((image: HTMLImageElement) => image.currentSrc);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/guide');
  await expect(
    page.getByRole('complementary', { name: '안내 배너' }).getByRole('link', { name: '상속 상담 예약 안내 (휴대폰)' }),
  ).toBeVisible();
  const phone = await shownImage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/guide');
  await expect(page.getByRole('complementary', { name: '안내 배너' })).toBeVisible();
  await expect.poll(shownImage).not.toBe(phone);
  expect(phone).toContain('/uploads/');
});
