import type { SessionState } from '../session/session-slice.ts';

export type GuardDecision =
  { action: 'continue' } | { action: 'redirect'; reason: 'loginRequired' | 'noPermission'; to: string };

export interface GuardInput {
  /** Path of the page being opened (without the language prefix). */
  path: string;
  /** Scopes the route asks for; none means a page anyone may open. */
  scope?: readonly string[];
  session: Pick<SessionState, 'accessToken' | 'payload'>;
  /** Path of the page being left, if the visitor came from one of the site's pages. */
  from?: string | null;
}

export const isConsolePath = (path: string) => path === '/console' || path.startsWith('/console/');

/**
 * The route guard of seed §5 and §8. A console route without a token continues (the page shows the login);
 * another scoped route without a token, or a token lacking the route's scope, sends the visitor back to the
 * page being left (else home) after a message.
 */
export function guardRoute({ path, scope, session, from }: GuardInput): GuardDecision {
  if (!scope || scope.length === 0) return { action: 'continue' };
  const to = from && from !== path ? from : '/';
  if (!session.accessToken) {
    if (isConsolePath(path)) return { action: 'continue' };
    return { action: 'redirect', reason: 'loginRequired', to };
  }
  const granted = session.payload?.scope ?? [];
  if (scope.some((required) => granted.includes(required))) return { action: 'continue' };
  return { action: 'redirect', reason: 'noPermission', to };
}
