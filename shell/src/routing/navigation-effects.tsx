import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { prefersReducedMotion } from '../lib/use-media-query.ts';

const storageKey = 'taesung.scroll';
const settleTimeout = 2000;

function readPositions(): Map<string, number> {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(storageKey) ?? '{}') as Record<string, unknown>;
    return new Map(Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>) {
  try {
    const recent = [...positions].slice(-50);
    window.sessionStorage.setItem(storageKey, JSON.stringify(Object.fromEntries(recent)));
  } catch {
    return;
  }
}

/** The key of the history entry being shown; it changes before the new page renders. */
function historyKey(): string {
  const state = window.history.state as { key?: unknown } | null;
  return typeof state?.key === 'string' ? state.key : 'default';
}

function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    return document.getElementById(id);
  }
  return document.getElementById(id);
}

/** Runs `attempt` on animation frames until it reports success or the page had time to settle (lazy remotes). */
function untilSettled(attempt: () => boolean): () => void {
  const started = performance.now();
  let frame = 0;
  const step = () => {
    if (attempt() || performance.now() - started > settleTimeout) return;
    frame = window.requestAnimationFrame(step);
  };
  step();
  return () => window.cancelAnimationFrame(frame);
}

function focusWithoutScrolling(element: HTMLElement) {
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Scroll and focus after a client navigation: to the hash target (smoothly) when there is one, back to the saved
 * position on back/forward, else to the top; then focus moves to `main` (or the hash target) for screen readers.
 * A replace that keeps the path (a filter written into the query) leaves both alone.
 */
export function NavigationEffects() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const currentKey = useRef(location.key);
  const previous = useRef<{ key: string; pathname: string; hash: string } | null>(null);
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => {
    positions.current = readPositions();
    const { history } = window;
    const restoration = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        if (historyKey() === currentKey.current) positions.current?.set(currentKey.current, window.scrollY);
      });
    };
    const persist = () => {
      if (positions.current) writePositions(positions.current);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
      persist();
      history.scrollRestoration = restoration;
    };
  }, []);

  useEffect(() => {
    currentKey.current = location.key;
    const last = previous.current;
    if (last?.key === location.key) return;
    pending.current?.();
    pending.current = null;
    previous.current = { key: location.key, pathname: location.pathname, hash: location.hash };
    const saved = positions.current?.get(location.key);

    if (!last) {
      if (navigationType !== 'POP' || saved === undefined || location.hash) return;
      pending.current = untilSettled(() => restore(saved));
      return;
    }
    if (navigationType === 'REPLACE' && last.pathname === location.pathname && last.hash === location.hash) return;

    if (navigationType === 'POP' && saved !== undefined) {
      focusMain();
      pending.current = untilSettled(() => restore(saved));
      return;
    }
    if (location.hash) {
      pending.current = untilSettled(() => {
        const target = hashTarget(location.hash);
        if (!target) return false;
        target.scrollIntoView({ behavior: prefersReducedMotion() ? 'instant' : 'smooth', block: 'start' });
        focusWithoutScrolling(target);
        return true;
      });
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    focusMain();
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}

function restore(top: number): boolean {
  const reachable = document.documentElement.scrollHeight - window.innerHeight;
  window.scrollTo({ top: Math.min(top, Math.max(0, reachable)), left: 0, behavior: 'instant' });
  return reachable >= top;
}

function focusMain() {
  const main = document.getElementById('main');
  if (main) focusWithoutScrolling(main);
}
