import { and, asc, count, desc, eq, gt, lte } from 'drizzle-orm';
import type { Terms, TermsRecord, TermsVersion } from '@taesung/shared/schemas';
import { terms } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { conflict, notFound } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { pick, type Locale } from '../lib/locale.ts';
import { allOf, bothLanguages, iso, pageOf, searchAny } from '../lib/query.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';

/* Versions per code; the public site reads the latest one already in effect. */

type TermsRow = typeof terms.$inferSelect;
type TermsInput = Omit<TermsRecord, '_id' | 'createdAt' | 'updatedAt'>;

interface Page {
  page: number;
  limit: number;
  search?: string;
}

export const toTermsRecord = (row: TermsRow): TermsRecord => ({
  _id: row.id,
  code: row.code,
  title: row.title,
  content: row.content,
  effectiveAt: iso(row.effectiveAt),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export const toTerms = (row: TermsRow, locale: Locale): Terms => ({
  _id: row.id,
  code: row.code,
  title: pick(row.title, locale),
  content: pick(row.content, locale),
  effectiveAt: iso(row.effectiveAt),
  updatedAt: iso(row.updatedAt),
});

const termsValues = (input: TermsInput) => ({
  code: input.code,
  title: { ko: input.title.ko.trim(), en: input.title.en.trim() },
  content: { ko: sanitizeRichText(input.content.ko), en: sanitizeRichText(input.content.en) },
  effectiveAt: new Date(input.effectiveAt),
});

/**
 * Terms: a version whose `effectiveAt` has come is what visitors were told, and stays as it was (PIPA practice: the
 * earlier privacy policies remain readable); only scheduled versions can be changed or deleted.
 */
export function createTerms(db: Database) {
  /** 404 for no version, 409 `TERMS_IN_EFFECT` for one already in effect, after a change found nothing to change. */
  async function refuse(id: string): Promise<never> {
    const [row] = await db.select({ id: terms.id }).from(terms).where(eq(terms.id, id)).limit(1);
    throw row ? conflict('TERMS_IN_EFFECT') : notFound();
  }
  async function current(code: 'privacy' | 'service') {
    const [row] = await db
      .select()
      .from(terms)
      .where(and(eq(terms.code, code), lte(terms.effectiveAt, new Date())))
      .orderBy(desc(terms.effectiveAt), desc(terms.createdAt))
      .limit(1);
    return row;
  }
  return {
    async listPublic(locale: Locale) {
      const rows = await Promise.all((['privacy', 'service'] as const).map(current));
      return rows.filter((row): row is TermsRow => Boolean(row)).map((row) => toTerms(row, locale));
    },
    async getPublic(code: 'privacy' | 'service', locale: Locale) {
      const row = await current(code);
      if (!row) throw notFound();
      return toTerms(row, locale);
    },
    /** The versions in effect now or before, the newest first. */
    async listVersions(code: 'privacy' | 'service', locale: Locale): Promise<TermsVersion[]> {
      const rows = await db
        .select({ id: terms.id, code: terms.code, title: terms.title, effectiveAt: terms.effectiveAt })
        .from(terms)
        .where(and(eq(terms.code, code), lte(terms.effectiveAt, new Date())))
        .orderBy(desc(terms.effectiveAt), desc(terms.createdAt));
      return rows.map((row) => ({
        _id: row.id,
        code: row.code,
        title: pick(row.title, locale),
        effectiveAt: iso(row.effectiveAt),
      }));
    },
    /** One version in effect now or before; a scheduled one is not found. */
    async getVersion(code: 'privacy' | 'service', id: string, locale: Locale) {
      const [row] = await db
        .select()
        .from(terms)
        .where(and(eq(terms.id, id), eq(terms.code, code), lte(terms.effectiveAt, new Date())))
        .limit(1);
      if (!row) throw notFound();
      return toTerms(row, locale);
    },
    /** When the next scheduled version comes into effect. */
    async nextScheduled(): Promise<Date | null> {
      const [row] = await db
        .select({ at: terms.effectiveAt })
        .from(terms)
        .where(gt(terms.effectiveAt, new Date()))
        .orderBy(asc(terms.effectiveAt))
        .limit(1);
      return row?.at ?? null;
    },
    async list(query: Page & { code?: 'privacy' | 'service' }) {
      const where = allOf(
        query.code ? eq(terms.code, query.code) : undefined,
        searchAny(query.search, [...bothLanguages(terms.title), ...bothLanguages(terms.content)]),
      );
      const { limit, offset } = pageOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(terms)
          .where(where)
          .orderBy(asc(terms.code), desc(terms.effectiveAt))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(terms).where(where),
      ]);
      return { terms: rows.map(toTermsRecord), totalCount: total?.value ?? 0 };
    },
    async get(id: string) {
      const [row] = await db.select().from(terms).where(eq(terms.id, id)).limit(1);
      if (!row) throw notFound();
      return toTermsRecord(row);
    },
    async create(input: TermsInput) {
      const [row] = await db
        .insert(terms)
        .values({ id: newId(), ...termsValues(input) })
        .returning();
      return toTermsRecord(row!);
    },
    /** Changes a scheduled version; 409 `TERMS_IN_EFFECT` for one already in effect. */
    async update(id: string, input: TermsInput) {
      const [row] = await db
        .update(terms)
        .set({ ...termsValues(input), updatedAt: new Date() })
        .where(and(eq(terms.id, id), gt(terms.effectiveAt, new Date())))
        .returning();
      return row ? toTermsRecord(row) : refuse(id);
    },
    /** Deletes a scheduled version; 409 `TERMS_IN_EFFECT` for one already in effect. */
    async remove(id: string) {
      const [row] = await db
        .delete(terms)
        .where(and(eq(terms.id, id), gt(terms.effectiveAt, new Date())))
        .returning({ id: terms.id });
      if (!row) await refuse(id);
    },
  };
}

export type TermsService = ReturnType<typeof createTerms>;
