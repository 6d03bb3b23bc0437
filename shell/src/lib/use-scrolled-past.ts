import { useCallback, useSyncExternalStore } from 'react';
import { afterLayout } from '@taesung/shared';

/**
 * The page's scroll position as the last scroll or resize event saw it, shared by every hook below. Reading
 * `window.scrollY` makes the browser lay an out-of-date page out before it answers, and React reads a store's
 * snapshot right after hydration, when the page is out of date: a forced layout of 12–38 ms at 4× slowdown. So the
 * snapshot is this copy, and the first reading is made where the page has just been laid out (`afterLayout`).
 */
let scrollTop = 0;
const listeners = new Set<() => void>();
let cancelFirstReading: (() => void) | null = null;

function read() {
  scrollTop = window.scrollY;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  if (listeners.size === 1) {
    scrollTop = 0; // as on the server, until the first reading
    window.addEventListener('scroll', read, { passive: true });
    window.addEventListener('resize', read, { passive: true });
    cancelFirstReading = afterLayout(document.documentElement, read);
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    window.removeEventListener('scroll', read);
    window.removeEventListener('resize', read);
    cancelFirstReading?.();
    cancelFirstReading = null;
  };
}

/** Whether the page is scrolled further than `offset` pixels; `false` on the server and while hydrating. */
export function useScrolledPast(offset: number): boolean {
  const past = useCallback(() => scrollTop > offset, [offset]);
  return useSyncExternalStore(subscribe, past, () => false);
}
