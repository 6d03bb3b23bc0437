import { createHmac, timingSafeEqual } from 'node:crypto';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Faq, FaqRecord, Question, QuestionInput, QuestionView } from '@taesung/shared/schemas';
import { faqs, questions } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { notFound, ValidationError } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { maskEmail, maskName, maskPhone } from './access-records.ts';
import { forgetMessagesAbout } from './messaging.ts';
import { pick, type Locale } from '../lib/locale.ts';
import { allOf, bothLanguages, inLanguage, iso, isoOrNull, pageOf, searchAny } from '../lib/query.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';

type FaqRow = typeof faqs.$inferSelect;
type QuestionRow = typeof questions.$inferSelect;
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

export const toQuestion = (row: QuestionRow): Question => ({
  _id: row.id,
  name: row.name,
  phone: row.phone,
  email: row.email,
  subject: row.subject,
  content: row.content,
  answered: row.answered,
  answer: row.answer,
  answeredAt: isoOrNull(row.answeredAt),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** A question as the console's list shows it: the name, phone number and e-mail address partly hidden (docs/privacy.md). */
export const toListedQuestion = (row: QuestionRow): Question => ({
  ...toQuestion(row),
  name: maskName(row.name),
  phone: row.phone === null ? null : maskPhone(row.phone),
  email: row.email === null ? null : maskEmail(row.email),
});

/** What the visitor's private page shows: never the name, phone or e-mail. */
export const toQuestionView = (row: QuestionRow): QuestionView => ({
  _id: row.id,
  subject: row.subject,
  content: row.content,
  answered: row.answered,
  answer: row.answered ? row.answer : null,
  answeredAt: row.answered ? isoOrNull(row.answeredAt) : null,
  createdAt: iso(row.createdAt),
});

/** The address of a question's private page, without the language prefix. */
export const questionPath = (id: string, key: string) =>
  `/guide/questions/${encodeURIComponent(id)}?key=${encodeURIComponent(key)}`;

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

/**
 * Visitors' questions. Each question's private page is opened with a key derived from its id and the server's
 * signing secret (HMAC-SHA-256), so nothing more is stored and a key cannot be made for another question.
 */
export function createQuestions(db: Database, secret: Uint8Array) {
  const keyOf = (id: string) => createHmac('sha256', secret).update(`question:${id}`).digest('base64url');

  return {
    keyOf,
    /** The question of a private page; 404 for an unknown id or a wrong key alike. */
    async view(id: string, key: string) {
      const expected = Buffer.from(keyOf(id));
      const given = Buffer.from(key);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notFound();
      const [row] = await db.select().from(questions).where(eq(questions.id, id)).limit(1);
      if (!row) throw notFound();
      return toQuestionView(row);
    },
    async create(input: Omit<QuestionInput, 'agree' | 'website'>, locale: Locale) {
      const [row] = await db
        .insert(questions)
        .values({
          id: newId(),
          name: input.name,
          phone: input.phone ?? null,
          email: input.email ?? null,
          subject: input.subject,
          content: input.content,
          locale,
        })
        .returning();
      return row!;
    },
    async list(query: Page & { answered?: 'true' | 'false' }) {
      const where = allOf(
        query.answered ? eq(questions.answered, query.answered === 'true') : undefined,
        searchAny(query.search, [
          questions.name,
          questions.subject,
          questions.content,
          questions.phone,
          questions.email,
        ]),
      );
      const { limit, offset } = pageOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(questions)
          .where(where)
          .orderBy(desc(questions.createdAt), desc(questions.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(questions).where(where),
      ]);
      return { questions: rows.map(toListedQuestion), totalCount: total?.value ?? 0 };
    },
    async get(id: string) {
      const [row] = await db.select().from(questions).where(eq(questions.id, id)).limit(1);
      if (!row) throw notFound();
      return row;
    },
    /**
     * Saves an answer; answers the question and whether it was answered for the first time. An answered question
     * keeps the time of its answer when the answer is edited.
     */
    async answer(id: string, input: { answer: string; answered: boolean }) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ answered: questions.answered, answeredAt: questions.answeredAt })
          .from(questions)
          .where(eq(questions.id, id))
          .for('update');
        if (!before) throw notFound();
        const now = new Date();
        const [row] = await tx
          .update(questions)
          .set({
            answer: input.answer,
            answered: input.answered,
            answeredAt: input.answered ? (before.answered ? (before.answeredAt ?? now) : now) : null,
            updatedAt: now,
          })
          .where(eq(questions.id, id))
          .returning();
        return { row: row!, firstAnswer: input.answered && !before.answered };
      });
    },
    /** Deletes a question with the mail that carried it. */
    async remove(id: string) {
      const row = await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(questions).where(eq(questions.id, id)).returning({ id: questions.id });
        if (deleted) await forgetMessagesAbout(tx, 'question', [deleted.id]);
        return deleted;
      });
      if (!row) throw notFound();
    },
  };
}

export type Faqs = ReturnType<typeof createFaqs>;
export type Questions = ReturnType<typeof createQuestions>;
