import { lazy } from 'react';
import { consoleScopes, type PageRoute } from '@taesung/shared';

const PracticeList = lazy(() =>
  import(/* webpackChunkName: "console-practice-list" */ './practice-list.tsx').then((module) => ({
    default: module.PracticeList,
  })),
);
const PracticeEdit = lazy(() =>
  import(/* webpackChunkName: "console-practice-edit" */ './practice-edit.tsx').then((module) => ({
    default: module.PracticeEdit,
  })),
);

const scope = [consoleScopes.settings];

export const practiceRoutes: readonly PageRoute[] = [
  {
    path: '/console/setting/practices',
    Component: PracticeList,
    scope,
    nav: { group: 'site', order: 14, title: 'console-settings:practices.nav' },
  },
  { path: '/console/setting/practices/:id', Component: PracticeEdit, scope },
];
