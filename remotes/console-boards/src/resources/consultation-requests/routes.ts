import { lazy } from 'react';
import { consoleScopes, type PageRoute } from '@taesung/shared';

const RequestList = lazy(() =>
  import(/* webpackChunkName: "console-requests" */ './request-list.tsx').then((module) => ({
    default: module.RequestList,
  })),
);
const RequestDetail = lazy(() =>
  import(/* webpackChunkName: "console-request-detail" */ './request-detail.tsx').then((module) => ({
    default: module.RequestDetail,
  })),
);

export const consultationRequestRoutes: readonly PageRoute[] = [
  {
    path: '/console/forms',
    Component: RequestList,
    scope: [consoleScopes.requests],
    nav: { group: 'consultations', order: 10, title: 'console-boards:nav.requests' },
  },
  { path: '/console/forms/:id', Component: RequestDetail, scope: [consoleScopes.requests] },
];
