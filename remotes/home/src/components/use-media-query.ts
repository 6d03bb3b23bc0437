import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches; `false` on the server and while hydrating, so both render the same first frame. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
