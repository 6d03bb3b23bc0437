import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** After the time could not be read (the database away), how long until it is asked again (ms). */
const retryAfterFailureMs = 5000;

/**
 * When the public content next changes by the clock alone: a scheduled post goes public, a version of the terms comes
 * into effect, a popup's or banner's display window opens or closes, a child-support table takes effect. A cache of
 * public answers asks `due()` before answering from memory; the time is read once, and again after every `reset()`
 * (the cache was dropped).
 */
export function createScheduledChanges(
  app: Pick<FastifyInstance, 'boards' | 'terms' | 'popups' | 'banners' | 'childSupportTables'>,
) {
  let next: Promise<number | null> | undefined;
  /** Set while the last read failed: requests meanwhile do not each wait for a failing query. */
  let failedUntil = 0;

  return {
    /** Whether a scheduled change has come since the time was read; then it is read again on the next call. */
    async due(log: FastifyBaseLogger): Promise<boolean> {
      if (failedUntil && Date.now() >= failedUntil) {
        failedUntil = 0;
        next = undefined;
      }
      next ??= Promise.all([
        app.boards.nextScheduled(),
        app.terms.nextScheduled(),
        app.popups.nextWindowChange(),
        app.banners.nextWindowChange(),
        app.childSupportTables.nextScheduled(),
      ]).then(
        (times) => {
          const due = times.filter((at): at is Date => at !== null).map((at) => at.getTime());
          return due.length ? Math.min(...due) : null;
        },
        (error: unknown) => {
          log.warn({ err: error }, 'the next scheduled change could not be read');
          failedUntil = Date.now() + retryAfterFailureMs;
          return null;
        },
      );
      const at = await next;
      if (at === null || Date.now() < at) return false;
      next = undefined;
      return true;
    },
    /** Forgets the time read: the content changed, so the next scheduled change may have too. */
    reset() {
      next = undefined;
      failedUntil = 0;
    },
  };
}

export type ScheduledChanges = ReturnType<typeof createScheduledChanges>;
