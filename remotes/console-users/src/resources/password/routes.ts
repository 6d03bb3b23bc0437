import { lazy } from 'react';
import { consoleScope, type PageRoute } from '@taesung/shared';

const PasswordPage = lazy(() =>
  import(/* webpackChunkName: "console-password" */ './password-page.tsx').then((module) => ({
    default: module.PasswordPage,
  })),
);

/** Every account may change its own password: the console's scope is enough. */
export const passwordRoutes: readonly PageRoute[] = [
  {
    path: '/console/password',
    Component: PasswordPage,
    scope: [consoleScope],
    nav: { group: 'accounts', order: 40, title: 'console-users:nav.password' },
  },
];
