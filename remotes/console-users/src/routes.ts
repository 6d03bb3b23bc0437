import { createElement } from 'react';
import { consoleScope, consoleScopes, type PageRoute } from '@taesung/shared';
export { ready } from './i18n/index.ts';
import { SectionPage } from './pages/section-page.tsx';

function page(path: string, key: string, nav?: PageRoute['nav'], scope: string = consoleScopes.staff): PageRoute {
  const Component = () => createElement(SectionPage, { page: key });
  Component.displayName = `ConsolePage(${key})`;
  return { path, Component, scope: [scope], ...(nav ? { nav } : {}) };
}

/** The console screens of this remote, with their sidebar entries (docs/console.md). */
export const routes: readonly PageRoute[] = [
  page('/console/users', 'users', { group: 'accounts', order: 10, title: 'console-users:nav.users' }),
  page('/console/users/create', 'userCreate'),
  page('/console/users/levels', 'levels', { group: 'accounts', order: 20, title: 'console-users:nav.levels' }),
  page('/console/users/withdrawals', 'withdrawals', { group: 'accounts', order: 30, title: 'console-users:nav.withdrawals' }),
  page('/console/users/:id', 'userEdit'),
  page('/console/password', 'password', { group: 'accounts', order: 40, title: 'console-users:nav.password' }, consoleScope),
];
