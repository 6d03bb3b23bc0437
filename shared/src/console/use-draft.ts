import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { selectSessionPayload, useAppSelector } from '@taesung/shared';
import type { DraftState } from './types.ts';

const saveDelayMs = 800;

interface StoredDraft {
  values: unknown;
  savedAt: string;
}

export function draftStorageKey(userSub: string, key: string): string {
  return `taesung.draft.${userSub}.${key}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readDraft(storageKey: string): StoredDraft | null {
  try {
    const raw = storage()?.getItem(storageKey);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    return parsed && typeof parsed.savedAt === 'string' && parsed.values && typeof parsed.values === 'object'
      ? { values: parsed.values, savedAt: parsed.savedAt }
      : null;
  } catch {
    return null;
  }
}

function writeDraft(storageKey: string, values: unknown) {
  try {
    storage()?.setItem(storageKey, JSON.stringify({ values, savedAt: new Date().toISOString() } satisfies StoredDraft));
  } catch {
    // A full or blocked storage only loses the draft, never the form.
  }
}

function removeDraft(storageKey: string) {
  try {
    storage()?.removeItem(storageKey);
  } catch {
    // As above.
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps a form's values in this browser while they differ from what was loaded (per user and per `key`), so a
 * crash, a closed tab or an expired session does not lose them; on return, offers them back. `null` keeps nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form, whatever its values
export function useDraft(key: string | null | undefined, form: UseFormReturn<any>): DraftState & { clear(): void } {
  const userSub = useAppSelector(selectSessionPayload)?.sub;
  const storageKey = key && userSub ? draftStorageKey(userSub, key) : null;
  const [offered, setOffered] = useState<StoredDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<unknown>(null);
  const offeredRef = useRef<StoredDraft | null>(null);

  const cancelSave = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  }, []);

  const offer = useCallback((draft: StoredDraft | null) => {
    offeredRef.current = draft;
    setOffered(draft);
  }, []);

  useEffect(() => {
    if (!storageKey) return;
    const stored = readDraft(storageKey);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft comes from the browser's storage
    if (stored && !same(stored.values, form.control._defaultValues)) offer(stored);
    else if (stored) removeDraft(storageKey);

    const flush = () => {
      if (timer.current === null) return;
      writeDraft(storageKey, pending.current);
      cancelSave();
    };
    const subscription = form.watch((values) => {
      if (same(values, form.control._defaultValues)) {
        cancelSave();
        if (!offeredRef.current) removeDraft(storageKey);
        return;
      }
      if (offeredRef.current) offer(null);
      pending.current = JSON.parse(JSON.stringify(values)) as unknown;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, saveDelayMs);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
      offer(null);
    };
  }, [storageKey, form, cancelSave, offer]);

  const restore = useCallback(() => {
    const draft = offeredRef.current;
    if (!draft) return;
    offer(null);
    form.reset(
      { ...form.control._defaultValues, ...(draft.values as Record<string, unknown>) },
      { keepDefaultValues: true },
    );
  }, [form, offer]);

  const discard = useCallback(() => {
    cancelSave();
    offer(null);
    if (storageKey) removeDraft(storageKey);
  }, [cancelSave, offer, storageKey]);

  return useMemo(
    () => ({ available: offered !== null, savedAt: offered?.savedAt ?? null, restore, discard, clear: discard }),
    [offered, restore, discard],
  );
}
