import { lazy } from 'react';
import { consoleScopes, type PageRoute } from '@taesung/shared';

const FormList = lazy(() =>
  import(/* webpackChunkName: "console-forms" */ './form-list.tsx').then((module) => ({ default: module.FormList })),
);
const FormDetail = lazy(() =>
  import(/* webpackChunkName: "console-form-detail" */ './form-detail.tsx').then((module) => ({
    default: module.FormDetail,
  })),
);

export const formRoutes: readonly PageRoute[] = [
  {
    path: '/console/forms',
    Component: FormList,
    scope: [consoleScopes.requests],
    nav: { group: 'consultations', order: 10, title: 'console-boards:nav.forms' },
  },
  { path: '/console/forms/:id', Component: FormDetail, scope: [consoleScopes.requests] },
];
