import { count, desc, eq, sql } from 'drizzle-orm';
import type { FileRecord } from '@taesung/shared/schemas';
import { boards, files } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { notFound } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { iso, pageOf, searchAny } from '../lib/query.ts';
import { uploadUrl } from './storage.ts';

type FileRow = typeof files.$inferSelect;

export const toFileRecord = (row: FileRow): FileRecord => ({
  _id: row.id,
  name: row.name,
  url: uploadUrl(row.storageName),
  size: row.size,
  type: row.type,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** The console's file library: uploads staff keep to link from posts and pages. */
export function createFiles(db: Database) {
  return {
    async list(query: { page: number; limit: number; search?: string }) {
      const where = searchAny(query.search, [files.name, files.type]);
      const { limit, offset } = pageOf(query);
      const [rows, [total]] = await Promise.all([
        db.select().from(files).where(where).orderBy(desc(files.createdAt), desc(files.id)).limit(limit).offset(offset),
        db.select({ value: count() }).from(files).where(where),
      ]);
      return { files: rows.map(toFileRecord), totalCount: total?.value ?? 0 };
    },
    async get(id: string) {
      const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
      if (!row) throw notFound();
      return toFileRecord(row);
    },
    async create(stored: { name: string; storageName: string; size: number; type: string }) {
      const [row] = await db
        .insert(files)
        .values({
          id: newId(),
          name: stored.name,
          storageName: stored.storageName,
          size: stored.size,
          type: stored.type,
        })
        .returning();
      return toFileRecord(row!);
    },
    async rename(id: string, name: string) {
      const [row] = await db.update(files).set({ name, updatedAt: new Date() }).where(eq(files.id, id)).returning();
      if (!row) throw notFound();
      return toFileRecord(row);
    },
    /**
     * The name a public upload is downloaded under: the library's, as staff last named it, or that of the post it is
     * attached to; null for anything else (pictures, which are shown rather than downloaded).
     */
    async downloadName(storageName: string): Promise<string | null> {
      const [kept] = await db
        .select({ name: files.name })
        .from(files)
        .where(eq(files.storageName, storageName))
        .limit(1);
      if (kept) return kept.name;
      const url = uploadUrl(storageName);
      const [post] = await db
        .select({ files: boards.files })
        .from(boards)
        .where(sql`${boards.files} @> ${JSON.stringify([{ url }])}::jsonb`)
        .limit(1);
      return post?.files.find((file) => file.url === url)?.name ?? null;
    },
    /**
     * Deletes a library entry. With `removeStored`, the stored file is deleted before the entry is let go, in one
     * transaction: when the store cannot delete it, the entry stays and the deletion can be tried again.
     */
    async remove(id: string, removeStored?: (row: FileRow) => Promise<void>) {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(files).where(eq(files.id, id)).returning();
        if (!row) throw notFound();
        await removeStored?.(row);
        return row;
      });
    },
  };
}

export type Files = ReturnType<typeof createFiles>;
