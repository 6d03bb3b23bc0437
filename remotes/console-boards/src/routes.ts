import { createElement } from 'react';
import { consoleScope, type PageRoute } from '@taesung/shared';
export { ready } from './i18n/index.ts';
import { SectionPage } from './pages/section-page.tsx';

function page(path: string, key: string): PageRoute {
  const Component = () => createElement(SectionPage, { page: key });
  Component.displayName = `ConsolePage(${key})`;
  return { path, Component, scope: [consoleScope] };
}

export const routes: readonly PageRoute[] = [
  page('/console', 'dashboard'),
  page('/console/dashboard', 'dashboard'),
  page('/console/boards', 'boards'),
  page('/console/boards/create', 'boardCreate'),
  page('/console/boards/:id', 'boardEdit'),
  page('/console/forms', 'forms'),
  page('/console/forms/:id', 'formDetail'),
  page('/console/center/notifications', 'notifications'),
  page('/console/center/faqs', 'faqs'),
  page('/console/center/questions', 'questions'),
];
