import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type * as SwiperKitModule from './swiper-kit.ts';

export type SwiperKit = typeof SwiperKitModule;

let loading: Promise<SwiperKit> | undefined;
const loadKit = () => (loading ??= import('./swiper-kit.ts'));

/**
 * The element to watch: the carousel's section, which the browser lays out only near the screen
 * (`content-visibility: auto`), so that nothing inside it has a box to intersect with until then. Found by its
 * tag, not its computed style: reading a style here forced the whole page's style to be recalculated in the task
 * that hydrates it (16 ms at 4x slowdown).
 */
const watchedElement = (element: HTMLElement): HTMLElement => element.closest('section') ?? element;

let queue: Promise<void> = Promise.resolve();

/**
 * Waits for the carousels before this one to have started, then a task more; resolves with the function that ends
 * this one's turn. Started together (the visitor scrolls to the second while the library loads), the two home
 * carousels were rendered and their Swipers built in one task of 520 ms at 4x slowdown.
 */
function takeTurn(): Promise<() => void> {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  const turn = queue.then(() => end);
  queue = queue.then(() => ended).then(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return turn;
}

/**
 * Swiper for a carousel, loaded once the carousel is within a screen of the viewport (at once where the browser
 * cannot tell). Until then the carousel is its server-rendered markup, a row that scrolls sideways, so the first
 * view of the page downloads no carousel library. Carousels start one at a time, each rendered as a transition (in
 * slices, a tap meanwhile first), its turn over once its Swiper is built.
 */
export function useSwiperKit(target: RefObject<HTMLElement | null>): SwiperKit | null {
  const [kit, setKit] = useState<SwiperKit | null>(null);
  const endTurn = useRef<(() => void) | null>(null);
  // After the commit that built the Swiper (in its layout effects), or when the carousel goes away.
  useEffect(() => {
    if (kit) endTurn.current?.();
  }, [kit]);
  useEffect(() => () => endTurn.current?.(), []);
  useEffect(() => {
    if (kit) return;
    let cancelled = false;
    const load = () =>
      void loadKit()
        .then(async (loaded) => ({ loaded, end: await takeTurn() }))
        .then(({ loaded, end }) => {
          endTurn.current = end;
          if (cancelled) end();
          else startTransition(() => setKit(loaded));
        });
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(watchedElement(element));
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [kit, target]);
  return kit;
}

/**
 * A carousel's Swiper and its previous/next moves. A tap on the buttons while the library is still loading is not
 * lost: the moves are counted and made once the Swiper exists (`attach`, from its `onSwiper`).
 */
export function useCarouselMoves() {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const pending = useRef(0);
  const move = useCallback(
    (step: 1 | -1) => {
      if (!swiper || swiper.destroyed) pending.current += step;
      else if (step > 0) swiper.slideNext();
      else swiper.slidePrev();
    },
    [swiper],
  );
  const attach = useCallback((instance: SwiperInstance) => {
    setSwiper(instance);
    const moves = pending.current;
    pending.current = 0;
    if (moves === 0) return;
    if (instance.params.loop) {
      const count = instance.slides.length;
      instance.slideToLoop((((instance.realIndex + moves) % count) + count) % count);
    } else {
      instance.slideTo(Math.min(Math.max(instance.activeIndex + moves, 0), instance.slides.length - 1));
    }
  }, []);
  return { swiper, move, attach };
}
