import { and, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Locale } from './locale.ts';

/** `LIMIT`/`OFFSET` of a page. */
export function pageOf(query: { page: number; limit: number }) {
  return { limit: query.limit, offset: (query.page - 1) * query.limit };
}

/** A `LIKE` pattern that matches the text anywhere, with the user's `%`, `_` and `\` taken literally. */
export function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

type Searchable = AnyColumn | SQL;

/** Any of the columns contains the term (case-insensitive); no condition when there is no term. */
export function searchAny(term: string | undefined, columns: Searchable[]): SQL | undefined {
  if (!term) return undefined;
  const pattern = containing(term);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** Both languages of a `{ ko, en }` column, for searching. */
export function bothLanguages(column: AnyColumn): SQL[] {
  return [sql`(${column}->>'ko')`, sql`(${column}->>'en')`];
}

/** The caller's language of a `{ ko, en }` column (English falls back to Korean), for searching and sorting. */
export function inLanguage(column: AnyColumn, locale: Locale): SQL {
  return locale === 'en' ? sql`coalesce(nullif(${column}->>'en', ''), ${column}->>'ko')` : sql`(${column}->>'ko')`;
}

/** `and` of the conditions that are set. */
export function allOf(...conditions: (SQL | undefined)[]): SQL | undefined {
  const set = conditions.filter((condition): condition is SQL => Boolean(condition));
  return set.length ? and(...set) : undefined;
}

/** Rows whose display window (`start_at`, `end_at`, either open) holds now. */
export function displayedNow(startAt: AnyColumn, endAt: AnyColumn): SQL {
  return sql`(${startAt} is null or ${startAt} <= now()) and (${endAt} is null or ${endAt} > now())`;
}

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
