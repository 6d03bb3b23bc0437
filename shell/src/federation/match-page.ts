import { matchRoutes } from 'react-router';
import type { PageRoute } from '@taesung/shared';

/** The remote's page for a path (without the language prefix), with its params. */
export function matchPage(routes: readonly PageRoute[], path: string) {
  const match = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    path,
  )?.[0];
  return match ? { route: match.route.route, params: match.params } : undefined;
}
