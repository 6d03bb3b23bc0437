import { lazy } from 'react';
import { consoleScope, type PageRoute } from '@taesung/shared';

const SessionList = lazy(() =>
  import(/* webpackChunkName: "console-sessions" */ './session-list.tsx').then((module) => ({
    default: module.SessionList,
  })),
);

/** Every account sees and ends its own sessions: the console's scope is enough. */
export const sessionRoutes: readonly PageRoute[] = [
  {
    path: '/console/sessions',
    Component: SessionList,
    scope: [consoleScope],
    nav: { group: 'accounts', order: 46, title: 'console-users:sessions.nav' },
  },
];
