import { defaultLocale, type Locale } from './constants.ts';

/**
 * The public pages of the site, without the `/en` prefix of the English version. The menu, the footer, the
 * sitemap and the server's renderer all read this one list. `title` is an i18n key of the `common` namespace.
 */
export interface SitePage {
  path: string;
  title: string;
  /** The practice page shown at this path (content lives in the database under this code). */
  practice?: string;
  /** Left out of the sitemap and of search engines' indexes. */
  noindex?: boolean;
}

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

export const sitePages: readonly SitePage[] = [
  { path: '/', title: 'nav.home' },
  { path: '/taesung/center', title: 'nav.team.center' },
  { path: '/taesung/seoul', title: 'nav.team.seoul' },
  { path: '/taesung/incheon', title: 'nav.team.incheon' },
  { path: '/taesung/lawyer', title: 'nav.team.lawyers' },
  { path: '/divorce/agreement', title: 'nav.divorce.agreement', practice: 'divorce-agreement' },
  { path: '/divorce/lawsuit', title: 'nav.divorce.lawsuit', practice: 'divorce-lawsuit' },
  { path: '/divorce/custody', title: 'nav.divorce.custody', practice: 'divorce-custody' },
  { path: '/divorce/property', title: 'nav.divorce.property', practice: 'divorce-property' },
  { path: '/lawsuit', title: 'nav.lawsuit', practice: 'adultery-lawsuit' },
  { path: '/inheritance/property', title: 'nav.inheritance.property', practice: 'inheritance-property' },
  { path: '/inheritance/heir', title: 'nav.inheritance.heir', practice: 'inheritance-forced-share' },
  { path: '/inheritance/claim', title: 'nav.inheritance.claim', practice: 'inheritance-recovery' },
  { path: '/media', title: 'nav.media' },
  { path: '/contact/seoul', title: 'nav.contact.seoul' },
  { path: '/contact/incheon', title: 'nav.contact.incheon' },
  { path: '/contact/consultation', title: 'nav.consultation' },
  { path: '/guide', title: 'nav.guide' },
  { path: '/calculator/child-support', title: 'nav.calculators.childSupport' },
  { path: '/calculator/property-division', title: 'nav.calculators.propertyDivision' },
  { path: '/calculator/inheritance', title: 'nav.calculators.inheritance' },
  { path: '/calculator/divorce-grounds', title: 'nav.calculators.divorceGrounds' },
  { path: '/terms/privacy', title: 'nav.terms.privacy' },
  { path: '/terms/service', title: 'nav.terms.service' },
  { path: '/auction-search', title: 'nav.search', noindex: true },
];

export interface MenuItem {
  title: string;
  path: string;
}

export interface MenuGroup {
  id: string;
  title: string;
  items: readonly MenuItem[];
}

/** The main menu (seed §2). A group with one item is a plain link. */
export const mainMenu: readonly MenuGroup[] = [
  {
    id: 'team',
    title: 'nav.team.title',
    items: [
      { title: 'nav.team.center', path: '/taesung/center' },
      { title: 'nav.team.seoul', path: '/taesung/seoul' },
      { title: 'nav.team.incheon', path: '/taesung/incheon' },
      { title: 'nav.team.lawyers', path: '/taesung/lawyer' },
    ],
  },
  {
    id: 'divorce',
    title: 'nav.divorce.title',
    items: [
      { title: 'nav.divorce.agreement', path: '/divorce/agreement' },
      { title: 'nav.divorce.lawsuit', path: '/divorce/lawsuit' },
      { title: 'nav.divorce.custody', path: '/divorce/custody' },
      { title: 'nav.divorce.property', path: '/divorce/property' },
      { title: 'nav.calculators.propertyDivision', path: '/calculator/property-division' },
      { title: 'nav.calculators.childSupport', path: '/calculator/child-support' },
      { title: 'nav.calculators.divorceGrounds', path: '/calculator/divorce-grounds' },
    ],
  },
  { id: 'lawsuit', title: 'nav.lawsuit', items: [{ title: 'nav.lawsuit', path: '/lawsuit' }] },
  {
    id: 'inheritance',
    title: 'nav.inheritance.title',
    items: [
      { title: 'nav.inheritance.property', path: '/inheritance/property' },
      { title: 'nav.inheritance.heir', path: '/inheritance/heir' },
      { title: 'nav.inheritance.claim', path: '/inheritance/claim' },
      { title: 'nav.calculators.inheritance', path: '/calculator/inheritance' },
    ],
  },
  { id: 'media', title: 'nav.media', items: [{ title: 'nav.media', path: '/media' }] },
  {
    id: 'contact',
    title: 'nav.contact.title',
    items: [
      { title: 'nav.contact.seoul', path: '/contact/seoul' },
      { title: 'nav.contact.incheon', path: '/contact/incheon' },
    ],
  },
];

export const practicePathByCode: Readonly<Record<PracticeCode, string>> = Object.fromEntries(
  sitePages.filter((page) => page.practice).map((page) => [page.practice, page.path]),
) as Record<PracticeCode, string>;

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
