import { lazy } from 'react';
import { consoleScopes, type PageRoute } from '@taesung/shared';

const TermsList = lazy(() =>
  import(/* webpackChunkName: "console-terms-list" */ './terms-list.tsx').then((module) => ({
    default: module.TermsList,
  })),
);
const TermsCreate = lazy(() =>
  import(/* webpackChunkName: "console-terms-edit" */ './terms-create.tsx').then((module) => ({
    default: module.TermsCreate,
  })),
);
const TermsEdit = lazy(() =>
  import(/* webpackChunkName: "console-terms-edit" */ './terms-edit.tsx').then((module) => ({
    default: module.TermsEdit,
  })),
);

const scope = [consoleScopes.settings];

export const termsRoutes: readonly PageRoute[] = [
  {
    path: '/console/terms',
    Component: TermsList,
    scope,
    nav: { group: 'site', order: 20, title: 'console-settings:nav.terms' },
  },
  { path: '/console/terms/create', Component: TermsCreate, scope },
  { path: '/console/terms/:id', Component: TermsEdit, scope },
];
