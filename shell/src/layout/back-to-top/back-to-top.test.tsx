import { act, fireEvent, screen } from '@testing-library/react';
import { makeStore } from '@taesung/shared';
import { renderWithProviders } from '@taesung/shared/test-support';
import { withSetting } from '../../test-support/fixtures.ts';
import { installScrolling, installViewport, scrollWindowTo } from '../../test-support/viewport.ts';
import { PublicLayout } from '../public-layout.tsx';
import { testSite } from '../../test-support/site.ts';

function renderPage() {
  return renderWithProviders(
    <PublicLayout>
      <h1>이혼소송</h1>
    </PublicLayout>,
    { site: testSite, store: withSetting(makeStore()) },
  );
}

const backToTop = () => screen.queryByRole('button', { name: '맨 위로' });

beforeEach(() => {
  scrollWindowTo(0);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the back-to-top button', () => {
  it('appears on the extra-large breakpoint (1200 px and wider) once the page is scrolled', () => {
    installViewport(1200);
    renderPage();
    expect(backToTop()).not.toBeInTheDocument();
    scrollWindowTo(900);
    expect(backToTop()).toBeVisible();
  });

  it('never appears below 1200 px wide', () => {
    installViewport(1199);
    renderPage();
    scrollWindowTo(3000);
    expect(backToTop()).not.toBeInTheDocument();
  });

  it('scrolls to the top in exactly 500 ms, then moves focus to the top of the page', () => {
    jest.useFakeTimers();
    installViewport(1440);
    installScrolling();
    renderPage();
    scrollWindowTo(2000);
    fireEvent.click(backToTop()!);

    act(() => jest.advanceTimersByTime(250));
    expect(window.scrollY).toBeGreaterThan(0);
    expect(window.scrollY).toBeLessThan(2000);
    act(() => jest.advanceTimersByTime(240));
    expect(window.scrollY).toBeGreaterThan(0);
    act(() => jest.advanceTimersByTime(30));
    expect(window.scrollY).toBe(0);
    expect(screen.getByRole('link', { name: '본문 바로가기' })).toHaveFocus();
  });

  it('jumps to the top at once when the visitor prefers reduced motion', () => {
    installViewport(1440, { reducedMotion: true });
    const calls = installScrolling();
    renderPage();
    scrollWindowTo(2000);
    fireEvent.click(backToTop()!);
    expect(calls).toEqual([0]);
    expect(screen.getByRole('link', { name: '본문 바로가기' })).toHaveFocus();
  });
});
