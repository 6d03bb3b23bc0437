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
  page('/console/terms', 'terms'),
  page('/console/banners', 'banners'),
  page('/console/banners/create', 'bannerCreate'),
  page('/console/banners/:id', 'bannerEdit'),
  page('/console/popups', 'popups'),
  page('/console/setting', 'setting'),
];
