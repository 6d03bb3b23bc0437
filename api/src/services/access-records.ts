import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type {
  AccessAction,
  AccessRecord,
  AccessRecordListQuery,
  AccessRecordVerification,
  AccessReview,
  AccessSubject,
} from '@taesung/shared/schemas';
import { koreanDayStart } from '@taesung/shared/calculators';
import { accessRecords, accessReviews } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { ApiError } from '../lib/errors.ts';
import { iso } from '../lib/query.ts';

export type AccessRecordRow = typeof accessRecords.$inferSelect;

/** What happened; who and from where come from the request (or `account` for sign-in events before a caller exists). */
export interface AccessEntry {
  action: AccessAction;
  subject?: AccessSubject | null;
  subjectIds?: readonly string[];
  count?: number | null;
  filter?: Record<string, unknown> | null;
  reason?: string | null;
  detail?: string | null;
  account?: { _id: string; username: string } | null;
}

/** An arbitrary constant: the transaction lock that makes every replica append to one chain, one record at a time. */
const chainLock = 4_718_220_613;
/** The hash the first record follows. */
export const chainStart = '0'.repeat(64);
const dayMs = 24 * 60 * 60 * 1000;
const koreaOffsetMs = 9 * 60 * 60 * 1000;

/** A filter as kept: only the values given, all as text, keys sorted. */
function filterOf(filter: Record<string, unknown> | null | undefined): Record<string, string> | null {
  if (!filter) return null;
  const entries = Object.entries(filter)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => [key, String(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length ? Object.fromEntries(entries) : null;
}

/** The hash of a record: sha256 of the previous record's hash and the record's own content, in a fixed order. */
export function hashOf(row: Omit<AccessRecordRow, 'hash'>): string {
  const content = JSON.stringify([
    row.id,
    row.at.toISOString(),
    row.accountId,
    row.accountUsername,
    row.address,
    row.action,
    row.subject,
    row.subjectIds,
    row.count,
    filterOf(row.filter),
    row.reason,
    row.detail,
  ]);
  return createHash('sha256').update(row.previousHash).update('\n').update(content).digest('hex');
}

export const toAccessRecord = (row: AccessRecordRow): AccessRecord => ({
  _id: String(row.id),
  at: iso(row.at),
  account: row.accountId && row.accountUsername ? { _id: row.accountId, username: row.accountUsername } : null,
  address: row.address,
  action: row.action,
  subject: row.subject,
  subjectIds: row.subjectIds,
  count: row.count,
  filter: row.filter,
  reason: row.reason,
  detail: row.detail,
});

/** The month a Korean instant falls in, `YYYY-MM`. */
const koreanMonth = (instant: Date) => new Date(instant.getTime() + koreaOffsetMs).toISOString().slice(0, 7);

/** The access records (docs/privacy.md): appended in one chain, listed, verified and reviewed monthly. */
export function createAccessRecords(db: Database, clock: () => Date = () => new Date()) {
  async function append(
    entry: AccessEntry & { address: string; account: { _id: string; username: string } | null },
  ): Promise<AccessRecordRow> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${chainLock})`);
      const [last] = await tx
        .select({ id: accessRecords.id, hash: accessRecords.hash })
        .from(accessRecords)
        .orderBy(desc(accessRecords.id))
        .limit(1);
      const row: Omit<AccessRecordRow, 'hash'> = {
        id: (last?.id ?? 0) + 1,
        at: clock(),
        accountId: entry.account?._id ?? null,
        accountUsername: entry.account?.username ?? null,
        address: entry.address,
        action: entry.action,
        subject: entry.subject ?? null,
        subjectIds: [...(entry.subjectIds ?? [])],
        count: entry.count ?? null,
        filter: filterOf(entry.filter),
        reason: entry.reason ?? null,
        detail: entry.detail ?? null,
        previousHash: last?.hash ?? chainStart,
      };
      const [saved] = await tx
        .insert(accessRecords)
        .values({ ...row, hash: hashOf(row) })
        .returning();
      return saved!;
    });
  }

  function conditions(query: AccessRecordListQuery): SQL | undefined {
    return and(
      query.account ? eq(accessRecords.accountUsername, query.account) : undefined,
      query.action ? eq(accessRecords.action, query.action) : undefined,
      query.subject ? eq(accessRecords.subject, query.subject) : undefined,
      query.subjectId ? sql`${accessRecords.subjectIds} @> ${JSON.stringify([query.subjectId])}::jsonb` : undefined,
      query.from ? gte(accessRecords.at, koreanDayStart(query.from)) : undefined,
      query.to ? lt(accessRecords.at, new Date(koreanDayStart(query.to).getTime() + dayMs)) : undefined,
      query.until ? lte(accessRecords.id, query.until) : undefined,
    );
  }

  return {
    /**
     * Appends one record. `request` gives the caller and the address; null for the server's own jobs. A failure to
     * record fails the call: data is not handed out without its record.
     */
    async record(request: FastifyRequest | null, entry: AccessEntry): Promise<AccessRecordRow> {
      const caller = request?.caller;
      const account =
        entry.account !== undefined ? entry.account : caller ? { _id: caller.userId, username: caller.username } : null;
      return append({ ...entry, account, address: request?.ip ?? 'server' });
    },

    /** One `list` record for a page of a list, or `search` when the query searched; the ids shown and the filters. */
    async recordPage(
      request: FastifyRequest,
      subject: AccessSubject,
      ids: readonly string[],
      query: Record<string, unknown> & { search?: string },
      detail?: string,
    ) {
      return this.record(request, {
        action: query.search?.trim() ? 'search' : 'list',
        subject,
        subjectIds: ids,
        count: ids.length,
        filter: query,
        detail,
      });
    },

    async list(query: AccessRecordListQuery): Promise<{ items: AccessRecord[]; totalCount: number }> {
      const where = conditions(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(accessRecords)
          .where(where)
          .orderBy(desc(accessRecords.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(accessRecords).where(where),
      ]);
      return { items: rows.map(toAccessRecord), totalCount: total?.value ?? 0 };
    },

    /** Walks the whole chain in order, a page at a time; names the first record that does not follow. */
    async verify(): Promise<AccessRecordVerification> {
      let previousHash = chainStart;
      let previousId = 0;
      let checked = 0;
      for (;;) {
        const rows = await db
          .select()
          .from(accessRecords)
          .where(gt(accessRecords.id, previousId))
          .orderBy(asc(accessRecords.id))
          .limit(1000);
        if (!rows.length) return { ok: true, checked, brokenAt: null };
        for (const row of rows) {
          const follows = row.id === previousId + 1 && row.previousHash === previousHash && hashOf(row) === row.hash;
          if (!follows) return { ok: false, checked, brokenAt: String(row.id) };
          previousHash = row.hash;
          previousId = row.id;
          checked += 1;
        }
      }
    },

    async reviews(): Promise<AccessReview[]> {
      const rows = await db.select().from(accessReviews).orderBy(desc(accessReviews.month));
      return rows.map((row) => ({
        month: row.month,
        reviewedAt: iso(row.reviewedAt),
        reviewer: { _id: row.reviewerId, username: row.reviewerUsername },
        note: row.note,
      }));
    },

    /** Marks a month's records reviewed, once, and only after the month has ended (Korean time). */
    async review(request: FastifyRequest, month: string, note: string | undefined): Promise<AccessReview> {
      const caller = request.caller!;
      if (month >= koreanMonth(clock())) throw new ApiError(409, 'MONTH_NOT_ENDED');
      const [row] = await db
        .insert(accessReviews)
        .values({
          month,
          reviewedAt: clock(),
          reviewerId: caller.userId,
          reviewerUsername: caller.username,
          note: note || null,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new ApiError(409, 'MONTH_REVIEWED');
      await this.record(request, { action: 'review', detail: month });
      return {
        month: row.month,
        reviewedAt: iso(row.reviewedAt),
        reviewer: { _id: row.reviewerId, username: row.reviewerUsername },
        note: row.note,
      };
    },
  };
}

export type AccessRecords = ReturnType<typeof createAccessRecords>;

/** A name as lists show it: first and last character kept (`홍*동`, `남**수`; two characters `홍*`). */
export function maskName(name: string): string {
  const characters = [...name.trim()];
  if (characters.length <= 1) return '*';
  if (characters.length === 2) return `${characters[0]}*`;
  return `${characters[0]}${'*'.repeat(characters.length - 2)}${characters.at(-1)}`;
}

/** A phone number as lists show it: the middle group hidden (`010-****-5678`, `02-***-4567`). */
export function maskPhone(phone: string): string {
  const groups = phone.split('-');
  if (groups.length === 3) return `${groups[0]}-${'*'.repeat(groups[1]!.length)}-${groups[2]}`;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return '*'.repeat(phone.length);
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 7)}${digits.slice(-4)}`;
}

/** An e-mail address as lists show it: the first character of the mailbox and the domain (`h***@example.com`). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return maskName(email);
  return `${email[0]}***${email.slice(at)}`;
}
