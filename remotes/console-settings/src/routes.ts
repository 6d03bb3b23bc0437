import { createElement } from 'react';
import { consoleScope, type PageRoute } from '@taesung/shared';
export { ready } from './i18n/index.ts';
import { SectionPage } from './pages/section-page.tsx';

function page(path: string, key: string, nav?: PageRoute['nav']): PageRoute {
  const Component = () => createElement(SectionPage, { page: key });
  Component.displayName = `ConsolePage(${key})`;
  return { path, Component, scope: [consoleScope], ...(nav ? { nav } : {}) };
}

/** The console screens of this remote, with their sidebar entries (docs/console.md). */
export const routes: readonly PageRoute[] = [
  page('/console/setting', 'setting', { group: 'site', order: 10, title: 'console-settings:nav.setting' }),
  page('/console/terms', 'terms', { group: 'site', order: 20, title: 'console-settings:nav.terms' }),
  page('/console/banners', 'banners', { group: 'content', order: 20, title: 'console-settings:nav.banners' }),
  page('/console/banners/create', 'bannerCreate'),
  page('/console/banners/:id', 'bannerEdit'),
  page('/console/popups', 'popups', { group: 'content', order: 30, title: 'console-settings:nav.popups' }),
];
