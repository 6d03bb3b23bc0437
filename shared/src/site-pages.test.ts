import type { PageRoute } from './routing/types.ts';
import { countedPath, matchSitePage, sitemapPaths, sitePagesOf } from './site-pages.ts';
import { footerLinks, siteMenu } from './site.ts';

const route = (path: string, site?: PageRoute['site']): PageRoute => ({ path, Component: () => null, site });
const names: Record<string, { ko: string; en: string }> = {
  'nav.divorce.title': { ko: '이혼', en: 'Divorce' },
  'nav.divorce.agreement': { ko: '협의이혼', en: 'Divorce by agreement' },
  'nav.divorce.lawsuit': { ko: '재판이혼', en: 'Divorce lawsuit' },
  'nav.media': { ko: '언론보도', en: 'Media' },
  'nav.terms.privacy': { ko: '개인정보처리방침', en: 'Privacy policy' },
  'nav.terms.service': { ko: '이용약관', en: 'Terms of service' },
  'practice:fees.title': { ko: '수임료 안내', en: 'Our fees' },
};
const translate = (key: string, locale: 'ko' | 'en') => names[key]?.[locale] ?? key;

const pages = [
  ...sitePagesOf(
    'practice',
    [
      route('/divorce/lawsuit', { title: 'nav.divorce.lawsuit', menu: { group: 'divorce', order: 2 } }),
      route('/divorce/agreement', { title: 'nav.divorce.agreement', menu: { group: 'divorce', order: 1 } }),
      route('/media', { title: 'nav.media', menu: { group: 'media', order: 1 } }),
      route('/fees', { title: 'practice:fees.title', menu: { group: 'costs', order: 1 }, footer: { order: 3 } }),
      route('/terms/:code', [
        { path: '/terms/service', title: 'nav.terms.service', footer: { order: 2 } },
        { path: '/terms/privacy', title: 'nav.terms.privacy', footer: { order: 1, strong: true } },
      ]),
      route('/guide/question', { pageView: false }),
      route('/auction-search', { sitemap: false }),
      route('/auction-search/:keyword', { pageView: '/auction-search' }),
    ],
    translate,
  ),
  ...sitePagesOf('reference', [route('/reference'), route('/reference/:id')], translate),
];

test('a page declared by its remote names its remote, and its title in both languages', () => {
  expect(matchSitePage(pages, '/fees')?.page).toEqual({
    remote: 'practice',
    path: '/fees',
    title: { ko: '수임료 안내', en: 'Our fees' },
    menu: { group: 'costs', order: 1 },
    footer: { order: 3 },
    sitemap: true,
    pageView: true,
  });
  expect(matchSitePage(pages, '/reference/abc')).toMatchObject({
    page: { remote: 'reference', path: '/reference/:id' },
    params: { id: 'abc' },
  });
  expect(matchSitePage(pages, '/terms/privacy')?.page.path).toBe('/terms/privacy');
  expect(matchSitePage(pages, '/terms/other')?.page.path).toBe('/terms/:code');
  expect(matchSitePage(pages, '/nowhere')).toBeUndefined();
  expect(matchSitePage(pages, '/reference/abc/def')).toBeUndefined();
});

test('the menu follows the pages\u2019 groups and order, a new group last, named after its one page', () => {
  expect(siteMenu(pages, 'en', (key) => translate(key, 'en'))).toEqual([
    {
      id: 'divorce',
      title: 'Divorce',
      items: [
        { title: 'Divorce by agreement', path: '/divorce/agreement' },
        { title: 'Divorce lawsuit', path: '/divorce/lawsuit' },
      ],
    },
    { id: 'media', title: 'Media', items: [{ title: 'Media', path: '/media' }] },
    { id: 'costs', title: 'Our fees', items: [{ title: 'Our fees', path: '/fees' }] },
  ]);
});

test('the footer lists the pages placed there in their order', () => {
  expect(footerLinks(pages, 'ko')).toEqual([
    { title: '개인정보처리방침', path: '/terms/privacy', strong: true },
    { title: '이용약관', path: '/terms/service', strong: false },
    { title: '수임료 안내', path: '/fees', strong: false },
  ]);
});

test('the sitemap lists the pages without parameters that are not left out', () => {
  expect(sitemapPaths(pages)).toEqual([
    '/divorce/lawsuit',
    '/divorce/agreement',
    '/media',
    '/fees',
    '/terms/service',
    '/terms/privacy',
    '/guide/question',
    '/reference',
  ]);
});

test('a view counts for the path its page declares, and for no other path', () => {
  expect(countedPath(pages, '/en/fees/?x=1')).toBe('/fees');
  expect(countedPath(pages, '/reference/abc#top')).toBe('/reference/abc');
  expect(countedPath(pages, '/auction-search/이혼')).toBe('/auction-search');
  expect(countedPath(pages, '/terms/privacy')).toBe('/terms/privacy');
  expect(countedPath(pages, '/terms/other')).toBeNull();
  expect(countedPath(pages, '/guide/question')).toBeNull();
  expect(countedPath(pages, '/reference/a%2Fb')).toBeNull();
  expect(countedPath(pages, '/console/boards')).toBeNull();
});
