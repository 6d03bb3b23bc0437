import { z } from 'zod';
import { booleanQuery, id, isoDateTime, listSummary, localizedText, pageQuery, storedFile } from './common.ts';

/** `reference`: success cases; `notice`: notices (also `/center/notifications`); `media`: TV and press. */
export const boardCodes = ['reference', 'notice', 'media'] as const;
export const boardCode = z.enum(boardCodes);
export type BoardCode = z.infer<typeof boardCode>;

const boardShape = {
  _id: id,
  code: boardCode,
  thumb: z.string().nullable(),
  /** Media items: the video's id on the video service (a tracking suffix is dropped when it is played). */
  video: z.string().nullable().optional(),
  /** Media items used only in the home hero's list, not in the carousel. */
  subOnly: z.boolean().optional(),
  /** Success cases: the practice code they belong to. */
  category: z.string().nullable().optional(),
  files: z.array(storedFile).default([]),
  published: z.boolean(),
  /** Pinned notices first. */
  pinned: z.boolean().default(false),
  /** Scheduled publication: a published post is public only from this time (null: at once). */
  publishAt: isoDateTime.nullable().optional(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
};

/** A post as the public site reads it (caller's language). */
export const board = z.object({
  ...boardShape,
  subject: z.string(),
  subTitle: z.string().optional(),
  /** Sanitised HTML. */
  content: z.string(),
  /** Plain-text excerpt for cards and meta descriptions. */
  summary: z.string(),
});
export type Board = z.infer<typeof board>;

/**
 * A post in a public list (`GET /api/v1/boards`): what a card shows, its excerpt but not its body, which only the
 * post's own page (`GET /api/v1/boards/{id}`) reads.
 */
export const boardCard = board.omit({ content: true });
export type BoardCard = z.infer<typeof boardCard>;

export const boardRecord = z.object({
  ...boardShape,
  subject: localizedText,
  subTitle: localizedText,
  content: localizedText,
});
export type BoardRecord = z.infer<typeof boardRecord>;

export const boardInput = z
  .object({
    code: boardCode,
    subject: localizedText.extend({ ko: z.string().trim().min(1).max(200), en: z.string().trim().max(200) }),
    subTitle: localizedText.partial().default({ ko: '', en: '' }),
    content: localizedText.extend({ ko: z.string().max(200_000), en: z.string().max(200_000) }),
    video: z.string().trim().max(100).nullable().optional(),
    subOnly: z.boolean().optional(),
    category: z.string().max(50).nullable().optional(),
    published: z.boolean().default(true),
    pinned: z.boolean().default(false),
    publishAt: isoDateTime.nullable().optional(),
  })
  .strict();
export type BoardInput = z.infer<typeof boardInput>;

export const boardListQuery = pageQuery.extend({
  code: boardCode.optional(),
  category: z.string().max(50).optional(),
});
export type BoardListQuery = z.infer<typeof boardListQuery>;

export const sortOrder = z.enum(['asc', 'desc']);

/** With `search`, a console list counts matches up to this many; `summary.capped` then says that more match. */
export const searchCountLimit = 1000;
export const searchListSummary = listSummary.extend({ capped: z.boolean().optional() });

/** `{ <plural>: [...], summary }` of a console list that can be searched. */
export const searchListOf = <Key extends string, Item extends z.ZodType>(key: Key, item: Item) =>
  z.object({ [key]: z.array(item), summary: searchListSummary } as { [K in Key]: z.ZodArray<Item> } & {
    summary: typeof searchListSummary;
  });

export const boardSortKeys = ['createdAt', 'updatedAt', 'subject', 'publishAt'] as const;

/**
 * The console's list of posts: also unpublished ones, filterable by publication. Without `sort`, pinned posts
 * come first, then the newest; `subject` sorts by the Korean subject.
 */
export const consoleBoardListQuery = boardListQuery.extend({
  published: booleanQuery.optional(),
  sort: z.enum(boardSortKeys).optional(),
  order: sortOrder.default('desc'),
});
export type ConsoleBoardListQuery = z.infer<typeof consoleBoardListQuery>;

/** A post in the console's list: everything but the bodies. */
export const boardListItem = boardRecord.omit({ content: true });
export type BoardListItem = z.infer<typeof boardListItem>;

export const boardBulkActions = ['publish', 'unpublish', 'delete'] as const;
/** `POST /api/console/boards/bulk`: `publish` also makes a post scheduled for later public at once. */
export const boardBulkInput = z.object({ ids: z.array(id).min(1).max(100), action: z.enum(boardBulkActions) }).strict();
export type BoardBulkInput = z.infer<typeof boardBulkInput>;
export const bulkResult = z.object({ count: z.number().int().min(0) });
