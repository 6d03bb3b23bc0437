import { expect, test, type CDPSession } from '@playwright/test';
import { watchPageErrors } from '../support/page-errors.ts';

/** Korean typed as an input method types it: each syllable composed, then committed (see console-ime.spec.ts). */
async function typeKorean(cdp: CDPSession, syllables: readonly (readonly string[])[]) {
  for (const steps of syllables) {
    for (const text of steps)
      await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
    await cdp.send('Input.insertText', { text: steps.at(-1)! });
  }
}

const childSupport = '/calculator/child-support';

test('without JavaScript the child-support form is sent as GET and the server renders the published example', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(childSupport);
  await page.getByLabel('양육하는 부모의 월 소득 (세전)').fill('180만');
  await page.getByLabel('양육하지 않는 부모의 월 소득 (세전)').fill('270만');
  await page.getByLabel('1번째 자녀의 만 나이').fill('15');
  await page.getByLabel('2번째 자녀의 만 나이').fill('8');
  await page.getByRole('button', { name: '계산하기' }).click();

  await expect(page).toHaveURL(/\/calculator\/child-support\?custodial=180%EB%A7%8C&other=270%EB%A7%8C&age1=15&age2=8/);
  const result = page.getByRole('region', { name: '계산 결과' });
  await expect(result.locator('strong').first()).toHaveText('152만 5,200원');
  await expect(result).toContainText('표준 양육비 합계 254만 2,000원');
  await expect(result).toContainText('= 60%');
  await context.close();
});

test("after typing, the header's language switch carries the inputs: the English page opens with the same result", async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await page.goto(`${childSupport}?custodial=180%EB%A7%8C&other=270%EB%A7%8C&age1=15&age2=8`);
  const custodial = page.getByLabel('양육하는 부모의 월 소득 (세전)');
  await custodial.click();
  await expect(page.locator('form[data-calculator="child-support"][data-live]')).toBeAttached();
  await custodial.fill('280만');
  await expect(page).toHaveURL(/custodial=280%EB%A7%8C/);

  const english = page.locator('header a[hreflang="en"]').first();
  await english.hover();
  await expect(english).toHaveAttribute('href', /^\/en\/calculator\/child-support\?.*custodial=280%EB%A7%8C/);
  await english.click();
  await expect(page).toHaveURL(/\/en\/calculator\/child-support\?.*custodial=280%EB%A7%8C/);
  await expect(page.getByRole('region', { name: 'Result' }).locator('strong').first()).toHaveText('1,421,672 won');
  expect(errors).toEqual([]);
});

test('with JavaScript the result follows Hangul typed through the input method, and leads to a prefilled consultation request', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await page.goto(`${childSupport}?custodial=180%EB%A7%8C&other=270%EB%A7%8C&age1=15&age2=8`);
  const result = page.getByRole('region', { name: '계산 결과' });
  const monthly = result.locator('strong').first();
  await expect(monthly).toHaveText('152만 5,200원');

  const custodial = page.getByLabel('양육하는 부모의 월 소득 (세전)');
  await custodial.click();
  await expect(page.locator('form[data-calculator="child-support"][data-live]')).toBeAttached();
  expect(errors).toEqual([]);
  await custodial.fill('');
  await custodial.pressSequentially('280');
  const cdp = await page.context().newCDPSession(page);
  await typeKorean(cdp, [['ㅁ', '마', '만']]);

  // 280만 + 270만 = 550만: band 500–599만, cells 1,604,000 and 1,292,000; the other parent's share 270/550.
  await expect(custodial).toHaveValue('280만');
  await expect(monthly).toHaveText('142만 1,672원');
  await expect(page).toHaveURL(/custodial=280%EB%A7%8C/);

  await result.getByRole('link', { name: '상담 신청', exact: true }).click();
  await expect(page).toHaveURL(/\/contact\/consultation\?from=child-support&summary=/);
  await expect(page.getByLabel(/^상담 내용/)).toHaveValue(/월 142만 1,672원/);
  expect(errors).toEqual([]);
});
