import { lazy } from 'react';
import { consoleScope, type PageRoute } from '@taesung/shared';

const DashboardPage = lazy(() =>
  import(/* webpackChunkName: "console-dashboard" */ './dashboard-page.tsx').then((module) => ({
    default: module.DashboardPage,
  })),
);

export const dashboardRoutes: readonly PageRoute[] = [
  { path: '/console', Component: DashboardPage, scope: [consoleScope] },
  {
    path: '/console/dashboard',
    Component: DashboardPage,
    scope: [consoleScope],
    nav: { group: 'overview', order: 10, title: 'console-boards:nav.dashboard' },
  },
];
