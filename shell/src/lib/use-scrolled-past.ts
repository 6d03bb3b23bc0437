import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** Whether the page is scrolled further than `offset` pixels; `false` on the server and while hydrating. */
export function useScrolledPast(offset: number): boolean {
  const read = useCallback(() => window.scrollY > offset, [offset]);
  return useSyncExternalStore(subscribe, read, () => false);
}
