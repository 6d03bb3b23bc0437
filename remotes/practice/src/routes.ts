import { createElement, type ComponentType } from 'react';
import {
  lazyPage,
  practiceAreas,
  publicApi,
  type LazyPage,
  type PageRoute,
  type PrefetchContext,
} from '@taesung/shared';
import type { CalculatorTool } from '@taesung/shared/calculators';
import { questionKeyOf, questionsApi } from './api/questions.ts';
import { termsVersionsApi } from './api/terms-versions.ts';
import { loadPageTexts } from './i18n/index.ts';
import { loadQuestionTexts } from './i18n/questions.ts';
import type { Region } from './offices.ts';
import {
  guideBannerCode,
  guideFaqArgs,
  isTermsCode,
  mediaListArgs,
  noticeListArgs,
  pageNumberOf,
  practiceFaqArgs,
  prefetchSetting,
  searchKeywordOf,
  successCaseArgs,
} from './queries.ts';

export { ready } from './i18n/index.ts';

const { endpoints } = publicApi;

/**
 * Every page is a chunk of its own, downloaded by the visitors who open one (the server preloads it with the page),
 * so a page carries no other page's code. The pages other than the practice-area and calculator pages also load the
 * texts of such pages.
 */
function onDemand<Props extends object>(chunk: string, load: () => Promise<ComponentType<Props>>): LazyPage<Props> {
  return lazyPage(chunk, () => Promise.all([load(), loadPageTexts()]).then(([page]) => page));
}

const TeamCenterPage = onDemand('page-team-center', () =>
  import(/* webpackChunkName: "page-team-center" */ './pages/team-center-page.tsx').then((m) => m.TeamCenterPage),
);
const TeamOfficePage = onDemand('page-team-office', () =>
  import(/* webpackChunkName: "page-team-office" */ './pages/team-office-page.tsx').then((m) => m.TeamOfficePage),
);
const DirectionsPage = onDemand('page-directions', () =>
  import(/* webpackChunkName: "page-directions" */ './pages/directions-page.tsx').then((m) => m.DirectionsPage),
);
const MediaPage = onDemand('page-media', () =>
  import(/* webpackChunkName: "page-media" */ './pages/media-page.tsx').then((m) => m.MediaPage),
);
const ConsultationPage = onDemand('page-consultation', () =>
  import(/* webpackChunkName: "page-consultation" */ './pages/consultation-page.tsx').then((m) => m.ConsultationPage),
);
const BookingPage = onDemand('page-booking', () =>
  import(/* webpackChunkName: "page-booking" */ './pages/booking-page.tsx').then((m) => m.loadBookingPage()),
);
const GuidePage = onDemand('page-guide', () =>
  Promise.all([import(/* webpackChunkName: "page-guide" */ './pages/guide-page.tsx'), loadQuestionTexts()]).then(
    ([m]) => m.GuidePage,
  ),
);
const QuestionAskPage = onDemand('page-question-ask', () =>
  Promise.all([
    import(/* webpackChunkName: "page-question-ask" */ './pages/question-ask-page.tsx'),
    loadQuestionTexts(),
  ]).then(([m]) => m.QuestionAskPage),
);
const QuestionPage = onDemand('page-question', () =>
  Promise.all([import(/* webpackChunkName: "page-question" */ './pages/question-page.tsx'), loadQuestionTexts()]).then(
    ([m]) => m.QuestionPage,
  ),
);
const TermsPage = onDemand('page-terms', () =>
  import(/* webpackChunkName: "page-terms" */ './pages/terms-page.tsx').then((m) => m.TermsPage),
);
const SearchPage = onDemand('page-search', () =>
  import(/* webpackChunkName: "page-search" */ './pages/search-page.tsx').then((m) => m.SearchPage),
);

/** The practice-area pages share one chunk; their texts are the remote's own, loaded with its entry. */
const PracticePage = lazyPage('page-practice', () =>
  import(/* webpackChunkName: "page-practice" */ './pages/practice-page.tsx').then((m) => m.PracticePage),
);

/** The calculators' pages share one small chunk (their stylesheet); each calculator is a chunk of its own. */
const CalculatorPage = lazyPage('page-calculator', () =>
  import(/* webpackChunkName: "page-calculator" */ './calculators/calculator-page.tsx').then((m) => m.CalculatorPage),
);

/** A lazy page with fixed props, still preloadable by the shell. */
function boundPage<Props extends object>(Page: LazyPage<Props>, props: Props, name: string): LazyPage {
  const Component = () => createElement(Page, props);
  Component.displayName = name;
  return Object.assign(Component, { preload: Page.preload, chunk: Page.chunk });
}

/** A practice area's page stands in the menu group its path starts with (`/divorce/…` under divorce), in their order. */
function practiceRoute({ path, code, title }: (typeof practiceAreas)[number], order: number): PageRoute {
  return {
    path,
    Component: boundPage(PracticePage, { path }, `PracticePage(${code})`),
    site: { title, menu: { group: path.split('/')[1]!, order } },
    prefetch: ({ dispatch }: PrefetchContext) =>
      Promise.all([
        dispatch(endpoints.getPractice.initiate(code)),
        dispatch(endpoints.getFaqs.initiate(practiceFaqArgs(code))),
        dispatch(endpoints.getBoards.initiate(successCaseArgs(code))),
        prefetchSetting(dispatch),
      ]),
  };
}

function teamRoute(region: Region, order: number): PageRoute {
  return {
    path: `/taesung/${region}`,
    site: { title: `nav.team.${region}`, menu: { group: 'team', order } },
    Component: boundPage(TeamOfficePage, { region }, `TeamOfficePage(${region})`),
    prefetch: ({ dispatch }) => Promise.all([dispatch(endpoints.getLawyers.initiate()), prefetchSetting(dispatch)]),
  };
}

function directionsRoute(region: Region, order: number): PageRoute {
  return {
    path: `/contact/${region}`,
    site: { title: `nav.contact.${region}`, menu: { group: 'contact', order } },
    Component: boundPage(DirectionsPage, { region }, `DirectionsPage(${region})`),
    prefetch: ({ dispatch }) => prefetchSetting(dispatch),
  };
}

/**
 * A calculator's page, named `nav.calculators.<tool in camel case>`, stands in the menu after the practice areas it
 * serves (the inheritance group's, or the divorce group's), in the order `routes` lists them.
 */
function calculatorRoute(tool: CalculatorTool, order: number): PageRoute {
  return {
    path: `/calculator/${tool}`,
    site: {
      title: `nav.calculators.${tool.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}`,
      menu: { group: tool === 'inheritance' ? tool : 'divorce', order: 10 + order },
    },
    Component: boundPage(CalculatorPage, { tool }, `CalculatorPage(${tool})`),
    // Only the server prefetches: the calculator's code stays out of the routes chunk.
    prefetch: (context) =>
      import(/* webpackChunkName: "calculator-prefetch" */ './calculators/prefetch.ts').then((m) =>
        m.prefetchCalculator(tool, context),
      ),
  };
}

const searchPrefetch: PageRoute['prefetch'] = ({ dispatch, params, searchParams }) => {
  const keyword = searchKeywordOf(params.keyword, searchParams);
  return keyword ? dispatch(endpoints.search.initiate(keyword)) : undefined;
};

export const routes: readonly PageRoute[] = [
  {
    path: '/taesung/center',
    Component: TeamCenterPage,
    site: { title: 'nav.team.center', menu: { group: 'team', order: 1 } },
    prefetch: ({ dispatch }) => Promise.all([dispatch(endpoints.getLawyers.initiate()), prefetchSetting(dispatch)]),
  },
  teamRoute('seoul', 2),
  teamRoute('incheon', 3),
  ...practiceAreas.map(practiceRoute),
  {
    path: '/media',
    Component: MediaPage,
    site: { title: 'nav.media', menu: { group: 'media', order: 1 } },
    prefetch: ({ dispatch, searchParams }) =>
      dispatch(endpoints.getBoards.initiate(mediaListArgs(pageNumberOf(searchParams)))),
  },
  directionsRoute('seoul', 1),
  directionsRoute('incheon', 2),
  {
    path: '/contact/consultation',
    Component: ConsultationPage,
    site: { title: 'nav.consultation', footer: { order: 3 } },
    prefetch: ({ dispatch }) => prefetchSetting(dispatch),
  },
  // A visitor's booking, opened by its private link: in no menu, no sitemap, no search engine.
  {
    path: '/contact/consultation/booking/:id',
    Component: BookingPage,
    site: { pageView: false },
    // The booking's endpoints stay out of the routes chunk, as a calculator's prefetch does.
    prefetch: (context) =>
      import(/* webpackChunkName: "page-booking" */ './api/bookings.ts').then((m) => m.prefetchBooking(context)),
  },
  {
    path: '/guide',
    Component: GuidePage,
    prefetch: ({ dispatch, searchParams }) =>
      Promise.all([
        dispatch(endpoints.getFaqs.initiate(guideFaqArgs)),
        dispatch(endpoints.getNotifications.initiate(noticeListArgs(pageNumberOf(searchParams)))),
        dispatch(endpoints.getBanners.initiate(guideBannerCode)),
      ]),
  },
  { path: '/guide/question', Component: QuestionAskPage, site: { sitemap: false, pageView: false } },
  {
    path: '/guide/questions/:id',
    Component: QuestionPage,
    site: { pageView: false },
    prefetch: ({ dispatch, params, searchParams }) => {
      const key = questionKeyOf(searchParams);
      return key && params.id
        ? dispatch(questionsApi.endpoints.getQuestionView.initiate({ id: params.id, key }))
        : undefined;
    },
  },
  {
    path: '/terms/:code',
    Component: TermsPage,
    site: [
      { path: '/terms/privacy', title: 'nav.terms.privacy', footer: { order: 1, strong: true } },
      { path: '/terms/service', title: 'nav.terms.service', footer: { order: 2 } },
    ],
    prefetch: ({ dispatch, params }) =>
      isTermsCode(params.code ?? '')
        ? Promise.all([
            dispatch(endpoints.getTerms.initiate(params.code ?? '')),
            dispatch(termsVersionsApi.endpoints.getTermsVersions.initiate(params.code ?? '')),
          ])
        : undefined,
  },
  {
    path: '/terms/:code/versions/:id',
    Component: TermsPage,
    site: { pageView: false },
    prefetch: ({ dispatch, params }) =>
      isTermsCode(params.code ?? '') && params.id
        ? Promise.all([
            dispatch(termsVersionsApi.endpoints.getTermsVersion.initiate({ code: params.code ?? '', id: params.id })),
            dispatch(termsVersionsApi.endpoints.getTermsVersions.initiate(params.code ?? '')),
          ])
        : undefined,
  },
  ...(['property-division', 'child-support', 'divorce-grounds', 'inheritance'] satisfies CalculatorTool[]).map(
    calculatorRoute,
  ),
  { path: '/auction-search', Component: SearchPage, site: { sitemap: false }, prefetch: searchPrefetch },
  // A search's keyword is what a visitor typed: the view counts for the search page.
  {
    path: '/auction-search/:keyword',
    Component: SearchPage,
    site: { pageView: '/auction-search' },
    prefetch: searchPrefetch,
  },
];
