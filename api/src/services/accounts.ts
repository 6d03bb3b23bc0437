import { and, asc, count, desc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { allConsoleScopes, consoleScopes, type Level, type User, type UserCreateInput } from '@taesung/shared/schemas';
import { levels, passwordResets, sessions, users } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { ApiError, conflict, notFound } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { allOf, containing, iso, isoOrNull, pageOf, searchAny } from '../lib/query.ts';
import { normalizePhone } from '../lib/phone.ts';
import { consoleScope } from './auth.ts';
import { authorize, isGuarded, type Grantor } from './grants.ts';
import { noPassword } from './passwords.ts';

type LevelRow = typeof levels.$inferSelect;
type UserRow = typeof users.$inferSelect;

export const toLevel = (row: LevelRow): Level => ({
  _id: row.id,
  name: row.name,
  scope: row.scope,
  twoFactor: row.twoFactor,
});

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

/** The scopes of a level in the console's order; `console` comes with any module's scope, which needs it. */
export function levelScope(scope: readonly string[]): string[] {
  const held = new Set(scope);
  if (held.size > 0 && !held.has(consoleScope)) held.add(consoleScope);
  return allConsoleScopes.filter((item) => held.has(item));
}

/** What makes an account an administrator: its level holds the staff module (and so the console). */
const adminScope = [consoleScope, consoleScopes.staff];
const holdsAdminScope = () => sql`${levels.scope} @> ${JSON.stringify(adminScope)}::jsonb`;

/** Active accounts, not withdrawn, whose level holds `console:staff`. */
async function countAdmins(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .innerJoin(levels, eq(levels.id, users.levelId))
    .where(and(eq(users.active, true), isNull(users.withdrawnAt), holdsAdminScope()));
  return row?.value ?? 0;
}

/** Serializes the changes that can take an administrator away, so two of them cannot each leave the other last. */
const adminLock = 7_204_311;

/**
 * Runs a change in a transaction and undoes it with 409 `LAST_ADMIN` when it leaves no administrator where there
 * was one: deactivating, withdrawing or purging an account, moving it to another level, editing or deleting a level.
 */
async function keepingAnAdmin<T>(db: Database, change: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${adminLock})`);
    const before = await countAdmins(tx);
    const result = await change(tx);
    if (before > 0 && (await countAdmins(tx)) === 0) throw conflict('LAST_ADMIN');
    return result;
  });
}

/** A name, username or e-mail containing the term; digits (hyphens and spaces aside) also find a phone number. */
function searchUsers(search: string | undefined) {
  const term = search?.trim();
  if (!term) return undefined;
  const digits = term.replace(/\D/g, '');
  const phone =
    /^[\d\s-]+$/.test(term) && digits.length >= 3
      ? sql`replace(${users.phone}, '-', '') like ${containing(digits)}`
      : undefined;
  return or(searchAny(term, [users.username, users.name, users.email, users.phone]), phone);
}

/** A level as the rights check reads it; 400 `UNKNOWN_LEVEL` when there is none. */
async function levelOf(db: Database, id: string): Promise<LevelRow> {
  const [level] = await db.select().from(levels).where(eq(levels.id, id)).limit(1);
  if (!level) throw new ApiError(400, 'UNKNOWN_LEVEL');
  return level;
}

/**
 * Levels and accounts. Every change takes the account asking for it (`grantor`) and goes through `authorize`
 * (services/grants.ts) before it writes anything.
 */
export function createLevels(db: Database) {
  async function find(id: string) {
    const [row] = await db.select().from(levels).where(eq(levels.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

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
        db
          .select()
          .from(levels)
          .where(where)
          .orderBy(asc(levels.createdAt), asc(levels.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(levels).where(where),
      ]);
      return { levels: rows.map(toLevel), totalCount: total?.value ?? 0 };
    },
    async get(id: string) {
      return toLevel(await find(id));
    },
    /** A new level; one holding `console:staff` or `console:records` requires two-factor sign-in. */
    async create(input: { name: string; scope: readonly string[]; twoFactor?: boolean }, grantor: Grantor) {
      const scope = levelScope(input.scope);
      await authorize(db, grantor, { kind: 'create-level', scope, twoFactor: input.twoFactor });
      await ensureNameFree(input.name.trim());
      const [row] = await db
        .insert(levels)
        .values({
          id: newId(),
          name: input.name.trim(),
          scope,
          twoFactor: isGuarded(scope) || (input.twoFactor ?? false),
        })
        .returning();
      return toLevel(row!);
    },
    /** Changes a level; it applies to its accounts' next call. No edit leaves the console without an administrator. */
    async update(id: string, input: { name: string; scope: readonly string[]; twoFactor?: boolean }, grantor: Grantor) {
      const scope = levelScope(input.scope);
      const current = await find(id);
      await authorize(db, grantor, { kind: 'change-level', level: current, scope, twoFactor: input.twoFactor });
      await ensureNameFree(input.name.trim(), id);
      const twoFactor = isGuarded(scope) ? true : input.twoFactor;
      const row = await keepingAnAdmin(db, async (tx) => {
        const [updated] = await tx
          .update(levels)
          .set({ name: input.name.trim(), scope, twoFactor, updatedAt: new Date() })
          .where(eq(levels.id, id))
          .returning();
        return updated;
      });
      if (!row) throw notFound();
      return toLevel(row);
    },
    async remove(id: string, grantor: Grantor) {
      await authorize(db, grantor, { kind: 'delete-level', level: await find(id) });
      return keepingAnAdmin(db, async (tx) => {
        const [used] = await tx.select({ id: users.id }).from(users).where(eq(users.levelId, id)).limit(1);
        if (used) throw conflict('LEVEL_IN_USE');
        const [row] = await tx.delete(levels).where(eq(levels.id, id)).returning({ id: levels.id });
        if (!row) throw notFound();
      });
    },
  };
}

export function createUsers(db: Database) {
  async function find(id: string) {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  /** An account someone acts on, once `authorize` has let them (its level's scopes are all theirs). */
  async function managed(id: string, grantor: Grantor) {
    const row = await find(id);
    await authorize(db, grantor, { kind: 'account', account: id, from: await levelOf(db, row.levelId), to: null });
    return row;
  }

  /** Ends every session of an account (its next call answers 401); when it loses access, its unused links die too. */
  async function endSessions(tx: Database, userId: string, withLinks: boolean) {
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    if (withLinks)
      await tx.delete(passwordResets).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  }

  async function listed(withdrawn: boolean, query: Page & { level?: string; active?: 'true' | 'false' }) {
    const where = allOf(
      withdrawn ? isNotNull(users.withdrawnAt) : isNull(users.withdrawnAt),
      query.level ? eq(users.levelId, query.level) : undefined,
      query.active ? eq(users.active, query.active === 'true') : undefined,
      searchUsers(query.search),
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
    /** An account to act on (its sessions, its two-factor sign-in): 403 unless the grantor holds its level's scopes. */
    async manageable(id: string, grantor: Grantor) {
      return toUser(await managed(id, grantor));
    },
    /** A new account without a password: it sets one through the invitation it is mailed. */
    async create(input: UserCreateInput, grantor: Grantor) {
      await authorize(db, grantor, { kind: 'account', account: null, from: null, to: await levelOf(db, input.level) });
      const username = input.username.toLowerCase();
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
      if (taken) throw conflict('USERNAME_TAKEN');
      const [row] = await db
        .insert(users)
        .values({
          id: newId(),
          username,
          passwordHash: noPassword,
          name: input.name,
          email: input.email.toLowerCase(),
          phone: normalizePhone(input.phone),
          levelId: input.level,
          active: input.active,
        })
        .returning();
      return toUser(row!);
    },
    /**
     * Changes an account. Deactivating it or moving it to another level ends its sessions at once; nobody
     * deactivates or moves themselves, and no change leaves the console without an administrator.
     */
    async update(
      id: string,
      input: { name?: string; email?: string; phone?: string; level?: string; active?: boolean },
      grantor: Grantor,
    ) {
      const current = await find(id);
      const levelChanged = input.level !== undefined && input.level !== current.levelId;
      const to = levelChanged ? await levelOf(db, input.level!) : null;
      await authorize(db, grantor, { kind: 'account', account: id, from: await levelOf(db, current.levelId), to });
      if (id === grantor.userId && (input.active === false || levelChanged)) throw conflict('SELF_ACTION');
      const deactivated = input.active === false && current.active;
      const row = await keepingAnAdmin(db, async (tx) => {
        const [updated] = await tx
          .update(users)
          .set({
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.email !== undefined ? { email: input.email.toLowerCase() } : {}),
            ...(input.phone !== undefined ? { phone: normalizePhone(input.phone) } : {}),
            ...(input.level !== undefined ? { levelId: input.level } : {}),
            ...(input.active !== undefined ? { active: input.active } : {}),
            updatedAt: new Date(),
          })
          .where(and(eq(users.id, id), isNull(users.withdrawnAt)))
          .returning();
        if (updated && (deactivated || levelChanged)) await endSessions(tx, id, deactivated);
        return updated;
      });
      if (!row) throw notFound();
      return toUser(row);
    },
    /** The account a password link is sent to: not withdrawn, active (409 `ACCOUNT_WITHDRAWN`, `ACCOUNT_INACTIVE`). */
    async reachable(id: string, grantor: Grantor) {
      const row = await managed(id, grantor);
      if (row.withdrawnAt) throw conflict('ACCOUNT_WITHDRAWN');
      if (!row.active) throw conflict('ACCOUNT_INACTIVE');
      return row;
    },
    /** Withdraws an account: it can no longer log in and its sessions end; it stays restorable. */
    async withdraw(id: string, grantor: Grantor) {
      await managed(id, grantor);
      if (id === grantor.userId) throw conflict('SELF_ACTION');
      const row = await keepingAnAdmin(db, async (tx) => {
        const [withdrawn] = await tx
          .update(users)
          .set({ withdrawnAt: new Date(), active: false, updatedAt: new Date() })
          .where(and(eq(users.id, id), isNull(users.withdrawnAt)))
          .returning();
        if (withdrawn) await endSessions(tx, id, true);
        return withdrawn;
      });
      if (!row) throw notFound();
      return toUser(row);
    },
    async restore(id: string, grantor: Grantor) {
      await managed(id, grantor);
      const [row] = await db
        .update(users)
        .set({ withdrawnAt: null, active: true, updatedAt: new Date() })
        .where(and(eq(users.id, id), isNotNull(users.withdrawnAt)))
        .returning();
      if (!row) throw notFound();
      return toUser(row);
    },
    /** Deletes a withdrawn account for good. */
    async purge(id: string, grantor: Grantor) {
      const row = await managed(id, grantor);
      if (id === grantor.userId) throw conflict('SELF_ACTION');
      if (!row.withdrawnAt) throw conflict('NOT_WITHDRAWN');
      await keepingAnAdmin(db, (tx) => tx.delete(users).where(and(eq(users.id, id), isNotNull(users.withdrawnAt))));
    },
  };
}

export type Levels = ReturnType<typeof createLevels>;
export type Users = ReturnType<typeof createUsers>;
