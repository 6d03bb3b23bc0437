import { desc, eq, count } from 'drizzle-orm';
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
}): Messaging {
  const { db, from, log } = options;
  const smsProvider = options.sms ?? outboxSmsProvider;
  const transporter = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
    : null;
  const running = new Set<Promise<unknown>>();

  async function record(row: Omit<OutboxRow, 'id' | 'createdAt' | 'sentAt' | 'error'> & { error?: string | null; sentAt?: Date | null }) {
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

  return {
    mailTransport: transporter ? 'smtp' : 'outbox',
    smsProvider: smsProvider.name,
    async email(message) {
      const row = await record({ channel: 'email', to: message.to, subject: message.subject, body: message.html, status: transporter ? 'queued' : 'stored' });
      if (!transporter) return toOutboxMessage(row);
      try {
        await transporter.sendMail({ from, to: message.to, subject: message.subject, html: message.html, text: plainText(message.html, 100_000) });
        return toOutboxMessage(await settle(row.id, { status: 'sent' }));
      } catch (error) {
        log.warn({ err: error, to: message.to }, 'mail not sent');
        return toOutboxMessage(await settle(row.id, { status: 'failed', error: error instanceof Error ? error.message.slice(0, 500) : String(error) }));
      }
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
    async close() {
      await Promise.all([...running]);
      transporter?.close();
    },
  };
}
