import { z } from 'zod';
import { booleanQuery, id, isoDateTime, localizedText, pageQuery, storedFile } from './common.ts';

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
  })
  .strict();
export type BoardInput = z.infer<typeof boardInput>;

export const boardListQuery = pageQuery.extend({
  code: boardCode.optional(),
  category: z.string().max(50).optional(),
});
export type BoardListQuery = z.infer<typeof boardListQuery>;

/** The console's list of posts: also unpublished ones, filterable by publication. */
export const consoleBoardListQuery = boardListQuery.extend({ published: booleanQuery.optional() });
