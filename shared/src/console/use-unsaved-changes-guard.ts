import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { isConsolePath } from '@taesung/shared';
import { consoleKitNamespace } from './i18n/index.ts';
import { confirm } from './overlay-store.ts';
import type { ConfirmOptions } from './types.ts';

interface Guard {
  ask: () => ConfirmOptions;
  navigate: NavigateFunction;
  basename: string;
}

const guards = new Set<Guard>();
let asking = false;
let returning = false;

function activeGuard(): Guard | undefined {
  return [...guards].at(-1);
}

function historyIndex(state: unknown): number | null {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

let knownIndex: number | null = null;

function routerPath(url: URL, basename: string): string | null {
  if (!basename) return url.pathname;
  if (url.pathname === basename) return '/';
  return url.pathname.startsWith(`${basename}/`) ? url.pathname.slice(basename.length) : null;
}

async function leave(guard: Guard, go: () => void) {
  if (asking) return;
  asking = true;
  try {
    if (await confirm(guard.ask())) {
      guards.clear();
      detach();
      go();
    }
  } finally {
    asking = false;
  }
}

function onClick(event: MouseEvent) {
  const guard = activeGuard();
  if (
    !guard ||
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (
    !(anchor instanceof HTMLAnchorElement) ||
    anchor.hasAttribute('download') ||
    (anchor.target && anchor.target !== '_self')
  )
    return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return;
  event.preventDefault();
  event.stopPropagation();
  const path = routerPath(url, guard.basename);
  void leave(guard, () => {
    if (path !== null && isConsolePath(path)) guard.navigate(`${path}${url.search}${url.hash}`);
    else window.location.assign(url.href);
  });
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (!activeGuard()) return;
  event.preventDefault();
  event.returnValue = '';
}

function onPopState(event: PopStateEvent) {
  const guard = activeGuard();
  const target = historyIndex(event.state);
  if (returning) {
    returning = false;
    event.stopImmediatePropagation();
    return;
  }
  if (!guard || target === null || knownIndex === null || target === knownIndex) {
    knownIndex = target;
    return;
  }
  event.stopImmediatePropagation();
  const delta = knownIndex - target;
  returning = true;
  window.history.go(delta);
  void leave(guard, () => window.history.go(-delta));
}

let attached = false;

function attach() {
  knownIndex = historyIndex(window.history.state);
  if (attached) return;
  attached = true;
  document.addEventListener('click', onClick, true);
  window.addEventListener('beforeunload', onBeforeUnload);
  window.addEventListener('popstate', onPopState, true);
}

function detach() {
  if (!attached || guards.size > 0) return;
  attached = false;
  document.removeEventListener('click', onClick, true);
  window.removeEventListener('beforeunload', onBeforeUnload);
  window.removeEventListener('popstate', onPopState, true);
}

/**
 * While `when` holds, leaving the screen asks first: a click on a link of the site (the console has no data router to
 * block with), the back and forward buttons (the address is put back until the answer is yes), and closing or
 * reloading the tab (the browser's own question).
 */
export function useUnsavedChangesGuard(when: boolean) {
  const { t } = useTranslation(consoleKitNamespace);
  const navigate = useNavigate();
  const basename = useHref('/').replace(/\/$/, '');
  const { key } = useLocation();
  const guardRef = useRef<Guard | null>(null);

  useEffect(() => {
    const ask = (): ConfirmOptions => ({
      title: t('leave.title'),
      message: t('leave.message'),
      confirmLabel: t('leave.confirm'),
      cancelLabel: t('leave.cancel'),
      tone: 'danger',
    });
    if (guardRef.current) Object.assign(guardRef.current, { ask, navigate, basename });
    else guardRef.current = { ask, navigate, basename };
  }, [t, navigate, basename]);

  useEffect(() => {
    if (guards.size > 0) knownIndex = historyIndex(window.history.state);
  }, [key]);

  useEffect(() => {
    const guard = guardRef.current;
    if (!when || !guard) return;
    guards.add(guard);
    attach();
    return () => {
      guards.delete(guard);
      detach();
    };
  }, [when]);
}
