import { matchPath, matchRoutes } from 'react-router';
import type { RemoteName, SitePageList } from '@taesung/shared';

export interface RemoteGroup {
  remote: RemoteName;
  /**
   * No page the server knows has this path: it went to a remote whose pages are unknown, which may not be the one
   * that declares it once every remote loads.
   */
  unknown?: true;
}

/**
 * The public remote that renders a path: the one that declares its page, else, while a remote's pages are unknown
 * (the server could not load it), that remote, which shows its fallback until it loads and then its page or its
 * not-found page.
 */
export function findRemoteGroup(site: SitePageList, path: string): RemoteGroup | undefined {
  const [match] =
    matchRoutes(
      site.pages.map(({ path: pattern, remote }) => ({ path: pattern, remote })),
      path,
    ) ?? [];
  if (match) return { remote: match.route.remote };
  const [unknown] = site.unknown;
  return unknown ? { remote: unknown, unknown: true } : undefined;
}

/** Where the console lives: every address under it is the console's, whichever remote declares the screen. */
export const consoleBase = '/console';

export function isConsolePath(path: string): boolean {
  return path === consoleBase || path.startsWith(`${consoleBase}/`);
}

/** Console pages the shell renders itself, without a remote and without a session: the password reset link. */
export const shellConsolePatterns: readonly string[] = ['/console/password/reset'];

export function isShellConsolePage(path: string): boolean {
  return shellConsolePatterns.some((pattern) => matchPath({ path: pattern, end: true }, path));
}
