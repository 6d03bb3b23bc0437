import { and, eq, gt, min, type AnyColumn } from 'drizzle-orm';
import { type banners, type popups } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { ApiError } from '../lib/errors.ts';

/** A date of the console's input, or none. */
export const dateOrNull = (value: string | null) => (value ? new Date(value) : null);

/** The next time an active item of a table starts or stops being shown (the public pages change then). */
export async function nextWindowChange(db: Database, table: typeof banners | typeof popups): Promise<Date | null> {
  const now = new Date();
  const soonest = async (column: AnyColumn) => {
    const [row] = await db
      .select({ at: min(column) })
      .from(table)
      .where(and(eq(table.active, true), gt(column, now)));
    return (row?.at as Date | null | undefined) ?? null;
  };
  const times = (await Promise.all([soonest(table.startAt), soonest(table.endAt)])).filter(
    (at): at is Date => at !== null,
  );
  return times.length ? new Date(Math.min(...times.map((at) => at.getTime()))) : null;
}

/** A display window ends after it starts. */
export function checkWindow(startAt: string | null, endAt: string | null) {
  if (startAt && endAt && new Date(endAt) <= new Date(startAt)) throw new ApiError(400, 'VALIDATION_FAILED');
}
