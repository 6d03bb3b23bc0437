import { expect, test, type APIRequestContext } from '@playwright/test';
import { accessToken } from '../support/console.ts';
import { holdEntryScript } from '../support/late-entry.ts';
import { stubYouTubePlayer, watchPageErrors } from '../support/page-errors.ts';
import { hydrated } from '../support/hydrated.ts';

interface PracticeSection {
  kind: string;
  heading: string;
}

interface Practice {
  title: string;
  lead: string;
  sections: PracticeSection[];
}

interface Faq {
  question: string;
  answer: string;
}

interface ConsultationRequest {
  name: string;
  phone: string;
  category: string;
  office: string;
  contactTime: string;
  agree: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function practiceOf(request: APIRequestContext, code: string, language = 'ko'): Promise<Practice> {
  const response = await request.get(`/api/v1/practices/${code}`, { headers: { 'Accept-Language': language } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { practice: Practice }).practice;
}

async function faqsOf(request: APIRequestContext, category: string): Promise<Faq[]> {
  const response = await request.get(`/api/v1/center/faqs?category=${category}&limit=100`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { faqs: Faq[] }).faqs;
}

/** The console's view: log in as the e2e administrator, list consultation requests (names and numbers masked) and open each in full. */
async function consoleForms(request: APIRequestContext, search: string): Promise<ConsultationRequest[]> {
  const headers = { Authorization: `Bearer ${await accessToken(request)}` };
  const forms = await request.get(`/api/console/forms?search=${encodeURIComponent(search)}&limit=20`, { headers });
  expect(forms.ok()).toBe(true);
  const listed = ((await forms.json()) as { forms: (ConsultationRequest & { _id: string })[] }).forms;
  return Promise.all(
    listed.map(async ({ _id }) => {
      const form = await request.get(`/api/console/forms/${_id}`, { headers });
      expect(form.ok()).toBe(true);
      return ((await form.json()) as { form: ConsultationRequest }).form;
    }),
  );
}

test('a practice page is rendered on the server with its heading, prose and FAQ answers', async ({ request }) => {
  const practice = await practiceOf(request, 'divorce-lawsuit');
  const faqs = await faqsOf(request, 'divorce-lawsuit');
  const response = await request.get('/divorce/lawsuit');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>/);
  expect(html).toContain(`>${escapeHtml(practice.title)}</h1>`);
  expect(html).toContain(escapeHtml(practice.lead));
  for (const section of practice.sections) expect(html).toContain(escapeHtml(section.heading));
  expect(faqs.length).toBeGreaterThan(0);
  expect(html).toContain(escapeHtml(faqs[0]!.question));
  expect(html).toContain('href="/contact/consultation?category=divorce-lawsuit"');
  expect(html).toContain(`<title>${escapeHtml(practice.title)} | `);
});

test('the English practice page is rendered in English', async ({ request }) => {
  const practice = await practiceOf(request, 'inheritance-forced-share', 'en');
  const response = await request.get('/en/inheritance/heir');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(escapeHtml(practice.title));
  expect(html).toContain(escapeHtml(practice.sections[0]!.heading));
  expect(html).toContain('Talk to a lawyer');
  expect(html).toContain('href="/en/contact/consultation?category=inheritance-forced-share"');
});

test('the consultation request: field errors first, then sent, and listed in the console', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const name = `E2E ${Date.now().toString(36)}`;
  await page.goto('/divorce/lawsuit');
  await page
    .getByRole('complementary')
    .getByRole('link', { name: /상담 신청하기/ })
    .click();
  await expect(page).toHaveURL(/\/contact\/consultation\?category=divorce-lawsuit$/);
  await expect(page.getByLabel(/^상담 분야/)).toHaveValue('divorce-lawsuit');

  await page.getByRole('button', { name: '상담 신청하기' }).click();
  await expect(page.getByRole('heading', { name: /입력 내용을 확인해 주세요/ })).toBeVisible();
  await expect(page.getByLabel(/^이름/)).toBeFocused();
  await expect(page.getByText('연락처를 입력해 주세요.').first()).toBeVisible();

  await page.getByLabel(/^이름/).fill(name);
  await page.getByLabel(/^연락처/).pressSequentially('01012345678');
  await expect(page.getByLabel(/^연락처/)).toHaveValue('010-1234-5678');
  await page
    .getByRole('radiogroup', { name: /희망 사무소/ })
    .getByText('인천', { exact: false })
    .click();
  await page
    .getByRole('radiogroup', { name: /희망 연락 시간/ })
    .getByText('오후', { exact: false })
    .click();
  await page.getByLabel(/^상담 내용/).fill('상대방이 이혼에 응하지 않아 소송을 준비하고 있습니다.');
  await page.getByRole('checkbox', { name: /동의합니다/ }).check();
  await page.getByRole('button', { name: '상담 신청하기' }).click();

  await expect(page.getByRole('heading', { name: '상담 신청이 접수되었습니다' })).toBeFocused();
  expect(await page.evaluate(() => sessionStorage.getItem('taesung:consultation-draft'))).toBeNull();

  const forms = await consoleForms(request, name);
  expect(forms).toEqual([
    expect.objectContaining({
      name,
      phone: expect.stringMatching(/^010-?1234-?5678$/),
      category: 'divorce-lawsuit',
      office: 'incheon',
      contactTime: 'afternoon',
      agree: true,
    }),
  ]);
  expect(errors).toEqual([]);
});

test('an Enter that confirms a Hangul composition does not send the form, and a reload keeps what was typed', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await page.goto('/contact/consultation');
  await hydrated(page);
  const nameField = page.getByLabel(/^이름/);
  await nameField.click();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', { text: '김', selectionStart: 1, selectionEnd: 1 });
  await page.keyboard.press('Enter');
  await cdp.send('Input.insertText', { text: '김' });
  await expect(page.getByRole('heading', { name: /입력 내용을 확인해 주세요/ })).toHaveCount(0);
  await expect(nameField).toHaveValue('김');

  await page.getByLabel(/^상담 내용/).fill('재산분할 상담');
  await page.reload();
  await expect(page.getByLabel(/^이름/)).toHaveValue('김');
  await expect(page.getByLabel(/^상담 내용/)).toHaveValue('재산분할 상담');
  await expect(page.getByRole('checkbox', { name: /동의합니다/ })).not.toBeChecked();
  expect(errors).toEqual([]);
});

test('what a visitor types and sends before the page has woken up is kept, sent once it has, and never put in the address', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  const release = await holdEntryScript(page);
  await page.goto('/contact/consultation');
  await page.getByLabel(/^이름/).fill('김태성');
  await page.getByLabel(/^상담 내용/).fill('양육권 상담을 원합니다.');
  await page.getByRole('button', { name: '상담 신청하기' }).click();
  await expect(page).toHaveURL(/\/contact\/consultation$/);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  release();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: /입력 내용을 확인해 주세요/ })).toBeVisible();
  await expect(page.getByText('연락처를 입력해 주세요.').first()).toBeVisible();
  await expect(page.getByText('이름을 입력해 주세요.')).toHaveCount(0);
  await expect(page.getByLabel(/^이름/)).toHaveValue('김태성');
  await expect(page.getByLabel(/^상담 내용/)).toHaveValue('양육권 상담을 원합니다.');
  await expect(page).toHaveURL(/\/contact\/consultation$/);
  expect(errors).toEqual([]);
});

test('the consultation request is in English on the English site', async ({ page }) => {
  await page.goto('/en/contact/consultation');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { name: /Please check \d+ fields/ })).toBeVisible();
  await expect(page.getByText('Enter your name.').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Collection and use of personal data' })).toContainText(
    'Your right to refuse',
  );
});

test('the other pages of the remote are rendered on the server', async ({ request }) => {
  for (const [path, text] of [
    ['/taesung/center', '한 사건, 두 명의 변호사'],
    ['/taesung/seoul', '사무소 안내'],
    ['/taesung/incheon', '사무소 안내'],
    ['/media', '언론보도'],
    ['/contact/seoul', '대중교통으로 오시는 길'],
    ['/contact/incheon', '주차 안내'],
    ['/guide', '공지사항'],
    ['/terms/privacy', '시행일'],
    ['/terms/service', '시행일'],
    ['/en/guide', 'Frequently asked questions'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain(text);
  }
});

test('unknown terms answer 404 and search results stay out of search engines', async ({ request }) => {
  expect((await request.get('/terms/refund')).status()).toBe(404);
  const search = await request.get(`/auction-search/${encodeURIComponent('재산분할')}`);
  expect(search.status()).toBe(200);
  const html = await search.text();
  expect(html).toMatch(/<meta name="robots" content="noindex/);
  expect(html).toContain('<mark');
  expect(html).not.toMatch(/경매|auction(?!-search)/i);
});

test('a media card plays its video in the dialog', async ({ page }) => {
  const errors = watchPageErrors(page);
  await stubYouTubePlayer(page);
  await page.goto('/media');
  await hydrated(page);
  await page.getByRole('list', { name: '언론보도 목록' }).getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(errors).toEqual([]);
});
