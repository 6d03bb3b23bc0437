import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessToken, logIn, screenshot, typeWithIme } from '../support/console.ts';
import { drawnPng } from '../support/pictures.ts';

/** The JSON-LD objects of a server-rendered page. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

const stamp = Date.now().toString(36).slice(-5);
const lawyerKey = 'min-kyeongho';

async function openConsole(page: Page, address: string) {
  await page.goto(address);
  await logIn(page);
}

/** Reads a console record through the API, to put it back as it was after the journey. */
async function consoleGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

async function consolePut(request: APIRequestContext, token: string, path: string, data: unknown) {
  const response = await request.put(path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe.configure({ mode: 'serial' });
// Each journey logs in, edits in the console, then reads the public pages (and puts the records back).
test.setTimeout(90_000);

test("a lawyer's English name and cropped photo edited in the console show on the English profile and in its JSON-LD", async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const token = await accessToken(request);
  const { lawyers } = await consoleGet<{ lawyers: { _id: string; key: string; image: string | null }[] }>(
    request,
    token,
    '/api/console/lawyers?limit=100',
  );
  const before = lawyers.find((lawyer) => lawyer.key === lawyerKey)!;
  const { lawyer: original } = await consoleGet<{ lawyer: Record<string, unknown> }>(
    request,
    token,
    `/api/console/lawyers/${before._id}`,
  );
  const englishName = `Kyeongho Min ${stamp}`;

  try {
    await openConsole(page, '/console/setting/lawyers');
    await expect(page.getByRole('heading', { level: 1, name: '변호사 관리' })).toBeVisible();
    await expect(page.getByRole('list', { name: '사이트에 보이는 순서' })).toBeVisible();
    await screenshot(page, 'lawyers');
    await page.getByRole('link', { name: '새 변호사 등록' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '새 변호사 등록' })).toBeVisible();
    await screenshot(page, 'lawyers-create');
    await page.goBack();
    await page
      .getByRole('table', { name: '변호사 목록' })
      .getByRole('link', { name: /민경호/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/console/setting/lawyers/${before._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: '민경호 변호사' })).toBeVisible();

    // A file input is a button named by the field's label and its own.
    await page
      .getByRole('button', { name: '민경호 변호사 사진 사진 고르기' })
      .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await drawnPng(page, 900, 900) });
    const area = page.getByLabel('사진에서 남길 영역');
    await expect(area).toBeVisible();
    const zoom = page.getByRole('slider', { name: '확대' });
    await zoom.focus();
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('ArrowRight');
    await expect(zoom).toHaveAttribute('aria-valuetext', '130%');
    await area.focus();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
    await expect(page.getByText('올릴 모습 미리보기')).toBeVisible();
    await screenshot(page, 'lawyers-photo');
    await page.getByRole('button', { name: '이 영역으로 올리기' }).click();
    await expect(page.getByText('사진을 올렸습니다.')).toBeVisible();

    const english = page.getByRole('textbox', { name: /^이름 \(영어\)/ });
    await english.fill(englishName);
    const summary = page.getByRole('textbox', { name: /^한 줄 소개 \(한국어\)/ });
    await summary.fill('');
    await summary.focus();
    await typeWithIme(page, [
      ['ㅇ', '이', '이ㅎ', '이호', '이혼'],
      [' '],
      ['ㅅ', '소', '솟', '소소', '소송'],
      [' '],
      ['ㅈ', '저', '전'],
      ['ㅁ', '무', '문'],
    ]);
    await expect(summary).toHaveValue('이혼 소송 전문');
    await screenshot(page, 'lawyers-edit');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByText('변호사 정보를 저장했습니다.')).toBeVisible();

    const { lawyer: saved } = await consoleGet<{ lawyer: { image: string; summary: { ko: string } } }>(
      request,
      token,
      `/api/console/lawyers/${before._id}`,
    );
    expect(saved.image).toMatch(/^\/uploads\//);
    expect(saved.image).not.toBe(before.image);
    // The server cut the chosen area to the portrait's 3:4 and no larger than 600 × 800.
    const size = await page.evaluate(async (source) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    }, saved.image);
    expect(size.width).toBeLessThanOrEqual(600);
    expect(Math.abs(size.width * 4 - size.height * 3)).toBeLessThanOrEqual(4);
    expect(saved.summary.ko).toBe('이혼 소송 전문');

    const response = await request.get(`/en/taesung/lawyer/${lawyerKey}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(englishName);
    expect(html).toContain(saved.image);
    const person = jsonLdOf(html).find((item) => item['@type'] === 'Person')!;
    expect([person.name, person.alternateName]).toContain(englishName);
    expect(String(person.image)).toContain(saved.image);
    expect(errors).toEqual([]);
  } finally {
    const { _id: _ignored, createdAt: _created, updatedAt: _updated, image: _image, ...input } = original;
    await consolePut(request, token, `/api/console/lawyers/${before._id}`, input);
  }
});

test('the main phone changed in the site settings shows in the public header and footer', async ({ page, request }) => {
  const token = await accessToken(request);
  const { setting: original } = await consoleGet<{
    setting: Record<string, unknown> & { offices: Record<string, unknown>[] };
  }>(request, token, '/api/console/setting');
  const phone = '02-6000-7171';

  try {
    await openConsole(page, '/console/setting');
    await expect(page.getByRole('heading', { level: 1, name: '사이트 설정' })).toBeVisible();
    await screenshot(page, 'setting');
    const mainPhone = page.getByRole('textbox', { name: /^대표전화/ });
    await mainPhone.fill(phone);
    const parking = page
      .getByRole('group', { name: String((original.offices[0]!.name as { ko: string }).ko) })
      .getByRole('textbox', { name: /^주차 안내 \(한국어\)/ });
    await parking.fill('');
    await parking.focus();
    await typeWithIme(page, [
      ['ㄱ', '건', '건ㅁ', '건무', '건물'],
      [' '],
      ['ㅈ', '지', '지ㅎ', '지하'],
      [' '],
      ['ㅈ', '주', '주ㅊ', '주차'],
      ['ㅈ', '자', '장'],
    ]);
    await expect(parking).toHaveValue('건물 지하 주차장');
    await page.getByRole('button', { name: '설정 저장' }).click();
    await expect(page.getByText('사이트 설정을 저장했습니다. 사이트에 바로 반영됩니다.')).toBeVisible();
    await screenshot(page, 'setting-saved');

    const html = await (await request.get('/')).text();
    expect(html).toContain(phone);
    await page.goto('/');
    await expect(page.getByRole('banner')).toContainText(phone);
    await expect(page.getByRole('contentinfo')).toContainText(phone);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: phone }).first()).toHaveAttribute(
      'href',
      /^tel:/,
    );
  } finally {
    const { updatedAt: _updated, ...input } = original;
    await consolePut(request, token, '/api/console/setting', {
      ...input,
      offices: original.offices.map(({ image: _image, ...office }) => office),
    });
  }
});

test("a practice page's lead typed in Korean and its top visual show on the public page, and the visual comes off again", async ({
  page,
  request,
}) => {
  const token = await accessToken(request);
  const { practices } = await consoleGet<{ practices: { _id: string; code: string }[] }>(
    request,
    token,
    '/api/console/practices?limit=100',
  );
  const target = practices.find((practice) => practice.code === 'divorce-agreement')!;
  const { practice: original } = await consoleGet<{ practice: Record<string, unknown> }>(
    request,
    token,
    `/api/console/practices/${target._id}`,
  );

  try {
    await openConsole(page, '/console/setting/practices');
    await expect(page.getByRole('heading', { level: 1, name: '업무 분야 페이지' })).toBeVisible();
    await screenshot(page, 'practices');
    await page
      .getByRole('table', { name: '업무 분야 페이지 목록' })
      .getByRole('link', { name: /협의이혼/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/console/setting/practices/${target._id}$`));

    await page
      .getByLabel(/상단 이미지 파일/)
      .setInputFiles({ name: 'visual.png', mimeType: 'image/png', buffer: await drawnPng(page, 900, 900) });
    await expect(page.getByRole('img', { name: '지금 상단 이미지' })).toBeVisible();

    const lead = page.getByRole('textbox', { name: /^제목 아래 소개 \(한국어\)/ });
    await lead.fill('');
    await lead.focus();
    await typeWithIme(page, [
      ['ㅎ', '하', '합'],
      ['ㅇ', '의', '의ㄹ', '의로'],
      [' '],
      ['ㅃ', '빠'],
      ['ㄹ', '르', '르ㄱ', '르게'],
      [' '],
      ['ㅈ', '저', '정'],
      ['ㄹ', '리'],
      ['ㅎ', '하', '합'],
      ['ㄴ', '니'],
      ['ㄷ', '다'],
      ['.'],
    ]);
    await expect(lead).toHaveValue('합의로 빠르게 정리합니다.');
    await screenshot(page, 'practices-edit');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(page.getByText('페이지를 저장했습니다. 사이트에 바로 반영됩니다.')).toBeVisible();

    const { practice: saved } = await consoleGet<{ practice: { visual: string } }>(
      request,
      token,
      `/api/console/practices/${target._id}`,
    );
    const html = await (await request.get('/divorce/agreement')).text();
    expect(html).toContain('합의로 빠르게 정리합니다.');
    expect(html).toContain(`src="${saved.visual}"`);

    await page.getByRole('button', { name: '상단 이미지 삭제' }).click();
    await page
      .getByRole('dialog', { name: '상단 이미지를 삭제할까요?' })
      .getByRole('button', { name: '상단 이미지 삭제' })
      .click();
    await expect(page.getByText('상단 이미지를 삭제했습니다.')).toBeVisible();
    expect(await (await request.get('/divorce/agreement')).text()).not.toContain(saved.visual);
  } finally {
    const { _id: _ignored, createdAt: _created, updatedAt: _updated, visual: _visual, ...input } = original;
    await consolePut(request, token, `/api/console/practices/${target._id}`, input);
  }
});
