import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Popup, PopupInput, PopupRecord } from '@taesung/shared/schemas';
import { popups } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { notFound } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { pick, type Locale } from '../lib/locale.ts';
import { allOf, bothLanguages, displayedNow, iso, isoOrNull, pageOf, searchAny } from '../lib/query.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { checkWindow, dateOrNull, nextWindowChange } from './display-windows.ts';

interface Page {
  page: number;
  limit: number;
  search?: string;
}

type PopupRow = typeof popups.$inferSelect;

export const toPopupRecord = (row: PopupRow): PopupRecord => ({
  _id: row.id,
  image: row.image,
  link: row.link,
  width: row.width,
  height: row.height,
  startAt: isoOrNull(row.startAt),
  endAt: isoOrNull(row.endAt),
  active: row.active,
  order: row.order,
  title: row.title,
  content: row.content,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export const toPopup = (row: PopupRow, locale: Locale): Popup => ({
  _id: row.id,
  image: row.image,
  link: row.link,
  width: row.width,
  height: row.height,
  startAt: isoOrNull(row.startAt),
  endAt: isoOrNull(row.endAt),
  active: row.active,
  order: row.order,
  title: pick(row.title, locale),
  content: pick(row.content, locale),
});

export function popupValues(input: PopupInput) {
  checkWindow(input.startAt, input.endAt);
  return {
    title: { ko: input.title.ko.trim(), en: input.title.en.trim() },
    content: { ko: sanitizeRichText(input.content.ko), en: sanitizeRichText(input.content.en) },
    link: input.link,
    width: input.width,
    height: input.height,
    startAt: dateOrNull(input.startAt),
    endAt: dateOrNull(input.endAt),
    active: input.active,
    order: input.order,
  };
}

export function createPopups(db: Database) {
  const order = [asc(popups.order), desc(popups.createdAt), desc(popups.id)];
  return {
    /** Active popups whose display window holds now. */
    async listShown(locale: Locale) {
      const rows = await db
        .select()
        .from(popups)
        .where(and(eq(popups.active, true), displayedNow(popups.startAt, popups.endAt)))
        .orderBy(...order);
      return rows.map((row) => toPopup(row, locale));
    },
    nextWindowChange: () => nextWindowChange(db, popups),
    async list(query: Page & { active?: 'true' | 'false' }) {
      const where = allOf(
        query.active ? eq(popups.active, query.active === 'true') : undefined,
        searchAny(query.search, [...bothLanguages(popups.title), ...bothLanguages(popups.content)]),
      );
      const { limit, offset } = pageOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(popups)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(popups).where(where),
      ]);
      return { popups: rows.map(toPopupRecord), totalCount: total?.value ?? 0 };
    },
    async get(id: string) {
      const [row] = await db.select().from(popups).where(eq(popups.id, id)).limit(1);
      if (!row) throw notFound();
      return toPopupRecord(row);
    },
    async create(input: PopupInput, image: string | null = null) {
      const [row] = await db
        .insert(popups)
        .values({ id: newId(), ...popupValues(input), image })
        .returning();
      return toPopupRecord(row!);
    },
    async update(id: string, input: PopupInput) {
      const [row] = await db
        .update(popups)
        .set({ ...popupValues(input), updatedAt: new Date() })
        .where(eq(popups.id, id))
        .returning();
      if (!row) throw notFound();
      return toPopupRecord(row);
    },
    async setImage(id: string, url: string | null) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ image: popups.image }).from(popups).where(eq(popups.id, id)).for('update');
        if (!before) throw notFound();
        const [row] = await tx
          .update(popups)
          .set({ image: url, updatedAt: new Date() })
          .where(eq(popups.id, id))
          .returning();
        return { popup: toPopupRecord(row!), replaced: before.image };
      });
    },
    async remove(id: string) {
      const [row] = await db.delete(popups).where(eq(popups.id, id)).returning();
      if (!row) throw notFound();
      return row;
    },
  };
}

export type Popups = ReturnType<typeof createPopups>;
