import type { MenuGroup } from '@taesung/shared';

/** Whether a menu item's page is the current one or one of its sub pages. */
export const isWithin = (pathname: string, path: string) =>
  path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);

export const isGroupActive = (group: MenuGroup, pathname: string) =>
  group.items.some((item) => isWithin(pathname, item.path));
