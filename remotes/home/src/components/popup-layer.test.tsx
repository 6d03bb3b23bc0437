import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taesung/shared/test-support';
import { popup, popups } from '../test-support/fixtures.ts';
import { nextMidnight } from './popup-dismissals.ts';
import { PopupLayer } from './popup-layer.tsx';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

function visit() {
  return renderWithProviders(<PopupLayer popups={popups} />);
}

const notices = () => screen.queryAllByRole('dialog').map((dialog) => dialog.getAttribute('aria-labelledby'));

describe('PopupLayer', () => {
  it('shows each popup as a labelled, non-modal dialog with its content, image and link', () => {
    visit();
    const layer = screen.getByRole('complementary', { name: '알림' });
    const [first, second] = within(layer).getAllByRole('dialog');
    expect(first).toHaveAccessibleName('설 연휴 상담 안내');
    expect(first).not.toHaveAttribute('aria-modal');
    expect(first).toHaveTextContent('설 연휴 동안 상담 예약을 온라인으로 받습니다.');
    expect(within(first!).getByText('온라인으로').tagName).toBe('STRONG');
    expect(within(first!).getByRole('img', { name: '설 연휴 상담 안내' })).toHaveAttribute(
      'src',
      '/uploads/popup-1.webp',
    );
    expect(within(first!).getByRole('link', { name: /^자세히 보기 ?: 설 연휴 상담 안내$/ })).toHaveAttribute(
      'href',
      '/contact/consultation',
    );
    const external = within(second!).getByRole('link', { name: /자세히 보기/ });
    expect(external).toHaveAttribute('href', 'https://example.com/notice');
    expect(external).toHaveAttribute('target', '_blank');
    expect(document.activeElement).toBe(document.body);
  });

  it('orders popups by their order', () => {
    renderWithProviders(
      <PopupLayer
        popups={[popup({ _id: 'b', title: '둘째', order: 2 }), popup({ _id: 'a', title: '첫째', order: 1 })]}
      />,
    );
    expect(screen.getAllByRole('dialog').map((dialog) => dialog.textContent)).toEqual([
      expect.stringContaining('첫째'),
      expect.stringContaining('둘째'),
    ]);
  });

  it('hides a popup for today until local midnight, across visits', async () => {
    jest.useFakeTimers({ now: new Date(2025, 0, 31, 23, 30) });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const first = visit();
    const dialog = screen.getByRole('dialog', { name: '설 연휴 상담 안내' });
    await user.click(within(dialog).getByRole('button', { name: '오늘 하루 보지 않기' }));
    expect(notices()).toEqual(['home-popup-popup-2']);
    expect(Number(window.localStorage.getItem('taesung.popup.popup-1.hiddenUntil'))).toBe(
      new Date(2025, 1, 1).getTime(),
    );
    first.unmount();

    window.sessionStorage.clear();
    jest.setSystemTime(new Date(2025, 0, 31, 23, 59, 59));
    const later = visit();
    expect(notices()).toEqual(['home-popup-popup-2']);
    later.unmount();

    jest.setSystemTime(new Date(2025, 1, 1, 0, 0, 1));
    visit();
    expect(notices()).toEqual(['home-popup-popup-1', 'home-popup-popup-2']);
  });

  it('closes a popup for this visit only', async () => {
    const user = userEvent.setup();
    const first = visit();
    await user.click(
      within(screen.getByRole('dialog', { name: '인천 사무소 이전 안내' })).getByRole('button', { name: '닫기' }),
    );
    expect(notices()).toEqual(['home-popup-popup-1']);
    first.unmount();

    const sameVisit = visit();
    expect(notices()).toEqual(['home-popup-popup-1']);
    sameVisit.unmount();

    window.sessionStorage.clear();
    visit();
    expect(notices()).toEqual(['home-popup-popup-1', 'home-popup-popup-2']);
  });

  it('is reached and dismissed by keyboard: Escape closes the popup holding focus and focus moves on', async () => {
    const user = userEvent.setup();
    visit();
    await user.tab();
    expect(
      within(screen.getByRole('dialog', { name: '설 연휴 상담 안내' })).getByRole('link', {
        name: '설 연휴 상담 안내',
      }),
    ).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(notices()).toEqual(['home-popup-popup-2']);
    expect(screen.getByRole('dialog', { name: '인천 사무소 이전 안내' })).toHaveFocus();

    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(notices()).toEqual([]);
  });

  it('renders nothing when every popup is dismissed', () => {
    window.sessionStorage.setItem('taesung.popup.popup-1.closed', '1');
    window.localStorage.setItem('taesung.popup.popup-2.hiddenUntil', String(Date.now() + 60_000));
    visit();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('follows dismissals made in another tab', () => {
    visit();
    act(() => {
      window.localStorage.setItem('taesung.popup.popup-1.hiddenUntil', String(Date.now() + 60_000));
      window.dispatchEvent(new StorageEvent('storage', { key: 'taesung.popup.popup-1.hiddenUntil' }));
    });
    expect(notices()).toEqual(['home-popup-popup-2']);
  });
});

describe('nextMidnight', () => {
  it('is the start of the next local day', () => {
    expect(nextMidnight(new Date(2025, 0, 31, 0, 0).getTime())).toBe(new Date(2025, 1, 1).getTime());
    expect(nextMidnight(new Date(2025, 11, 31, 23, 59).getTime())).toBe(new Date(2026, 0, 1).getTime());
  });
});
