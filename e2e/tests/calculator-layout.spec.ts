import { expect, test, type Locator } from '@playwright/test';

const box = async (locator: Locator) => (await locator.boundingBox())!;

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the estate and the debts side by side line up on their inputs, though one label takes two lines', async ({
    page,
  }) => {
    await page.goto('/calculator/inheritance');
    const estate = await box(page.getByLabel('사망 당시 재산 (유증 포함)'));
    const debts = await box(page.getByLabel('상속 채무 (빚 전체)'));
    expect(debts.x).toBeGreaterThan(estate.x + estate.width);
    expect(Math.abs(debts.y - estate.y)).toBeLessThan(1);
  });

  test('a group title of two lines is a heading inside its box, not cut through by the border', async ({ page }) => {
    await page.goto('/calculator/divorce-grounds');
    const group = page.getByRole('group', { name: '민법 제840조 제1호: 배우자의 부정한 행위' });
    const legend = await box(group.locator('legend'));
    const frame = await box(group);
    expect(legend.height).toBeGreaterThan(40);
    expect(legend.y).toBeGreaterThan(frame.y + 10);
    expect(legend.x + legend.width).toBeLessThanOrEqual(frame.x + frame.width);
  });

  test('the three calculators’ tabs share the width: none is cut at the edge or scrolled out of sight', async ({
    page,
  }) => {
    await page.goto('/calculator/child-support');
    const tabs = page.getByRole('navigation', { name: /하위 메뉴$/ }).getByRole('link');
    await expect(tabs).toHaveCount(3);
    const boxes = await Promise.all((await tabs.all()).map(box));
    for (const tab of boxes) {
      expect(tab.x).toBeGreaterThanOrEqual(0);
      expect(tab.x + tab.width).toBeLessThanOrEqual(375);
    }
    const list = page.getByRole('navigation', { name: /하위 메뉴$/ }).getByRole('list');
    expect(await list.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  });
});

test.describe('on a desktop (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the two dates of a ground line up, and a gift’s question runs under the gift’s three fields on one line', async ({
    page,
  }) => {
    await page.goto('/calculator/divorce-grounds');
    const occurred = await box(page.locator('#calculator-infidelityOccurred'));
    const knew = await box(page.locator('#calculator-infidelityKnew'));
    expect(Math.abs(knew.y - occurred.y)).toBeLessThan(1);

    await page.goto('/calculator/inheritance');
    const date = await box(page.getByLabel('증여 1: 증여일'));
    const question = await box(
      page.locator('label', { hasText: '증여 1: 양쪽 모두 상속인에게 손해가 될 것을 알고 했습니다' }),
    );
    expect(question.x + question.width).toBeGreaterThanOrEqual(date.x + date.width - 1);
    expect(question.height).toBeLessThan(60);
  });
});
