import { lazy } from 'react';
import { consoleScopes, type PageRoute } from '@taesung/shared';

const LevelList = lazy(() =>
  import(/* webpackChunkName: "console-level-list" */ './level-list.tsx').then((module) => ({
    default: module.LevelList,
  })),
);
const LevelCreate = lazy(() =>
  import(/* webpackChunkName: "console-level-edit" */ './level-create.tsx').then((module) => ({
    default: module.LevelCreate,
  })),
);
const LevelEdit = lazy(() =>
  import(/* webpackChunkName: "console-level-edit" */ './level-edit.tsx').then((module) => ({
    default: module.LevelEdit,
  })),
);

const scope = [consoleScopes.staff];

export const levelRoutes: readonly PageRoute[] = [
  {
    path: '/console/users/levels',
    Component: LevelList,
    scope,
    nav: { group: 'accounts', order: 20, title: 'console-users:nav.levels' },
  },
  { path: '/console/users/levels/create', Component: LevelCreate, scope },
  { path: '/console/users/levels/:id', Component: LevelEdit, scope },
];
