import { useCallback, useSyncExternalStore } from 'react';
import { breakpoints } from '@taesung/shared';

const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/**
 * Whether a media query matches. The server and the hydrating browser both read `false`, so the first frame comes
 * from CSS media queries alone; the real value follows right after hydration.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
  );
}

export const desktopQuery = `(min-width: ${breakpoints.lg}px)`;
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return matches(reducedMotionQuery);
}
