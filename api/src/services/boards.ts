import { and, count, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  Board,
  BoardBulkInput,
  BoardCard,
  BoardCode,
  BoardInput,
  BoardListItem,
  BoardRecord,
  ConsoleBoardListQuery,
  LocalizedText,
  StoredFile,
} from '@taesung/shared/schemas';
import { boards } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { notFound } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { pick, type Locale } from '../lib/locale.ts';
import {
  allOf,
  countMatches,
  inLanguage,
  iso,
  isoOrNull,
  orderBy,
  pageOf,
  searchAny,
  searchDoubled,
  searchPage,
  searchText,
  windowOf,
  type OrderKey,
} from '../lib/query.ts';
import { sanitizeRichText, summaryText } from '../lib/sanitize.ts';

export type BoardRow = typeof boards.$inferSelect;

/** A post is public when it is published and its scheduled time, if any, has come. */
export const publicNow = () =>
  and(eq(boards.published, true), sql`(${boards.publishAt} is null or ${boards.publishAt} <= now())`);

type ListRow = Omit<BoardRow, 'content' | 'summary'>;

/** What every shape of a post answers as stored, in both languages or in one. */
const commonFields = (row: ListRow) => ({
  _id: row.id,
  code: row.code as BoardCode,
  thumb: row.thumb,
  video: row.video,
  subOnly: row.subOnly,
  category: row.category,
  files: row.files,
  published: row.published,
  pinned: row.pinned,
  publishAt: isoOrNull(row.publishAt),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export const toBoardListItem = (row: ListRow): BoardListItem => ({
  ...commonFields(row),
  subject: row.subject,
  subTitle: row.subTitle,
});

export const toBoardRecord = (row: BoardRow): BoardRecord => ({ ...toBoardListItem(row), content: row.content });

/** The excerpt of each language's body, as cards and meta descriptions show it. */
export const summaryOf = (content: LocalizedText): LocalizedText => ({
  ko: summaryText(content.ko),
  en: summaryText(content.en),
});

export const toBoardCard = (row: ListRow & { summary: LocalizedText }, locale: Locale): BoardCard => ({
  ...commonFields(row),
  subject: pick(row.subject, locale),
  subTitle: pick(row.subTitle, locale),
  summary: pick(row.summary, locale),
});

export const toBoard = (row: BoardRow, locale: Locale): Board => ({
  ...toBoardCard({ ...row, summary: row.summary ?? summaryOf(row.content) }, locale),
  content: pick(row.content, locale),
});

/** A post's stored fields from what staff sent: rich text sanitised, both languages present. */
export function boardValues(input: BoardInput) {
  const content = { ko: sanitizeRichText(input.content.ko), en: sanitizeRichText(input.content.en) };
  return {
    code: input.code,
    subject: { ko: input.subject.ko, en: input.subject.en },
    subTitle: { ko: input.subTitle.ko?.trim() ?? '', en: input.subTitle.en?.trim() ?? '' },
    content,
    summary: summaryOf(content),
    video: input.video ?? null,
    subOnly: input.subOnly ?? false,
    category: input.category ?? null,
    published: input.published,
    pinned: input.pinned,
    publishAt: input.publishAt ? new Date(input.publishAt) : null,
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

const { content: _content, summary: _summary, ...listColumns } = getTableColumns(boards);
const cardColumns = { ...listColumns, summary: boards.summary };

/** Sorts by the Korean subject. */
export const subjectKey = sql`(${boards.subject}->>'ko')`;
/** When a post goes or went public. */
export const publicationKey = sql`coalesce(${boards.publishAt}, ${boards.createdAt})`;

/** The console's orders: pinned posts first by default, else by the column asked for. */
function consoleOrder(query: Partial<Pick<ConsoleBoardListQuery, 'sort' | 'order'>>): OrderKey[] {
  const direction = query.order ?? 'desc';
  switch (query.sort) {
    case 'createdAt':
      return [
        [boards.createdAt, direction],
        [boards.id, direction],
      ];
    case 'updatedAt':
      return [
        [boards.updatedAt, direction],
        [boards.id, direction],
      ];
    case 'subject':
      return [
        [subjectKey, direction],
        [boards.id, direction],
      ];
    case 'publishAt':
      return [
        [publicationKey, direction],
        [boards.id, direction],
      ];
    default:
      return [
        [boards.pinned, 'desc'],
        [boards.createdAt, 'desc'],
        [boards.id, 'desc'],
      ];
  }
}

/** Public lists: pinned first, then by when each post went public. */
const publicOrder = [desc(boards.pinned), desc(publicationKey), desc(boards.id)];

function consoleWhere(query: ListQuery) {
  const term = query.search?.trim();
  return allOf(
    query.code ? eq(boards.code, query.code) : undefined,
    query.category ? eq(boards.category, query.category) : undefined,
    query.published ? eq(boards.published, query.published === 'true') : undefined,
    term ? searchDoubled(searchText(boards), [term]) : undefined,
  );
}

export function createBoards(db: Database) {
  async function listRows(where: SQL | undefined, query: ListQuery, order: SQL[]) {
    const { limit, offset } = pageOf(query);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(boards)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
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

  /**
   * Fills the excerpts of posts stored before they were kept (once per post; its `updatedAt` stays as it was) and
   * answers the rows with them.
   */
  async function withSummaries<Row extends { id: string; summary: LocalizedText | null }>(
    rows: Row[],
  ): Promise<(Row & { summary: LocalizedText })[]> {
    const missing = rows.filter((row) => row.summary === null).map((row) => row.id);
    if (missing.length === 0) return rows as (Row & { summary: LocalizedText })[];
    const bodies = await db
      .select({ id: boards.id, content: boards.content })
      .from(boards)
      .where(inArray(boards.id, missing));
    const filled = new Map(bodies.map((row) => [row.id, summaryOf(row.content)]));
    await Promise.all(
      [...filled].map(([id, summary]) =>
        db
          .update(boards)
          .set({ summary })
          .where(and(eq(boards.id, id), isNull(boards.summary))),
      ),
    );
    return rows.map((row) => ({ ...row, summary: row.summary ?? filled.get(row.id) ?? { ko: '', en: '' } }));
  }

  function publishedWhere(query: ListQuery, locale: Locale) {
    return allOf(
      publicNow(),
      query.code ? eq(boards.code, query.code) : undefined,
      query.category ? eq(boards.category, query.category) : undefined,
      searchAny(query.search, [inLanguage(boards.subject, locale), inLanguage(boards.content, locale)]),
    );
  }

  return {
    /** Public posts in the caller's language, card-sized: the excerpt stored at write, not the body. */
    async listPublished(query: ListQuery, locale: Locale) {
      const where = publishedWhere(query, locale);
      const { limit, offset } = pageOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select(cardColumns)
          .from(boards)
          .where(where)
          .orderBy(...publicOrder)
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(boards).where(where),
      ]);
      return {
        boards: (await withSummaries(rows)).map((row) => toBoardCard(row, locale)),
        totalCount: total?.value ?? 0,
      };
    },

    /** Public posts with their bodies (notices, which the guide page opens in place). */
    async listPublishedInFull(query: ListQuery, locale: Locale) {
      const { rows, totalCount } = await listRows(publishedWhere(query, locale), query, publicOrder);
      return { boards: rows.map((row) => toBoard(row, locale)), totalCount };
    },

    async getPublished(id: string, locale: Locale) {
      const [row] = await db
        .select()
        .from(boards)
        .where(and(eq(boards.id, id), publicNow()))
        .limit(1);
      if (!row) throw notFound();
      return toBoard(row, locale);
    },

    /** Posts of one code in full (`/center/notifications`). */
    async list(query: ListQuery & Partial<Pick<ConsoleBoardListQuery, 'sort' | 'order'>>) {
      const where = consoleWhere(query);
      const { rows, totalCount } = await listRows(where, query, orderBy(consoleOrder(query)));
      return { boards: rows.map(toBoardRecord), totalCount };
    },

    /** The console's list: card-sized posts, the count capped when searching. */
    async listItems(query: ListQuery & Pick<ConsoleBoardListQuery, 'sort' | 'order'>) {
      const where = consoleWhere(query);
      const { limit, offset } = pageOf(query);
      const keys = consoleOrder(query);
      const counted = await countMatches(db, boards, where, Boolean(query.search?.trim()));
      const rows = await searchPage({ limit, offset, dense: counted.capped }, (window) => {
        if (!window)
          return db
            .select(listColumns)
            .from(boards)
            .where(where)
            .orderBy(...orderBy(keys))
            .limit(limit)
            .offset(offset);
        const recent = windowOf(db, boards, listColumns, { keys, window });
        return db
          .select(listColumns)
          .from(recent.from)
          .where(where)
          .orderBy(...recent.order)
          .limit(limit)
          .offset(offset);
      });
      return { boards: rows.map(toBoardListItem), ...counted };
    },

    /** The earliest time a published post is scheduled for, after now. */
    async nextScheduled(): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<Date | string | null>`min(${boards.publishAt})` })
        .from(boards)
        .where(and(eq(boards.published, true), sql`${boards.publishAt} > now()`));
      return row?.at ? new Date(row.at) : null;
    },

    /** Publishes (at once, dropping a later schedule), unpublishes or deletes posts in one statement; deleted rows are answered for their files. */
    async bulk({ ids, action }: BoardBulkInput) {
      const unique = [...new Set(ids)];
      if (action === 'delete') {
        const removed = await db
          .delete(boards)
          .where(inArray(boards.id, unique))
          .returning({ thumb: boards.thumb, files: boards.files });
        return { count: removed.length, removed };
      }
      const changes =
        action === 'publish'
          ? {
              published: true,
              publishAt: sql`case when ${boards.publishAt} > now() then null else ${boards.publishAt} end`,
            }
          : { published: false };
      const changed = await db
        .update(boards)
        .set({ ...changes, updatedAt: new Date() })
        .where(inArray(boards.id, unique))
        .returning({ id: boards.id });
      return { count: changed.length, removed: [] };
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
        .values({
          id: newId(),
          ...boardValues(input),
          thumb: extra.thumb ?? null,
          files: extra.files ?? [],
          createdAt: now,
          updatedAt: now,
        })
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
        const [row] = await tx
          .update(boards)
          .set({ thumb: url, updatedAt: new Date() })
          .where(eq(boards.id, id))
          .returning();
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
