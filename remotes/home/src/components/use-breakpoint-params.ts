import { useCallback, useMemo, useSyncExternalStore } from 'react';

type Params = { spaceBetween?: number; slidesPerView?: number };

const none = () => () => undefined;

/**
 * A carousel's Swiper parameters for the screen's width: the base ones, overridden by those of each breakpoint the
 * screen reaches (`min-width`, as Swiper's own `breakpoints` with the window as base), found by media queries and
 * followed as the screen changes. Given to Swiper as `breakpoints`, they made it measure the window while building
 * the carousel: a layout of the whole page forced in that task (40–75 ms on a 4× slower CPU), before the layout it
 * needs to size its slides. Nothing is read until `active` (the carousel's Swiper is loaded): the server, the
 * hydration and the carousel's first frame use the base parameters, which only Swiper reads.
 */
export function useBreakpointParams<T extends Params>(
  base: T,
  byWidth: Readonly<Record<number, Params>>,
  active: boolean,
): T {
  const queries = useMemo(
    () =>
      Object.keys(byWidth)
        .map(Number)
        .sort((a, b) => a - b)
        .map((width) => ({ width, query: `(min-width: ${width}px)` })),
    [byWidth],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      const lists = queries.map(({ query }) => window.matchMedia(query));
      for (const list of lists) list.addEventListener('change', onChange);
      return () => {
        for (const list of lists) list.removeEventListener('change', onChange);
      };
    },
    [queries],
  );
  const reached = useSyncExternalStore(
    active ? subscribe : none,
    () =>
      active ? queries.reduce((width, next) => (window.matchMedia(next.query).matches ? next.width : width), 0) : 0,
    () => 0,
  );
  return useMemo(() => {
    let params = base;
    for (const { width } of queries) if (width <= reached) params = { ...params, ...byWidth[width] };
    return params;
  }, [base, byWidth, queries, reached]);
}
