import { lazy } from 'react';
import { consoleScopes, type PageRoute } from '@taesung/shared';

const LawyerList = lazy(() =>
  import(/* webpackChunkName: "console-lawyer-list" */ './lawyer-list.tsx').then((module) => ({
    default: module.LawyerList,
  })),
);
const LawyerCreate = lazy(() =>
  import(/* webpackChunkName: "console-lawyer-edit" */ './lawyer-create.tsx').then((module) => ({
    default: module.LawyerCreate,
  })),
);
const LawyerEdit = lazy(() =>
  import(/* webpackChunkName: "console-lawyer-edit" */ './lawyer-edit.tsx').then((module) => ({
    default: module.LawyerEdit,
  })),
);

const scope = [consoleScopes.settings];

export const lawyerRoutes: readonly PageRoute[] = [
  {
    path: '/console/setting/lawyers',
    Component: LawyerList,
    scope,
    nav: { group: 'site', order: 12, title: 'console-settings:lawyers.nav' },
  },
  { path: '/console/setting/lawyers/create', Component: LawyerCreate, scope },
  { path: '/console/setting/lawyers/:id', Component: LawyerEdit, scope },
];
