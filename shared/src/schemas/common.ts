import { z } from 'zod';

/** Every resource has a string `_id` (seed §3). */
export const id = z.string().min(1).max(64);

/** Text kept in both languages; public endpoints answer with the caller's language only. */
export const localizedText = z.object({ ko: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedText>;

export const isoDateTime = z.iso.datetime({ offset: true });

/** Korean phone numbers: mobile 010-XXXX-XXXX, Seoul 02-XXX(X)-XXXX, other areas 0XX-XXX(X)-XXXX, hyphens optional. */
export const koreanPhone = z
  .string()
  .trim()
  .regex(/^0\d{1,2}-?\d{3,4}-?\d{4}$/);

/** A number visitors call or fax as shown (`02-1234-5678`, `1588-0000`, `+82 2 1234 5678`). */
export const contactPhone = z
  .string()
  .trim()
  .regex(/^\+?[0-9(][0-9 ()-]{6,19}$/);

/** A link to another site, http or https only (never `javascript:`); an empty text means none. */
export const webLink = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(500)
    .regex(/^https?:\/\/[^\s]+$/i),
]);

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const listSummary = z.object({
  totalCount: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type ListSummary = z.infer<typeof listSummary>;

/** `{ <plural>: [...], summary }`, the shape of every list (architecture.md). */
export const listOf = <Key extends string, Item extends z.ZodType>(key: Key, item: Item) =>
  z.object({ [key]: z.array(item), summary: listSummary } as { [K in Key]: z.ZodArray<Item> } & {
    summary: typeof listSummary;
  });

/** `{ <singular>: {...} }`, the shape of one item. */
export const itemOf = <Key extends string, Item extends z.ZodType>(key: Key, item: Item) =>
  z.object({ [key]: item } as { [K in Key]: Item });

/** Every error answers `{ message, code }`, the message in the caller's language. */
export const apiError = z.object({
  message: z.string(),
  code: z.string(),
  /** Validation failures: which fields (`body.phone`, `querystring.limit`) and what was wrong with them. */
  issues: z.array(z.object({ path: z.string(), code: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiError>;

/** A file stored by the server (upload), as the API hands it out. */
export const storedFile = z.object({
  name: z.string(),
  url: z.string(),
  size: z.number().int().min(0),
  type: z.string(),
});
export type StoredFile = z.infer<typeof storedFile>;

/** `true` / `false` in a query string. */
export const booleanQuery = z.enum(['true', 'false']);

/** Honeypot of public forms: people leave it empty, bots fill it. */
export const honeypot = z.string().max(0).optional();
