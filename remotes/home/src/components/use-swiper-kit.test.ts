import { useEffect } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { useCarouselMoves, useSwiperKit } from './use-swiper-kit.ts';

function fakeSwiper(options: { loop: boolean; slides: number; activeIndex?: number; realIndex?: number }) {
  return {
    params: { loop: options.loop },
    slides: Array.from({ length: options.slides }, () => document.createElement('div')),
    activeIndex: options.activeIndex ?? 0,
    realIndex: options.realIndex ?? 0,
    destroyed: false,
    slideTo: jest.fn(),
    slideToLoop: jest.fn(),
    slideNext: jest.fn(),
    slidePrev: jest.fn(),
  };
}

describe('useCarouselMoves', () => {
  test('makes the moves tapped before the Swiper existed once it does, within the slides', () => {
    const { result } = renderHook(() => useCarouselMoves());
    act(() => result.current.move(1));
    act(() => result.current.move(1));
    const swiper = fakeSwiper({ loop: false, slides: 14 });
    act(() => result.current.attach(swiper as unknown as SwiperInstance));
    expect(swiper.slideTo).toHaveBeenCalledWith(2);

    const { result: back } = renderHook(() => useCarouselMoves());
    act(() => back.current.move(-1));
    const first = fakeSwiper({ loop: false, slides: 14 });
    act(() => back.current.attach(first as unknown as SwiperInstance));
    expect(first.slideTo).toHaveBeenCalledWith(0);
  });

  test('wraps the moves around a looped carousel', () => {
    const { result } = renderHook(() => useCarouselMoves());
    act(() => result.current.move(-1));
    const swiper = fakeSwiper({ loop: true, slides: 16 });
    act(() => result.current.attach(swiper as unknown as SwiperInstance));
    expect(swiper.slideToLoop).toHaveBeenCalledWith(15);
  });

  test('moves the Swiper directly once it exists, and makes no move on attach when none was asked for', () => {
    const { result } = renderHook(() => useCarouselMoves());
    const swiper = fakeSwiper({ loop: false, slides: 14 });
    act(() => result.current.attach(swiper as unknown as SwiperInstance));
    expect(swiper.slideTo).not.toHaveBeenCalled();
    act(() => result.current.move(1));
    act(() => result.current.move(-1));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    expect(swiper.slidePrev).toHaveBeenCalledTimes(1);
  });
});

describe('useSwiperKit', () => {
  test('starts the carousels one at a time: the second once the first has been built', async () => {
    const events: string[] = [];
    const carousel = (name: string) => () => {
      const kit = useSwiperKit({ current: document.createElement('div') });
      if (kit) events.push(`${name} rendered`);
      useEffect(() => {
        if (!kit) return;
        events.push(`${name} built`);
        setTimeout(() => events.push(`a task after ${name}`), 0);
      }, [kit]);
      return kit;
    };
    const first = renderHook(carousel('first'));
    const second = renderHook(carousel('second'));
    await waitFor(() => expect(second.result.current).not.toBeNull());
    expect(first.result.current).toBe(second.result.current);
    const firstBuilt = events.indexOf('first built');
    expect(firstBuilt).toBeGreaterThanOrEqual(0);
    // In a task of its own, after the first's.
    expect(events.indexOf('second rendered')).toBeGreaterThan(events.indexOf('a task after first'));
    expect(events.indexOf('a task after first')).toBeGreaterThan(firstBuilt);
  });

  test('ends its turn when it goes away before starting, so the next carousel still starts', async () => {
    const gone = renderHook(() => useSwiperKit({ current: document.createElement('div') }));
    gone.unmount();
    const next = renderHook(() => useSwiperKit({ current: document.createElement('div') }));
    await waitFor(() => expect(next.result.current).not.toBeNull());
  });
});
