import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Faq, FaqRecord } from '@taesung/shared/schemas';
import { faqs } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { notFound, ValidationError } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { pick, type Locale } from '../lib/locale.ts';
import { allOf, bothLanguages, inLanguage, iso, pageOf, searchAny } from '../lib/query.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';

type FaqRow = typeof faqs.$inferSelect;
type FaqInput = Omit<FaqRecord, '_id' | 'createdAt' | 'updatedAt'>;

export const toFaqRecord = (row: FaqRow): FaqRecord => ({
  _id: row.id,
  category: row.category,
  order: row.order,
  published: row.published,
  question: row.question,
  answer: row.answer,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export const toFaq = (row: FaqRow, locale: Locale): Faq => ({
  _id: row.id,
  category: row.category,
  order: row.order,
  published: row.published,
  question: pick(row.question, locale),
  answer: pick(row.answer, locale),
});

export const faqValues = (input: FaqInput) => ({
  category: input.category,
  order: input.order,
  published: input.published,
  question: { ko: input.question.ko.trim(), en: input.question.en.trim() },
  answer: { ko: sanitizeRichText(input.answer.ko), en: sanitizeRichText(input.answer.en) },
});

interface Page {
  page: number;
  limit: number;
  search?: string;
}

const faqOrder = [asc(faqs.category), asc(faqs.order), asc(faqs.createdAt), asc(faqs.id)];

export function createFaqs(db: Database) {
  async function listed(where: ReturnType<typeof allOf>, query: Page) {
    const { limit, offset } = pageOf(query);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(faqs)
        .where(where)
        .orderBy(...faqOrder)
        .limit(limit)
        .offset(offset),
      db.select({ value: count() }).from(faqs).where(where),
    ]);
    return { rows, totalCount: total?.value ?? 0 };
  }

  return {
    async listPublished(query: Page & { category?: string }, locale: Locale) {
      const where = allOf(
        eq(faqs.published, true),
        query.category ? eq(faqs.category, query.category) : undefined,
        searchAny(query.search, [inLanguage(faqs.question, locale), inLanguage(faqs.answer, locale)]),
      );
      const { rows, totalCount } = await listed(where, query);
      return { faqs: rows.map((row) => toFaq(row, locale)), totalCount };
    },
    async list(query: Page & { category?: string; published?: 'true' | 'false' }) {
      const where = allOf(
        query.category ? eq(faqs.category, query.category) : undefined,
        query.published ? eq(faqs.published, query.published === 'true') : undefined,
        searchAny(query.search, [...bothLanguages(faqs.question), ...bothLanguages(faqs.answer)]),
      );
      const { rows, totalCount } = await listed(where, query);
      return { faqs: rows.map(toFaqRecord), totalCount };
    },
    async get(id: string) {
      const [row] = await db.select().from(faqs).where(eq(faqs.id, id)).limit(1);
      if (!row) throw notFound();
      return toFaqRecord(row);
    },
    async create(input: FaqInput) {
      const [row] = await db
        .insert(faqs)
        .values({ id: newId(), ...faqValues(input) })
        .returning();
      return toFaqRecord(row!);
    },
    async update(id: string, input: FaqInput) {
      const [row] = await db
        .update(faqs)
        .set({ ...faqValues(input), updatedAt: new Date() })
        .where(eq(faqs.id, id))
        .returning();
      if (!row) throw notFound();
      return toFaqRecord(row);
    },
    async remove(id: string) {
      const [row] = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
      if (!row) throw notFound();
    },
    /** Gives each FAQ its position in `ids` as its order, all or none; an unknown or repeated id is a 400. */
    async reorder(ids: readonly string[]) {
      const repeated = ids.findIndex((id, index) => ids.indexOf(id) !== index);
      if (repeated >= 0) throw new ValidationError([{ path: `body.ids.${repeated}`, code: 'duplicate' }]);
      await db.transaction(async (tx) => {
        const found = new Set(
          (
            await tx
              .select({ id: faqs.id })
              .from(faqs)
              .where(inArray(faqs.id, [...ids]))
              .for('update')
          ).map((row) => row.id),
        );
        const unknown = ids.flatMap((id, index) =>
          found.has(id) ? [] : [{ path: `body.ids.${index}`, code: 'unknown_id' }],
        );
        if (unknown.length) throw new ValidationError(unknown);
        const now = new Date();
        for (const [index, id] of ids.entries())
          await tx
            .update(faqs)
            .set({ order: index + 1, updatedAt: now })
            .where(eq(faqs.id, id));
      });
    },
  };
}

export type Faqs = ReturnType<typeof createFaqs>;
