import { publicApi, type PageRoute } from '@taesung/shared';
export { ready } from './i18n/index.ts';
import { LawyerListPage } from './pages/lawyer-list-page.tsx';
import { LawyerProfilePage } from './pages/lawyer-profile-page.tsx';

export const routes: readonly PageRoute[] = [
  {
    path: '/taesung/lawyer',
    Component: LawyerListPage,
    site: { title: 'nav.team.lawyers', menu: { group: 'team', order: 4 } },
    prefetch: ({ dispatch }) => dispatch(publicApi.endpoints.getLawyers.initiate()),
  },
  {
    path: '/taesung/lawyer/:key',
    Component: LawyerProfilePage,
    prefetch: ({ dispatch, params }) =>
      Promise.all([
        dispatch(publicApi.endpoints.getLawyer.initiate(params.key ?? '')),
        dispatch(publicApi.endpoints.getLawyers.initiate()),
        dispatch(publicApi.endpoints.getSetting.initiate()),
      ]),
  },
];
