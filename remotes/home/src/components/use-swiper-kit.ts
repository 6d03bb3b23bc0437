import { useEffect, useState, type RefObject } from 'react';
import type * as SwiperKitModule from './swiper-kit.ts';

export type SwiperKit = typeof SwiperKitModule;

let loading: Promise<SwiperKit> | undefined;
const loadKit = () => (loading ??= import('./swiper-kit.ts'));

/**
 * The element to watch: the carousel, or the section around it that the browser lays out only near the screen
 * (`content-visibility: auto`), inside which nothing has a box to intersect with until then.
 */
function watchedElement(element: HTMLElement): HTMLElement {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).contentVisibility === 'auto') return node;
  }
  return element;
}

/**
 * Swiper for a carousel, loaded once the carousel is within a screen of the viewport (at once where the browser
 * cannot tell). Until then the carousel is its server-rendered markup, a row that scrolls sideways, so the first
 * view of the page downloads no carousel library.
 */
export function useSwiperKit(target: RefObject<HTMLElement | null>): SwiperKit | null {
  const [kit, setKit] = useState<SwiperKit | null>(null);
  useEffect(() => {
    if (kit) return;
    let cancelled = false;
    const load = () =>
      void loadKit().then((loaded) => {
        if (!cancelled) setKit(loaded);
      });
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(watchedElement(element));
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [kit, target]);
  return kit;
}
