import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { SessionItem } from '@taesung/shared/schemas';
import { levels, loginThrottle, passwordResets, sessions, settings, users } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { ApiError } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { iso } from '../lib/query.ts';
import type { AccessEntry } from './access-records.ts';
import { ensureStrongPassword, hashPassword, verifyDecoy, verifyPassword } from './passwords.ts';
import { createTwoFactor, type Clock } from './two-factor.ts';

/** The scope every `/api/console` route needs. */
export const consoleScope = 'console';

export const accessTokenSeconds = 15 * 60;
/** A session's absolute lifetime: it ends 12 hours after sign-in however active it is. */
export const refreshTokenSeconds = 12 * 60 * 60;
/** The time to give the second step of a sign-in. */
export const twoFactorTicketSeconds = 5 * 60;
/** The idle timeout when the settings give none (`privacy.idleMinutes`). */
export const defaultIdleMinutes = 30;
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

export type TokenType = 'refresh' | 'access' | 'two-factor';

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
  /** The level requires two-factor sign-in and the account has not enrolled: only its own two-factor and session routes are open. */
  twoFactorPending?: boolean;
}

/** Where a sign-in comes from. */
export interface Client {
  address: string;
  userAgent?: string;
}

/** Leaves an access record (the route binds it to its request). */
export type Recorder = (entry: AccessEntry) => Promise<unknown>;

export type LoginResult =
  { refreshToken: string; accessToken: string } | { twoFactor: { ticket: string; expiresIn: number } };

/** `Chrome · Windows` from a User-Agent: enough for staff to recognise their own devices, nothing more. */
export function describeDevice(userAgent: string | undefined): string {
  const agent = userAgent ?? '';
  const browser =
    [
      [/Edg\//, 'Edge'],
      [/Whale\//, 'Whale'],
      [/SamsungBrowser\//, 'Samsung Internet'],
      [/Firefox\//, 'Firefox'],
      [/Chrome\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ].find(([pattern]) => (pattern as RegExp).test(agent))?.[1] ?? '';
  const system =
    [
      [/Windows/, 'Windows'],
      [/iPhone|iPad/, 'iOS'],
      [/Android/, 'Android'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/Linux/, 'Linux'],
    ].find(([pattern]) => (pattern as RegExp).test(agent))?.[1] ?? '';
  return [browser, system].filter(Boolean).join(' · ') || agent.slice(0, 60);
}

interface SessionTimes {
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  idleMinutes: number;
}

/**
 * A session's last use is written at most this often, so the stored time may lag the last call by as much: the idle
 * timeout counts from it plus this, and never ends a session before the page (which counts from its own last call)
 * expects.
 */
const lastUseWriteMs = 60_000;

/** Why a session is over by the clock (`idle`, `lifetime`), or null while it lasts. */
export function sessionOver(session: Omit<SessionTimes, 'revokedAt'>, now: Date): 'idle' | 'lifetime' | null {
  const end = Math.min(session.expiresAt.getTime(), session.createdAt.getTime() + refreshTokenSeconds * 1000);
  if (now.getTime() >= end) return 'lifetime';
  if (now.getTime() - session.lastUsedAt.getTime() >= session.idleMinutes * 60_000 + lastUseWriteMs) return 'idle';
  return null;
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

/** A refresh token past its expiry (authenticated): its session has reached its lifetime. */
class ExpiredRefresh extends ApiError {
  readonly userId: string;
  readonly sessionId: string;

  constructor(userId: string, sessionId: string) {
    super(401, 'SESSION_EXPIRED');
    this.userId = userId;
    this.sessionId = sessionId;
  }
}

/** The idle timeout in the settings, as a subquery. */
const idleMinutesSql = sql<number>`coalesce((select (${settings.data}->'privacy'->>'idleMinutes')::int from ${settings} where ${settings.id} = 'site'), ${sql.raw(String(defaultIdleMinutes))})`;

export function createAuth(db: Database, secret: Uint8Array, clock: Clock = { now: () => new Date() }) {
  const twoFactor = createTwoFactor(db, clock);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  async function sign(claims: TokenClaims, seconds: number, jti?: string) {
    const jwt = new SignJWT({
      type: claims.type,
      scope: claims.scope,
      sid: claims.sid,
      username: claims.username,
      name: claims.name,
    })
      .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(issuer)
      .setIssuedAt(nowSeconds())
      .setExpirationTime(nowSeconds() + seconds);
    if (jti) jwt.setJti(jti);
    return jwt.sign(secret);
  }

  /** The claims of a token of the given type whose signature, algorithm, issuer and expiry hold; otherwise 401. */
  async function verify(token: string | null, type: TokenType): Promise<TokenClaims> {
    if (!token) throw new ApiError(401, 'UNAUTHORIZED');
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: [algorithm], issuer, currentDate: clock.now() });
      if (
        payload.type !== type ||
        typeof payload.sub !== 'string' ||
        typeof payload.sid !== 'string' ||
        !Array.isArray(payload.scope)
      ) {
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
      if (type === 'two-factor' && error instanceof joseErrors.JWTExpired)
        throw new ApiError(401, 'TWO_FACTOR_TICKET_EXPIRED');
      if (type === 'refresh' && error instanceof joseErrors.JWTExpired && error.payload.type === 'refresh') {
        throw new ExpiredRefresh(String(error.payload.sub), String(error.payload.sid));
      }
      if (error instanceof joseErrors.JOSEError) throw new ApiError(401, 'INVALID_TOKEN');
      throw error;
    }
  }

  async function activeUser(where: ReturnType<typeof eq>) {
    const [row] = await db
      .select({ user: users, scope: levels.scope, twoFactorRequired: levels.twoFactor })
      .from(users)
      .innerJoin(levels, eq(levels.id, users.levelId))
      .where(and(where, eq(users.active, true), isNull(users.withdrawnAt)))
      .limit(1);
    return row;
  }

  /** Counts a failed login against the address and the username; the username's count locks it when it runs out. */
  async function recordFailure(address: string, username: string): Promise<boolean> {
    let locked = false;
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
        locked = true;
      }
    }
    return locked;
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
      .where(
        and(eq(sessions.userId, userId), isNull(sessions.revokedAt), except ? ne(sessions.id, except) : undefined),
      );
  }

  /** A one-time token for the link that sets an account's password, valid for `minutes`; only its SHA-256 is kept. */
  async function passwordLink(userId: string, minutes: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db
      .insert(passwordResets)
      .values({ id: newId(), userId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + minutes * 60_000) });
    return token;
  }

  /** A new session and both of its tokens. */
  async function openSession(found: NonNullable<Awaited<ReturnType<typeof activeUser>>>, client: Client) {
    const { user, scope } = found;
    const sessionId = newId();
    const now = clock.now();
    await db.insert(sessions).values({
      id: sessionId,
      userId: user.id,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + refreshTokenSeconds * 1000),
      device: describeDevice(client.userAgent),
      address: client.address,
    });
    const claims = { sub: user.id, scope, sid: sessionId, username: user.username, name: user.name };
    return {
      refreshToken: await sign({ ...claims, type: 'refresh' }, refreshTokenSeconds, sessionId),
      accessToken: await sign({ ...claims, type: 'access' }, accessTokenSeconds),
    };
  }

  const accountOf = (user: { id: string; username: string }) => ({ _id: user.id, username: user.username });

  /** The throttle's refusal, recorded. */
  async function checkThrottleRecorded(
    address: string,
    username: string,
    account: { _id: string; username: string } | null,
    record: Recorder,
  ) {
    try {
      await checkThrottle(address, username);
    } catch (error) {
      if (error instanceof ApiError)
        await record({
          action: 'sign_in_locked',
          account,
          detail: error.code === 'ACCOUNT_LOCKED' ? 'attempt while locked' : 'address throttled',
        });
      throw error;
    }
  }

  /** A failed step counted against the address and the account, and recorded (with the lock when it locks). */
  async function failed(
    client: Client,
    username: string,
    account: { _id: string; username: string } | null,
    action: 'sign_in_failed' | 'two_factor_failed',
    record: Recorder,
    detail: string | null = null,
  ) {
    const locked = await recordFailure(client.address, username);
    await record({ action, account, detail });
    if (locked) await record({ action: 'sign_in_locked', account, detail: 'account locked' });
  }

  /**
   * A signed-in account proving itself again (`what`: its current password, a code): refused while the account is
   * locked or the address throttled, as a sign-in is; a wrong password (`WRONG_PASSWORD`) or code
   * (`TWO_FACTOR_INVALID`) counts toward the lock and is recorded as a failed sign-in.
   */
  async function provingAgain<T>(
    caller: Caller,
    client: Client,
    record: Recorder,
    what: string,
    check: (user: typeof users.$inferSelect) => Promise<T>,
  ): Promise<T> {
    const [user] = await db.select().from(users).where(eq(users.id, caller.userId)).limit(1);
    if (!user) throw new ApiError(401, 'INVALID_TOKEN');
    const account = accountOf(user);
    await checkThrottleRecorded(client.address, user.username, account, record);
    try {
      return await check(user);
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'WRONG_PASSWORD' || error.code === 'TWO_FACTOR_INVALID')) {
        await failed(
          client,
          user.username,
          account,
          error.code === 'WRONG_PASSWORD' ? 'sign_in_failed' : 'two_factor_failed',
          record,
          what,
        );
      }
      throw error;
    }
  }

  /** The session of a token by id, with its account and the idle timeout; null when unknown. */
  async function sessionRow(sessionId: string, userId: string) {
    const [row] = await db
      .select({
        session: sessions,
        scope: levels.scope,
        username: users.username,
        twoFactorPending: sql<boolean>`(${levels.twoFactor} and ${users.totpEnabledAt} is null)`,
        live: sql<boolean>`(${users.active} and ${users.withdrawnAt} is null)`,
        idleMinutes: idleMinutesSql,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(levels, eq(levels.id, users.levelId))
      .where(and(eq(sessions.id, sessionId), eq(users.id, userId)))
      .limit(1);
    return row ? { ...row, idleMinutes: Number(row.idleMinutes) } : null;
  }

  /**
   * A session still usable now; otherwise 401: `SESSION_EXPIRED` when the clock ended it (idle or past its lifetime,
   * ended here and recorded once), `INVALID_TOKEN` when it was ended or its account cannot sign in.
   */
  async function liveSession(sessionId: string, userId: string, record?: Recorder) {
    const row = await sessionRow(sessionId, userId);
    if (!row || !row.live) throw new ApiError(401, 'INVALID_TOKEN');
    const now = clock.now();
    const { session } = row;
    if (session.revokedAt) {
      const overWhenEnded = sessionOver({ ...session, idleMinutes: row.idleMinutes }, session.revokedAt);
      throw new ApiError(401, overWhenEnded ? 'SESSION_EXPIRED' : 'INVALID_TOKEN');
    }
    const over = sessionOver({ ...session, idleMinutes: row.idleMinutes }, now);
    if (over) {
      const [ended] = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      if (ended && record) {
        await record({
          action: 'session_ended',
          account: { _id: userId, username: row.username },
          detail: over === 'idle' ? `idle ${row.idleMinutes} minutes` : 'lifetime 12 hours',
        });
      }
      throw new ApiError(401, 'SESSION_EXPIRED');
    }
    return row;
  }

  const toSessionItem = (session: typeof sessions.$inferSelect): SessionItem => ({
    _id: session.id,
    device: session.device,
    address: session.address,
    createdAt: iso(session.createdAt),
    lastUsedAt: iso(session.lastUsedAt),
    expiresAt: iso(
      new Date(Math.min(session.expiresAt.getTime(), session.createdAt.getTime() + refreshTokenSeconds * 1000)),
    ),
  });

  async function endSessions(userId: string, sessionId?: string): Promise<number> {
    const ended = await db
      .update(sessions)
      .set({ revokedAt: clock.now() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          sessionId ? eq(sessions.id, sessionId) : undefined,
        ),
      )
      .returning({ id: sessions.id });
    return ended.length;
  }

  return {
    verify,
    revokeSessions,
    passwordLink,
    twoFactor,
    clock,

    /**
     * Username and password → both tokens of a new session, or, when the account has two-factor sign-in on, a ticket
     * for the second step (`completeTwoFactor`). Failures count towards the lockout; every outcome is recorded.
     */
    async login(
      credentials: { username: string; password: string },
      client: Client,
      record: Recorder,
    ): Promise<LoginResult> {
      const username = credentials.username.trim().toLowerCase();
      const found = await activeUser(eq(users.username, username));
      const account = found ? accountOf(found.user) : null;
      await checkThrottleRecorded(client.address, username, account, record);
      const valid = found
        ? await verifyPassword(credentials.password, found.user.passwordHash)
        : await verifyDecoy(credentials.password);
      if (!found || !valid) {
        await failed(client, username, account, 'sign_in_failed', record);
        throw new ApiError(401, 'INVALID_CREDENTIALS');
      }
      if (found.user.totpEnabledAt && found.user.totpSecret) {
        const ticket = await sign(
          { sub: found.user.id, type: 'two-factor', scope: [], sid: '', username, name: '' },
          twoFactorTicketSeconds,
        );
        return { twoFactor: { ticket, expiresIn: twoFactorTicketSeconds } };
      }
      await db.delete(loginThrottle).where(eq(loginThrottle.key, `user:${username}`));
      const tokens = await openSession(found, client);
      await record({
        action: 'sign_in',
        account,
        detail: found.twoFactorRequired ? 'two-factor enrolment required' : null,
      });
      return tokens;
    },

    /** The second step: the ticket of the first and a code (or a recovery code) → both tokens of a new session. */
    async completeTwoFactor(
      input: { ticket: string } & ({ code: string } | { recoveryCode: string }),
      client: Client,
      record: Recorder,
    ) {
      const claims = await verify(input.ticket, 'two-factor');
      const found = await activeUser(eq(users.id, claims.sub));
      if (!found) throw new ApiError(401, 'INVALID_TOKEN');
      const account = accountOf(found.user);
      await checkThrottleRecorded(client.address, found.user.username, account, record);
      let used: 'code' | 'recovery_code';
      try {
        used = await twoFactor.verify(
          found.user.id,
          'code' in input ? { code: input.code } : { recoveryCode: input.recoveryCode },
        );
      } catch (error) {
        if (error instanceof ApiError && error.code === 'TWO_FACTOR_INVALID')
          await failed(client, found.user.username, account, 'two_factor_failed', record);
        throw error;
      }
      await db.delete(loginThrottle).where(eq(loginThrottle.key, `user:${found.user.username}`));
      const tokens = await openSession(found, client);
      await record({ action: 'sign_in', account, detail: used === 'code' ? 'two-factor code' : 'recovery code' });
      return tokens;
    },

    /** A refresh token of a live session (not idle, within its lifetime) → an access token with the account's current scope. */
    async accessToken(refreshToken: string | null, record?: Recorder): Promise<string> {
      const claims = await verify(refreshToken, 'refresh').catch(async (error: unknown) => {
        if (error instanceof ExpiredRefresh) await liveSession(error.sessionId, error.userId, record);
        throw error;
      });
      await liveSession(claims.sid, claims.sub, record);
      const found = await activeUser(eq(users.id, claims.sub));
      if (!found) throw new ApiError(401, 'INVALID_TOKEN');
      const { user, scope } = found;
      return sign(
        { sub: user.id, type: 'access', scope, sid: claims.sid, username: user.username, name: user.name },
        accessTokenSeconds,
      );
    },

    /** Ends the session of a refresh token (logout); the account it belonged to, or null when it had already ended. */
    async logout(refreshToken: string | null): Promise<{ _id: string; username: string } | null> {
      const claims = await verify(refreshToken, 'refresh');
      const ended = await endSessions(claims.sub, claims.sid);
      return ended ? { _id: claims.sub, username: claims.username } : null;
    },

    /**
     * The caller of an access token whose session is live (not idle, within its lifetime) and whose account is
     * active; otherwise 401. Its scope is the level's as stored now, so a level edited in the console applies to the
     * next call. The session's last use is written at most once a minute.
     */
    async authenticate(accessToken: string | null, record?: Recorder): Promise<Caller> {
      const claims = await verify(accessToken, 'access');
      const row = await liveSession(claims.sid, claims.sub, record);
      const now = clock.now();
      if (now.getTime() - row.session.lastUsedAt.getTime() >= lastUseWriteMs) {
        await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, claims.sid));
      }
      return {
        userId: claims.sub,
        username: row.username,
        scope: row.scope,
        sessionId: claims.sid,
        twoFactorPending: Boolean(row.twoFactorPending),
      };
    },

    /** The caller's session as the page needs it to warn before the idle timeout. */
    async currentSession(caller: Caller) {
      const row = await sessionRow(caller.sessionId, caller.userId);
      if (!row) throw new ApiError(401, 'INVALID_TOKEN');
      const item = toSessionItem(row.session);
      return { _id: item._id, idleMinutes: row.idleMinutes, expiresAt: item.expiresAt, lastUsedAt: item.lastUsedAt };
    },

    /** "Stay signed in": the session's last use is now. */
    async touch(caller: Caller): Promise<void> {
      await db
        .update(sessions)
        .set({ lastUsedAt: clock.now() })
        .where(and(eq(sessions.id, caller.sessionId), isNull(sessions.revokedAt)));
    },

    /** An account's sessions still open, newest first (those past their time are left out). */
    async sessions(userId: string): Promise<SessionItem[]> {
      const rows = await db
        .select({ session: sessions, idleMinutes: idleMinutesSql })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .orderBy(desc(sessions.createdAt), desc(sessions.id));
      const now = clock.now();
      return rows
        .filter((row) => !sessionOver({ ...row.session, idleMinutes: Number(row.idleMinutes) }, now))
        .map((row) => toSessionItem(row.session));
    },

    /** Ends one session of an account (404 when it has no such open session), or all of them when no id is given. */
    async endSessions(userId: string, sessionId?: string): Promise<number> {
      const ended = await endSessions(userId, sessionId);
      if (sessionId && !ended) throw new ApiError(404, 'NOT_FOUND');
      return ended;
    },

    /** Changes the caller's own password (a wrong current one counts toward the lock); every other session of the account ends. */
    async changePassword(
      caller: Caller,
      current: string,
      next: string,
      client: Client,
      record: Recorder,
    ): Promise<void> {
      const user = await provingAgain(
        caller,
        client,
        record,
        'current password (own password change)',
        async (found) => {
          if (!(await verifyPassword(current, found.passwordHash))) throw new ApiError(400, 'WRONG_PASSWORD');
          return found;
        },
      );
      await ensureStrongPassword(next, user, 'next');
      const passwordHash = await hashPassword(next);
      await db
        .update(users)
        .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await revokeSessions(user.id, caller.sessionId);
    },

    /** Turns the caller's two-factor sign-in off with its password and a current code; wrong ones count toward the lock. */
    async disableTwoFactor(
      caller: Caller,
      password: string,
      code: string,
      client: Client,
      record: Recorder,
    ): Promise<void> {
      await provingAgain(caller, client, record, 'turning two-factor sign-in off', async (user) => {
        if (!(await verifyPassword(password, user.passwordHash))) throw new ApiError(400, 'WRONG_PASSWORD');
        await twoFactor.disable(user.id, code);
      });
    },

    /** Ten new recovery codes for a current code (a wrong one counts toward the lock); the old ones stop working. */
    async renewRecoveryCodes(caller: Caller, code: string, client: Client, record: Recorder): Promise<string[]> {
      return provingAgain(caller, client, record, 'new recovery codes', (user) =>
        twoFactor.renewRecoveryCodes(user.id, code),
      );
    },

    /** The active account with this username and e-mail, which a recovery mails a reset link; null when there is none. */
    async recoverable(username: string, email: string): Promise<typeof users.$inferSelect | null> {
      const found = await activeUser(eq(users.username, username.toLowerCase()));
      return found && found.user.email.toLowerCase() === email.toLowerCase() ? found.user : null;
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
        .where(
          and(
            eq(passwordResets.tokenHash, sha256(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
            isNull(users.withdrawnAt),
          ),
        )
        .limit(1);
      if (!pending) throw new ApiError(400, 'INVALID_RESET_TOKEN');
      await ensureStrongPassword(password, pending.user, 'password');
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResets.tokenHash, sha256(token)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, new Date()),
            ),
          )
          .returning();
        if (!reset) throw new ApiError(400, 'INVALID_RESET_TOKEN');
        const [user] = await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(users.id, reset.userId), isNull(users.withdrawnAt)))
          .returning();
        if (!user) throw new ApiError(400, 'INVALID_RESET_TOKEN');
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
        await tx.delete(loginThrottle).where(eq(loginThrottle.key, `user:${user.username}`));
      });
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
