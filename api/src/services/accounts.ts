import { and, asc, count, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Level, User, UserCreateInput } from '@taesung/shared/schemas';
import { levels, sessions, users } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { ApiError, conflict, notFound } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { allOf, iso, isoOrNull, pageOf, searchAny } from '../lib/query.ts';
import { normalizePhone } from './forms.ts';
import { consoleScope } from './auth.ts';
import { hashPassword } from './passwords.ts';

type LevelRow = typeof levels.$inferSelect;
type UserRow = typeof users.$inferSelect;

export const toLevel = (row: LevelRow): Level => ({ _id: row.id, name: row.name, scope: row.scope });

export const toUser = (row: UserRow): User => ({
  _id: row.id,
  username: row.username,
  name: row.name,
  email: row.email,
  phone: row.phone,
  level: row.levelId,
  active: row.active,
  withdrawnAt: isoOrNull(row.withdrawnAt),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

interface Page {
  page: number;
  limit: number;
  search?: string;
}

const uniqueScope = (scope: string[]) => [...new Set(scope.map((item) => item.trim()).filter(Boolean))];

export function createLevels(db: Database) {
  async function ensureNameFree(name: string, except?: string) {
    const [taken] = await db
      .select({ id: levels.id })
      .from(levels)
      .where(and(eq(levels.name, name), except ? ne(levels.id, except) : undefined))
      .limit(1);
    if (taken) throw conflict('CONFLICT');
  }
  return {
    async list(query: Page) {
      const where = searchAny(query.search, [levels.name]);
      const { limit, offset } = pageOf(query);
      const [rows, [total]] = await Promise.all([
        db.select().from(levels).where(where).orderBy(asc(levels.createdAt), asc(levels.id)).limit(limit).offset(offset),
        db.select({ value: count() }).from(levels).where(where),
      ]);
      return { levels: rows.map(toLevel), totalCount: total?.value ?? 0 };
    },
    async get(id: string) {
      const [row] = await db.select().from(levels).where(eq(levels.id, id)).limit(1);
      if (!row) throw notFound();
      return toLevel(row);
    },
    async create(input: { name: string; scope: string[] }) {
      await ensureNameFree(input.name.trim());
      const [row] = await db
        .insert(levels)
        .values({ id: newId(), name: input.name.trim(), scope: uniqueScope(input.scope) })
        .returning();
      return toLevel(row!);
    },
    /** Changes a level; nobody takes the console away from their own level. */
    async update(id: string, input: { name: string; scope: string[] }, callerId?: string) {
      if (callerId && !input.scope.includes(consoleScope)) {
        const [own] = await db.select({ levelId: users.levelId }).from(users).where(eq(users.id, callerId)).limit(1);
        if (own?.levelId === id) throw conflict('SELF_ACTION');
      }
      await ensureNameFree(input.name.trim(), id);
      const [row] = await db
        .update(levels)
        .set({ name: input.name.trim(), scope: uniqueScope(input.scope), updatedAt: new Date() })
        .where(eq(levels.id, id))
        .returning();
      if (!row) throw notFound();
      return toLevel(row);
    },
    async remove(id: string) {
      return db.transaction(async (tx) => {
        const [used] = await tx.select({ id: users.id }).from(users).where(eq(users.levelId, id)).limit(1);
        if (used) throw conflict('LEVEL_IN_USE');
        const [row] = await tx.delete(levels).where(eq(levels.id, id)).returning({ id: levels.id });
        if (!row) throw notFound();
      });
    },
  };
}

export function createUsers(db: Database) {
  async function ensureLevel(levelId: string) {
    const [level] = await db.select({ id: levels.id }).from(levels).where(eq(levels.id, levelId)).limit(1);
    if (!level) throw new ApiError(400, 'UNKNOWN_LEVEL');
  }

  async function find(id: string) {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  async function endSessions(userId: string) {
    await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }

  async function listed(withdrawn: boolean, query: Page & { level?: string; active?: 'true' | 'false' }) {
    const where = allOf(
      withdrawn ? isNotNull(users.withdrawnAt) : isNull(users.withdrawnAt),
      query.level ? eq(users.levelId, query.level) : undefined,
      query.active ? eq(users.active, query.active === 'true') : undefined,
      searchAny(query.search, [users.username, users.name, users.email, users.phone]),
    );
    const { limit, offset } = pageOf(query);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(withdrawn ? desc(users.withdrawnAt) : desc(users.createdAt), desc(users.id))
        .limit(limit)
        .offset(offset),
      db.select({ value: count() }).from(users).where(where),
    ]);
    return { users: rows.map(toUser), totalCount: total?.value ?? 0 };
  }

  return {
    list: (query: Page & { level?: string; active?: 'true' | 'false' }) => listed(false, query),
    withdrawals: (query: Page & { level?: string; active?: 'true' | 'false' }) => listed(true, query),
    async get(id: string) {
      return toUser(await find(id));
    },
    async create(input: UserCreateInput) {
      const username = input.username.toLowerCase();
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
      if (taken) throw conflict('USERNAME_TAKEN');
      await ensureLevel(input.level);
      const passwordHash = await hashPassword(input.password);
      const [row] = await db
        .insert(users)
        .values({
          id: newId(),
          username,
          passwordHash,
          name: input.name,
          email: input.email.toLowerCase(),
          phone: normalizePhone(input.phone),
          levelId: input.level,
          active: input.active,
        })
        .returning();
      return toUser(row!);
    },
    async update(
      id: string,
      input: { name?: string; email?: string; phone?: string; level?: string; active?: boolean; password?: string },
      callerId: string,
    ) {
      if (id === callerId && (input.active === false || (input.level !== undefined && input.level !== (await find(id)).levelId))) {
        throw conflict('SELF_ACTION');
      }
      if (input.level) await ensureLevel(input.level);
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      const [row] = await db
        .update(users)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.email !== undefined ? { email: input.email.toLowerCase() } : {}),
          ...(input.phone !== undefined ? { phone: normalizePhone(input.phone) } : {}),
          ...(input.level !== undefined ? { levelId: input.level } : {}),
          ...(input.active !== undefined ? { active: input.active } : {}),
          ...(passwordHash ? { passwordHash, passwordChangedAt: new Date() } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(users.id, id), isNull(users.withdrawnAt)))
        .returning();
      if (!row) throw notFound();
      if (passwordHash || input.active === false) await endSessions(id);
      return toUser(row);
    },
    /** Withdraws an account: it can no longer log in and its sessions end; it stays restorable. */
    async withdraw(id: string, callerId: string) {
      if (id === callerId) throw conflict('SELF_ACTION');
      const [row] = await db
        .update(users)
        .set({ withdrawnAt: new Date(), active: false, updatedAt: new Date() })
        .where(and(eq(users.id, id), isNull(users.withdrawnAt)))
        .returning();
      if (!row) throw notFound();
      await endSessions(id);
      return toUser(row);
    },
    async restore(id: string) {
      const [row] = await db
        .update(users)
        .set({ withdrawnAt: null, active: true, updatedAt: new Date() })
        .where(and(eq(users.id, id), isNotNull(users.withdrawnAt)))
        .returning();
      if (!row) throw notFound();
      return toUser(row);
    },
    /** Deletes a withdrawn account for good. */
    async purge(id: string, callerId: string) {
      if (id === callerId) throw conflict('SELF_ACTION');
      const row = await find(id);
      if (!row.withdrawnAt) throw conflict('NOT_WITHDRAWN');
      await db.delete(users).where(and(eq(users.id, id), isNotNull(users.withdrawnAt)));
    },
  };
}

export type Levels = ReturnType<typeof createLevels>;
export type Users = ReturnType<typeof createUsers>;
