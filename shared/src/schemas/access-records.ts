import { z } from 'zod';
import { isoDateTime, pageQuery } from './common.ts';

/* Access records, their monthly review, legal holds and the privacy settings (docs/privacy.md). */

export const accessActions = [
  'list',
  'view',
  'search',
  'create',
  'update',
  'forward',
  'export',
  'delete',
  'restore',
  'purge',
  'password_reset',
  'sign_in',
  'sign_in_failed',
  'sign_in_locked',
  'two_factor_failed',
  'refused',
  'sign_out',
  'session_ended',
  'two_factor_enabled',
  'two_factor_reset',
  'retention',
  'review',
  'hold',
] as const;
export const accessAction = z.enum(accessActions);
export type AccessAction = z.infer<typeof accessAction>;

/** What kind of personal data a record is about: consultation requests, questions, staff accounts. */
export const accessSubjects = ['form', 'question', 'user'] as const;
export const accessSubject = z.enum(accessSubjects);
export type AccessSubject = z.infer<typeof accessSubject>;

export const accessRecord = z.object({
  /** The record's sequence number. */
  _id: z.string(),
  at: isoDateTime,
  /** Who acted; null for the server's own jobs and for sign-in attempts with an unknown name. */
  account: z.object({ _id: z.string(), username: z.string() }).nullable(),
  address: z.string(),
  action: accessAction,
  subject: accessSubject.nullable(),
  subjectIds: z.array(z.string()),
  /** How many items a list, search, export or retention run covered. */
  count: z.number().int().nullable(),
  /** The filters of a list, search or export. */
  filter: z.record(z.string(), z.string()).nullable(),
  /** Why: the reason given for an export or a hold. */
  reason: z.string().nullable(),
  detail: z.string().nullable(),
});
export type AccessRecord = z.infer<typeof accessRecord>;

const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** `GET /api/console/access-records`: newest first; `from` and `to` are Korean days, both included. */
export const accessRecordListQuery = pageQuery.omit({ search: true }).extend({
  account: z.string().trim().min(1).max(50).optional(),
  action: accessAction.optional(),
  subject: accessSubject.optional(),
  subjectId: z.string().min(1).max(64).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** Records up to this one (its `_id`), newest first: where the chain check's broken record heads the list. */
  until: z.coerce.number().int().min(1).optional(),
});
export type AccessRecordListQuery = z.infer<typeof accessRecordListQuery>;
export const accessRecordList = z.object({ items: z.array(accessRecord), totalCount: z.number().int().min(0) });
export type AccessRecordList = z.infer<typeof accessRecordList>;

/** `GET /api/console/access-records/verify`: whether every record follows the one before it. */
export const accessRecordVerification = z.object({
  ok: z.boolean(),
  checked: z.number().int().min(0),
  /** The `_id` of the first record whose hash does not follow. */
  brokenAt: z.string().nullable(),
});
export type AccessRecordVerification = z.infer<typeof accessRecordVerification>;

export const accessReview = z.object({
  month: yearMonth,
  reviewedAt: isoDateTime,
  reviewer: z.object({ _id: z.string(), username: z.string() }),
  note: z.string().nullable().optional(),
});
export type AccessReview = z.infer<typeof accessReview>;
export const accessReviewMonth = z.object({ month: yearMonth });
export const accessReviewInput = z.object({ note: z.string().trim().max(2000).optional() }).strict();
export type AccessReviewInput = z.infer<typeof accessReviewInput>;

/** A legal hold on a consultation request: the retention job keeps it while set. */
export const requestHold = z.object({ reason: z.string(), at: isoDateTime, by: z.string() });
export type RequestHold = z.infer<typeof requestHold>;
export const requestHoldInput = z.object({ reason: z.string().trim().min(1).max(500) }).strict();
export type RequestHoldInput = z.infer<typeof requestHoldInput>;

/** The site settings' `privacy` block: how long requests and answered questions are kept, and the idle sign-out. */
export const privacySettings = z.object({
  requestRetentionDays: z.number().int().min(30).max(3650).default(365),
  questionRetentionDays: z.number().int().min(30).max(3650).default(365),
  idleMinutes: z.number().int().min(5).max(120).default(30),
});
export type PrivacySettings = z.infer<typeof privacySettings>;
export const defaultPrivacySettings: PrivacySettings = {
  requestRetentionDays: 365,
  questionRetentionDays: 365,
  idleMinutes: 30,
};
