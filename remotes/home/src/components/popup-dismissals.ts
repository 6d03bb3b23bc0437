import { useCallback, useMemo, useSyncExternalStore } from 'react';

const hiddenUntilKey = (id: string) => `taesung.popup.${id}.hiddenUntil`;
const closedKey = (id: string) => `taesung.popup.${id}.closed`;

/** Used only where the browser refuses storage (some private modes): lasts as long as the page. */
const memory = new Map<string, number>();
const listeners = new Set<() => void>();

/** The next local midnight after `now`: "hide for today" ends there. */
export function nextMidnight(now: number): number {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime();
}

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): boolean {
  try {
    storage().setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Whether a popup is hidden for today (local storage, until midnight) or closed for this visit (session storage). */
export function isDismissed(id: string, now = Date.now()): boolean {
  const until = Number(read(() => window.localStorage, hiddenUntilKey(id)) ?? 0);
  if (until > now) return true;
  if (read(() => window.sessionStorage, closedKey(id)) === '1') return true;
  return (memory.get(id) ?? 0) > now;
}

function notify() {
  for (const listener of listeners) listener();
}

export function hideForToday(id: string, now = Date.now()) {
  const until = nextMidnight(now);
  if (!write(() => window.localStorage, hiddenUntilKey(id), String(until))) memory.set(id, until);
  notify();
}

export function closeForThisVisit(id: string) {
  if (!write(() => window.sessionStorage, closedKey(id), '1')) memory.set(id, Number.POSITIVE_INFINITY);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The popups of `ids` the visitor has dismissed; `null` on the server and while hydrating, because only the
 * browser's storage knows.
 */
export function useDismissedPopups(ids: readonly string[]): ReadonlySet<string> | null {
  const key = ids.join('\n');
  const getSnapshot = useCallback(
    () =>
      key
        .split('\n')
        .filter((id) => id && isDismissed(id))
        .join('\n'),
    [key],
  );
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, () => null);
  return useMemo(() => (snapshot === null ? null : new Set(snapshot.split('\n').filter(Boolean))), [snapshot]);
}
