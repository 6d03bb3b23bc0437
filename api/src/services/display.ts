import { and, asc, count, desc, eq, gt, min, type AnyColumn } from 'drizzle-orm';
import type {
  Banner,
  BannerBreakpoint,
  BannerInput,
  BannerRecord,
  Popup,
  PopupInput,
  PopupRecord,
} from '@taesung/shared/schemas';
import { banners, popups } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { ApiError, notFound } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { pick, type Locale } from '../lib/locale.ts';
import { allOf, bothLanguages, displayedNow, iso, isoOrNull, pageOf, searchAny } from '../lib/query.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';

interface Page {
  page: number;
  limit: number;
  search?: string;
}

const date = (value: string | null) => (value ? new Date(value) : null);

/** The next time an active item of a table starts or stops being shown (the public pages change then). */
async function nextWindowChange(db: Database, table: typeof banners | typeof popups): Promise<Date | null> {
  const now = new Date();
  const soonest = async (column: AnyColumn) => {
    const [row] = await db
      .select({ at: min(column) })
      .from(table)
      .where(and(eq(table.active, true), gt(column, now)));
    return (row?.at as Date | null | undefined) ?? null;
  };
  const times = (await Promise.all([soonest(table.startAt), soonest(table.endAt)])).filter(
    (at): at is Date => at !== null,
  );
  return times.length ? new Date(Math.min(...times.map((at) => at.getTime()))) : null;
}

/* Banners. */

type BannerRow = typeof banners.$inferSelect;

export const toBannerRecord = (row: BannerRow): BannerRecord => ({
  _id: row.id,
  code: row.code,
  link: row.link,
  startAt: isoOrNull(row.startAt),
  endAt: isoOrNull(row.endAt),
  active: row.active,
  order: row.order,
  title: row.title,
  images: row.images,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export const toBanner = (row: BannerRow, locale: Locale): Banner => ({
  _id: row.id,
  code: row.code,
  link: row.link,
  startAt: isoOrNull(row.startAt),
  endAt: isoOrNull(row.endAt),
  active: row.active,
  order: row.order,
  title: pick(row.title, locale),
  images: row.images.map((image) => ({ url: image.url, alt: pick(image.alt, locale), breakpoint: image.breakpoint })),
});

function checkWindow(startAt: string | null, endAt: string | null) {
  if (startAt && endAt && new Date(endAt) <= new Date(startAt)) throw new ApiError(400, 'VALIDATION_FAILED');
}

export function createBanners(db: Database) {
  const order = [asc(banners.order), desc(banners.createdAt), desc(banners.id)];

  async function changeImages(id: string, change: (images: BannerRow['images']) => BannerRow['images']) {
    return db.transaction(async (tx) => {
      const [before] = await tx
        .select({ images: banners.images })
        .from(banners)
        .where(eq(banners.id, id))
        .for('update');
      if (!before) throw notFound();
      const images = change(before.images);
      const [row] = await tx
        .update(banners)
        .set({ images, updatedAt: new Date() })
        .where(eq(banners.id, id))
        .returning();
      const kept = new Set(images.map((image) => image.url));
      return {
        banner: toBannerRecord(row!),
        dropped: before.images.map((image) => image.url).filter((url) => !kept.has(url)),
      };
    });
  }

  return {
    /** Active banners of a placement whose display window holds now. */
    async listShown(code: string, locale: Locale) {
      const rows = await db
        .select()
        .from(banners)
        .where(and(eq(banners.code, code), eq(banners.active, true), displayedNow(banners.startAt, banners.endAt)))
        .orderBy(...order);
      return rows.map((row) => toBanner(row, locale));
    },
    async list(query: Page & { code?: string; active?: 'true' | 'false' }) {
      const where = allOf(
        query.code ? eq(banners.code, query.code) : undefined,
        query.active ? eq(banners.active, query.active === 'true') : undefined,
        searchAny(query.search, [banners.code, ...bothLanguages(banners.title)]),
      );
      const { limit, offset } = pageOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(banners)
          .where(where)
          .orderBy(asc(banners.code), ...order)
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(banners).where(where),
      ]);
      return { banners: rows.map(toBannerRecord), totalCount: total?.value ?? 0 };
    },
    async get(id: string) {
      const [row] = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
      if (!row) throw notFound();
      return toBannerRecord(row);
    },
    async create(input: BannerInput) {
      checkWindow(input.startAt, input.endAt);
      const [row] = await db
        .insert(banners)
        .values({
          id: newId(),
          code: input.code,
          title: input.title,
          link: input.link,
          startAt: date(input.startAt),
          endAt: date(input.endAt),
          active: input.active,
          order: input.order,
          images: [],
        })
        .returning();
      return toBannerRecord(row!);
    },
    /** Saves a banner; answers it and the picture URLs it no longer uses. */
    async update(id: string, input: BannerInput) {
      checkWindow(input.startAt, input.endAt);
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ images: banners.images })
          .from(banners)
          .where(eq(banners.id, id))
          .for('update');
        if (!before) throw notFound();
        const known = new Set(before.images.map((image) => image.url));
        if (input.images?.some((image) => !known.has(image.url))) throw new ApiError(400, 'VALIDATION_FAILED');
        const images = input.images ?? before.images;
        const [row] = await tx
          .update(banners)
          .set({
            code: input.code,
            title: input.title,
            link: input.link,
            startAt: date(input.startAt),
            endAt: date(input.endAt),
            active: input.active,
            order: input.order,
            images,
            updatedAt: new Date(),
          })
          .where(eq(banners.id, id))
          .returning();
        const kept = new Set(images.map((image) => image.url));
        return {
          banner: toBannerRecord(row!),
          dropped: before.images.map((image) => image.url).filter((url) => !kept.has(url)),
        };
      });
    },
    /**
     * Puts a picture at `index` (replacing one there, or appending at the end). The text and screen size not given
     * stay those of the picture replaced (a new one: no text, `desktop`).
     */
    async setImage(
      id: string,
      index: number,
      url: string,
      details: { alt?: { ko: string; en: string }; breakpoint?: BannerBreakpoint } = {},
    ) {
      return changeImages(id, (images) => {
        if (index > images.length) throw new ApiError(400, 'VALIDATION_FAILED');
        const next = [...images];
        next[index] = {
          url,
          alt: details.alt ?? images[index]?.alt ?? { ko: '', en: '' },
          breakpoint: details.breakpoint ?? images[index]?.breakpoint ?? 'desktop',
        };
        return next;
      });
    },
    nextWindowChange: () => nextWindowChange(db, banners),
    async removeImage(id: string, index: number) {
      return changeImages(id, (images) => {
        if (!images[index]) throw notFound();
        return images.filter((_, position) => position !== index);
      });
    },
    async remove(id: string) {
      const [row] = await db.delete(banners).where(eq(banners.id, id)).returning();
      if (!row) throw notFound();
      return row;
    },
  };
}

/* Popups. */

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
    startAt: date(input.startAt),
    endAt: date(input.endAt),
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

export type Banners = ReturnType<typeof createBanners>;
export type Popups = ReturnType<typeof createPopups>;
