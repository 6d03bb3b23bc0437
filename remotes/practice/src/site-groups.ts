import { mainMenu, sitePages, type MenuGroup } from '@taesung/shared';

/** The menu group (seed §2's main menu) a page belongs to. */
export function menuGroupOf(path: string): MenuGroup | undefined {
  return mainMenu.find((group) => group.items.some((item) => item.path === path));
}

/** The `common` key of a practice code's menu label (`divorce-lawsuit` → `nav.divorce.lawsuit`). */
export function practiceLabelKey(code: string): string | undefined {
  return sitePages.find((page) => page.practice === code)?.title;
}

/** The `common` key of a page's menu label. */
export function pageLabelKey(path: string): string | undefined {
  return sitePages.find((page) => page.path === path)?.title;
}
