import { createElement } from 'react';
import { publicApi, sitePages, type PageRoute, type PrefetchContext } from '@taesung/shared';
export { ready } from './i18n/index.ts';
import { ConsultationPage } from './pages/consultation-page.tsx';
import { DirectionsPage } from './pages/directions-page.tsx';
import { GuidePage } from './pages/guide-page.tsx';
import { MediaPage } from './pages/media-page.tsx';
import { PracticePage } from './pages/practice-page.tsx';
import { SearchPage } from './pages/search-page.tsx';
import { TeamCenterPage } from './pages/team-center-page.tsx';
import { TeamOfficePage } from './pages/team-office-page.tsx';
import { TermsPage } from './pages/terms-page.tsx';
import type { Region } from './offices.ts';
import {
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

const { endpoints } = publicApi;

function practiceRoute(path: string, code: string): PageRoute {
  const Component = () => createElement(PracticePage, { path });
  Component.displayName = `PracticePage(${code})`;
  return {
    path,
    Component,
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
  const Component = () => createElement(TeamOfficePage, { region });
  Component.displayName = `TeamOfficePage(${region})`;
  return {
    path: `/taesung/${region}`,
    Component,
    prefetch: ({ dispatch }) => Promise.all([dispatch(endpoints.getLawyers.initiate()), prefetchSetting(dispatch)]),
  };
}

function directionsRoute(region: Region): PageRoute {
  const Component = () => createElement(DirectionsPage, { region });
  Component.displayName = `DirectionsPage(${region})`;
  return { path: `/contact/${region}`, Component, prefetch: ({ dispatch }) => prefetchSetting(dispatch) };
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
    prefetch: ({ dispatch, searchParams }) => dispatch(endpoints.getBoards.initiate(mediaListArgs(pageNumberOf(searchParams)))),
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
      ]),
  },
  {
    path: '/terms/:code',
    Component: TermsPage,
    prefetch: ({ dispatch, params }) => (isTermsCode(params.code ?? '') ? dispatch(endpoints.getTerms.initiate(params.code ?? '')) : undefined),
  },
  { path: '/auction-search', Component: SearchPage, prefetch: searchPrefetch },
  { path: '/auction-search/:keyword', Component: SearchPage, prefetch: searchPrefetch },
];
