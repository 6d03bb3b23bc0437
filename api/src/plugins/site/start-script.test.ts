/** @jest-environment jsdom */
/// <reference lib="dom" />
import { startScript } from './document.ts';

/**
 * A document with the start script run in it, as the server writes it (the script's lists empty, so it loads
 * nothing), and the number of clicks its menu button has received.
 */
function startedPage() {
  const page = document.implementation.createHTMLDocument('page');
  page.body.innerHTML =
    '<div id="root"><button type="button" id="menu">전체 메뉴 열기</button><span id="text">본문</span></div>' +
    '<script id="start" data-src="" data-preload=""></script>';
  const menu = page.getElementById('menu')!;
  const clicks = { count: 0 };
  menu.addEventListener('click', () => (clicks.count += 1));
  const body = startScript.replace(/\(document\.currentScript\)$/, '(document.getElementById("start"))');
  new Function('document', body)(page);
  const html = page.documentElement;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { page, menu, clicks, html, settle };
}

describe('the start script', () => {
  it('taps a button again once the page is hydrated when the tap came before the app handled the page', async () => {
    const { menu, clicks, html, settle } = startedPage();
    menu.click();
    expect(clicks.count).toBe(1);
    html.setAttribute('data-started', '');
    await settle();
    expect(clicks.count).toBe(1);
    html.setAttribute('data-hydrated', '');
    await settle();
    expect(clicks.count).toBe(2);
    // Once: later changes of the document repeat nothing.
    html.setAttribute('data-hydrated', 'again');
    await settle();
    expect(clicks.count).toBe(2);
  });

  it('does not repeat it when the visitor has tapped again since the app started', async () => {
    const { menu, clicks, html, settle } = startedPage();
    menu.click();
    html.setAttribute('data-started', '');
    menu.click();
    html.setAttribute('data-hydrated', '');
    await settle();
    expect(clicks.count).toBe(2);
  });

  it('repeats nothing for a tap that was not on a button of the page', async () => {
    const { page, clicks, html, settle } = startedPage();
    page.getElementById('text')!.click();
    html.setAttribute('data-hydrated', '');
    await settle();
    expect(clicks.count).toBe(0);
  });
});
