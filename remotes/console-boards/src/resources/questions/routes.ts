import { createElement } from 'react';
import { consoleScope, type PageRoute } from '@taesung/shared';
import { SectionPage } from '@/resources/section-page.tsx';

const page = (path: string, key: string, nav?: PageRoute['nav']): PageRoute => ({
  path,
  Component: () => createElement(SectionPage, { page: key }),
  scope: [consoleScope],
  ...(nav ? { nav } : {}),
});

export const questionRoutes: readonly PageRoute[] = [
  page('/console/center/questions', 'questions', { group: 'consultations', order: 20, title: 'console-boards:nav.questions' }),
];
