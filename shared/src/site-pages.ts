import { locales, type Locale } from './constants.ts';
import type { PageRoute, PublicPageEntry } from './routing/types.ts';
import { splitLocale, type RemoteName, type SitePage } from './site.ts';

/**
 * The list of public pages as the server builds and reads it (`@taesung/shared/site-pages`): from the remotes'
 * routes, and for the sitemap and the page views. The browser only reads the list it is given (`site.ts`).
 */

/** Whether a page's path is a pattern (`/reference/:id`, `/guide/*`) rather than one address. */
export const hasParameters = (path: string) => /[:*]/.test(path);

const entriesOf = (site: PageRoute['site']): readonly PublicPageEntry[] | undefined =>
  site === undefined ? undefined : 'length' in site ? site : [site];

/**
 * The public pages a remote's routes declare (`PageRoute.site`), as the site's list holds them: every route is a
 * page of the remote, its name read in both languages by `translate`.
 */
export function sitePagesOf(
  remote: RemoteName,
  routes: readonly PageRoute[],
  translate: (key: string, locale: Locale) => string,
): SitePage[] {
  return routes.flatMap((route) => {
    const entries = entriesOf(route.site);
    // A route that names its pages is only their pattern: the router's, never listed or counted itself.
    const pattern: SitePage[] =
      entries && entries.some((entry) => entry.path)
        ? [{ remote, path: route.path, sitemap: false, pageView: false }]
        : [];
    const pages = (entries ?? [{}]).map((entry): SitePage => {
      const path = entry.path ?? route.path;
      const title = entry.title;
      return {
        remote,
        path,
        ...(title
          ? {
              title: Object.fromEntries(locales.map((locale) => [locale, translate(title, locale)])) as Record<
                Locale,
                string
              >,
            }
          : {}),
        ...(entry.menu ? { menu: entry.menu } : {}),
        ...(entry.footer ? { footer: entry.footer } : {}),
        sitemap: entry.sitemap ?? !hasParameters(path),
        pageView: entry.pageView ?? true,
      };
    });
    return [...pattern, ...pages];
  });
}

/** The parameters of `path` under `pattern` (`:name` one segment, a final `*` the rest), or null when it does not match. */
function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const wanted = pattern.split('/').filter(Boolean);
  const given = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*' && index === wanted.length - 1) {
      if (given.length <= index) return null;
      params['*'] = given.slice(index).join('/');
      return params;
    }
    const value = given[index];
    if (value === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = value;
    else if (segment !== value) return null;
  }
  return given.length === wanted.length ? params : null;
}

/** How specific a pattern is: its fixed segments count most, a final `*` least (as the router ranks routes). */
const rank = (pattern: string) =>
  pattern
    .split('/')
    .filter(Boolean)
    .reduce((score, segment) => score + (segment === '*' ? 0 : segment.startsWith(':') ? 2 : 10), 0);

/** The page of a path (without the language prefix), with the values of its pattern's parameters. */
export function matchSitePage(
  pages: readonly SitePage[],
  path: string,
): { page: SitePage; params: Record<string, string> } | undefined {
  let best: { page: SitePage; params: Record<string, string>; rank: number } | undefined;
  for (const page of pages) {
    const params = matchPattern(page.path, path);
    if (params && (!best || rank(page.path) > best.rank)) best = { page, params, rank: rank(page.path) };
  }
  return best && { page: best.page, params: best.params };
}

const plainParameter = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The path a visit counts for in the page views: a public page's path without language prefix, query, fragment or
 * final slash, as its page declares; null for anything else (a parameter must look like a key or an id).
 */
export function countedPath(pages: readonly SitePage[], raw: string): string | null {
  const withoutQuery = raw.split(/[?#]/)[0] ?? '';
  const { path } = splitLocale(withoutQuery);
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const match = matchSitePage(pages, normalized);
  if (!match || match.page.pageView === false) return null;
  if (typeof match.page.pageView === 'string') return match.page.pageView;
  return Object.values(match.params).every((value) => plainParameter.test(value)) ? normalized : null;
}

/** The pages `sitemap.xml` lists: those declared so, each one path. */
export const sitemapPaths = (pages: readonly SitePage[]) =>
  pages.filter((page) => page.sitemap && !hasParameters(page.path)).map((page) => page.path);
