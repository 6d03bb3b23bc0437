import { matchPath } from 'react-router';
import type { RemoteName } from '@taesung/shared';

export interface RemoteGroup {
  remote: RemoteName;
  /** Path patterns (without the language prefix) whose pages the remote renders. */
  patterns: readonly string[];
  /** Staff pages: client-rendered, behind the console session, never fetched by a public page. */
  console?: boolean;
}

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
      '/auction-search',
      '/auction-search/*',
    ],
  },
  { remote: 'lawyers', patterns: ['/taesung/lawyer', '/taesung/lawyer/*'] },
  { remote: 'reference', patterns: ['/reference/*'] },
  {
    remote: 'console-boards',
    patterns: ['/console', '/console/dashboard', '/console/boards/*', '/console/forms/*', '/console/center/*'],
    console: true,
  },
  { remote: 'console-users', patterns: ['/console/users/*', '/console/password'], console: true },
  {
    remote: 'console-settings',
    patterns: ['/console/terms', '/console/banners/*', '/console/popups', '/console/setting'],
    console: true,
  },
];

/** The remote that renders a path, if any. */
export function findRemoteGroup(path: string): RemoteGroup | undefined {
  return remoteGroups.find((group) => group.patterns.some((pattern) => matchPath({ path: pattern, end: true }, path)));
}

/** Console pages the shell renders itself, without a remote and without a session: the password reset link. */
export const shellConsolePatterns: readonly string[] = ['/console/password/reset'];

export function isShellConsolePage(path: string): boolean {
  return shellConsolePatterns.some((pattern) => matchPath({ path: pattern, end: true }, path));
}
