import { and, asc, count, desc, eq, inArray, isNull, lte, notInArray, or } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { consoleScopes, type ConsoleScope, type OutboxAbout, type OutboxMessage } from '@taesung/shared/schemas';
import { forms, outbox, questions, type MailAttachment } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { tookJobLock } from '../lib/jobs.ts';
import { newId } from '../lib/ids.ts';
import type { Locale } from '../lib/locale.ts';
import { allOf, iso, isoOrNull, pageOf, searchAny } from '../lib/query.ts';
import { escapeHtml, plainText } from '../lib/sanitize.ts';
import { maskEmail, maskName, maskPhone } from './access-records.ts';

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

/** Whose data a message carries (`outbox.about`, `outbox.about_id`). */
export interface MessageAbout {
  kind: OutboxAbout;
  id: string | null;
}

export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  about?: MessageAbout;
  /**
   * A link only the recipient may have (a password link, a booking's private link): it takes the place of
   * {@link passwordLinkMarker} or {@link bookingLinkMarker} in the mail that is sent, and is never stored.
   */
  link?: string;
  /** Files sent with the mail (a booking's `.ics`); kept with it, so they must hold no secret. */
  attachments?: MailAttachment[];
}

/**
 * What the kept copy of a mail holds where the mail sent had its password link: the link reaches its recipient
 * and nobody else (docs/privacy.md "The outbox").
 */
export const passwordLinkMarker =
  '[비밀번호 설정 링크: 받는 사람에게만 보냄 / password link: sent to the recipient only]';

/**
 * What the kept copy of a booking notice holds where the one sent had the booking's private link: whoever holds the
 * link moves or cancels the booking, so it reaches the visitor and nobody else.
 */
export const bookingLinkMarker = '[예약 링크: 받는 사람에게만 보냄 / booking link: sent to the recipient only]';

const linkMarkers = [passwordLinkMarker, bookingLinkMarker];

/** A kept message with its link put back in place of the marker, as it is sent: an anchor in a mail, plain in a text. */
function withLink(body: string, link: string, format: 'html' | 'text' = 'html'): string {
  const marker = linkMarkers.find((candidate) => body.includes(candidate));
  if (!marker) throw new Error('a message with a link must hold a link marker');
  const inserted = format === 'html' ? `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : link;
  return body.replaceAll(marker, () => inserted);
}

/** Makes a new password link for a mail being sent again (the kept copy has none); null when the account takes none now. */
export type LinkRenewer = (kind: 'invitation' | 'password_reset', accountId: string | null) => Promise<string | null>;

/** Makes again the private link of a request's booking, for a booking notice sent again; null when it has none. */
export type BookingLinkRenewer = (requestId: string) => Promise<string | null>;

/** The scope that reads the data a message carries: without it, the outbox shows the message masked. */
export const outboxScopes: Record<OutboxAbout, ConsoleScope> = {
  form: consoleScopes.requests,
  question: consoleScopes.center,
  invitation: consoleScopes.staff,
  password_reset: consoleScopes.staff,
};

/** Deletes the messages that carry the data of these requests or questions, as the data itself is destroyed. */
export async function forgetMessagesAbout(
  db: Database,
  kind: 'form' | 'question',
  ids: readonly string[],
): Promise<void> {
  if (ids.length) await db.delete(outbox).where(and(eq(outbox.about, kind), inArray(outbox.aboutId, [...ids])));
}

/** Who reads the outbox: the scopes of their level, and the language the masked messages are described in. */
export interface OutboxViewer {
  scope: readonly string[];
  locale: Locale;
}

const maskedTexts = {
  ko: {
    form: '[상담 신청]',
    question: '[문의]',
    name: '이름',
    phone: '연락처',
    email: '이메일',
    withheld: (scope: string) => `받는 사람과 내용은 「${scope}」 권한이 있는 계정에만 보입니다.`,
    scopes: {
      [consoleScopes.requests]: '상담 신청',
      [consoleScopes.center]: '고객센터',
      [consoleScopes.staff]: '관리자 계정',
    } as Record<string, string>,
  },
  en: {
    form: '[Consultation request]',
    question: '[Question]',
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    withheld: (scope: string) => `The recipient and the content are shown only to accounts holding “${scope}”.`,
    scopes: {
      [consoleScopes.requests]: 'Consultation requests',
      [consoleScopes.center]: 'Customer center',
      [consoleScopes.staff]: 'Staff accounts',
    } as Record<string, string>,
  },
};

/** The person a request or a question is from, as far as a masked message may name them. */
interface MaskedPerson {
  name: string;
  phone: string | null;
  email: string | null;
}

/** A message whose data the viewer may not read: recipient, name, phone and e-mail masked as the lists mask them; no content. */
function maskedMessage(
  message: OutboxMessage,
  kind: OutboxAbout,
  person: MaskedPerson | undefined,
  locale: Locale,
): OutboxMessage {
  const text = maskedTexts[locale];
  const lines: string[] = [];
  let subject = message.subject;
  if (kind === 'form' || kind === 'question') {
    subject = person ? `${text[kind]} ${maskName(person.name)}` : text[kind];
    if (person) {
      const details = [`${text.name} ${maskName(person.name)}`];
      if (person.phone) details.push(`${text.phone} ${maskPhone(person.phone)}`);
      if (person.email) details.push(`${text.email} ${maskEmail(person.email)}`);
      lines.push(details.join(' · '));
    }
  }
  lines.push(text.withheld(text.scopes[outboxScopes[kind]]!));
  const to = message.channel === 'sms' ? maskPhone(message.to) : maskEmail(message.to);
  return {
    ...message,
    to,
    subject,
    body: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    error: message.error?.replaceAll(message.to, to) ?? null,
    masked: true,
  };
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

/** A message for {@link Messaging.queue}: a mail (`html`) or a text message (`text`), its link put in when sent. */
export type QueuedMessage =
  | (EmailMessage & { channel: 'email' })
  | { channel: 'sms'; to: string; text: string; subject?: string; about?: MessageAbout; link?: string };

export interface Messaging {
  /** `smtp` when mail goes out through `SMTP_URL`, `outbox` when it is only kept. */
  mailTransport: 'smtp' | 'outbox';
  smsProvider: string;
  email(message: EmailMessage): Promise<OutboxMessage>;
  /** With `link`, the text holds {@link bookingLinkMarker}: the provider gets the link there, the outbox the marker. */
  sms(message: {
    to: string;
    text: string;
    subject?: string;
    about?: MessageAbout;
    link?: string;
  }): Promise<OutboxMessage>;
  /**
   * Writes a message to the outbox with `store` (a transaction of the caller's), to be sent by {@link dispatch} once
   * that transaction has committed: a mail left unsent is then taken by the retry job, so what the transaction decided
   * to send is not lost. Answers the message's id.
   */
  queue(store: Database, message: QueuedMessage): Promise<string>;
  /** Sends the messages `queue` wrote, after the transaction that wrote them has committed. */
  dispatch(ids: readonly string[]): Promise<void>;
  /** Runs a notification after the answer has gone, logging a failure instead of failing the request. */
  later(task: () => Promise<unknown>): void;
  /** Resolves when every notification started by `later` has finished. */
  idle(): Promise<void>;
  /**
   * The outbox, newest first. A message about data the viewer's scopes do not read ({@link outboxScopes}) is shown
   * masked, and a search never finds one.
   */
  list(
    query: { page: number; limit: number; search?: string; channel?: 'email' | 'sms' },
    viewer: OutboxViewer,
  ): Promise<{ messages: OutboxMessage[]; totalCount: number }>;
  /** Where mail sent again gets a new password link (the kept copy holds none). */
  renewLinksWith(renew: LinkRenewer): void;
  /** Where a booking notice sent again gets its private link (the kept copy holds none). */
  renewBookingLinksWith(renew: BookingLinkRenewer): void;
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
  about: row.about ? { kind: row.about, _id: row.aboutId } : null,
  masked: false,
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
  // nodemailer loads with the first mail, not with the server.
  const smtpUrl = options.smtpUrl;
  let smtp: Promise<Transporter> | undefined;
  const smtpTransport = () =>
    (smtp ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));
  const running = new Set<Promise<unknown>>();

  let renewLink: LinkRenewer | null = null;
  let renewBookingLink: BookingLinkRenewer | null = null;

  async function record(
    row: Omit<
      OutboxRow,
      'id' | 'createdAt' | 'sentAt' | 'error' | 'attempts' | 'nextAttemptAt' | 'about' | 'aboutId' | 'attachments'
    > & {
      attachments?: MailAttachment[] | null;
      error?: string | null;
      nextAttemptAt?: Date | null;
      about?: MessageAbout;
    },
  ) {
    const { about, ...values } = row;
    const [stored] = await db
      .insert(outbox)
      .values({ id: newId(), ...values, about: about?.kind ?? null, aboutId: about?.id ?? null })
      .returning();
    return stored!;
  }

  async function settle(id: string, outcome: { status: OutboxRow['status']; error?: string | null }) {
    const [updated] = await db
      .update(outbox)
      .set({
        status: outcome.status,
        error: outcome.error ?? null,
        sentAt: outcome.status === 'sent' ? new Date() : null,
      })
      .where(eq(outbox.id, id))
      .returning();
    return updated!;
  }

  /**
   * One attempt at sending a queued mail. A failure keeps it `queued` with the error and the time of the next
   * attempt (1, 5, 15, then every 60 minutes), until the last attempt marks it `failed`. A mail with a password
   * link is sent with `link` in the marker's place.
   */
  async function attempt(row: OutboxRow, now: Date, link?: string): Promise<OutboxRow> {
    const attempts = row.attempts + 1;
    try {
      const html = link === undefined ? row.body : withLink(row.body, link);
      await (
        await smtpTransport()
      ).sendMail({
        from,
        to: row.to,
        subject: row.subject,
        html,
        text: plainText(html, 100_000),
        attachments: row.attachments?.map((file) => ({ ...file, contentDisposition: 'attachment' as const })),
      });
      const [sent] = await db
        .update(outbox)
        .set({ status: 'sent', error: null, attempts, nextAttemptAt: null, sentAt: new Date() })
        .where(eq(outbox.id, row.id))
        .returning();
      return sent!;
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 400) : String(error);
      const last = attempts >= mailAttempts;
      log.warn(
        { err: error, outboxId: row.id, attempts },
        last ? 'mail not sent: given up' : 'mail not sent: will be tried again',
      );
      const nextAttemptAt = last
        ? null
        : new Date(now.getTime() + mailRetryDelaysMs[Math.min(attempts, mailRetryDelaysMs.length) - 1]!);
      const [settled] = await db
        .update(outbox)
        .set({
          status: last ? 'failed' : 'queued',
          error: last
            ? `gave up after ${attempts} attempts: ${reason}`
            : `attempt ${attempts} of ${mailAttempts}: ${reason}`,
          attempts,
          nextAttemptAt,
        })
        .where(eq(outbox.id, row.id))
        .returning();
      return settled!;
    }
  }

  /** Sends a queued text message with its booking link put back, and settles it. */
  async function sendSms(row: OutboxRow, link?: string): Promise<OutboxRow> {
    try {
      const status = await smsProvider.send(row.to, link === undefined ? row.body : withLink(row.body, link, 'text'));
      return await settle(row.id, { status });
    } catch (error) {
      log.warn({ err: error }, 'text message not sent');
      return settle(row.id, {
        status: 'failed',
        error: error instanceof Error ? error.message.slice(0, 500) : String(error),
      });
    }
  }

  /** The booking link a kept message is sent with: `undefined` for none, null when none can be made any more. */
  async function bookingLinkOf(row: OutboxRow): Promise<string | null | undefined> {
    if (row.about !== 'form' || !row.aboutId || !row.body.includes(bookingLinkMarker)) return undefined;
    return renewBookingLink ? renewBookingLink(row.aboutId) : null;
  }

  async function retry(now: Date = clock()): Promise<MailRetryRun> {
    const run: MailRetryRun = { ran: false, sent: 0, waiting: 0, failed: 0 };
    if (!smtpUrl) return run;
    const due = await db.transaction(async (tx) => {
      if (!(await tookJobLock(tx, outboxRetryLock))) return null;
      const found = await tx
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.channel, 'email'),
            eq(outbox.status, 'queued'),
            or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
          ),
        )
        .orderBy(asc(outbox.createdAt))
        .limit(50);
      if (found.length) {
        await tx
          .update(outbox)
          .set({ nextAttemptAt: new Date(now.getTime() + sendingLeaseMs) })
          .where(
            inArray(
              outbox.id,
              found.map((row) => row.id),
            ),
          );
      }
      return found;
    });
    if (!due) return run;
    run.ran = true;
    for (const row of due) {
      let link: string | undefined;
      if (row.about === 'invitation' || row.about === 'password_reset') {
        // Each attempt carries a link made for it: the kept copy holds none to send again.
        const renewed = renewLink
          ? await renewLink(row.about, row.aboutId).catch((error: unknown) => {
              log.warn({ err: error, outboxId: row.id }, 'password link not renewed');
              return undefined;
            })
          : null;
        if (renewed === undefined) {
          run.waiting += 1;
          continue;
        }
        if (renewed === null) {
          await db
            .update(outbox)
            .set({
              status: 'failed',
              error: 'no password link can be made for this account any more',
              nextAttemptAt: null,
            })
            .where(eq(outbox.id, row.id));
          run.failed += 1;
          continue;
        }
        link = renewed;
      } else if (row.about === 'form' && row.body.includes(bookingLinkMarker)) {
        const renewed = await bookingLinkOf(row).catch((error: unknown) => {
          log.warn({ err: error, outboxId: row.id }, 'booking link not renewed');
          return undefined;
        });
        if (renewed === undefined) {
          run.waiting += 1;
          continue;
        }
        if (renewed === null) {
          await db
            .update(outbox)
            .set({ status: 'failed', error: 'the booking of this request is gone', nextAttemptAt: null })
            .where(eq(outbox.id, row.id));
          run.failed += 1;
          continue;
        }
        link = renewed;
      }
      const settled = await attempt(row, now, link);
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
    smtpUrl && retryInterval > 0
      ? setInterval(() => {
          retrying ??= retry()
            .catch((error: unknown) => log.warn({ err: error }, 'mail retry job failed'))
            .finally(() => (retrying = undefined));
        }, retryInterval).unref()
      : undefined;

  return {
    mailTransport: smtpUrl ? 'smtp' : 'outbox',
    smsProvider: smsProvider.name,
    async email(message) {
      const now = clock();
      // Stored before the first attempt, with the time another replica may take it over: a mail whose server was
      // killed mid-send is sent by the retry job instead of being lost.
      if (message.link !== undefined) withLink(message.html, message.link);
      const row = await record({
        channel: 'email',
        to: message.to,
        subject: message.subject,
        body: message.html,
        status: smtpUrl ? 'queued' : 'stored',
        nextAttemptAt: smtpUrl ? new Date(now.getTime() + sendingLeaseMs) : null,
        about: message.about,
        attachments: message.attachments?.length ? message.attachments : null,
      });
      if (!smtpUrl) return toOutboxMessage(row);
      return toOutboxMessage(await attempt(row, now, message.link));
    },
    async sms(message) {
      if (message.link !== undefined) withLink(message.text, message.link, 'text');
      const row = await record({
        channel: 'sms',
        to: message.to,
        subject: message.subject ?? '',
        body: message.text,
        status: 'queued',
        about: message.about,
      });
      return toOutboxMessage(await sendSms(row, message.link));
    },
    async queue(store, message) {
      const now = clock();
      const email = message.channel === 'email';
      const body = email ? message.html : message.text;
      if (message.link !== undefined) withLink(body, message.link, email ? 'html' : 'text');
      const [row] = await store
        .insert(outbox)
        .values({
          id: newId(),
          channel: message.channel,
          to: message.to,
          subject: message.subject ?? '',
          body,
          status: email && !smtpUrl ? 'stored' : 'queued',
          nextAttemptAt: email && smtpUrl ? new Date(now.getTime() + sendingLeaseMs) : null,
          about: message.about?.kind ?? null,
          aboutId: message.about?.id ?? null,
          attachments: email && message.attachments?.length ? message.attachments : null,
        })
        .returning({ id: outbox.id });
      return row!.id;
    },
    async dispatch(ids) {
      if (!ids.length) return;
      const rows = await db
        .select()
        .from(outbox)
        .where(inArray(outbox.id, [...ids]));
      for (const row of rows) {
        if (row.status !== 'queued') continue;
        const link = (await bookingLinkOf(row)) ?? undefined;
        if (row.channel === 'sms') await sendSms(row, link);
        else await attempt(row, clock(), link);
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
    async list(query, viewer) {
      const hidden = (Object.keys(outboxScopes) as OutboxAbout[]).filter(
        (kind) => !viewer.scope.includes(outboxScopes[kind]),
      );
      const search = searchAny(query.search, [outbox.to, outbox.subject, outbox.body]);
      const where = allOf(
        query.channel ? eq(outbox.channel, query.channel) : undefined,
        search && hidden.length ? and(search, or(isNull(outbox.about), notInArray(outbox.about, hidden))) : search,
      );
      const { limit, offset } = pageOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(outbox)
          .where(where)
          .orderBy(desc(outbox.createdAt), desc(outbox.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(outbox).where(where),
      ]);
      const masked = rows.filter((row) => row.about && hidden.includes(row.about));
      const people = new Map<string, MaskedPerson>();
      const idsOf = (kind: OutboxAbout) => [
        ...new Set(masked.filter((row) => row.about === kind && row.aboutId).map((row) => row.aboutId!)),
      ];
      const [requestIds, questionIds] = [idsOf('form'), idsOf('question')];
      if (requestIds.length) {
        for (const row of await db
          .select({ id: forms.id, name: forms.name, phone: forms.phone, email: forms.email })
          .from(forms)
          .where(inArray(forms.id, requestIds))) {
          people.set(`form:${row.id}`, row);
        }
      }
      if (questionIds.length) {
        for (const row of await db
          .select({ id: questions.id, name: questions.name, phone: questions.phone, email: questions.email })
          .from(questions)
          .where(inArray(questions.id, questionIds))) {
          people.set(`question:${row.id}`, row);
        }
      }
      const messages = rows.map((row) => {
        const message = toOutboxMessage(row);
        if (!row.about || !hidden.includes(row.about)) return message;
        return maskedMessage(message, row.about, people.get(`${row.about}:${row.aboutId}`), viewer.locale);
      });
      return { messages, totalCount: total?.value ?? 0 };
    },
    renewLinksWith(renew) {
      renewLink = renew;
    },
    renewBookingLinksWith(renew) {
      renewBookingLink = renew;
    },
    retry,
    async close() {
      clearInterval(timer);
      await Promise.all([...running, retrying]);
      (await smtp)?.close();
    },
  };
}
