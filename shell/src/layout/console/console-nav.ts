import type { PageRoute } from '@taesung/shared';

/** The sidebar's groups in the order they show; a group a remote invents comes after them. */
export const consoleNavGroups: readonly string[] = ['overview', 'consultations', 'content', 'site', 'accounts'];

export interface ConsoleNavItem {
  path: string;
  /** An i18n key with the declaring remote's namespace. */
  title: string;
}

export interface ConsoleNavGroup {
  id: string;
  items: readonly ConsoleNavItem[];
}

const mayOpen = (route: PageRoute, scopes: readonly string[]) =>
  !route.scope?.length || route.scope.some((scope) => scopes.includes(scope));

const groupRank = (id: string) => {
  const rank = consoleNavGroups.indexOf(id);
  return rank === -1 ? consoleNavGroups.length : rank;
};

/** The sidebar from the declared screens: those with `nav` that the session may open, grouped and sorted. */
export function buildConsoleNav(routes: readonly PageRoute[], scopes: readonly string[]): ConsoleNavGroup[] {
  const groups = new Map<string, (ConsoleNavItem & { order: number })[]>();
  const seen = new Set<string>();
  for (const route of routes) {
    if (!route.nav || seen.has(route.path) || !mayOpen(route, scopes)) continue;
    seen.add(route.path);
    const items = groups.get(route.nav.group) ?? [];
    items.push({ path: route.path, title: route.nav.title, order: route.nav.order });
    groups.set(route.nav.group, items);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => groupRank(a) - groupRank(b) || a.localeCompare(b))
    .map(([id, items]) => ({
      id,
      items: items
        .sort((a, b) => a.order - b.order || a.path.localeCompare(b.path))
        .map(({ path, title }) => ({ path, title })),
    }));
}

/**
 * The entry of the screen being shown: the deepest entry the address lies under (`/console/boards/123` → boards,
 * `/console/users/levels` → levels rather than users). The console's own root counts as its first entry.
 */
export function currentNavPath(groups: readonly ConsoleNavGroup[], pathname: string, root: string): string | undefined {
  const paths = groups.flatMap((group) => group.items.map((item) => item.path));
  if (pathname === root || pathname === `${root}/`) return paths[0];
  return paths
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
}
