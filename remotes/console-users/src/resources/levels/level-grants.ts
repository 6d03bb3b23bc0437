import { allConsoleScopes, consoleScopes, selectScopes, useAppSelector, type Level } from '@taesung/shared';
import { useGetOwnAccountQuery } from '@/api/me.ts';

/**
 * What the signed-in account may grant, as the API decides it (`api/src/services/grants.ts`), so the screen offers
 * only that and says why the rest cannot change. The API checks every write again.
 */
export interface Grants {
  /** The signed-in account's scopes (the access token's). */
  held: readonly string[];
  /** The level the signed-in account is on. */
  ownLevel: string;
}

/** Levels holding these always require two-factor sign-in; only an account holding every scope grants them. */
const guardedScopes: readonly string[] = [consoleScopes.staff, consoleScopes.records];
const isGuarded = (scope: readonly string[]) => scope.some((item) => guardedScopes.includes(item));

const holds = (grants: Grants, scope: readonly string[]) => scope.every((item) => grants.held.includes(item));
const holdsEvery = (grants: Grants) => holds(grants, allConsoleScopes);

/** Why a stored level can only be read: it is the account's own, or it holds a guarded scope and the account does not hold every scope. */
export function levelLock(grants: Grants, level: Level): 'own' | 'guardedLevel' | null {
  if (level._id === grants.ownLevel) return 'own';
  if (isGuarded(level.scope) && !holdsEvery(grants)) return 'guardedLevel';
  return null;
}

/** Why a scope's box cannot change: the account does not hold it, or it is guarded and the account does not hold every scope. */
export function scopeLock(grants: Grants, scope: string): 'guarded' | 'notHeld' | null {
  if (guardedScopes.includes(scope) && !holdsEvery(grants)) return 'guarded';
  return grants.held.includes(scope) ? null : 'notHeld';
}

/** Why the two-factor switch cannot change: the scopes chosen require it, or the stored level holds a scope the account does not. */
export function twoFactorLock(
  grants: Grants,
  scope: readonly string[],
  level?: Level,
): 'twoFactorRequired' | 'twoFactorNotHeld' | null {
  if (isGuarded(scope)) return 'twoFactorRequired';
  if (level && !holds(grants, level.scope)) return 'twoFactorNotHeld';
  return null;
}

/** Why a stored level cannot be deleted by the account (besides `levelLock`). */
export const deleteLock = (grants: Grants, level: Level): 'deleteNotHeld' | null =>
  holds(grants, level.scope) ? null : 'deleteNotHeld';

/** The signed-in account's grants once its own account has loaded. */
export function useGrants() {
  const held = useAppSelector(selectScopes);
  const own = useGetOwnAccountQuery();
  const grants: Grants | undefined = own.data ? { held, ownLevel: own.data.level } : undefined;
  return { grants, error: own.error, refetch: own.refetch };
}
