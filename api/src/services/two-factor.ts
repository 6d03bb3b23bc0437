import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { TwoFactorStatus } from '@taesung/shared/schemas';
import { levels, recoveryCodes, users } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { ApiError, conflict } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { base32Encode, groupSecret, matchTotp, newTotpSecret, otpauthUrl } from '../lib/totp.ts';

/** The name authenticator apps show beside the account. */
export const totpIssuer = '법무법인 태성';
export const recoveryCodeCount = 10;

/** A recovery code as typed: case, spaces and hyphens do not matter. */
const normalize = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
const hashCode = (code: string) => createHash('sha256').update(normalize(code)).digest('base64url');

/** Ten new codes, `ABCD-EFGH` (40 random bits each). */
function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () =>
    base32Encode(randomBytes(5)).replace(/^(.{4})(.{4})$/, '$1-$2'),
  );
}

export interface Clock {
  now(): Date;
}

/** TOTP enrolment, second-step checks (codes used once) and recovery codes, per account (docs/privacy.md). */
export function createTwoFactor(db: Database, clock: Clock) {
  async function account(userId: string) {
    const [row] = await db
      .select({ user: users, required: levels.twoFactor })
      .from(users)
      .innerJoin(levels, eq(levels.id, users.levelId))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    return row;
  }

  async function replaceRecoveryCodes(
    userId: string,
    executor: Pick<Database, 'delete' | 'insert'> = db,
  ): Promise<string[]> {
    const codes = newRecoveryCodes();
    await executor.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await executor
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ id: newId(), userId, codeHash: hashCode(code) })));
    return codes;
  }

  /**
   * Accepts a code of the account's secret once: the step it matches must be later than the last one accepted, and
   * taking it is one conditional write, so two calls with the same code cannot both pass.
   */
  async function acceptCode(userId: string, secret: string | null, code: string): Promise<boolean> {
    if (!secret) return false;
    const step = matchTotp(secret, code, clock.now().getTime());
    if (step === null) return false;
    const [taken] = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return Boolean(taken);
  }

  async function spendRecoveryCode(userId: string, code: string): Promise<boolean> {
    const [spent] = await db
      .update(recoveryCodes)
      .set({ usedAt: clock.now() })
      .where(
        and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashCode(code)), isNull(recoveryCodes.usedAt)),
      )
      .returning({ id: recoveryCodes.id });
    return Boolean(spent);
  }

  /** A code of an enrolled account; 400 (or `status`) `TWO_FACTOR_INVALID` otherwise. */
  async function confirm(userId: string, code: string, status = 400) {
    const { user } = await account(userId);
    if (!user.totpEnabledAt) throw conflict('TWO_FACTOR_NOT_ENABLED');
    if (!(await acceptCode(userId, user.totpSecret, code))) throw new ApiError(status, 'TWO_FACTOR_INVALID');
    return user;
  }

  /** Forgets the secret and the recovery codes: the account enrols again (at its next sign-in when its level requires it). */
  async function reset(userId: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          totpSecret: null,
          totpPendingSecret: null,
          totpEnabledAt: null,
          totpLastStep: null,
          updatedAt: clock.now(),
        })
        .where(eq(users.id, userId));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    });
  }

  return {
    async status(userId: string): Promise<TwoFactorStatus> {
      const { user, required } = await account(userId);
      const [left] = await db
        .select({ value: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      const enabled = Boolean(user.totpEnabledAt);
      return { enabled, required, recoveryCodesLeft: enabled ? (left?.value ?? 0) : 0 };
    },

    /** Whether a sign-in of this account needs a second step. */
    async enabled(userId: string): Promise<boolean> {
      const { user } = await account(userId);
      return Boolean(user.totpEnabledAt && user.totpSecret);
    },

    /** A new secret kept pending until `enable` receives a code of it. No QR library is available: `qrSvg` is null. */
    async setup(userId: string): Promise<{ secret: string; otpauthUrl: string; qrSvg: string | null }> {
      const { user } = await account(userId);
      if (user.totpEnabledAt) throw conflict('TWO_FACTOR_ENABLED');
      const secret = newTotpSecret();
      await db.update(users).set({ totpPendingSecret: secret, updatedAt: clock.now() }).where(eq(users.id, userId));
      return { secret: groupSecret(secret), otpauthUrl: otpauthUrl(secret, user.username, totpIssuer), qrSvg: null };
    },

    /** Turns two-factor sign-in on with a code of the pending secret; answers the ten recovery codes, shown once. */
    async enable(userId: string, code: string): Promise<string[]> {
      const { user } = await account(userId);
      if (user.totpEnabledAt) throw conflict('TWO_FACTOR_ENABLED');
      if (!user.totpPendingSecret) throw conflict('TWO_FACTOR_NOT_STARTED');
      const step = matchTotp(user.totpPendingSecret, code, clock.now().getTime());
      if (step === null) throw new ApiError(400, 'TWO_FACTOR_INVALID');
      return db.transaction(async (tx) => {
        const [enabled] = await tx
          .update(users)
          .set({
            totpSecret: user.totpPendingSecret,
            totpPendingSecret: null,
            totpEnabledAt: clock.now(),
            totpLastStep: step,
            updatedAt: clock.now(),
          })
          .where(
            and(
              eq(users.id, userId),
              isNull(users.totpEnabledAt),
              eq(users.totpPendingSecret, user.totpPendingSecret!),
            ),
          )
          .returning({ id: users.id });
        if (!enabled) throw conflict('TWO_FACTOR_ENABLED');
        return replaceRecoveryCodes(userId, tx);
      });
    },

    /** Ten new recovery codes for a current code; the old ones stop working. */
    async renewRecoveryCodes(userId: string, code: string): Promise<string[]> {
      await confirm(userId, code);
      return db.transaction((tx) => replaceRecoveryCodes(userId, tx));
    },

    /** The second step of a sign-in: a code once, or a recovery code once. */
    async verify(
      userId: string,
      proof: { code: string } | { recoveryCode: string },
    ): Promise<'code' | 'recovery_code'> {
      const { user } = await account(userId);
      if (!user.totpEnabledAt) throw new ApiError(401, 'TWO_FACTOR_INVALID');
      if ('code' in proof) {
        if (await acceptCode(userId, user.totpSecret, proof.code)) return 'code';
      } else if (await spendRecoveryCode(userId, proof.recoveryCode)) return 'recovery_code';
      throw new ApiError(401, 'TWO_FACTOR_INVALID');
    },

    /** Turns it off with the password checked by the caller and a current code; not when the level requires it. */
    async disable(userId: string, code: string): Promise<void> {
      const { required } = await account(userId);
      if (required) throw conflict('TWO_FACTOR_REQUIRED_BY_LEVEL');
      await confirm(userId, code);
      await reset(userId);
    },

    reset,
  };
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;
