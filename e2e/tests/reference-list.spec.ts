import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { watchPageErrors } from '../support/page-errors.ts';
import { hydrated } from '../support/hydrated.ts';

interface Board {
  _id: string;
  subject: string;
  category?: string | null;
}

interface BoardList {
  boards: Board[];
  summary: { totalCount: number };
}

const perPage = 12;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

/** What the API lists, newest first: the cases the page must show for the same filter and page. */
async function casesOf(request: APIRequestContext, query: string, language = 'ko'): Promise<BoardList> {
  const response = await request.get(`/api/v1/boards?code=reference&limit=${perPage}&${query}`, {
    headers: { 'Accept-Language': language },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as BoardList;
}

async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The subjects of the cards, in the order the page shows them. */
function cardSubjects(page: Page) {
  return page.locator('main article h2');
}

test('the server renders /reference with the newest cases, their links and its own head', async ({
  request,
  baseURL,
}) => {
  const { boards, summary } = await casesOf(request, 'page=1');
  expect(summary.totalCount).toBeGreaterThan(perPage);
  const html = await serverHtml(request, '/reference');
  const positions = boards.map((board) => html.indexOf(`href="/reference/${board._id}"`));
  expect(positions.every((position) => position > 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  for (const board of boards) expect(html).toContain(escapeHtml(board.subject));
  expect(html).toContain(`성공사례 ${summary.totalCount}건`);
  expect(attribute(html, /<title>([^<]+)<\/title>/)).toBe('성공사례 | 법무법인 태성 이혼가사팀');
  expect(attribute(html, /<meta name="description" content="([^"]+)"/)?.length ?? 0).toBeGreaterThan(50);
  expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${baseURL}/reference`);
  expect(attribute(html, /hreflang="ko" href="([^"]+)"/)).toBe(`${baseURL}/reference`);
  expect(attribute(html, /hreflang="en" href="([^"]+)"/)).toBe(`${baseURL}/en/reference`);
  expect(attribute(html, /<meta property="og:title" content="([^"]+)"/)).toBe('성공사례 | 법무법인 태성 이혼가사팀');
  expect(attribute(html, /<meta property="og:image" content="(https?:[^"]+)"/)).toBeTruthy();
  expect(html).toMatch(
    /<nav aria-label="현재 위치">[\s\S]*?<a href="\/"[^>]*>홈<\/a>[\s\S]*?<li aria-current="page">성공사례<\/li>/,
  );
  expect(html).not.toContain('role="status"');
});

test('the practice filter narrows the server-rendered list and is a plain link', async ({ request }) => {
  const { boards, summary } = await casesOf(request, 'category=divorce-property&page=1');
  const all = await casesOf(request, 'page=1');
  const others = all.boards.filter((board) => board.category !== 'divorce-property');
  expect(boards.length).toBeGreaterThan(0);
  expect(others.length).toBeGreaterThan(0);
  const home = await serverHtml(request, '/reference');
  expect(home).toContain('href="/reference?category=divorce-property"');

  const html = await serverHtml(request, '/reference?category=divorce-property');
  for (const board of boards) expect(html).toContain(`href="/reference/${board._id}"`);
  for (const board of others) expect(html).not.toContain(`href="/reference/${board._id}"`);
  expect(html).toContain(`성공사례 ${summary.totalCount}건`);
  expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>재산분할<\/a>/);
  expect(attribute(html, /<title>([^<]+)<\/title>/)).toBe('재산분할 성공사례 | 법무법인 태성 이혼가사팀');
});

test('page 2 is rendered on the server and reached from the pager', async ({ request }) => {
  const first = await casesOf(request, 'page=1');
  const second = await casesOf(request, 'page=2');
  expect(second.boards.length).toBeGreaterThan(0);
  const html = await serverHtml(request, '/reference?page=2');
  for (const board of second.boards) expect(html).toContain(`href="/reference/${board._id}"`);
  for (const board of first.boards) expect(html).not.toContain(`href="/reference/${board._id}"`);
  expect(attribute(html, /<title>([^<]+)<\/title>/)).toBe('성공사례 2페이지 | 법무법인 태성 이혼가사팀');
  expect(await serverHtml(request, '/reference')).toMatch(/<a[^>]*href="\/reference\?page=2"[^>]*>2<\/a>/);
});

test('in the browser the list hydrates from the server data, then filters and pages without a page load', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const custody = await casesOf(request, 'category=divorce-custody&page=1');
  const second = await casesOf(request, 'page=2');
  const listRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/v1/boards')) listRequests.push(sent.url());
  });
  await page.goto('/reference');
  await hydrated(page);
  await expect(cardSubjects(page)).toHaveCount(perPage);
  expect(listRequests).toEqual([]);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByRole('navigation', { name: '분야별 보기' }).getByRole('link', { name: '양육권·친권' }).click();
  await expect(page).toHaveURL(/\/reference\?category=divorce-custody$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('양육권·친권 성공사례');
  await expect(cardSubjects(page)).toHaveText(custody.boards.map((board) => board.subject));

  await page.getByRole('navigation', { name: '분야별 보기' }).getByRole('link', { name: '전체' }).click();
  await expect(page).toHaveURL(/\/reference$/);
  await page.getByRole('navigation', { name: '성공사례 페이지' }).getByRole('link', { name: '다음 페이지' }).click();
  await expect(page).toHaveURL(/\/reference\?page=2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('성공사례 2페이지');
  await expect(cardSubjects(page)).toHaveText(second.boards.map((board) => board.subject));

  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors).toEqual([]);
});

test('without JavaScript the filter and the pager still lead to the right cases', async ({ browser, request }) => {
  const inheritance = await casesOf(request, 'category=inheritance-property&page=1');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/reference');
    await page.getByRole('navigation', { name: '분야별 보기' }).getByRole('link', { name: '상속재산분할' }).click();
    await expect(page).toHaveURL(/\/reference\?category=inheritance-property$/);
    await expect(cardSubjects(page)).toHaveText(inheritance.boards.map((board) => board.subject));
    await page.goto('/reference');
    await page.getByRole('link', { name: '2 페이지' }).click();
    await expect(page).toHaveURL(/\/reference\?page=2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('성공사례 2페이지');
  } finally {
    await context.close();
  }
});

test('/en/reference is the English list, linking to English cases', async ({ page, request, baseURL }) => {
  const errors = watchPageErrors(page);
  const { boards } = await casesOf(request, 'page=1', 'en');
  const html = await serverHtml(request, '/en/reference');
  expect(attribute(html, /<html lang="([^"]+)"/)).toBe('en');
  expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${baseURL}/en/reference`);
  expect(attribute(html, /<title>([^<]+)<\/title>/)).toBe(
    'Success Cases | Taesung Law Firm Divorce &amp; Family Law Team',
  );
  for (const board of boards) expect(html).toContain(`href="/en/reference/${board._id}"`);

  await page.goto('/en/reference');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Success Cases');
  await expect(cardSubjects(page).first()).toHaveText(boards[0]!.subject);
  const filter = page.getByRole('navigation', { name: 'Filter by practice area' });
  await filter.getByRole('link', { name: 'Division of Property' }).click();
  await expect(page).toHaveURL(/\/en\/reference\?category=divorce-property$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Success Cases: Division of Property');
  expect(errors).toEqual([]);
});

test('the home page links its success cases to the list, in its language', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: '성공사례' });
  const more = section.getByRole('link', { name: '성공사례 더 보기' });
  await expect(more).toHaveAttribute('href', '/reference');
  await more.click();
  await expect(page).toHaveURL(/\/reference$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('성공사례');
  await expect(cardSubjects(page)).toHaveCount(perPage);

  await page.goto('/en');
  await expect(
    page.getByRole('region', { name: 'Success cases' }).getByRole('link', { name: 'All success cases' }),
  ).toHaveAttribute('href', '/en/reference');
});

test('a case page leads back to the list, in its language', async ({ page, request }) => {
  const [board] = (await casesOf(request, 'category=divorce-property&page=1')).boards;
  await page.goto(`/reference/${board!._id}`);
  await expect(
    page.getByRole('navigation', { name: '현재 위치' }).getByRole('link', { name: '성공사례' }),
  ).toHaveAttribute('href', '/reference');
  await page.getByRole('link', { name: '재산분할 성공사례 목록으로' }).click();
  await expect(page).toHaveURL(/\/reference\?category=divorce-property$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('재산분할 성공사례');
  await expect(page.locator(`main a[href="/reference/${board!._id}"]`)).toHaveCount(1);

  await page.goto(`/en/reference/${board!._id}`);
  await expect(
    page.getByRole('navigation', { name: 'You are here' }).getByRole('link', { name: 'Success Cases' }),
  ).toHaveAttribute('href', '/en/reference');
  await expect(page.getByRole('link', { name: 'Back to success cases in Division of Property' })).toHaveAttribute(
    'href',
    '/en/reference?category=divorce-property',
  );
});

test('the sitemap lists the list in both languages', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/reference</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/en/reference</loc>`);
});
