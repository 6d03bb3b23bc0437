import { createElement } from 'react';
import { consoleScope, type PageRoute } from '@taesung/shared';
import { SectionPage } from '@/resources/section-page.tsx';

const page = (path: string, key: string, nav?: PageRoute['nav']): PageRoute => ({
  path,
  Component: () => createElement(SectionPage, { page: key }),
  scope: [consoleScope],
  ...(nav ? { nav } : {}),
});

export const dashboardRoutes: readonly PageRoute[] = [
  page('/console', 'dashboard'),
  page('/console/dashboard', 'dashboard', { group: 'overview', order: 10, title: 'console-boards:nav.dashboard' }),
];
