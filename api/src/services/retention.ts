import { and, isNull, lt, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { forms, questions } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { repeatedJob, tookJobLock } from '../lib/jobs.ts';
import type { AccessRecords } from './access-records.ts';
import { forgetMessagesAbout } from './messaging.ts';
import type { Settings } from './settings.ts';
import type { Storage } from './storage.ts';

/** An arbitrary constant: the transaction lock that lets one replica at a time run the retention job. */
const retentionLock = 4_718_220_614;
const dayMs = 24 * 60 * 60 * 1000;
export const retentionIntervalMs = 60 * 60 * 1000;

export interface RetentionRun {
  /** False when another replica was running the job. */
  ran: boolean;
  requests: number;
  questions: number;
}

/**
 * Destroys what the firm no longer may keep (docs/privacy.md): consultation requests received more than
 * `privacy.requestRetentionDays` ago and not on legal hold, with their attachments, and questions answered more than
 * `privacy.questionRetentionDays` ago, each with the mail and text messages that carried it. Each rule that destroyed
 * something leaves one `retention` access record with the count and the ids, never the content. The access records themselves are never destroyed here.
 */
export function createRetention(options: {
  db: Database;
  storage: Storage;
  settings: Settings;
  accessRecords: AccessRecords;
  log: FastifyBaseLogger;
  clock?: () => Date;
}) {
  const { db, storage, settings, accessRecords, log } = options;
  const clock = options.clock ?? (() => new Date());
  async function run(now: Date = clock()): Promise<RetentionRun> {
    const privacy = await settings.privacy();
    const requestsBefore = new Date(now.getTime() - privacy.requestRetentionDays * dayMs);
    const questionsBefore = new Date(now.getTime() - privacy.questionRetentionDays * dayMs);
    const outcome = await db.transaction(async (tx) => {
      if (!(await tookJobLock(tx, retentionLock))) return null;
      const destroyedRequests = await tx
        .delete(forms)
        .where(and(lt(forms.createdAt, requestsBefore), isNull(forms.hold)))
        .returning({ id: forms.id, files: forms.files });
      const destroyedQuestions = await tx
        .delete(questions)
        .where(and(eq(questions.answered, true), lt(questions.answeredAt, questionsBefore)))
        .returning({ id: questions.id });
      await forgetMessagesAbout(
        tx,
        'form',
        destroyedRequests.map((row) => row.id),
      );
      await forgetMessagesAbout(
        tx,
        'question',
        destroyedQuestions.map((question) => question.id),
      );
      return { destroyedRequests, destroyedQuestions };
    });
    if (!outcome) return { ran: false, requests: 0, questions: 0 };
    const { destroyedRequests, destroyedQuestions } = outcome;
    for (const file of destroyedRequests.flatMap((row) => row.files)) {
      const name = file.url.split('/').pop() ?? '';
      await storage
        .remove(name, 'private')
        .catch((error: unknown) => log.warn({ err: error }, 'attachment of an expired request not removed'));
    }
    const rules = [
      {
        subject: 'form' as const,
        ids: destroyedRequests.map((row) => row.id),
        detail: `requestRetentionDays=${privacy.requestRetentionDays}`,
      },
      {
        subject: 'question' as const,
        ids: destroyedQuestions.map((question) => question.id),
        detail: `questionRetentionDays=${privacy.questionRetentionDays}`,
      },
    ];
    for (const { subject, ids, detail } of rules) {
      if (ids.length)
        await accessRecords.record(null, { action: 'retention', subject, subjectIds: ids, count: ids.length, detail });
    }
    return { ran: true, requests: destroyedRequests.length, questions: destroyedQuestions.length };
  }

  /** `start` runs it once now and then every hour, until `stop`. */
  return { run, ...repeatedJob('retention', retentionIntervalMs, () => run(), log) };
}

export type Retention = ReturnType<typeof createRetention>;
