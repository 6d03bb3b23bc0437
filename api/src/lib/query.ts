import { and, asc, count, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { searchCountLimit } from '@taesung/shared/schemas';
import type { Database } from '../db/index.ts';
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

/**
 * The `search_text` column of a table (migration 0001): its searched texts lower-cased with every character
 * doubled, under a trigram index. A term doubled the same way matches exactly where the term matches the texts,
 * and has trigrams from two characters on, so two-syllable Korean words use the index too.
 */
export function searchText(table: PgTable): SQL {
  return sql`${table}."search_text"`;
}

/** `search_text` contains any of the terms; no condition when there is none. */
export function searchDoubled(column: SQL, terms: string[]): SQL | undefined {
  const patterns = [...new Set(terms.filter(Boolean))].map((term) =>
    containing([...term].map((char) => char + char).join('')),
  );
  return patterns.length ? or(...patterns.map((pattern) => sql`${column} like lower(${pattern})`)) : undefined;
}

/**
 * How many rows match, counted up to `searchCountLimit` when searching (a common word matches most rows, and
 * counting them all would read the whole table): `capped` says more match.
 */
export async function countMatches(db: Database, table: PgTable, where: SQL | undefined, searching: boolean) {
  if (!searching) {
    const [total] = await db.select({ value: count() }).from(table).where(where);
    return { totalCount: total?.value ?? 0, capped: false };
  }
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(searchCountLimit + 1)
    .as('matches');
  const [total] = await db.select({ value: count() }).from(matches);
  const value = total?.value ?? 0;
  return { totalCount: Math.min(value, searchCountLimit), capped: value > searchCountLimit };
}

/**
 * A page of a search. When more rows match than are counted (`dense`: a common word), `read` is first given a
 * window: it reads the first rows of the list's order through that order's index, at most that many, and filters
 * them, which stops once the page is full instead of reading every match. A page the window cannot fill is read
 * as usual (`read(null)`).
 */
export async function searchPage<Row>(
  query: { limit: number; offset: number; dense: boolean },
  read: (window: number | null) => Promise<Row[]>,
): Promise<Row[]> {
  if (!query.dense) return read(null);
  const rows = await read(Math.max(5000, (query.offset + query.limit) * 50));
  return rows.length === query.limit ? rows : read(null);
}

/** A key of a list's order: a column or an expression, and its direction. */
export type OrderKey = readonly [by: AnyColumn | SQL, direction: 'asc' | 'desc'];

export const orderBy = (keys: readonly OrderKey[]) =>
  keys.map(([by, direction]) => (direction === 'asc' ? asc(by) : desc(by)));

/**
 * The first `window` rows of `table` in the order of `keys` (read through that order's index), with `search_text`,
 * under the table's own name so that conditions on the table apply to them; and the order of those rows by the
 * keys as they selected them, which the database knows it need not sort again.
 */
export function windowOf(
  db: Database,
  table: PgTable,
  columns: Record<string, AnyColumn>,
  query: { within?: SQL; keys: readonly OrderKey[]; window: number },
) {
  const name = getTableName(table);
  const keyColumns = Object.fromEntries(
    query.keys.map(([by], index) => [`sort${index}`, sql`${by}`.as(`sort_${index}`)]),
  );
  const from = db
    .select({ ...columns, searchText: sql<string>`"search_text"`.as('search_text'), ...keyColumns })
    .from(table)
    .where(query.within)
    .orderBy(...orderBy(query.keys))
    .limit(query.window)
    .as(name);
  const order = query.keys.map(
    ([, direction], index) => sql`${sql.identifier(name)}.${sql.identifier(`sort_${index}`)} ${sql.raw(direction)}`,
  );
  return { from, order };
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
