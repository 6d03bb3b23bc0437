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
 */
export function useEntrance(ref: RefObject<HTMLElement | null>): EntranceState {
  const [state, setState] = useState<EntranceState>('shown');

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia(reducedMotionQuery).matches) return;
    const entered = () => hasEntered(element.getBoundingClientRect(), window.innerHeight, offsetFor(window.innerWidth));
    let frame = 0;
    const check = () => {
      frame = 0;
      if (!entered()) return;
      setState('entered');
      stop();
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    const stop = () => {
      if (frame) window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
    frame = window.requestAnimationFrame(() => {
      frame = 0;
      if (entered() || element.getBoundingClientRect().bottom < 0) return;
      setState('waiting');
      window.addEventListener('scroll', schedule, { passive: true });
      window.addEventListener('resize', schedule);
    });
    return stop;
  }, [ref]);

  return state;
}
