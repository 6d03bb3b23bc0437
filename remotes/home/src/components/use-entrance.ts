import { useEffect, useState, type RefObject } from 'react';
import { breakpoints, entranceAnimation } from '@taesung/shared';
import { reducedMotionQuery } from './use-media-query.ts';

/** `shown`: as rendered (server, no script, reduced motion, already in view); `waiting`: hidden below the fold. */
export type EntranceState = 'shown' | 'waiting' | 'entered';

/**
 * The offset for this screen, from a media query: `window.innerWidth` makes the browser lay the page out first when
 * it is out of date, as it is right after hydration (a 30 ms layout at 4× slowdown on the home page).
 */
function offsetNow() {
  return window.matchMedia(`(min-width: ${breakpoints.sm}px)`).matches
    ? entranceAnimation.offset
    : entranceAnimation.offsetBelowSm;
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
 * The screen's width and height come from a media query and the observer's entries, for the same reason.
 */
export function useEntrance(ref: RefObject<HTMLElement | null>): EntranceState {
  const [state, setState] = useState<EntranceState>('shown');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || window.matchMedia(reducedMotionQuery).matches)
      return;
    const offset = offsetNow();
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const { boundingClientRect: rect, rootBounds } = entries[entries.length - 1]!;
        const laidOut = rect.width > 0 || rect.height > 0;
        // The observer's viewport ends `offset` px above the screen's bottom edge (no layout asked for here either).
        const viewportHeight = rootBounds ? rootBounds.bottom + offset : window.innerHeight;
        const entered = laidOut && hasEntered(rect, viewportHeight, offset);
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
