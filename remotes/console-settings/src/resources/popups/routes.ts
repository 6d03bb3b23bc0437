import { lazy } from 'react';
import { consoleScopes, type PageRoute } from '@taesung/shared';

const PopupList = lazy(() =>
  import(/* webpackChunkName: "console-popup-list" */ './popup-list.tsx').then((module) => ({
    default: module.PopupList,
  })),
);
const PopupCreate = lazy(() =>
  import(/* webpackChunkName: "console-popup-edit" */ './popup-create.tsx').then((module) => ({
    default: module.PopupCreate,
  })),
);
const PopupEdit = lazy(() =>
  import(/* webpackChunkName: "console-popup-edit" */ './popup-edit.tsx').then((module) => ({
    default: module.PopupEdit,
  })),
);

const scope = [consoleScopes.settings];

export const popupRoutes: readonly PageRoute[] = [
  {
    path: '/console/popups',
    Component: PopupList,
    scope,
    nav: { group: 'content', order: 30, title: 'console-settings:nav.popups' },
  },
  { path: '/console/popups/create', Component: PopupCreate, scope },
  { path: '/console/popups/:id', Component: PopupEdit, scope },
];
