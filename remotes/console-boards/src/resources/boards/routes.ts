import { createElement } from 'react';
import { consoleScope, type PageRoute } from '@taesung/shared';
import { SectionPage } from '@/resources/section-page.tsx';

const page = (path: string, key: string, nav?: PageRoute['nav']): PageRoute => ({
  path,
  Component: () => createElement(SectionPage, { page: key }),
  scope: [consoleScope],
  ...(nav ? { nav } : {}),
});

export const boardRoutes: readonly PageRoute[] = [
  page('/console/boards', 'boards', { group: 'content', order: 10, title: 'console-boards:nav.boards' }),
  page('/console/boards/create', 'boardCreate'),
  page('/console/boards/:id', 'boardEdit'),
  page('/console/center/notifications', 'notifications', { group: 'consultations', order: 40, title: 'console-boards:nav.notifications' }),
];
