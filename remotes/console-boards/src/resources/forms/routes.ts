import { createElement } from 'react';
import { consoleScope, type PageRoute } from '@taesung/shared';
import { SectionPage } from '@/resources/section-page.tsx';

const page = (path: string, key: string, nav?: PageRoute['nav']): PageRoute => ({
  path,
  Component: () => createElement(SectionPage, { page: key }),
  scope: [consoleScope],
  ...(nav ? { nav } : {}),
});

export const formRoutes: readonly PageRoute[] = [
  page('/console/forms', 'forms', { group: 'consultations', order: 10, title: 'console-boards:nav.forms' }),
  page('/console/forms/:id', 'formDetail'),
];
