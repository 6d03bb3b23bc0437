import { lazy } from 'react';
import { consoleScopes, type PageRoute } from '@taesung/shared';

const TableList = lazy(() =>
  import(/* webpackChunkName: "console-child-support-tables" */ './child-support-table-list.tsx').then((module) => ({
    default: module.ChildSupportTableList,
  })),
);
const TableCreate = lazy(() =>
  import(/* webpackChunkName: "console-child-support-table-edit" */ './child-support-table-create.tsx').then(
    (module) => ({ default: module.ChildSupportTableCreate }),
  ),
);
const TableDetail = lazy(() =>
  import(/* webpackChunkName: "console-child-support-tables" */ './child-support-table-detail.tsx').then((module) => ({
    default: module.ChildSupportTableDetail,
  })),
);

const scope = [consoleScopes.settings];

export const childSupportTableRoutes: readonly PageRoute[] = [
  {
    path: '/console/setting/child-support-tables',
    Component: TableList,
    scope,
    nav: { group: 'site', order: 16, title: 'console-settings:childSupportTables.nav' },
  },
  { path: '/console/setting/child-support-tables/create', Component: TableCreate, scope },
  { path: '/console/setting/child-support-tables/:id', Component: TableDetail, scope },
];
