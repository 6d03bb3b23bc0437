import { createEvent, fireEvent, screen } from '@testing-library/react';
import { loggedIn, makeStore } from '@taesung/shared';
import { renderWithProviders } from '@taesung/shared/test-support';
import { RemoteLoaderProvider } from '../federation/remote-loader-context.tsx';
import { consoleRemotes } from '../test-support/console-remotes.tsx';
import { withSetting } from '../test-support/fixtures.ts';
import { fixedLoader } from '../test-support/loader.ts';
import { staffAccess, staffRefresh } from '../test-support/tokens.ts';
import { installViewport } from '../test-support/viewport.ts';
import { ConsoleLayout } from './console/console-layout.tsx';
import { PublicLayout } from './public-layout.tsx';
import { testSite } from '../test-support/site.ts';

const kinds = ['copy', 'contextMenu', 'dragStart'] as const;

/** Whether the browser would go on with the event (copy, open the menu, select, drag). */
function allowed(element: Element, kind: (typeof kinds)[number] | 'selectStart'): boolean {
  if (kind === 'selectStart') {
    const event = new Event('selectstart', { bubbles: true, cancelable: true });
    return element.dispatchEvent(event);
  }
  const event = createEvent[kind](element);
  fireEvent(element, event);
  return !event.defaultPrevented;
}

beforeEach(() => installViewport(375));

describe('copy protection', () => {
  it('blocks copying, the context menu, selecting and dragging the text of a public page', () => {
    renderWithProviders(
      <PublicLayout>
        <p>재산분할 청구는 이혼한 날부터 2년 안에 해야 합니다.</p>
      </PublicLayout>,
      { site: testSite, store: withSetting(makeStore()) },
    );
    const paragraph = screen.getByText(/재산분할 청구는/);
    for (const kind of [...kinds, 'selectStart'] as const) expect(allowed(paragraph, kind)).toBe(false);
    expect(allowed(paragraph.firstChild as unknown as Element, 'selectStart')).toBe(false);
  });

  it('lets visitors copy, paste and select inside form fields', () => {
    renderWithProviders(
      <PublicLayout>
        <label>
          연락처 <input defaultValue="010-1234-5678" />
        </label>
        <textarea aria-label="상담 내용" defaultValue="상담 내용" />
        <select aria-label="사무소">
          <option>서울</option>
        </select>
        <div contentEditable suppressContentEditableWarning aria-label="메모" role="textbox">
          메모
        </div>
      </PublicLayout>,
      { site: testSite, store: withSetting(makeStore()) },
    );
    const fields = [
      screen.getByRole('textbox', { name: /연락처/ }),
      screen.getByRole('textbox', { name: '상담 내용' }),
      screen.getByRole('combobox', { name: '사무소' }),
      screen.getByRole('textbox', { name: '메모' }),
    ];
    for (const field of fields) {
      for (const kind of [...kinds, 'selectStart'] as const) expect(allowed(field, kind)).toBe(true);
    }
  });

  it('never blocks anything in the console', () => {
    const store = makeStore();
    store.dispatch(loggedIn({ refreshToken: staffRefresh, accessToken: staffAccess }));
    renderWithProviders(
      <RemoteLoaderProvider loader={fixedLoader(consoleRemotes).loader}>
        <ConsoleLayout />
      </RemoteLoaderProvider>,
      { site: testSite, route: '/console/forms', store },
    );
    const paragraph = screen.getByRole('heading', { name: '상담 신청 목록' });
    for (const kind of [...kinds, 'selectStart'] as const) expect(allowed(paragraph, kind)).toBe(true);
  });

  it('stops blocking once the visitor leaves the public pages', () => {
    const { unmount } = renderWithProviders(
      <PublicLayout>
        <p>본문</p>
      </PublicLayout>,
      { site: testSite, store: withSetting(makeStore()) },
    );
    unmount();
    const outside = document.createElement('p');
    document.body.append(outside);
    expect(allowed(outside, 'copy')).toBe(true);
    outside.remove();
  });
});
