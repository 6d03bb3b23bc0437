import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Board, BoardCode, BoardInput, BoardRecord, StoredFile } from '@taesung/shared/schemas';
import { boards } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { notFound } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { pick, type Locale } from '../lib/locale.ts';
import { allOf, bothLanguages, inLanguage, iso, pageOf, searchAny } from '../lib/query.ts';
import { sanitizeRichText, summaryText } from '../lib/sanitize.ts';

export type BoardRow = typeof boards.$inferSelect;

export const toBoardRecord = (row: BoardRow): BoardRecord => ({
  _id: row.id,
  code: row.code as BoardCode,
  subject: row.subject,
  subTitle: row.subTitle,
  content: row.content,
  thumb: row.thumb,
  video: row.video,
  subOnly: row.subOnly,
  category: row.category,
  files: row.files,
  published: row.published,
  pinned: row.pinned,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export const toBoard = (row: BoardRow, locale: Locale): Board => {
  const content = pick(row.content, locale);
  return {
    _id: row.id,
    code: row.code as BoardCode,
    thumb: row.thumb,
    video: row.video,
    subOnly: row.subOnly,
    category: row.category,
    files: row.files,
    published: row.published,
    pinned: row.pinned,
    subject: pick(row.subject, locale),
    subTitle: pick(row.subTitle, locale),
    content,
    summary: summaryText(content),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
};

/** A post's stored fields from what staff sent: rich text sanitised, both languages present. */
export function boardValues(input: BoardInput) {
  return {
    code: input.code,
    subject: { ko: input.subject.ko, en: input.subject.en },
    subTitle: { ko: input.subTitle.ko?.trim() ?? '', en: input.subTitle.en?.trim() ?? '' },
    content: { ko: sanitizeRichText(input.content.ko), en: sanitizeRichText(input.content.en) },
    video: input.video ?? null,
    subOnly: input.subOnly ?? false,
    category: input.category ?? null,
    published: input.published,
    pinned: input.pinned,
  };
}

interface ListQuery {
  page: number;
  limit: number;
  search?: string;
  code?: BoardCode;
  category?: string;
  published?: 'true' | 'false';
}

const order = [desc(boards.pinned), desc(boards.createdAt), desc(boards.id)];

export function createBoards(db: Database) {
  async function listRows(where: SQL | undefined, query: ListQuery) {
    const { limit, offset } = pageOf(query);
    const [rows, [total]] = await Promise.all([
      db.select().from(boards).where(where).orderBy(...order).limit(limit).offset(offset),
      db.select({ value: count() }).from(boards).where(where),
    ]);
    return { rows, totalCount: total?.value ?? 0 };
  }

  async function find(id: string) {
    const [row] = await db.select().from(boards).where(eq(boards.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  async function change(id: string, values: Partial<typeof boards.$inferInsert>, where?: SQL) {
    const [row] = await db
      .update(boards)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(boards.id, id), where))
      .returning();
    if (!row) throw notFound();
    return row;
  }

  return {
    /** Published posts in the caller's language. */
    async listPublished(query: ListQuery, locale: Locale) {
      const where = allOf(
        eq(boards.published, true),
        query.code ? eq(boards.code, query.code) : undefined,
        query.category ? eq(boards.category, query.category) : undefined,
        searchAny(query.search, [inLanguage(boards.subject, locale), inLanguage(boards.content, locale)]),
      );
      const { rows, totalCount } = await listRows(where, query);
      return { boards: rows.map((row) => toBoard(row, locale)), totalCount };
    },

    async getPublished(id: string, locale: Locale) {
      const [row] = await db
        .select()
        .from(boards)
        .where(and(eq(boards.id, id), eq(boards.published, true)))
        .limit(1);
      if (!row) throw notFound();
      return toBoard(row, locale);
    },

    async list(query: ListQuery) {
      const where = allOf(
        query.code ? eq(boards.code, query.code) : undefined,
        query.category ? eq(boards.category, query.category) : undefined,
        query.published ? eq(boards.published, query.published === 'true') : undefined,
        searchAny(query.search, [...bothLanguages(boards.subject), ...bothLanguages(boards.content)]),
      );
      const { rows, totalCount } = await listRows(where, query);
      return { boards: rows.map(toBoardRecord), totalCount };
    },

    async get(id: string, code?: BoardCode) {
      const row = await find(id);
      if (code && row.code !== code) throw notFound();
      return toBoardRecord(row);
    },

    async create(input: BoardInput, extra: { createdAt?: Date; thumb?: string | null; files?: StoredFile[] } = {}) {
      const now = extra.createdAt ?? new Date();
      const [row] = await db
        .insert(boards)
        .values({ id: newId(), ...boardValues(input), thumb: extra.thumb ?? null, files: extra.files ?? [], createdAt: now, updatedAt: now })
        .returning();
      return toBoardRecord(row!);
    },

    async update(id: string, input: BoardInput, code?: BoardCode) {
      return toBoardRecord(await change(id, boardValues(input), code ? eq(boards.code, code) : undefined));
    },

    /** Deletes a post; answers it so its files can be removed too. */
    async remove(id: string, code?: BoardCode) {
      const [row] = await db
        .delete(boards)
        .where(and(eq(boards.id, id), code ? eq(boards.code, code) : undefined))
        .returning();
      if (!row) throw notFound();
      return row;
    },

    /** Sets the thumbnail; answers the post and the URL it replaced. */
    async setThumb(id: string, url: string | null) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ thumb: boards.thumb }).from(boards).where(eq(boards.id, id)).for('update');
        if (!before) throw notFound();
        const [row] = await tx.update(boards).set({ thumb: url, updatedAt: new Date() }).where(eq(boards.id, id)).returning();
        return { board: toBoardRecord(row!), replaced: before.thumb };
      });
    },

    async addFiles(id: string, files: StoredFile[], code?: BoardCode) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ files: boards.files })
          .from(boards)
          .where(and(eq(boards.id, id), code ? eq(boards.code, code) : undefined))
          .for('update');
        if (!before) throw notFound();
        const [row] = await tx
          .update(boards)
          .set({ files: [...before.files, ...files], updatedAt: new Date() })
          .where(eq(boards.id, id))
          .returning();
        return toBoardRecord(row!);
      });
    },

    /** Drops one attachment; answers the post and the dropped file. */
    async removeFile(id: string, index: number, code?: BoardCode) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ files: boards.files })
          .from(boards)
          .where(and(eq(boards.id, id), code ? eq(boards.code, code) : undefined))
          .for('update');
        const removed = before?.files[index];
        if (!before || !removed) throw notFound();
        const [row] = await tx
          .update(boards)
          .set({ files: before.files.filter((_, position) => position !== index), updatedAt: new Date() })
          .where(eq(boards.id, id))
          .returning();
        return { board: toBoardRecord(row!), removed };
      });
    },
  };
}

export type Boards = ReturnType<typeof createBoards>;
