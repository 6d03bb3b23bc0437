import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from '../support/accessibility.ts';
import { admin, logIn } from '../support/console.ts';
import { watchPageErrors } from '../support/page-errors.ts';

test.use({ locale: 'ko-KR', timezoneId: 'Asia/Seoul', viewport: { width: 1440, height: 900 } });

/** A consultation request and a question from a visitor, so that the screens of one of each have something to open. */
async function visitorRequests(request: APIRequestContext) {
  const form = await request.post('/api/v1/forms', {
    data: {
      name: '한지우',
      phone: '010-4444-7171',
      category: 'divorce-custody',
      office: 'seoul-main',
      contactTime: 'anytime',
      content: '면접교섭 관련 상담을 원합니다.',
      agree: true,
    },
  });
  expect(form.status(), await form.text()).toBe(201);
  const question = await request.post('/api/v1/center/questions', {
    data: {
      name: '한지우',
      email: 'jiwoo.han@example.com',
      subject: '면접교섭 문의',
      content: '아이를 만나는 날은 어떻게 정하나요?',
      agree: true,
    },
  });
  expect(question.status(), await question.text()).toBe(201);
}

/** A screen is ready when its heading shows and nothing in it is loading (every loading state says "불러오는 중"). */
async function ready(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByText('불러오는 중')).toHaveCount(0);
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
}

const pathsIn = (page: Page, scope: string) =>
  page
    .locator(`${scope} a[href]`)
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));

/** `/console/boards/17` → `/console/boards/:id`: a record's screen, named by its route. */
const routeOf = (path: string, entry: string) => (path.endsWith('/create') ? path : `${entry}/:id`);

test('every console screen: the sign-in, each screen of the menu, and the create and record screens each one links to have no serious or critical axe violation and log no error', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  await visitorRequests(request);
  const errors = watchPageErrors(page);
  const found: Record<string, string[]> = {};
  const checked: string[] = [];
  const check = async (screen: string, on: Page = page, logged: string[] = errors) => {
    const problems = [...(await seriousViolations(on)), ...logged.splice(0)];
    checked.push(screen);
    if (problems.length) found[screen] = problems;
  };

  const outsider = await browser.newPage();
  const outsiderErrors = watchPageErrors(outsider);
  await outsider.goto('/console/password/reset?token=not-a-real-token');
  await expect(outsider.getByRole('heading', { level: 1 })).toBeVisible();
  await check('/console/password/reset', outsider, outsiderErrors);
  await outsider.close();

  await page.goto('/console/login');
  await expect(page.getByLabel('아이디')).toBeVisible();
  await check('/console/login');
  await logIn(page, admin, (shown) => check('/console/login, second step', shown));

  // The sidebar, as the shell builds it from the routes the console remotes declare, for an administrator.
  const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
  await expect(menu.getByRole('link').first()).toBeVisible();
  const entries = await pathsIn(page, 'nav[aria-label="관리자 메뉴"]');
  const underAnotherEntry = (path: string, entry: string) =>
    entries.some(
      (other) => other !== entry && other.startsWith(`${entry}/`) && (path === other || path.startsWith(`${other}/`)),
    );

  for (const entry of entries) {
    await test.step(entry, async () => {
      await menu.locator(`a[href="${entry}"]`).click();
      await expect(page).toHaveURL((url) => url.pathname === entry);
      await ready(page);
      await check(entry);
      const inner = (await pathsIn(page, 'main')).filter(
        (path) => path.startsWith(`${entry}/`) && !underAnotherEntry(path, entry),
      );
      const screens = [
        inner.find((path) => path.endsWith('/create')),
        inner.find((path) => !path.endsWith('/create')),
      ].filter((path) => path !== undefined);
      for (const screen of screens) {
        await page.getByRole('main').locator(`a[href^="${screen}"]`).first().click();
        await expect(page).toHaveURL((url) => url.pathname === screen);
        await ready(page);
        await check(routeOf(screen, entry));
        await page.goBack();
        await ready(page);
      }
    });
  }
  expect(found, `screens checked: ${checked.join(', ')}`).toEqual({});
});
