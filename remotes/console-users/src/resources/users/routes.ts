import { lazy } from 'react';
import { consoleScopes, type PageRoute } from '@taesung/shared';

const UserList = lazy(() =>
  import(/* webpackChunkName: "console-user-list" */ './user-list.tsx').then((module) => ({
    default: module.UserList,
  })),
);
const UserCreate = lazy(() =>
  import(/* webpackChunkName: "console-user-edit" */ './user-create.tsx').then((module) => ({
    default: module.UserCreate,
  })),
);
const UserEdit = lazy(() =>
  import(/* webpackChunkName: "console-user-edit" */ './user-edit.tsx').then((module) => ({
    default: module.UserEdit,
  })),
);

const scope = [consoleScopes.staff];

export const userRoutes: readonly PageRoute[] = [
  {
    path: '/console/users',
    Component: UserList,
    scope,
    nav: { group: 'accounts', order: 10, title: 'console-users:nav.users' },
  },
  { path: '/console/users/create', Component: UserCreate, scope },
  { path: '/console/users/:id', Component: UserEdit, scope },
];
