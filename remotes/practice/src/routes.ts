import { createElement, type ComponentType } from 'react';
import { lazyPage, publicApi, sitePages, type LazyPage, type PageRoute, type PrefetchContext } from '@taesung/shared';
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

function practiceRoute(path: string, code: string): PageRoute {
  return {
    path,
    Component: boundPage(PracticePage, { path }, `PracticePage(${code})`),
    prefetch: ({ dispatch }: PrefetchContext) =>
      Promise.all([
        dispatch(endpoints.getPractice.initiate(code)),
        dispatch(endpoints.getFaqs.initiate(practiceFaqArgs(code))),
        dispatch(endpoints.getBoards.initiate(successCaseArgs(code))),
        prefetchSetting(dispatch),
      ]),
  };
}

function teamRoute(region: Region): PageRoute {
  return {
    path: `/taesung/${region}`,
    Component: boundPage(TeamOfficePage, { region }, `TeamOfficePage(${region})`),
    prefetch: ({ dispatch }) => Promise.all([dispatch(endpoints.getLawyers.initiate()), prefetchSetting(dispatch)]),
  };
}

function directionsRoute(region: Region): PageRoute {
  return {
    path: `/contact/${region}`,
    Component: boundPage(DirectionsPage, { region }, `DirectionsPage(${region})`),
    prefetch: ({ dispatch }) => prefetchSetting(dispatch),
  };
}

function calculatorRoute(tool: CalculatorTool): PageRoute {
  return {
    path: `/calculator/${tool}`,
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
    prefetch: ({ dispatch }) => Promise.all([dispatch(endpoints.getLawyers.initiate()), prefetchSetting(dispatch)]),
  },
  teamRoute('seoul'),
  teamRoute('incheon'),
  ...sitePages.flatMap((page) => (page.practice ? [practiceRoute(page.path, page.practice)] : [])),
  {
    path: '/media',
    Component: MediaPage,
    prefetch: ({ dispatch, searchParams }) =>
      dispatch(endpoints.getBoards.initiate(mediaListArgs(pageNumberOf(searchParams)))),
  },
  directionsRoute('seoul'),
  directionsRoute('incheon'),
  { path: '/contact/consultation', Component: ConsultationPage, prefetch: ({ dispatch }) => prefetchSetting(dispatch) },
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
  { path: '/guide/question', Component: QuestionAskPage },
  {
    path: '/guide/questions/:id',
    Component: QuestionPage,
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
    prefetch: ({ dispatch, params }) =>
      isTermsCode(params.code ?? '') && params.id
        ? Promise.all([
            dispatch(termsVersionsApi.endpoints.getTermsVersion.initiate({ code: params.code ?? '', id: params.id })),
            dispatch(termsVersionsApi.endpoints.getTermsVersions.initiate(params.code ?? '')),
          ])
        : undefined,
  },
  ...(['child-support', 'property-division', 'inheritance', 'divorce-grounds'] satisfies CalculatorTool[]).map(
    calculatorRoute,
  ),
  { path: '/auction-search', Component: SearchPage, prefetch: searchPrefetch },
  { path: '/auction-search/:keyword', Component: SearchPage, prefetch: searchPrefetch },
];
