import { useEffect, useState, type RefObject } from 'react';
import { hero } from '@taesung/shared';

/** `active`: the panel is held at the top while the hero scrolls by; `bottom`: released at the hero's bottom. */
export type StickyState = 'none' | 'active' | 'bottom';

export function stickyStateOf(column: DOMRect, panelHeight: number, stickyTop: number): StickyState {
  if (column.bottom <= stickyTop + panelHeight) return 'bottom';
  if (column.top <= stickyTop) return 'active';
  return 'none';
}

/**
 * Follows the hero's sticky panel from `hero.stickyFrom` wide: the panel sticks by CSS (`position: sticky`, also
 * without script); this reports which state it is in. Narrower screens have neither state.
 */
export function useStickyPanel(panelRef: RefObject<HTMLElement | null>): StickyState {
  const [state, setState] = useState<StickyState>('none');

  useEffect(() => {
    const panel = panelRef.current;
    const column = panel?.parentElement;
    if (!panel || !column) return;
    const wide = window.matchMedia(`(min-width: ${hero.stickyFrom}px)`);
    let frame = 0;
    const update = () => {
      frame = 0;
      if (!wide.matches) {
        setState('none');
        return;
      }
      const stickyTop = Number.parseFloat(window.getComputedStyle(panel).top) || 0;
      setState(stickyStateOf(column.getBoundingClientRect(), panel.offsetHeight, stickyTop));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    wide.addEventListener('change', schedule);
    return () => {
      if (frame) window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      wide.removeEventListener('change', schedule);
    };
  }, [panelRef]);

  return state;
}
