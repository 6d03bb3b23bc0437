import { expect, test, type APIRequestContext } from '@playwright/test';
import { hydrated } from '../support/hydrated.ts';

interface Lawyer {
  key: string;
  title: string;
  titleEn: string;
  ceo: boolean;
  order: number;
}

interface Board {
  _id: string;
  subject: string;
  category?: string | null;
}

async function lawyersOf(request: APIRequestContext, language = 'ko'): Promise<Lawyer[]> {
  const response = await request.get('/api/v1/lawyers?limit=100', { headers: { 'Accept-Language': language } });
  expect(response.ok()).toBe(true);
  const { lawyers } = (await response.json()) as { lawyers: Lawyer[] };
  return [...lawyers].sort((a, b) => Number(b.ceo) - Number(a.ceo) || a.order - b.order);
}

/** The JSON-LD objects of a server-rendered page. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test('the lawyer list is rendered on the server, the representative lawyer first', async ({ request }) => {
  const lawyers = await lawyersOf(request);
  expect(lawyers.length).toBeGreaterThanOrEqual(16);
  const response = await request.get('/taesung/lawyer');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const positions = lawyers.map((lawyer) => html.indexOf(`href="/taesung/lawyer/${lawyer.key}"`));
  expect(positions.every((position) => position > 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  for (const lawyer of lawyers) expect(html).toContain(escapeHtml(lawyer.title));
  expect(html).toContain('대표변호사');
});

test('the office filter is rendered on the server from the query', async ({ request }) => {
  const response = await request.get('/taesung/lawyer?office=incheon');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>인천<\/a>/);
});

test('a profile is rendered on the server with its names and Person data', async ({ request }) => {
  const [lawyer] = await lawyersOf(request);
  const response = await request.get(`/taesung/lawyer/${lawyer!.key}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(escapeHtml(lawyer!.title));
  expect(html).toContain(escapeHtml(lawyer!.titleEn));
  const data = jsonLdOf(html);
  expect(data.find((item) => item['@type'] === 'Person')).toMatchObject({
    name: lawyer!.title,
    alternateName: lawyer!.titleEn,
    worksFor: { '@type': 'LegalService' },
  });
  expect(data.find((item) => item['@type'] === 'BreadcrumbList')).toBeTruthy();
});

test('the English profile leads with the English name and gives the phone in +82 form', async ({ page, request }) => {
  const [lawyer] = await lawyersOf(request, 'en');
  await page.goto(`/en/taesung/lawyer/${lawyer!.key}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lawyer!.titleEn);
  await expect(page.getByRole('link', { name: /^Call \+82 / })).toHaveAttribute('href', /^tel:\+82/);
});

test('a visitor goes from the list to a profile in the browser, without a page load', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const lawyers = await lawyersOf(request);
  const target = lawyers[1]!;
  await page.goto('/taesung/lawyer');
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: target.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/taesung/lawyer/${target.key}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page.getByRole('link', { name: /^전화 / })).toHaveAttribute('href', /^tel:\+82/);
  expect(errors).toEqual([]);
});

test('a success case from the home page data is rendered with its Article data', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const list = await request.get('/api/v1/boards?code=reference&limit=4');
  const { boards } = (await list.json()) as { boards: Board[] };
  const successCase = boards[0]!;
  const response = await request.get(`/reference/${successCase._id}`);
  expect(response.status()).toBe(200);
  const data = jsonLdOf(await response.text());
  const article = data.find((item) => item['@type'] === 'Article');
  expect(article).toMatchObject({ author: { '@type': 'Organization' }, publisher: { '@type': 'Organization' } });
  expect(String(article!.headline)).toContain(successCase.subject.slice(0, 50));
  expect(data.find((item) => item['@type'] === 'BreadcrumbList')).toBeTruthy();

  await page.goto(`/reference/${successCase._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(successCase.subject);
  await expect(page.getByText('의뢰인을 알아볼 수 없도록')).toBeVisible();
  await expect(page.getByRole('link', { name: '상담 신청' }).first()).toHaveAttribute('href', '/contact/consultation');
  const related = page.getByRole('region', { name: /다른 성공사례$/ });
  await expect(related.locator('a[href^="/reference/"]').first()).toBeVisible();
  await expect(related.locator(`a[href="/reference/${successCase._id}"]`)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('an unknown lawyer key or success case id answers 404', async ({ request }) => {
  const lawyer = await request.get('/taesung/lawyer/no-such-lawyer');
  expect(lawyer.status()).toBe(404);
  expect(await lawyer.text()).toContain('변호사를 찾을 수 없습니다');
  const successCase = await request.get('/reference/no-such-case');
  expect(successCase.status()).toBe(404);
  expect(await successCase.text()).toContain('성공사례를 찾을 수 없습니다');
});
