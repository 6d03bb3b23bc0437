import { lazy } from 'react';
import { consoleScope, type PageRoute } from '@taesung/shared';

const TwoFactorPage = lazy(() =>
  import(/* webpackChunkName: "console-two-factor" */ './two-factor-page.tsx').then((module) => ({
    default: module.TwoFactorPage,
  })),
);

/** Every account keeps its own two-factor sign-in: the console's scope is enough. */
export const twoFactorRoutes: readonly PageRoute[] = [
  {
    path: '/console/two-factor',
    Component: TwoFactorPage,
    scope: [consoleScope],
    nav: { group: 'accounts', order: 45, title: 'console-users:twoFactor.nav' },
  },
];
