import { lazy } from 'react';
import { consoleScopes, type PageRoute } from '@taesung/shared';

const AccessRecordList = lazy(() =>
  import(/* webpackChunkName: "console-access-records" */ './access-record-list.tsx').then((module) => ({
    default: module.AccessRecordList,
  })),
);

/** Who did what to personal data: a scope of its own, so reading the records is a duty apart (docs/console.md). */
export const accessRecordRoutes: readonly PageRoute[] = [
  {
    path: '/console/records',
    Component: AccessRecordList,
    scope: [consoleScopes.records],
    nav: { group: 'accounts', order: 50, title: 'console-users:records.nav' },
  },
];
