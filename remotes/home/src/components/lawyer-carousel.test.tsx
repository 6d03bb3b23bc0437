import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taesung/shared/test-support';
import { lawyers } from '../test-support/fixtures.ts';
import { installMatchMedia, setScreen } from '../test-support/match-media.ts';
import { LawyerCarousel } from './lawyer-carousel.tsx';

function swiperOf(region: HTMLElement) {
  const element = region.querySelector('.swiper') as HTMLElement & {
    swiper: { autoplay: { running: boolean; paused: boolean }; params: Record<string, unknown>; realIndex: number };
  };
  return element.swiper;
}

describe('LawyerCarousel', () => {
  it('loops and turns every 5 s without stopping on interaction, with the gaps of seed §9', async () => {
    installMatchMedia({ width: 1440 });
    renderWithProviders(<LawyerCarousel lawyers={lawyers} />);
    const region = screen.getByRole('region', { name: '변호사 프로필' });
    await waitFor(() => expect(swiperOf(region).autoplay.running).toBe(true));
    const { params } = swiperOf(region);
    expect(params.loop).toBe(true);
    expect(params.speed).toBe(500);
    expect(params.slidesPerView).toBe(1);
    expect(params.autoplay).toMatchObject({ delay: 5000, disableOnInteraction: false });
    expect(params.spaceBetween).toBe(218);
    // The gaps come from media queries, not Swiper's breakpoints, which measured the window while building it.
    expect(params.breakpoints).toBeUndefined();
    expect(params.loopAdditionalSlides).toBe(4);
  });

  it.each([
    [375, 40],
    [800, 60],
    [1100, 120],
    [1440, 218],
  ])('at %i px wide leaves %i px between lawyers, and follows the screen as it changes', async (width, gap) => {
    installMatchMedia({ width });
    renderWithProviders(<LawyerCarousel lawyers={lawyers} />);
    const region = screen.getByRole('region', { name: '변호사 프로필' });
    await waitFor(() => expect(swiperOf(region)).toBeDefined());
    expect(swiperOf(region).params.spaceBetween).toBe(gap);
    act(() => setScreen({ width: width < 1200 ? 1440 : 375 }));
    await waitFor(() => expect(swiperOf(region).params.spaceBetween).toBe(width < 1200 ? 218 : 40));
  });

  it('starts on the first lawyer and says where it is', () => {
    installMatchMedia({ width: 375 });
    renderWithProviders(<LawyerCarousel lawyers={lawyers} />);
    const region = screen.getByRole('region', { name: '변호사 프로필' });
    expect(within(region).getByText('전체 16개 중 1번째')).toBeInTheDocument();
    expect(within(region).getByRole('group', { name: '1 / 16' })).toHaveTextContent('한서진');
  });

  it('pauses and restarts with its button', async () => {
    const user = userEvent.setup();
    installMatchMedia({ width: 1440 });
    renderWithProviders(<LawyerCarousel lawyers={lawyers} />);
    const region = screen.getByRole('region', { name: '변호사 프로필' });
    await user.click(within(region).getByRole('button', { name: '자동 넘김 멈춤' }));
    expect(swiperOf(region).autoplay.running).toBe(false);
    await user.click(within(region).getByRole('button', { name: '자동 넘김 재생' }));
    expect(swiperOf(region).autoplay.running).toBe(true);
  });

  it('starts paused for visitors who prefer reduced motion', async () => {
    installMatchMedia({ width: 1440, reducedMotion: true });
    renderWithProviders(<LawyerCarousel lawyers={lawyers} />);
    const region = screen.getByRole('region', { name: '변호사 프로필' });
    await waitFor(() => expect(swiperOf(region).autoplay.running).toBe(false));
    expect(within(region).getByRole('button', { name: '자동 넘김 재생' })).toBeInTheDocument();
  });

  it('holds still while keyboard focus is inside and goes on when it leaves', async () => {
    const user = userEvent.setup();
    installMatchMedia({ width: 1440 });
    renderWithProviders(
      <>
        <LawyerCarousel lawyers={lawyers} />
        <button type="button">after</button>
      </>,
    );
    const region = screen.getByRole('region', { name: '변호사 프로필' });
    await waitFor(() => expect(swiperOf(region).autoplay.running).toBe(true));
    await user.tab();
    await user.tab();
    expect(region.contains(document.activeElement)).toBe(true);
    expect(swiperOf(region).autoplay.paused).toBe(true);
    screen.getByRole('button', { name: 'after' }).focus();
    await waitFor(() => expect(swiperOf(region).autoplay.paused).toBe(false));
    expect(swiperOf(region).autoplay.running).toBe(true);
  });
});
