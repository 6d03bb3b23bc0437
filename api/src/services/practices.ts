import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Practice, PracticeInput, PracticeRecord, PracticeSection } from '@taesung/shared/schemas';
import { practiceCodes } from '@taesung/shared/site';
import { practices } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { ApiError, conflict, notFound } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { pick, pickList, type Locale } from '../lib/locale.ts';
import { bothLanguages, iso, pageOf, searchAny } from '../lib/query.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';

interface Page {
  page: number;
  limit: number;
  search?: string;
}

type PracticeRow = typeof practices.$inferSelect;

export const toPracticeRecord = (row: PracticeRow): PracticeRecord => ({
  _id: row.id,
  code: row.code,
  order: row.order,
  visual: row.visual,
  title: row.title,
  lead: row.lead,
  description: row.description,
  sections: row.sections,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export const toPractice = (row: PracticeRow, locale: Locale): Practice => ({
  _id: row.id,
  code: row.code,
  order: row.order,
  visual: row.visual,
  title: pick(row.title, locale),
  lead: pick(row.lead, locale),
  description: pick(row.description, locale),
  sections: pickList(row.sections, locale),
  updatedAt: iso(row.updatedAt),
});

const cleanSections = (sections: PracticeSection[]) =>
  sections.map((section) =>
    section.body === undefined ? section : { ...section, body: sanitizeRichText(section.body) },
  );

function practiceValues(input: PracticeInput) {
  if (!(practiceCodes as readonly string[]).includes(input.code)) throw new ApiError(400, 'VALIDATION_FAILED');
  return {
    code: input.code,
    order: input.order,
    title: input.title,
    lead: input.lead,
    description: input.description,
    sections: { ko: cleanSections(input.sections.ko), en: cleanSections(input.sections.en) },
  };
}

export function createPractices(db: Database) {
  const order = [asc(practices.order), asc(practices.code)];
  async function ensureCodeFree(code: string, except?: string) {
    const [taken] = await db
      .select({ id: practices.id })
      .from(practices)
      .where(and(eq(practices.code, code), except ? ne(practices.id, except) : undefined))
      .limit(1);
    if (taken) throw conflict('KEY_TAKEN');
  }
  return {
    async all() {
      return db
        .select()
        .from(practices)
        .orderBy(...order);
    },
    async listPublic(locale: Locale) {
      const rows = await db
        .select()
        .from(practices)
        .orderBy(...order);
      return rows.map((row) => toPractice(row, locale));
    },
    async getPublic(code: string, locale: Locale) {
      const [row] = await db.select().from(practices).where(eq(practices.code, code)).limit(1);
      if (!row) throw notFound();
      return toPractice(row, locale);
    },
    async list(query: Page) {
      const where = searchAny(query.search, [
        practices.code,
        ...bothLanguages(practices.title),
        ...bothLanguages(practices.lead),
      ]);
      const { limit, offset } = pageOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(practices)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(practices).where(where),
      ]);
      return { practices: rows.map(toPracticeRecord), totalCount: total?.value ?? 0 };
    },
    async get(id: string) {
      const [row] = await db.select().from(practices).where(eq(practices.id, id)).limit(1);
      if (!row) throw notFound();
      return toPracticeRecord(row);
    },
    async create(input: PracticeInput) {
      const values = practiceValues(input);
      await ensureCodeFree(values.code);
      const [row] = await db
        .insert(practices)
        .values({ id: newId(), ...values })
        .returning();
      return toPracticeRecord(row!);
    },
    async update(id: string, input: PracticeInput) {
      const values = practiceValues(input);
      await ensureCodeFree(values.code, id);
      const [row] = await db
        .update(practices)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(practices.id, id))
        .returning();
      if (!row) throw notFound();
      return toPracticeRecord(row);
    },
    /** Sets or clears the page's top picture; answers the page and the picture it replaced. */
    async setVisual(id: string, url: string | null) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ visual: practices.visual })
          .from(practices)
          .where(eq(practices.id, id))
          .for('update');
        if (!before) throw notFound();
        const [row] = await tx
          .update(practices)
          .set({ visual: url, updatedAt: new Date() })
          .where(eq(practices.id, id))
          .returning();
        return { practice: toPracticeRecord(row!), replaced: before.visual };
      });
    },
    async remove(id: string) {
      const [row] = await db
        .delete(practices)
        .where(eq(practices.id, id))
        .returning({ id: practices.id, visual: practices.visual });
      if (!row) throw notFound();
      return row;
    },
  };
}

export type Practices = ReturnType<typeof createPractices>;
