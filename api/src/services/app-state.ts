import { eq } from 'drizzle-orm';
import { appState } from '../db/schema.ts';
import type { Database } from '../db/index.ts';

/** Reads a small value the application keeps for itself. */
export async function readState<T>(db: Database, key: string): Promise<T | null> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, key)).limit(1);
  return (row?.value as T | undefined) ?? null;
}

export async function writeState(db: Database, key: string, value: unknown): Promise<void> {
  await db
    .insert(appState)
    .values({ key, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: new Date() } });
}
