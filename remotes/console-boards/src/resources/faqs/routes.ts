import { lazy } from 'react';
import { consoleScopes, type PageRoute } from '@taesung/shared';

const FaqList = lazy(() =>
  import(/* webpackChunkName: "console-faq-list" */ './faq-list.tsx').then((module) => ({ default: module.FaqList })),
);
const FaqCreate = lazy(() =>
  import(/* webpackChunkName: "console-faq-edit" */ './faq-create.tsx').then((module) => ({
    default: module.FaqCreate,
  })),
);
const FaqEdit = lazy(() =>
  import(/* webpackChunkName: "console-faq-edit" */ './faq-edit.tsx').then((module) => ({ default: module.FaqEdit })),
);

const scope = [consoleScopes.center];

export const faqRoutes: readonly PageRoute[] = [
  {
    path: '/console/center/faqs',
    Component: FaqList,
    scope,
    nav: { group: 'consultations', order: 30, title: 'console-boards:nav.faqs' },
  },
  { path: '/console/center/faqs/create', Component: FaqCreate, scope },
  { path: '/console/center/faqs/:id', Component: FaqEdit, scope },
];
