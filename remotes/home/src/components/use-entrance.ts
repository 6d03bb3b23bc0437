import { useEffect, useState, type RefObject } from 'react';
import { breakpoints, entranceAnimation } from '@taesung/shared';
import { reducedMotionQuery } from './use-media-query.ts';

/** `shown`: as rendered (server, no script, reduced motion, already in view); `waiting`: hidden below the fold. */
export type EntranceState = 'shown' | 'waiting' | 'entered';

function offsetFor(width: number) {
  return width < breakpoints.sm ? entranceAnimation.offsetBelowSm : entranceAnimation.offset;
}

/** Whether an element has come far enough into view: `offset` px above the bottom edge, or wholly visible. */
export function hasEntered(rect: Pick<DOMRect, 'top' | 'bottom'>, viewportHeight: number, offset: number) {
  return rect.top <= viewportHeight - offset || rect.bottom <= viewportHeight;
}

/**
 * Plays an element's entrance once it scrolls `entranceAnimation.offset` px into view (180 px on phones). Only an
 * element still below the fold is hidden first, after hydration, so the page never depends on script to show it.
 *
 * The browser reports where the element is (an `IntersectionObserver` whose viewport ends `offset` px above the
 * bottom edge), so nothing here asks for layout: the cards' section is laid out only when it nears the screen
 * (`content-visibility: auto`), and reading a card's position right after hydration made the browser lay that
 * section out there and then, a 40 ms piece of a long task on a phone. Until then the element has no box and waits.
 */
export function useEntrance(ref: RefObject<HTMLElement | null>): EntranceState {
  const [state, setState] = useState<EntranceState>('shown');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || window.matchMedia(reducedMotionQuery).matches) return;
    const offset = offsetFor(window.innerWidth);
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const { boundingClientRect: rect } = entries[entries.length - 1]!;
        const laidOut = rect.width > 0 || rect.height > 0;
        const entered = laidOut && hasEntered(rect, window.innerHeight, offset);
        if (entered) {
          observer.disconnect();
          if (!first) setState('entered');
        } else if (first) {
          setState('waiting');
        }
        first = false;
      },
      { rootMargin: `0px 0px -${offset}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return state;
}
