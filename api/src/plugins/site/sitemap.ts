import { localizePath, type SitePage } from '@taesung/shared/site';
import { sitemapPaths } from '@taesung/shared/site-pages';
import type { SiteData } from './site-data.ts';

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** `robots.txt`: everything public may be crawled; the console and the API may not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /console',
    'Disallow: /en/console',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The newest change among some posts, for the page that lists them. */
function newest(posts: readonly { updatedAt: string }[]): string | undefined {
  return posts.reduce<string | undefined>(
    (latest, post) => (!latest || post.updatedAt > latest ? post.updatedAt : latest),
    undefined,
  );
}

/** Where the content's own pages are: a lawyer's profile, and a success case under the list of them. */
const lawyerBase = '/taesung/lawyer';
const successCaseBase = '/reference';

/**
 * `sitemap.xml`: every public page the remotes list there (`pages`), and every lawyer and success case, in both
 * languages, each pointing at the other. The success-case list changed when its newest case did.
 */
export async function sitemapXml(origin: string, pages: readonly SitePage[], data: SiteData): Promise<string> {
  const [lawyers, successCases] = await Promise.all([data.lawyers('ko'), data.successCases('ko')]);
  const entries: SitemapEntry[] = [
    ...sitemapPaths(pages).map((path) =>
      path === successCaseBase ? { path, lastmod: newest(successCases) } : { path },
    ),
    ...lawyers.map((lawyer) => ({ path: `${lawyerBase}/${encodeURIComponent(lawyer.key)}` })),
    ...successCases.map((post) => ({
      path: `${successCaseBase}/${encodeURIComponent(post._id)}`,
      lastmod: post.updatedAt,
    })),
  ];
  const urls = entries.flatMap((entry) =>
    (['ko', 'en'] as const).map((locale) => {
      const alternates = [
        `<xhtml:link rel="alternate" hreflang="ko" href="${escapeXml(origin + localizePath(entry.path, 'ko'))}"/>`,
        `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(origin + localizePath(entry.path, 'en'))}"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + localizePath(entry.path, 'ko'))}"/>`,
      ];
      return [
        '<url>',
        `<loc>${escapeXml(origin + localizePath(entry.path, locale))}</loc>`,
        entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod.slice(0, 10))}</lastmod>` : '',
        ...alternates,
        '</url>',
      ]
        .filter(Boolean)
        .join('');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
