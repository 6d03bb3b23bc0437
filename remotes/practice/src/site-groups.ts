import { practiceAreaOf, useSiteMenu, type MenuGroup } from '@taesung/shared';

/** The main menu's group a page belongs to, as the site's pages place themselves in it, in the page's language. */
export function useMenuGroup(path: string): MenuGroup | undefined {
  return useSiteMenu().find((group) => group.items.some((item) => item.path === path));
}

/** The `common` key of a practice code's menu label (`divorce-lawsuit` → `nav.divorce.lawsuit`). */
export function practiceLabelKey(code: string): string | undefined {
  return practiceAreaOf(code)?.title;
}
