import { matchPath } from 'react-router';
import type { RemoteName } from '@taesung/shared';

export interface RemoteGroup {
  remote: RemoteName;
  /** Path patterns (without the language prefix) whose pages the remote renders. */
  patterns: readonly string[];
}

/** The public site's remotes and their paths. Console screens are declared by the console remotes themselves. */
export const remoteGroups: readonly RemoteGroup[] = [
  { remote: 'home', patterns: ['/'] },
  {
    remote: 'practice',
    patterns: [
      '/divorce/*',
      '/lawsuit',
      '/inheritance/*',
      '/taesung/center',
      '/taesung/seoul',
      '/taesung/incheon',
      '/media',
      '/contact/*',
      '/guide',
      '/guide/*',
      '/terms/*',
      '/calculator/*',
      '/auction-search',
      '/auction-search/*',
    ],
  },
  { remote: 'lawyers', patterns: ['/taesung/lawyer', '/taesung/lawyer/*'] },
  { remote: 'reference', patterns: ['/reference/*'] },
];

/** The public remote that renders a path, if any. */
export function findRemoteGroup(path: string): RemoteGroup | undefined {
  return remoteGroups.find((group) => group.patterns.some((pattern) => matchPath({ path: pattern, end: true }, path)));
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
