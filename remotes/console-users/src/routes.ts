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
  page('/console/users', 'users'),
  page('/console/users/create', 'userCreate'),
  page('/console/users/levels', 'levels'),
  page('/console/users/withdrawals', 'withdrawals'),
  page('/console/users/:id', 'userEdit'),
  page('/console/password', 'password'),
];
