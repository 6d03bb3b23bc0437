import { publicApi, type PageRoute } from '@taesung/shared';
export { ready } from './i18n/index.ts';
import { isPublishedSuccessCase, relatedCasesArgs } from './lib/success-case.ts';
import { SuccessCasePage } from './pages/success-case-page.tsx';

export const routes: readonly PageRoute[] = [
  {
    path: '/reference/:id',
    Component: SuccessCasePage,
    prefetch: async ({ dispatch, params }) => {
      const setting = dispatch(publicApi.endpoints.getSetting.initiate());
      const { data: board } = await dispatch(publicApi.endpoints.getBoard.initiate(params.id ?? ''));
      if (board && isPublishedSuccessCase(board)) await dispatch(publicApi.endpoints.getBoards.initiate(relatedCasesArgs(board)));
      await setting;
    },
  },
];
