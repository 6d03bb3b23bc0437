import { i18nFor, type PageRoute, type RemoteName, type SitePageList } from '@taesung/shared';
import { sitePagesOf } from '@taesung/shared/site-pages';

const page = (path: string, site?: PageRoute['site']): PageRoute => ({ path, Component: () => null, site });
const pagesOf = (remote: RemoteName, routes: PageRoute[]) =>
  sitePagesOf(remote, routes, (key, locale) => i18nFor(locale).t(key));
const menu = (group: string, order: number) => ({ group, order });

/** The public pages as the seed's remotes declare them, for the shell's menu, footer and routing in tests. */
export const testSite: SitePageList = {
  pages: [
    ...pagesOf('home', [page('/', { title: 'nav.home' })]),
    ...pagesOf('practice', [
      page('/taesung/center', { title: 'nav.team.center', menu: menu('team', 1) }),
      page('/taesung/seoul', { title: 'nav.team.seoul', menu: menu('team', 2) }),
      page('/taesung/incheon', { title: 'nav.team.incheon', menu: menu('team', 3) }),
      page('/divorce/agreement', { title: 'nav.divorce.agreement', menu: menu('divorce', 1) }),
      page('/divorce/lawsuit', { title: 'nav.divorce.lawsuit', menu: menu('divorce', 2) }),
      page('/divorce/custody', { title: 'nav.divorce.custody', menu: menu('divorce', 3) }),
      page('/divorce/property', { title: 'nav.divorce.property', menu: menu('divorce', 4) }),
      page('/calculator/property-division', { title: 'nav.calculators.propertyDivision', menu: menu('divorce', 5) }),
      page('/calculator/child-support', { title: 'nav.calculators.childSupport', menu: menu('divorce', 6) }),
      page('/calculator/divorce-grounds', { title: 'nav.calculators.divorceGrounds', menu: menu('divorce', 7) }),
      page('/lawsuit', { title: 'nav.lawsuit', menu: menu('lawsuit', 1) }),
      page('/inheritance/property', { title: 'nav.inheritance.property', menu: menu('inheritance', 1) }),
      page('/inheritance/heir', { title: 'nav.inheritance.heir', menu: menu('inheritance', 2) }),
      page('/inheritance/claim', { title: 'nav.inheritance.claim', menu: menu('inheritance', 3) }),
      page('/calculator/inheritance', { title: 'nav.calculators.inheritance', menu: menu('inheritance', 4) }),
      page('/media', { title: 'nav.media', menu: menu('media', 1) }),
      page('/contact/seoul', { title: 'nav.contact.seoul', menu: menu('contact', 1) }),
      page('/contact/incheon', { title: 'nav.contact.incheon', menu: menu('contact', 2) }),
      page('/contact/consultation', { title: 'nav.consultation', footer: { order: 3 } }),
      page('/guide', { title: 'nav.guide' }),
      page('/terms/:code', [
        { path: '/terms/privacy', title: 'nav.terms.privacy', footer: { order: 1, strong: true } },
        { path: '/terms/service', title: 'nav.terms.service', footer: { order: 2 } },
      ]),
      page('/auction-search', { title: 'nav.search', sitemap: false }),
      page('/auction-search/:keyword', { pageView: '/auction-search' }),
    ]),
    ...pagesOf('lawyers', [
      page('/taesung/lawyer', { title: 'nav.team.lawyers', menu: menu('team', 4) }),
      page('/taesung/lawyer/:key'),
    ]),
    ...pagesOf('reference', [page('/reference'), page('/reference/:id')]),
  ],
  unknown: [],
};
