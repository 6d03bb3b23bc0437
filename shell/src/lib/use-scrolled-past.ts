import { useCallback, useSyncExternalStore } from 'react';

/**
 * The page's scroll position as the last scroll or resize event saw it, shared by every hook below. Reading
 * `window.scrollY` makes the browser lay an out-of-date page out before it answers, and React reads a store's
 * snapshot right after hydration, when the page is out of date: a forced layout of 12–29 ms at 4× slowdown on a
 * practice page. So the snapshot is this copy, and the first reading is made where the page has just been laid out:
 * in a `ResizeObserver`'s first report on the document (the browser sends it right after a layout, in the same
 * frame), or, without one, in the frame after the subscription began. A timer or an idle callback is not enough:
 * the web font's steps and the pictures change the page between frames.
 */
let scrollTop = 0;
const listeners = new Set<() => void>();
let firstReading: { cancel(): void } | null = null;

function afterLayout(run: () => void): { cancel(): void } {
  if (typeof ResizeObserver === 'function') {
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      run();
    });
    observer.observe(document.documentElement);
    return { cancel: () => observer.disconnect() };
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return {
    cancel() {
      window.cancelAnimationFrame(frame);
      clearTimeout(timer);
    },
  };
}

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
    firstReading = afterLayout(read);
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    window.removeEventListener('scroll', read);
    window.removeEventListener('resize', read);
    firstReading?.cancel();
    firstReading = null;
  };
}

/** Whether the page is scrolled further than `offset` pixels; `false` on the server and while hydrating. */
export function useScrolledPast(offset: number): boolean {
  const past = useCallback(() => scrollTop > offset, [offset]);
  return useSyncExternalStore(subscribe, past, () => false);
}
