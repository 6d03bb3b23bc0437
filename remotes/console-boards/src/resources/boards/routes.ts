import { lazy } from 'react';
import { consoleScopes, type PageRoute } from '@taesung/shared';

const BoardList = lazy(() =>
  import(/* webpackChunkName: "console-board-list" */ './board-list.tsx').then((module) => ({
    default: module.BoardList,
  })),
);
const NoticeList = lazy(() =>
  import(/* webpackChunkName: "console-board-list" */ './notice-list.tsx').then((module) => ({
    default: module.NoticeList,
  })),
);
const BoardCreate = lazy(() =>
  import(/* webpackChunkName: "console-board-edit" */ './board-create.tsx').then((module) => ({
    default: module.BoardCreate,
  })),
);
const BoardEdit = lazy(() =>
  import(/* webpackChunkName: "console-board-edit" */ './board-edit.tsx').then((module) => ({
    default: module.BoardEdit,
  })),
);

const scope = [consoleScopes.posts];

export const boardRoutes: readonly PageRoute[] = [
  {
    path: '/console/boards',
    Component: BoardList,
    scope,
    nav: { group: 'content', order: 10, title: 'console-boards:nav.boards' },
  },
  { path: '/console/boards/create', Component: BoardCreate, scope },
  { path: '/console/boards/:id', Component: BoardEdit, scope },
  {
    path: '/console/center/notifications',
    Component: NoticeList,
    scope: [consoleScopes.center],
    nav: { group: 'consultations', order: 40, title: 'console-boards:nav.notifications' },
  },
];
