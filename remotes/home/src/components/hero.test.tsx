import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@taesung/shared/test-support';
import { leadLawyer, mediaItems } from '../test-support/fixtures.ts';
import { installMatchMedia, setScreen } from '../test-support/match-media.ts';
import { Hero, recordOf } from './hero.tsx';
import { stickyStateOf } from './use-sticky-panel.ts';

let panelHeight = 600;
let column = { top: 200, bottom: 2200 };

beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const { top, bottom } = this.classList.contains('column') ? column : { top: 0, bottom: 0 };
    return {
      top,
      bottom,
      left: 0,
      right: 0,
      width: 0,
      height: bottom - top,
      x: 0,
      y: top,
      toJSON: () => ({}),
    } as DOMRect;
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('panel') ? panelHeight : 0;
    },
  });
});

afterAll(() => jest.restoreAllMocks());

function scrollTo(next: typeof column) {
  column = next;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const panel = () => screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;

describe('the hero panel', () => {
  it('sticks from 768 px: active while the hero scrolls by, bottom once it reaches the end', async () => {
    installMatchMedia({ width: 1024 });
    column = { top: 200, bottom: 2200 };
    renderWithProviders(<Hero lead={leadLawyer} media={mediaItems} onPlay={() => undefined} />);
    await waitFor(() => expect(panel()).toHaveAttribute('data-sticky', 'none'));

    scrollTo({ top: -300, bottom: 1700 });
    await waitFor(() => expect(panel()).toHaveAttribute('data-sticky', 'active'));

    scrollTo({ top: -1500, bottom: 500 });
    await waitFor(() => expect(panel()).toHaveAttribute('data-sticky', 'bottom'));

    scrollTo({ top: -300, bottom: 1700 });
    await waitFor(() => expect(panel()).toHaveAttribute('data-sticky', 'active'));
  });

  it('has neither state below 768 px, and drops them when the screen narrows', async () => {
    installMatchMedia({ width: 375 });
    column = { top: -300, bottom: 1700 };
    renderWithProviders(<Hero lead={leadLawyer} media={mediaItems} onPlay={() => undefined} />);
    scrollTo({ top: -300, bottom: 1700 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(panel()).toHaveAttribute('data-sticky', 'none');

    act(() => setScreen({ width: 768 }));
    await waitFor(() => expect(panel()).toHaveAttribute('data-sticky', 'active'));
    act(() => setScreen({ width: 767 }));
    await waitFor(() => expect(panel()).toHaveAttribute('data-sticky', 'none'));
  });

  it('lets a panel taller than the screen stick by its bottom edge', async () => {
    installMatchMedia({ width: 1024 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 700 });
    panelHeight = 900;
    column = { top: 200, bottom: 3000 };
    renderWithProviders(<Hero lead={leadLawyer} media={mediaItems} onPlay={() => undefined} />);
    await waitFor(() => expect(panel().style.getPropertyValue('--hero-sticky-top')).toBe('-200px'));

    scrollTo({ top: -100, bottom: 2700 });
    await waitFor(() => expect(panel()).toHaveAttribute('data-sticky', 'none'));
    scrollTo({ top: -250, bottom: 2550 });
    await waitFor(() => expect(panel()).toHaveAttribute('data-sticky', 'active'));
    panelHeight = 600;
  });

  it('lists at most 10 media items and five lines of the record', () => {
    installMatchMedia({ width: 375 });
    renderWithProviders(<Hero lead={leadLawyer} media={mediaItems} onPlay={() => undefined} />);
    expect(
      screen.getByRole('heading', { name: '방송·언론 출연' }).nextElementSibling?.querySelectorAll('li'),
    ).toHaveLength(10);
    expect(recordOf(leadLawyer)).toHaveLength(5);
  });

  it('renders without a lead lawyer', () => {
    installMatchMedia({ width: 375 });
    renderWithProviders(<Hero lead={undefined} media={[]} onPlay={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('stickyStateOf', () => {
  it('follows the hero column against the sticky top', () => {
    expect(stickyStateOf({ top: 100, bottom: 2000 } as DOMRect, 600, 88)).toBe('none');
    expect(stickyStateOf({ top: 88, bottom: 2000 } as DOMRect, 600, 88)).toBe('active');
    expect(stickyStateOf({ top: -1000, bottom: 688 } as DOMRect, 600, 88)).toBe('bottom');
  });
});
