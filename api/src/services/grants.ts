import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { allConsoleScopes, consoleScopes } from '@taesung/shared/schemas';
import { users } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { ApiError, type ErrorCode } from '../lib/errors.ts';
import type { AccessEntry, AccessRecords } from './access-records.ts';

/**
 * The scopes whose levels always require two-factor sign-in, and that only an account holding every scope may
 * create, change, delete or assign (docs/console.md "Who may grant what").
 */
export const guardedScopes: readonly string[] = [consoleScopes.staff, consoleScopes.records];

export const isGuarded = (scope: readonly string[]) => scope.some((item) => guardedScopes.includes(item));

/** Who asks for a change of rights: the account, its level's scope as stored now, and where its refusal is recorded. */
export interface Grantor {
  userId: string;
  scope: readonly string[];
  refused(entry: Pick<AccessEntry, 'subject' | 'subjectIds' | 'detail'>): Promise<unknown>;
}

/** The grantor of a console request: its caller, refusals recorded as `refused` with the route. */
export function grantorOf(request: FastifyRequest, records: AccessRecords): Grantor {
  const caller = request.caller;
  if (!caller) throw new ApiError(401, 'UNAUTHORIZED');
  return {
    userId: caller.userId,
    scope: caller.scope,
    refused: (entry) =>
      records.record(request, {
        action: 'refused',
        ...entry,
        detail: `${request.method} ${request.routeOptions.url ?? request.url}: ${entry.detail ?? ''}`,
      }),
  };
}

export interface LevelState {
  id: string;
  scope: readonly string[];
  twoFactor: boolean;
}

/**
 * A change of who may do what. `account`: acting on an account (`from`, its level now, null for a new one) and
 * putting it at a level (`to`, null when its level stays).
 */
export type RightsChange =
  | { kind: 'create-level'; scope: readonly string[]; twoFactor?: boolean }
  | { kind: 'change-level'; level: LevelState; scope: readonly string[]; twoFactor?: boolean }
  | { kind: 'delete-level'; level: LevelState }
  | { kind: 'account'; account: string | null; from: LevelState | null; to: LevelState | null };

export type Refusal = Extract<
  ErrorCode,
  'OWN_LEVEL' | 'SCOPE_NOT_HELD' | 'LEVEL_NOT_HELD' | 'ACCOUNT_NOT_HELD' | 'LEVEL_GUARDED' | 'LEVEL_NEEDS_TWO_FACTOR'
>;

/**
 * Why an account holding `scope` on the level `levelId` may not make a change, or null when it may. Nobody changes
 * or deletes the level they are on; a scope is given or taken only by an account that holds it, and the two-factor
 * rule of a level changed only by one that holds all its scopes; an account is acted on, or put at a level, only by
 * one that holds every scope of that level; a level with `console:staff` or `console:records` always requires
 * two-factor sign-in and is created, changed, deleted or assigned only by an account holding every scope.
 */
export function refusalOf(
  grantor: { scope: readonly string[]; levelId: string | null },
  change: RightsChange,
): Refusal | null {
  const holds = (scope: readonly string[]) => scope.every((item) => grantor.scope.includes(item));
  const holdsEvery = holds(allConsoleScopes);
  switch (change.kind) {
    case 'create-level':
      if (isGuarded(change.scope) && !holdsEvery) return 'LEVEL_GUARDED';
      if (!holds(change.scope)) return 'SCOPE_NOT_HELD';
      if (isGuarded(change.scope) && change.twoFactor === false) return 'LEVEL_NEEDS_TWO_FACTOR';
      return null;
    case 'change-level': {
      const { level, scope } = change;
      if (level.id === grantor.levelId) return 'OWN_LEVEL';
      if ((isGuarded(level.scope) || isGuarded(scope)) && !holdsEvery) return 'LEVEL_GUARDED';
      const touched = [
        ...level.scope.filter((item) => !scope.includes(item)),
        ...scope.filter((item) => !level.scope.includes(item)),
      ];
      if (!holds(touched)) return 'SCOPE_NOT_HELD';
      if (isGuarded(scope) && change.twoFactor === false) return 'LEVEL_NEEDS_TWO_FACTOR';
      if (change.twoFactor !== undefined && change.twoFactor !== level.twoFactor && !holds(level.scope))
        return 'LEVEL_NOT_HELD';
      return null;
    }
    case 'delete-level':
      if (change.level.id === grantor.levelId) return 'OWN_LEVEL';
      if (isGuarded(change.level.scope) && !holdsEvery) return 'LEVEL_GUARDED';
      return holds(change.level.scope) ? null : 'LEVEL_NOT_HELD';
    case 'account':
      if (change.from && !holds(change.from.scope)) return 'ACCOUNT_NOT_HELD';
      if (change.to && isGuarded(change.to.scope) && !holdsEvery) return 'LEVEL_GUARDED';
      if (change.to && !holds(change.to.scope)) return 'LEVEL_NOT_HELD';
      return null;
  }
}

function recordOf(change: RightsChange, refusal: Refusal): Pick<AccessEntry, 'subject' | 'subjectIds' | 'detail'> {
  switch (change.kind) {
    case 'create-level':
      return { detail: `${refusal} (level: ${change.scope.join(' ')})` };
    case 'change-level':
      return { subjectIds: [change.level.id], detail: `${refusal} (level: ${change.scope.join(' ')})` };
    case 'delete-level':
      return { subjectIds: [change.level.id], detail: refusal };
    case 'account':
      return {
        subject: 'user',
        subjectIds: change.account ? [change.account] : [],
        detail: change.to ? `${refusal} (to level ${change.to.id})` : refusal,
      };
  }
}

/**
 * The one check every change of levels and accounts goes through (the services call it before writing): answers
 * 403 with the reason, in the caller's language, after leaving a `refused` access record.
 */
export async function authorize(db: Database, grantor: Grantor, change: RightsChange): Promise<void> {
  const [own] = await db.select({ levelId: users.levelId }).from(users).where(eq(users.id, grantor.userId)).limit(1);
  const refusal = refusalOf({ scope: grantor.scope, levelId: own?.levelId ?? null }, change);
  if (!refusal) return;
  await grantor.refused(recordOf(change, refusal));
  throw new ApiError(403, refusal);
}
