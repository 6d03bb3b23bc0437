import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxMessage } from '@taesung/shared/schemas';
import { outbox } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { newId } from '../lib/ids.ts';
import { allOf, iso, isoOrNull, pageOf, searchAny } from '../lib/query.ts';
import { plainText } from '../lib/sanitize.ts';

/** Sends text messages. `stored` means the provider only kept it (the outbox), `sent` that it went out. */
export interface SmsProvider {
  name: string;
  send(to: string, text: string): Promise<'sent' | 'stored'>;
}

/** The default SMS provider: messages stay in the outbox for staff to read. */
export const outboxSmsProvider: SmsProvider = {
  name: 'outbox',
  async send() {
    return 'stored';
  },
};

export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
}

/** An arbitrary constant: the transaction lock that lets one replica at a time pick the mail to send again. */
const outboxRetryLock = 5_302_877_140;
/** The waits after the 1st, 2nd, 3rd … failed attempt; the last one repeats until `mailAttempts` is reached. */
export const mailRetryDelaysMs = [1, 5, 15, 60].map((minutes) => minutes * 60 * 1000);
/** Attempts (the first included) before a mail is given up and marked `failed`: about four and a half hours. */
export const mailAttempts = 8;
/** How long a mail being sent is kept from the other replicas' retry (a send gives up within a minute). */
const sendingLeaseMs = 5 * 60 * 1000;
/** How often the retry job looks for mail whose next attempt is due. */
export const mailRetryIntervalMs = 60 * 1000;

export interface MailRetryRun {
  /** False when another replica was running the job. */
  ran: boolean;
  sent: number;
  /** Failed again and waiting for a later attempt. */
  waiting: number;
  /** Failed for the last time. */
  failed: number;
}

export interface Messaging {
  /** `smtp` when mail goes out through `SMTP_URL`, `outbox` when it is only kept. */
  mailTransport: 'smtp' | 'outbox';
  smsProvider: string;
  email(message: EmailMessage): Promise<OutboxMessage>;
  sms(message: { to: string; text: string; subject?: string }): Promise<OutboxMessage>;
  /** Runs a notification after the answer has gone, logging a failure instead of failing the request. */
  later(task: () => Promise<unknown>): void;
  /** Resolves when every notification started by `later` has finished. */
  idle(): Promise<void>;
  list(query: { page: number; limit: number; search?: string; channel?: 'email' | 'sms' }): Promise<{ messages: OutboxMessage[]; totalCount: number }>;
  /** Sends again the mail whose next attempt is due at `now`, on one replica at a time. */
  retry(now?: Date): Promise<MailRetryRun>;
  close(): Promise<void>;
}

type OutboxRow = typeof outbox.$inferSelect;

export const toOutboxMessage = (row: OutboxRow): OutboxMessage => ({
  _id: row.id,
  channel: row.channel,
  to: row.to,
  subject: row.subject,
  body: row.body,
  status: row.status,
  error: row.error,
  createdAt: iso(row.createdAt),
  sentAt: isoOrNull(row.sentAt),
});

export function createMessaging(options: {
  db: Database;
  smtpUrl?: string;
  from: string;
  sms?: SmsProvider;
  log: FastifyBaseLogger;
  clock?: () => Date;
  /** How often the retry job runs (when mail goes through SMTP); 0 for never (tests call `retry`). */
  retryIntervalMs?: number;
}): Messaging {
  const { db, from, log } = options;
  const clock = options.clock ?? (() => new Date());
  const smsProvider = options.sms ?? outboxSmsProvider;
  const transporter = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
    : null;
  const running = new Set<Promise<unknown>>();

  async function record(row: Omit<OutboxRow, 'id' | 'createdAt' | 'sentAt' | 'error' | 'attempts' | 'nextAttemptAt'> & { error?: string | null; nextAttemptAt?: Date | null }) {
    const [stored] = await db
      .insert(outbox)
      .values({ id: newId(), ...row })
      .returning();
    return stored!;
  }

  async function settle(id: string, outcome: { status: OutboxRow['status']; error?: string | null }) {
    const [updated] = await db
      .update(outbox)
      .set({ status: outcome.status, error: outcome.error ?? null, sentAt: outcome.status === 'sent' ? new Date() : null })
      .where(eq(outbox.id, id))
      .returning();
    return updated!;
  }

  /**
   * One attempt at sending a queued mail. A failure keeps it `queued` with the error and the time of the next
   * attempt (1, 5, 15, then every 60 minutes), until the last attempt marks it `failed`.
   */
  async function attempt(row: OutboxRow, now: Date): Promise<OutboxRow> {
    const attempts = row.attempts + 1;
    try {
      await transporter!.sendMail({ from, to: row.to, subject: row.subject, html: row.body, text: plainText(row.body, 100_000) });
      const [sent] = await db.update(outbox).set({ status: 'sent', error: null, attempts, nextAttemptAt: null, sentAt: new Date() }).where(eq(outbox.id, row.id)).returning();
      return sent!;
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 400) : String(error);
      const last = attempts >= mailAttempts;
      log.warn({ err: error, outboxId: row.id, attempts }, last ? 'mail not sent: given up' : 'mail not sent: will be tried again');
      const nextAttemptAt = last ? null : new Date(now.getTime() + mailRetryDelaysMs[Math.min(attempts, mailRetryDelaysMs.length) - 1]!);
      const [settled] = await db
        .update(outbox)
        .set({ status: last ? 'failed' : 'queued', error: last ? `gave up after ${attempts} attempts: ${reason}` : `attempt ${attempts} of ${mailAttempts}: ${reason}`, attempts, nextAttemptAt })
        .where(eq(outbox.id, row.id))
        .returning();
      return settled!;
    }
  }

  async function retry(now: Date = clock()): Promise<MailRetryRun> {
    const run: MailRetryRun = { ran: false, sent: 0, waiting: 0, failed: 0 };
    if (!transporter) return run;
    const due = await db.transaction(async (tx) => {
      const result: unknown = await tx.execute(sql`select pg_try_advisory_xact_lock(${outboxRetryLock}) as "locked"`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { locked: boolean }[];
      if (rows[0]?.locked !== true) return null;
      const found = await tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.channel, 'email'), eq(outbox.status, 'queued'), or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now))))
        .orderBy(asc(outbox.createdAt))
        .limit(50);
      if (found.length) {
        await tx
          .update(outbox)
          .set({ nextAttemptAt: new Date(now.getTime() + sendingLeaseMs) })
          .where(inArray(outbox.id, found.map((row) => row.id)));
      }
      return found;
    });
    if (!due) return run;
    run.ran = true;
    for (const row of due) {
      const settled = await attempt(row, now);
      if (settled.status === 'sent') run.sent += 1;
      else if (settled.status === 'failed') run.failed += 1;
      else run.waiting += 1;
    }
    if (due.length) log.info(run, 'mail waiting in the outbox tried again');
    return run;
  }

  let retrying: Promise<unknown> | undefined;
  const retryInterval = options.retryIntervalMs ?? mailRetryIntervalMs;
  const timer =
    transporter && retryInterval > 0
      ? setInterval(() => {
          retrying ??= retry()
            .catch((error: unknown) => log.warn({ err: error }, 'mail retry job failed'))
            .finally(() => (retrying = undefined));
        }, retryInterval).unref()
      : undefined;

  return {
    mailTransport: transporter ? 'smtp' : 'outbox',
    smsProvider: smsProvider.name,
    async email(message) {
      const now = clock();
      // Stored before the first attempt, with the time another replica may take it over: a mail whose server was
      // killed mid-send is sent by the retry job instead of being lost.
      const row = await record({
        channel: 'email',
        to: message.to,
        subject: message.subject,
        body: message.html,
        status: transporter ? 'queued' : 'stored',
        nextAttemptAt: transporter ? new Date(now.getTime() + sendingLeaseMs) : null,
      });
      if (!transporter) return toOutboxMessage(row);
      return toOutboxMessage(await attempt(row, now));
    },
    async sms(message) {
      const row = await record({ channel: 'sms', to: message.to, subject: message.subject ?? '', body: message.text, status: 'queued' });
      try {
        const status = await smsProvider.send(message.to, message.text);
        return toOutboxMessage(await settle(row.id, { status }));
      } catch (error) {
        log.warn({ err: error }, 'text message not sent');
        return toOutboxMessage(await settle(row.id, { status: 'failed', error: error instanceof Error ? error.message.slice(0, 500) : String(error) }));
      }
    },
    later(task) {
      const job = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, 'notification failed'))
        .finally(() => running.delete(job));
      running.add(job);
    },
    async idle() {
      while (running.size) await Promise.all([...running]);
    },
    async list(query) {
      const where = allOf(query.channel ? eq(outbox.channel, query.channel) : undefined, searchAny(query.search, [outbox.to, outbox.subject, outbox.body]));
      const { limit, offset } = pageOf(query);
      const [rows, [total]] = await Promise.all([
        db.select().from(outbox).where(where).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit).offset(offset),
        db.select({ value: count() }).from(outbox).where(where),
      ]);
      return { messages: rows.map(toOutboxMessage), totalCount: total?.value ?? 0 };
    },
    retry,
    async close() {
      clearInterval(timer);
      await Promise.all([...running, retrying]);
      transporter?.close();
    },
  };
}
