import { consoleScopes, type PageRoute } from '@taesung/shared';
import { placeholder } from '../placeholder.tsx';

const scope = [consoleScopes.settings];

export const bannerRoutes: readonly PageRoute[] = [
  { path: '/console/banners', Component: placeholder('banners'), scope, nav: { group: 'content', order: 20, title: 'console-settings:nav.banners' } },
  { path: '/console/banners/create', Component: placeholder('bannerCreate'), scope },
  { path: '/console/banners/:id', Component: placeholder('bannerEdit'), scope },
];
