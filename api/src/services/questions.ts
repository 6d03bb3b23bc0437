import { count, desc, eq } from 'drizzle-orm';
import type { Question, QuestionInput, QuestionView } from '@taesung/shared/schemas';
import { questions } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { notFound } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { createLinkKeys } from '../lib/link-keys.ts';
import { maskEmail, maskName, maskPhone } from './access-records.ts';
import { forgetMessagesAbout } from './messaging.ts';
import { type Locale } from '../lib/locale.ts';
import { allOf, iso, isoOrNull, pageOf, searchAny } from '../lib/query.ts';

type QuestionRow = typeof questions.$inferSelect;

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

/**
 * Visitors' questions. Each question's private page is opened with a key derived from its id and the server's
 * signing secret (`createLinkKeys`), so nothing more is stored and a key cannot be made for another question.
 */
export function createQuestions(db: Database, secret: Uint8Array) {
  const links = createLinkKeys(secret, 'question');

  return {
    keyOf: links.keyOf,
    /** The question of a private page; 404 for an unknown id or a wrong key alike. */
    async view(id: string, key: string) {
      if (!links.opens(id, key)) throw notFound();
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

export type Questions = ReturnType<typeof createQuestions>;
