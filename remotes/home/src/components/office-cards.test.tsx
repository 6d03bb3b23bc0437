import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@taesung/shared/test-support';
import { setting } from '../test-support/fixtures.ts';
import {
  fixViewportHeight,
  installIntersectionObserver,
  layOut,
  place,
} from '../test-support/intersection-observer.ts';
import { installMatchMedia } from '../test-support/match-media.ts';
import { OfficeCards } from './office-cards.tsx';
import { hasEntered } from './use-entrance.ts';

let cardTop = 2000;
let laidOut = true;

beforeEach(() => {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  installIntersectionObserver();
  cardTop = 2000;
  laidOut = true;
  place(() =>
    laidOut
      ? { top: cardTop, bottom: cardTop + 500, left: 0, right: 600, width: 600, height: 500 }
      : { top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0 },
  );
});

const cards = () => screen.getAllByRole('listitem');

function scrollCardsTo(top: number) {
  cardTop = top;
  act(() => layOut());
}

describe('OfficeCards', () => {
  it('shows the Seoul and Incheon offices of the settings, in that order', () => {
    installMatchMedia({ width: 1440 });
    renderWithProviders(<OfficeCards offices={setting.offices} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '서울 이혼가사팀',
      '인천 이혼가사팀',
    ]);
    expect(screen.getByText('서울 주사무소')).toBeInTheDocument();
    expect(screen.queryByText('광주 분사무소')).not.toBeInTheDocument();
  });

  it('renders visible first, hides cards still below the fold, and plays their entrance 300 px into view', async () => {
    installMatchMedia({ width: 1440 });
    renderWithProviders(<OfficeCards offices={setting.offices} />);
    expect(cards()[0]).toHaveAttribute('data-entrance', 'shown');
    await waitFor(() => expect(cards()[0]).toHaveAttribute('data-entrance', 'waiting'));
    expect(cards()[1]).toHaveStyle({ '--enter-duration': '500ms', '--enter-delay': '200ms' });
    expect(cards()[0]).toHaveStyle({ '--enter-delay': '100ms' });

    scrollCardsTo(600);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cards()[0]).toHaveAttribute('data-entrance', 'waiting');

    scrollCardsTo(500);
    await waitFor(() => expect(cards()[0]).toHaveAttribute('data-entrance', 'entered'));
    expect(cards()[1]).toHaveAttribute('data-entrance', 'entered');
  });

  it('uses a 180 px offset below 768 px', async () => {
    installMatchMedia({ width: 375 });
    renderWithProviders(<OfficeCards offices={setting.offices} />);
    await waitFor(() => expect(cards()[0]).toHaveAttribute('data-entrance', 'waiting'));
    scrollCardsTo(621);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cards()[0]).toHaveAttribute('data-entrance', 'waiting');
    scrollCardsTo(619);
    await waitFor(() => expect(cards()[0]).toHaveAttribute('data-entrance', 'entered'));
  });

  it('waits without asking where a card is while its section is not laid out, and plays it once it comes into view', async () => {
    installMatchMedia({ width: 1440 });
    laidOut = false;
    const read = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    // The screen's size is not read from the window either: a browser lays an out-of-date page out to answer it.
    const sizeReads = jest.fn();
    fixViewportHeight(800);
    for (const [name, value] of [
      ['innerWidth', 1440],
      ['innerHeight', 800],
    ] as const) {
      Object.defineProperty(window, name, { configurable: true, get: () => (sizeReads(name), value) });
    }
    renderWithProviders(<OfficeCards offices={setting.offices} />);
    await waitFor(() => expect(cards()[0]).toHaveAttribute('data-entrance', 'waiting'));
    laidOut = true;
    scrollCardsTo(1200);
    expect(cards()[0]).toHaveAttribute('data-entrance', 'waiting');
    scrollCardsTo(400);
    await waitFor(() => expect(cards()[0]).toHaveAttribute('data-entrance', 'entered'));
    expect(read).not.toHaveBeenCalled();
    expect(sizeReads).not.toHaveBeenCalled();
    read.mockRestore();
  });

  it('leaves cards the visitor has already scrolled past as they are', async () => {
    installMatchMedia({ width: 1440 });
    cardTop = -900;
    renderWithProviders(<OfficeCards offices={setting.offices} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cards()[0]).toHaveAttribute('data-entrance', 'shown');
  });

  it('never hides anything for visitors who prefer reduced motion, nor cards already in view', async () => {
    installMatchMedia({ width: 1440, reducedMotion: true });
    const first = renderWithProviders(<OfficeCards offices={setting.offices} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cards()[0]).toHaveAttribute('data-entrance', 'shown');
    first.unmount();

    installMatchMedia({ width: 1440 });
    cardTop = 100;
    renderWithProviders(<OfficeCards offices={setting.offices} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cards()[0]).toHaveAttribute('data-entrance', 'shown');
  });
});

describe('hasEntered', () => {
  it('is true once the top is offset px above the bottom edge, or the element is wholly in view', () => {
    expect(hasEntered({ top: 501, bottom: 1001 }, 800, 300)).toBe(false);
    expect(hasEntered({ top: 500, bottom: 1000 }, 800, 300)).toBe(true);
    expect(hasEntered({ top: 700, bottom: 790 }, 800, 300)).toBe(true);
  });
});
