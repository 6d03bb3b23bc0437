import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/index.ts';

/**
 * Takes the transaction-scoped advisory lock `key` if no other session holds it: the one replica whose transaction
 * gets it runs the job, the others find it taken and leave the run to it. The lock ends with the transaction.
 */
export async function tookJobLock(tx: Pick<Database, 'execute'>, key: number): Promise<boolean> {
  const result: unknown = await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as "locked"`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { locked: boolean }[];
  return rows[0]?.locked === true;
}

/**
 * A job every server runs at start and then every `intervalMs` until `stop` (the retention job, the booking
 * reminders): a failed run is logged and the next one tries again; the timer never keeps the process alive.
 */
export function repeatedJob(name: string, intervalMs: number, run: () => Promise<unknown>, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | null = null;
  const runLogged = () =>
    run().catch((error: unknown) => {
      log.error({ err: error }, `${name} job failed`);
      return null;
    });
  return {
    start() {
      if (timer) return;
      void runLogged();
      timer = setInterval(() => void runLogged(), intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
