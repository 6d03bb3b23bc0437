import { defaultLocale, type Locale } from './constants.ts';

/**
 * The widths the pages ask uploaded images in (`/uploads/<file>?w=<width>`, WebP or AVIF by `Accept`): the only
 * widths the server resizes to.
 */
export const imageWidths = [320, 480, 640, 960, 1280, 1920] as const;

export const practiceCodes = [
  'divorce-agreement',
  'divorce-lawsuit',
  'divorce-custody',
  'divorce-property',
  'adultery-lawsuit',
  'inheritance-property',
  'inheritance-forced-share',
  'inheritance-recovery',
] as const;
export type PracticeCode = (typeof practiceCodes)[number];

/** The practice areas (seed §2): the code their content is stored under, their page and the `common` key of its name. */
export const practiceAreas: readonly { code: PracticeCode; path: string; title: string }[] = [
  { code: 'divorce-agreement', path: '/divorce/agreement', title: 'nav.divorce.agreement' },
  { code: 'divorce-lawsuit', path: '/divorce/lawsuit', title: 'nav.divorce.lawsuit' },
  { code: 'divorce-custody', path: '/divorce/custody', title: 'nav.divorce.custody' },
  { code: 'divorce-property', path: '/divorce/property', title: 'nav.divorce.property' },
  { code: 'adultery-lawsuit', path: '/lawsuit', title: 'nav.lawsuit' },
  { code: 'inheritance-property', path: '/inheritance/property', title: 'nav.inheritance.property' },
  { code: 'inheritance-forced-share', path: '/inheritance/heir', title: 'nav.inheritance.heir' },
  { code: 'inheritance-recovery', path: '/inheritance/claim', title: 'nav.inheritance.claim' },
];

export const practiceAreaOf = (code: string | null | undefined) => practiceAreas.find((area) => area.code === code);

export const practicePathByCode: Readonly<Record<PracticeCode, string>> = Object.fromEntries(
  practiceAreas.map((area) => [area.code, area.path]),
) as Record<PracticeCode, string>;

/**
 * The main menu's groups in their order (seed §2), with the `common` key of their name; a group of one page is a
 * plain link named after it. Pages place themselves in a group (`PublicPageEntry.menu`); a group no page names is
 * not shown, and one not listed here comes last.
 */
export const menuGroups: readonly { id: string; title?: string }[] = [
  { id: 'team', title: 'nav.team.title' },
  { id: 'divorce', title: 'nav.divorce.title' },
  { id: 'lawsuit' },
  { id: 'inheritance', title: 'nav.inheritance.title' },
  { id: 'media' },
  { id: 'contact', title: 'nav.contact.title' },
];

/** The remotes the shell loads at run time. */
export const remoteNames = [
  'home',
  'practice',
  'lawyers',
  'reference',
  'console-boards',
  'console-users',
  'console-settings',
] as const;
export type RemoteName = (typeof remoteNames)[number];

/** Remotes whose pages the server renders (the public site). */
export const publicRemotes: readonly RemoteName[] = ['home', 'practice', 'lawyers', 'reference'];

/**
 * The runtime remotes map the server hands to the shell: where each remote's manifest is (browser), where its
 * Node build is (server rendering), and a version that changes with every deployment of it.
 */
export type RemotesMap = Record<RemoteName, { entry: string; ssrEntry?: string; version: string }>;

/** What the server writes into every page for the shell to start from (`<script id="boot-data">`). */
export interface BootData {
  locale: Locale;
  /** The site's public origin the page was rendered with. */
  origin: string;
  remotes: RemotesMap;
  /** Redux state the server rendered the page with; absent for pages rendered in the browser only. */
  state?: Record<string, unknown>;
  /** Whether `#root` holds server-rendered markup to hydrate. */
  rendered: boolean;
  /** The public pages the remotes declare (absent where the server could not learn them). */
  site?: SitePageList;
}

export const bootDataElementId = 'boot-data';

/** `/en/divorce/agreement` → `{ locale: 'en', path: '/divorce/agreement' }`; Korean paths carry no prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/en' || pathname.startsWith('/en/')) {
    return { locale: 'en', path: pathname.slice(3) || '/' };
  }
  return { locale: defaultLocale, path: pathname || '/' };
}

/** The path of a page in a language: `('/media', 'en')` → `/en/media`, `('/', 'en')` → `/en`. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/** The router's basename for a language. */
export function basenameOf(locale: Locale): string {
  return locale === defaultLocale ? '/' : '/en';
}

/**
 * A public page as the site knows it at run time: declared by the remote that renders it (`PageRoute.site`), its
 * name already in both languages. The server builds the list from the remotes it loads (`/site-pages.json`).
 */
export interface SitePage {
  remote: RemoteName;
  /** A path, or a route's pattern (`/reference/:id`, `/guide/*`) without the language prefix. */
  path: string;
  title?: Record<Locale, string>;
  menu?: { group: string; order: number };
  footer?: { order: number; strong?: boolean };
  sitemap: boolean;
  /** `true`: a visit counts for the path visited; a path: it counts for that one; `false`: not counted. */
  pageView: boolean | string;
}

export interface SitePageList {
  pages: readonly SitePage[];
  /** Public remotes whose pages are not known: they could not be loaded. A path no known page has may be theirs. */
  unknown: readonly RemoteName[];
}

export interface MenuItem {
  title: string;
  path: string;
}

export interface MenuGroup {
  id: string;
  title: string;
  items: readonly MenuItem[];
}

/** The pages placed in the menu (or the footer), in their order there. */
const placed = (pages: readonly SitePage[], place: 'menu' | 'footer') =>
  pages.filter((page) => page[place] && page.title).sort((a, b) => a[place]!.order - b[place]!.order);

/** The main menu from the pages' places in it, in a language; `translate` reads the `common` keys of group names. */
export function siteMenu(pages: readonly SitePage[], locale: Locale, translate: (key: string) => string): MenuGroup[] {
  const menu = placed(pages, 'menu');
  return [...new Set([...menuGroups.map((group) => group.id), ...menu.map((page) => page.menu!.group)])].flatMap(
    (id) => {
      const items = menu
        .filter((page) => page.menu!.group === id)
        .map((page) => ({ title: page.title![locale], path: page.path }));
      const key = menuGroups.find((group) => group.id === id)?.title;
      return items[0] ? [{ id, title: key && items[1] ? translate(key) : items[0].title, items }] : [];
    },
  );
}

/** The footer's page links, in their order. */
export const footerLinks = (pages: readonly SitePage[], locale: Locale) =>
  placed(pages, 'footer').map((page) => ({
    title: page.title![locale],
    path: page.path,
    strong: Boolean(page.footer!.strong),
  }));
