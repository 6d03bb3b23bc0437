import type { z } from 'zod';

/** The issue code of a display window whose end is not after its start (`errors.end_before_start`). */
export const endBeforeStart = 'end_before_start';

interface WindowValues {
  startAt?: string | null;
  endAt?: string | null;
}

/**
 * The check a display window needs beyond each field's own: an end after the start. Add it to a form's schema with
 * `schema.superRefine(checkDisplayWindow)`; the issue lands on `endAt`.
 */
export function checkDisplayWindow(values: WindowValues, context: z.RefinementCtx) {
  if (!windowIsInverted(values.startAt, values.endAt)) return;
  context.addIssue({ code: endBeforeStart as 'custom', path: ['endAt'], input: values.endAt });
}

export function windowIsInverted(startAt: string | null | undefined, endAt: string | null | undefined) {
  return Boolean(startAt && endAt && new Date(endAt).getTime() <= new Date(startAt).getTime());
}

export type DisplayState = 'shown' | 'scheduled' | 'ended' | 'off';

/** Whether visitors see something now: turned off, before its window, after it, or shown. */
export function displayState(
  item: { active: boolean; startAt: string | null; endAt: string | null },
  now = Date.now(),
): DisplayState {
  if (!item.active) return 'off';
  if (item.startAt && new Date(item.startAt).getTime() > now) return 'scheduled';
  if (item.endAt && new Date(item.endAt).getTime() <= now) return 'ended';
  return 'shown';
}
