import { lazy } from 'react';
import { consoleScopes, type PageRoute } from '@taesung/shared';

const WithdrawalList = lazy(() =>
  import(/* webpackChunkName: "console-withdrawal-list" */ './withdrawal-list.tsx').then((module) => ({
    default: module.WithdrawalList,
  })),
);

export const withdrawalRoutes: readonly PageRoute[] = [
  {
    path: '/console/users/withdrawals',
    Component: WithdrawalList,
    scope: [consoleScopes.staff],
    nav: { group: 'accounts', order: 30, title: 'console-users:nav.withdrawals' },
  },
];
