import { act } from '@testing-library/react';

interface Viewport {
  width: number;
  reducedMotion: boolean;
}

const viewport: Viewport = { width: 375, reducedMotion: false };
const lists = new Set<{ query: string; listeners: Set<(event: MediaQueryListEvent) => void>; last: boolean }>();

function evaluate(query: string): boolean {
  return query
    .split(/\s+and\s+/)
    .map((part) => part.trim())
    .every((part) => {
      const min = /^\(min-width:\s*([\d.]+)px\)$/.exec(part);
      if (min) return viewport.width >= Number(min[1]);
      const max = /^\(max-width:\s*([\d.]+)px\)$/.exec(part);
      if (max) return viewport.width <= Number(max[1]);
      if (part === '(prefers-reduced-motion: reduce)') return viewport.reducedMotion;
      return false;
    });
}

/** A `matchMedia` that answers width and reduced-motion queries for a viewport the test sets. */
export function installViewport(width: number, options: { reducedMotion?: boolean } = {}) {
  viewport.width = width;
  viewport.reducedMotion = options.reducedMotion ?? false;
  lists.clear();
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<(event: MediaQueryListEvent) => void>(), last: evaluate(query) };
    lists.add(entry);
    return {
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        entry.listeners.delete(listener),
      addListener: (listener: (event: MediaQueryListEvent) => void) => entry.listeners.add(listener),
      removeListener: (listener: (event: MediaQueryListEvent) => void) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
}

/** Resizes the viewport and tells the media queries whose answer changed. */
export function resizeViewport(width: number) {
  act(() => {
    viewport.width = width;
    for (const entry of lists) {
      const matches = evaluate(entry.query);
      if (matches === entry.last) continue;
      entry.last = matches;
      for (const listener of entry.listeners) listener({ matches, media: entry.query } as MediaQueryListEvent);
    }
  });
}

/** Scrolls the window to `top` and fires the scroll event the page listens to. */
export function scrollWindowTo(top: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: top, configurable: true, writable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

/** Lets `window.scrollTo` move the page (jsdom does not scroll) and records where it was asked to go. */
export function installScrolling() {
  const calls: number[] = [];
  window.scrollTo = ((xOrOptions?: number | ScrollToOptions, y?: number) => {
    const top = typeof xOrOptions === 'object' ? (xOrOptions.top ?? window.scrollY) : (y ?? window.scrollY);
    calls.push(top);
    Object.defineProperty(window, 'scrollY', { value: top, configurable: true, writable: true });
    window.dispatchEvent(new Event('scroll'));
  }) as typeof window.scrollTo;
  return calls;
}
