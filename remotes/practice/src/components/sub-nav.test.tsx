import { screen, waitFor } from '@testing-library/react';
import { loadPageTexts } from '../i18n/index.ts';
import { renderPage } from '../test-support/render-page.tsx';
import { SubNav } from './sub-nav.tsx';

beforeAll(() => loadPageTexts());

/** A bar 400 px wide holding 900 px of tabs, the current one 100 px wide at 500 px. */
function layOut(list: HTMLElement, current: HTMLElement) {
  const reads = jest.fn();
  const scrolledTo: number[] = [];
  const measure = (element: HTMLElement, name: string, value: number) =>
    Object.defineProperty(element, name, { configurable: true, get: () => (reads(name), value) });
  measure(list, 'scrollWidth', 900);
  measure(list, 'clientWidth', 400);
  measure(current, 'offsetLeft', 500);
  measure(current, 'offsetWidth', 100);
  Object.defineProperty(list, 'scrollLeft', {
    configurable: true,
    get: () => scrolledTo.at(-1) ?? 0,
    set: (value: number) => scrolledTo.push(value),
  });
  return { reads, scrolledTo };
}

test('scrolls the current tab into the middle of the bar once the page is laid out, not while it starts', async () => {
  await renderPage(<SubNav path="/divorce/lawsuit" />, { route: '/divorce/lawsuit' });
  const list = screen.getByRole('list');
  const current = screen.getByRole('link', { current: 'page' });
  const { reads, scrolledTo } = layOut(list, current);
  // Measured in the same task as the first render, the bar would make the browser lay the page out early.
  expect(reads).not.toHaveBeenCalled();
  await waitFor(() => expect(scrolledTo).toEqual([350]));
});

test("keeps practice pages and calculators apart: a calculator's bar holds the calculators of its group", async () => {
  await renderPage(<SubNav path="/calculator/child-support" />, { route: '/calculator/child-support' });
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
    '재산분할 계산기',
    '양육비 계산기',
    '이혼 사유 자가진단',
  ]);
  expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent('양육비 계산기');
});
