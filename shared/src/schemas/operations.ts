import { z } from 'zod';
import { calculatorTools } from '../calculators/constants.ts';
import { id, isoDateTime, koreanPhone, pageQuery, storedFile } from './common.ts';
import { requestStatus } from './engagement.ts';

/**
 * Whose data a kept message carries: a consultation request (`form`), a visitor's question, or an account's
 * password link (`invitation`, `password_reset`, kept with a marker in the link's place).
 */
export const outboxAbouts = ['form', 'question', 'invitation', 'password_reset'] as const;
export type OutboxAbout = (typeof outboxAbouts)[number];

/**
 * Mail and SMS the server sent or kept. A message about a request, a question or an account shows its recipient,
 * subject and body in full only to an account holding the scope that reads that data (`masked` otherwise).
 */
export const outboxMessage = z.object({
  _id: id,
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(['queued', 'sent', 'failed', 'stored']),
  error: z.string().nullable(),
  createdAt: isoDateTime,
  sentAt: isoDateTime.nullable(),
  /** Always present in the API's answers; optional in the type only for messages made before it. */
  about: z
    .object({ kind: z.enum(outboxAbouts), _id: z.string().nullable() })
    .nullable()
    .optional(),
  /** The recipient, subject and body are shown masked: the caller's scopes do not cover the data the message carries. */
  masked: z.boolean().optional(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
export const outboxListQuery = pageQuery.extend({ channel: z.enum(['email', 'sms']).optional() });

export const emailInput = z
  .object({ to: z.email(), subject: z.string().trim().min(1).max(200), html: z.string().min(1).max(200_000) })
  .strict();
export const messageInput = z
  .object({
    to: z.string().trim().min(1).max(20),
    subject: z.string().max(200).default(''),
    message: z.string().trim().min(1).max(2000),
  })
  .strict();

export const searchResultTypes = ['practice', 'lawyer', 'reference', 'media', 'faq'] as const;
export const searchResult = z.object({
  type: z.enum(searchResultTypes),
  _id: id,
  title: z.string(),
  excerpt: z.string(),
  /** Path on the site, without the language prefix. */
  path: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;
export const searchQuery = z.object({
  searchKeyword: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(30),
});
export const searchResponse = z.object({
  results: z.array(searchResult),
  summary: z.object({ totalCount: z.number().int(), keyword: z.string() }),
});
export type SearchResponse = z.infer<typeof searchResponse>;

const perDay = z.array(z.object({ date: z.string(), count: z.number().int() }));
const countOf = <Key extends string>(key: Key) =>
  z.array(
    z.object({ [key]: z.string(), count: z.number().int() } as { [K in Key]: z.ZodString } & { count: z.ZodNumber }),
  );

/**
 * `GET /api/console/statistics/dashboard`. Days, weeks (Monday to Sunday) and months are Korean time; `week` is
 * the last 7 days, `thisWeek` the calendar week; `byCategory` and `byOffice` count this month's requests.
 * A section the caller's scopes do not cover is `null`: requests (`consultationRequests`, `latestRequests`) need
 * `console:requests`, `questions` needs `console:center`, `latestPosts` needs `console:posts`; `unansweredCount`
 * counts only what the caller may see.
 */
export const dashboardStatistics = z.object({
  consultationRequests: z
    .object({
      today: z.number().int(),
      week: z.number().int(),
      perDay,
      thisWeek: z.number().int(),
      thisMonth: z.number().int(),
      /** Consultations booked for today (Korean day), not cancelled. */
      bookedToday: z.number().int(),
      byCategory: countOf('category'),
      byOffice: countOf('office'),
    })
    .nullable(),
  questions: z
    .object({ today: z.number().int(), week: z.number().int(), perDay, unanswered: z.number().int() })
    .nullable(),
  unansweredCount: z.number().int(),
  /** `perDay`: the last 14 days; `last30Days`: the last 30, today last, days without views counted 0. */
  pageViews: z.object({
    perDay,
    last30Days: perDay,
    topPaths: z.array(z.object({ path: z.string(), count: z.number().int() })),
  }),
  /**
   * Each calculator over the last 30 days (as `pageViews.last30Days`): views of its page in both languages, and the
   * consultation requests that came from it (null without `console:requests`). Counts only, no personal data.
   */
  calculators: z.array(
    z.object({ tool: z.enum(calculatorTools), visits: z.number().int(), requests: z.number().int().nullable() }),
  ),
  latestPosts: z
    .array(
      z.object({
        _id: id,
        code: z.string(),
        subject: z.string(),
        published: z.boolean(),
        publishAt: isoDateTime.nullable(),
        createdAt: isoDateTime,
      }),
    )
    .nullable(),
  latestRequests: z
    .array(
      z.object({
        _id: id,
        name: z.string(),
        phone: z.string(),
        category: z.string(),
        status: requestStatus,
        createdAt: isoDateTime,
      }),
    )
    .nullable(),
});
export type DashboardStatistics = z.infer<typeof dashboardStatistics>;

/** A file of the console's library (`/api/console/files`). */
export const fileRecord = storedFile.extend({ _id: id, createdAt: isoDateTime, updatedAt: isoDateTime });
export type FileRecord = z.infer<typeof fileRecord>;
export const fileUpdateInput = z.object({ name: z.string().trim().min(1).max(200) }).strict();

/** `POST /api/console/editor`: where the uploaded photo is served. */
export const editorUpload = z.object({
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

/** `GET|PUT|POST /api/console/messages/test`: where test messages go, and how mail and SMS leave the server. */
export const messageTestTargets = z.object({ email: z.email().max(200).nullable(), phone: koreanPhone.nullable() });
export const messageTestSetting = messageTestTargets.extend({
  mailTransport: z.enum(['smtp', 'outbox']),
  smsProvider: z.string(),
});
export type MessageTestSetting = z.infer<typeof messageTestSetting>;
export const messageTestInput = messageTestTargets.strict();
export const messageTestSendInput = z
  .object({ email: z.email().max(200).optional(), phone: koreanPhone.optional() })
  .strict();

/** `GET /api/health`. */
export const healthStatus = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['reachable', 'unreachable']),
});
