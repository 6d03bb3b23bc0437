import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Banner, BannerBreakpoint, BannerInput, BannerRecord } from '@taesung/shared/schemas';
import { banners } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { ApiError, notFound } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { pick, type Locale } from '../lib/locale.ts';
import { allOf, bothLanguages, displayedNow, iso, isoOrNull, pageOf, searchAny } from '../lib/query.ts';
import { checkWindow, dateOrNull, nextWindowChange } from './display-windows.ts';

interface Page {
  page: number;
  limit: number;
  search?: string;
}

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
          startAt: dateOrNull(input.startAt),
          endAt: dateOrNull(input.endAt),
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
            startAt: dateOrNull(input.startAt),
            endAt: dateOrNull(input.endAt),
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

export type Banners = ReturnType<typeof createBanners>;
