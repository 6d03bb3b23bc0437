import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { levels, loginThrottle, passwordResets, sessions, users } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { ApiError } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { ensureStrongPassword, hashPassword, verifyDecoy, verifyPassword } from './passwords.ts';

/** The scope every `/api/console` route needs. */
export const consoleScope = 'console';

export const accessTokenSeconds = 15 * 60;
export const refreshTokenSeconds = 14 * 24 * 60 * 60;
const algorithm = 'HS256';
const issuer = 'taesung-api';

/** Failed logins: per address, and per username (which locks the account for a while). */
export const loginLimits = {
  windowMinutes: 15,
  perAddress: 20,
  perUsername: 5,
  lockMinutes: 15,
};

/** How long a mailed link to set a password works: a reset (recovery or sent by an administrator), an invitation. */
export const passwordLinkMinutes = { reset: 60, invitation: 72 * 60 } as const;

export type TokenType = 'refresh' | 'access';

export interface TokenClaims {
  sub: string;
  type: TokenType;
  scope: string[];
  /** The session (refresh token) an access token was made from. */
  sid: string;
  username: string;
  name: string;
}

/** Who is calling, once an access token has been checked. */
export interface Caller {
  userId: string;
  username: string;
  /** The scope of the account's level as stored now (not the token's, which may be up to 15 minutes old). */
  scope: string[];
  sessionId: string;
}

/** The signing secret: `JWT_SECRET`, or 64 random bytes made on the first start and kept in `DATA_DIR/jwt-secret`. */
export async function loadSigningSecret(config: { JWT_SECRET?: string; DATA_DIR: string }): Promise<Uint8Array> {
  if (config.JWT_SECRET) return new TextEncoder().encode(config.JWT_SECRET);
  const file = path.join(config.DATA_DIR, 'jwt-secret');
  await mkdir(config.DATA_DIR, { recursive: true });
  try {
    await writeFile(file, randomBytes(64).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret; delete it to make a new one`);
  return new TextEncoder().encode(secret);
}

const minutes = (count: number) => sql.raw(`interval '${Math.trunc(count)} minutes'`);

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** `Basic base64(utf8(username:password))` → its parts; null when the header is not that. */
export function parseBasic(header: string | undefined): { username: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return null;
  return { username: decoded.slice(0, colon).trim().toLowerCase(), password: decoded.slice(colon + 1) };
}

export function parseBearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

export function createAuth(db: Database, secret: Uint8Array) {
  async function sign(claims: TokenClaims, seconds: number, jti?: string) {
    const jwt = new SignJWT({ type: claims.type, scope: claims.scope, sid: claims.sid, username: claims.username, name: claims.name })
      .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + seconds);
    if (jti) jwt.setJti(jti);
    return jwt.sign(secret);
  }

  /** The claims of a token of the given type whose signature, algorithm, issuer and expiry hold; otherwise 401. */
  async function verify(token: string | null, type: TokenType): Promise<TokenClaims> {
    if (!token) throw new ApiError(401, 'UNAUTHORIZED');
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: [algorithm], issuer });
      if (payload.type !== type || typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || !Array.isArray(payload.scope)) {
        throw new ApiError(401, 'INVALID_TOKEN');
      }
      return {
        sub: payload.sub,
        type,
        sid: payload.sid,
        scope: payload.scope.filter((item): item is string => typeof item === 'string'),
        username: String(payload.username ?? ''),
        name: String(payload.name ?? ''),
      };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof joseErrors.JOSEError) throw new ApiError(401, 'INVALID_TOKEN');
      throw error;
    }
  }

  async function activeUser(where: ReturnType<typeof eq>) {
    const [row] = await db
      .select({ user: users, scope: levels.scope })
      .from(users)
      .innerJoin(levels, eq(levels.id, users.levelId))
      .where(and(where, eq(users.active, true), isNull(users.withdrawnAt)))
      .limit(1);
    return row;
  }

  /** Counts a failed login against the address and the username; the username's count locks it when it runs out. */
  async function recordFailure(address: string, username: string) {
    const window = sql`now() - ${minutes(loginLimits.windowMinutes)}`;
    for (const key of [`ip:${address}`, `user:${username}`]) {
      const [row] = await db
        .insert(loginThrottle)
        .values({ key, failures: 1, windowStart: new Date() })
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            failures: sql`case when ${loginThrottle.windowStart} < ${window} then 1 else ${loginThrottle.failures} + 1 end`,
            windowStart: sql`case when ${loginThrottle.windowStart} < ${window} then now() else ${loginThrottle.windowStart} end`,
          },
        })
        .returning();
      if (key.startsWith('user:') && row && row.failures >= loginLimits.perUsername) {
        await db
          .update(loginThrottle)
          .set({ failures: 0, windowStart: new Date(), lockedUntil: sql`now() + ${minutes(loginLimits.lockMinutes)}` })
          .where(eq(loginThrottle.key, key));
      }
    }
  }

  async function checkThrottle(address: string, username: string) {
    const rows = await db
      .select()
      .from(loginThrottle)
      .where(sql`${loginThrottle.key} in (${`ip:${address}`}, ${`user:${username}`})`);
    const now = Date.now();
    for (const row of rows) {
      if (row.key.startsWith('user:') && row.lockedUntil && row.lockedUntil.getTime() > now) {
        const minutes = Math.max(1, Math.ceil((row.lockedUntil.getTime() - now) / 60_000));
        throw new ApiError(429, 'ACCOUNT_LOCKED', { minutes }, { 'Retry-After': String(minutes * 60) });
      }
      const windowEnd = row.windowStart.getTime() + loginLimits.windowMinutes * 60_000;
      if (row.key.startsWith('ip:') && row.failures >= loginLimits.perAddress && windowEnd > now) {
        const minutes = Math.max(1, Math.ceil((windowEnd - now) / 60_000));
        throw new ApiError(429, 'LOGIN_THROTTLED', { minutes }, { 'Retry-After': String(minutes * 60) });
      }
    }
  }

  async function revokeSessions(userId: string, except?: string) {
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), except ? ne(sessions.id, except) : undefined));
  }

  /** A one-time token for the link that sets an account's password, valid for `minutes`. */
  async function passwordLink(userId: string, minutes: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db.insert(passwordResets).values({ id: newId(), userId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + minutes * 60_000) });
    return token;
  }

  return {
    verify,
    revokeSessions,
    passwordLink,

    /** Username and password → a refresh token (a new session). */
    async login(credentials: { username: string; password: string }, address: string): Promise<string> {
      await checkThrottle(address, credentials.username);
      const found = await activeUser(eq(users.username, credentials.username));
      const valid = found ? await verifyPassword(credentials.password, found.user.passwordHash) : await verifyDecoy(credentials.password);
      if (!found || !valid) {
        await recordFailure(address, credentials.username);
        throw new ApiError(401, 'INVALID_CREDENTIALS');
      }
      await db.delete(loginThrottle).where(eq(loginThrottle.key, `user:${credentials.username}`));
      const sessionId = newId();
      await db.insert(sessions).values({
        id: sessionId,
        userId: found.user.id,
        expiresAt: new Date(Date.now() + refreshTokenSeconds * 1000),
      });
      const { user, scope } = found;
      return sign({ sub: user.id, type: 'refresh', scope, sid: sessionId, username: user.username, name: user.name }, refreshTokenSeconds, sessionId);
    },

    /** A refresh token of a live session → an access token with the account's current scope. */
    async accessToken(refreshToken: string | null): Promise<string> {
      const claims = await verify(refreshToken, 'refresh');
      const [session] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, claims.sid), eq(sessions.userId, claims.sub), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
        .limit(1);
      const found = session ? await activeUser(eq(users.id, claims.sub)) : undefined;
      if (!found) throw new ApiError(401, 'INVALID_TOKEN');
      const { user, scope } = found;
      return sign({ sub: user.id, type: 'access', scope, sid: claims.sid, username: user.username, name: user.name }, accessTokenSeconds);
    },

    /** Ends the session of a refresh token (logout). */
    async logout(refreshToken: string | null): Promise<void> {
      const claims = await verify(refreshToken, 'refresh');
      await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, claims.sid), isNull(sessions.revokedAt)));
    },

    /**
     * The caller of an access token whose session is live and whose account is active; otherwise 401. Its scope
     * is the level's as stored now, so a level edited in the console applies to the next call.
     */
    async authenticate(accessToken: string | null): Promise<Caller> {
      const claims = await verify(accessToken, 'access');
      const [row] = await db
        .select({ scope: levels.scope })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .innerJoin(levels, eq(levels.id, users.levelId))
        .where(
          and(
            eq(sessions.id, claims.sid),
            eq(users.id, claims.sub),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
            eq(users.active, true),
            isNull(users.withdrawnAt),
          ),
        )
        .limit(1);
      if (!row) throw new ApiError(401, 'INVALID_TOKEN');
      return { userId: claims.sub, username: claims.username, scope: row.scope, sessionId: claims.sid };
    },

    /** Changes the caller's own password; every other session of the account ends. */
    async changePassword(caller: Caller, current: string, next: string): Promise<void> {
      const [user] = await db.select().from(users).where(eq(users.id, caller.userId)).limit(1);
      if (!user || !(await verifyPassword(current, user.passwordHash))) throw new ApiError(400, 'WRONG_PASSWORD');
      ensureStrongPassword(next, user, 'next');
      const passwordHash = await hashPassword(next);
      await db.update(users).set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, user.id));
      await revokeSessions(user.id, caller.sessionId);
    },

    /** A one-time reset token for an active account with this username and e-mail; null when there is none. */
    async createReset(username: string, email: string): Promise<{ token: string; user: typeof users.$inferSelect } | null> {
      const found = await activeUser(eq(users.username, username.toLowerCase()));
      if (!found || found.user.email.toLowerCase() !== email.toLowerCase()) return null;
      return { token: await passwordLink(found.user.id, passwordLinkMinutes.reset), user: found.user };
    },

    /**
     * Sets a new password with the token of a reset or invitation link (an account not withdrawn); the token is
     * spent, every session ends and the lock is lifted. A common or guessable password is refused first.
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const [pending] = await db
        .select({ user: users })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date()), isNull(users.withdrawnAt)))
        .limit(1);
      if (!pending) throw new ApiError(400, 'INVALID_RESET_TOKEN');
      ensureStrongPassword(password, pending.user, 'password');
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
          .returning();
        if (!reset) throw new ApiError(400, 'INVALID_RESET_TOKEN');
        const [user] = await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(users.id, reset.userId), isNull(users.withdrawnAt)))
          .returning();
        if (!user) throw new ApiError(400, 'INVALID_RESET_TOKEN');
        await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
        await tx.delete(loginThrottle).where(eq(loginThrottle.key, `user:${user.username}`));
      });
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
