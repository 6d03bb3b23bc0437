import { publicApi, type PageRoute } from '@taesung/shared';
export { ready } from './i18n/index.ts';
import { caseListArgs, caseListPath, caseListQueryOf } from './lib/case-list.ts';
import { isPublishedSuccessCase, relatedCasesArgs } from './lib/success-case.ts';
import { SuccessCaseListPage } from './pages/success-case-list-page.tsx';
import { SuccessCasePage } from './pages/success-case-page.tsx';

export const routes: readonly PageRoute[] = [
  {
    path: caseListPath,
    Component: SuccessCaseListPage,
    prefetch: ({ dispatch, searchParams }) =>
      dispatch(publicApi.endpoints.getBoards.initiate(caseListArgs(caseListQueryOf(searchParams)))),
  },
  {
    path: '/reference/:id',
    Component: SuccessCasePage,
    prefetch: async ({ dispatch, params }) => {
      const setting = dispatch(publicApi.endpoints.getSetting.initiate());
      const { data: board } = await dispatch(publicApi.endpoints.getBoard.initiate(params.id ?? ''));
      if (board && isPublishedSuccessCase(board))
        await dispatch(publicApi.endpoints.getBoards.initiate(relatedCasesArgs(board)));
      await setting;
    },
  },
];
