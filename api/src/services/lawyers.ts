import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Lawyer, LawyerInput, LawyerRecord } from '@taesung/shared/schemas';
import { lawyers } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { ValidationError, conflict, notFound } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { pick, pickList, type Locale } from '../lib/locale.ts';
import { allOf, iso, pageOf, searchAny } from '../lib/query.ts';

type LawyerRow = typeof lawyers.$inferSelect;

export const toLawyerRecord = (row: LawyerRow): LawyerRecord => ({
  _id: row.id,
  key: row.key,
  title: row.title,
  titleEn: row.titleEn,
  image: row.image,
  office: row.office,
  ceo: row.ceo,
  representative: row.representative,
  hidden: row.hidden,
  order: row.order,
  position: row.position,
  summary: row.summary,
  info: row.info,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export const toLawyer = (row: LawyerRow, locale: Locale): Lawyer => ({
  _id: row.id,
  key: row.key,
  title: row.title,
  titleEn: row.titleEn,
  image: row.image,
  office: row.office,
  ceo: row.ceo,
  representative: row.representative,
  order: row.order,
  position: pick(row.position, locale),
  summary: pick(row.summary, locale),
  info: pickList(row.info, locale),
});

const lawyerValues = (input: LawyerInput) => ({
  key: input.key,
  title: input.title,
  titleEn: input.titleEn,
  office: input.office,
  ceo: input.ceo,
  representative: input.representative,
  hidden: input.hidden,
  order: input.order,
  position: input.position,
  summary: input.summary,
  info: input.info,
});

interface Page {
  page: number;
  limit: number;
  search?: string;
}

export function createLawyers(db: Database) {
  const order = [asc(lawyers.order), asc(lawyers.createdAt), asc(lawyers.id)];

  async function ensureKeyFree(key: string, except?: string) {
    const [taken] = await db
      .select({ id: lawyers.id })
      .from(lawyers)
      .where(and(eq(lawyers.key, key), except ? ne(lawyers.id, except) : undefined))
      .limit(1);
    if (taken) throw conflict('KEY_TAKEN');
  }

  async function listRows(query: Page & { office?: string }, audience: 'public' | 'staff') {
    const where = allOf(
      audience === 'public' ? eq(lawyers.hidden, false) : undefined,
      query.office ? eq(lawyers.office, query.office) : undefined,
      searchAny(query.search, [lawyers.title, lawyers.titleEn, lawyers.key]),
    );
    const { limit, offset } = pageOf(query);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(lawyers)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      db.select({ value: count() }).from(lawyers).where(where),
    ]);
    return { rows, totalCount: total?.value ?? 0 };
  }

  return {
    async listPublic(query: Page & { office?: string }, locale: Locale) {
      const { rows, totalCount } = await listRows(query, 'public');
      return { lawyers: rows.map((row) => toLawyer(row, locale)), totalCount };
    },
    /** A lawyer's public profile; a hidden one is not found. */
    async getPublic(key: string, locale: Locale) {
      const [row] = await db
        .select()
        .from(lawyers)
        .where(and(eq(lawyers.key, key), eq(lawyers.hidden, false)))
        .limit(1);
      if (!row) throw notFound();
      return toLawyer(row, locale);
    },
    async all() {
      return db
        .select()
        .from(lawyers)
        .orderBy(...order);
    },
    async list(query: Page & { office?: string }) {
      const { rows, totalCount } = await listRows(query, 'staff');
      return { lawyers: rows.map(toLawyerRecord), totalCount };
    },
    /** Gives each lawyer its position in `ids` as its order (from 1), in one transaction; `ids` must hold every lawyer once. */
    async reorder(ids: readonly string[]) {
      const repeated = ids.findIndex((id, index) => ids.indexOf(id) !== index);
      if (repeated >= 0) throw new ValidationError([{ path: `body.ids.${repeated}`, code: 'duplicate' }]);
      await db.transaction(async (tx) => {
        const all = new Set((await tx.select({ id: lawyers.id }).from(lawyers).for('update')).map((row) => row.id));
        const unknown = ids.flatMap((id, index) =>
          all.has(id) ? [] : [{ path: `body.ids.${index}`, code: 'unknown_id' }],
        );
        if (unknown.length) throw new ValidationError(unknown);
        if (ids.length !== all.size) throw new ValidationError([{ path: 'body.ids', code: 'missing_ids' }]);
        const now = new Date();
        for (const [index, id] of ids.entries())
          await tx
            .update(lawyers)
            .set({ order: index + 1, updatedAt: now })
            .where(eq(lawyers.id, id));
      });
    },
    async get(id: string) {
      const [row] = await db.select().from(lawyers).where(eq(lawyers.id, id)).limit(1);
      if (!row) throw notFound();
      return toLawyerRecord(row);
    },
    async create(input: LawyerInput, image: string | null = null) {
      await ensureKeyFree(input.key);
      const [row] = await db
        .insert(lawyers)
        .values({ id: newId(), ...lawyerValues(input), image })
        .returning();
      return toLawyerRecord(row!);
    },
    async update(id: string, input: LawyerInput) {
      await ensureKeyFree(input.key, id);
      const [row] = await db
        .update(lawyers)
        .set({ ...lawyerValues(input), updatedAt: new Date() })
        .where(eq(lawyers.id, id))
        .returning();
      if (!row) throw notFound();
      return toLawyerRecord(row);
    },
    async setImage(id: string, url: string | null) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ image: lawyers.image })
          .from(lawyers)
          .where(eq(lawyers.id, id))
          .for('update');
        if (!before) throw notFound();
        const [row] = await tx
          .update(lawyers)
          .set({ image: url, updatedAt: new Date() })
          .where(eq(lawyers.id, id))
          .returning();
        return { lawyer: toLawyerRecord(row!), replaced: before.image };
      });
    },
    async remove(id: string) {
      const [row] = await db.delete(lawyers).where(eq(lawyers.id, id)).returning();
      if (!row) throw notFound();
      return row;
    },
  };
}

export type Lawyers = ReturnType<typeof createLawyers>;
