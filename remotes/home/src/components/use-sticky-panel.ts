import { useEffect, useState, type RefObject } from 'react';
import { hero } from '@taesung/shared';

/** `active`: the panel is held at the top while the hero scrolls by; `bottom`: released at the hero's bottom. */
export type StickyState = 'none' | 'active' | 'bottom';

export function stickyStateOf(column: DOMRect, panelHeight: number, stickyTop: number): StickyState {
  if (column.bottom <= stickyTop + panelHeight) return 'bottom';
  if (column.top <= stickyTop) return 'active';
  return 'none';
}

const stickyTopProperty = '--hero-sticky-top';

/**
 * Follows the hero's sticky panel from `hero.stickyFrom` wide: the panel sticks by CSS (`position: sticky`, also
 * without script); this reports which state it is in, and lets a panel taller than the screen stick by its bottom
 * edge so none of it stays out of reach. Narrower screens have neither state.
 */
export function useStickyPanel(panelRef: RefObject<HTMLElement | null>): StickyState {
  const [state, setState] = useState<StickyState>('none');

  useEffect(() => {
    const panel = panelRef.current;
    const column = panel?.parentElement;
    if (!panel || !column) return;
    const wide = window.matchMedia(`(min-width: ${hero.stickyFrom}px)`);
    let frame = 0;
    let measured = false;
    let stickyTop = 0;
    const measure = () => {
      panel.style.removeProperty(stickyTopProperty);
      const base = Number.parseFloat(window.getComputedStyle(panel).top) || 0;
      stickyTop = Math.min(base, window.innerHeight - panel.offsetHeight);
      if (stickyTop < base) panel.style.setProperty(stickyTopProperty, `${stickyTop}px`);
      measured = true;
    };
    const update = () => {
      frame = 0;
      if (!wide.matches) {
        setState('none');
        return;
      }
      if (!measured) measure();
      setState(stickyStateOf(column.getBoundingClientRect(), panel.offsetHeight, stickyTop));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    const remeasure = () => {
      measured = false;
      schedule();
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', remeasure);
    wide.addEventListener('change', remeasure);
    return () => {
      if (frame) window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', remeasure);
      wide.removeEventListener('change', remeasure);
      panel.style.removeProperty(stickyTopProperty);
    };
  }, [panelRef]);

  return state;
}
