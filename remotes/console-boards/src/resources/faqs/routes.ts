import { createElement } from 'react';
import { consoleScope, type PageRoute } from '@taesung/shared';
import { SectionPage } from '@/resources/section-page.tsx';

const page = (path: string, key: string, nav?: PageRoute['nav']): PageRoute => ({
  path,
  Component: () => createElement(SectionPage, { page: key }),
  scope: [consoleScope],
  ...(nav ? { nav } : {}),
});

export const faqRoutes: readonly PageRoute[] = [
  page('/console/center/faqs', 'faqs', { group: 'consultations', order: 30, title: 'console-boards:nav.faqs' }),
];
