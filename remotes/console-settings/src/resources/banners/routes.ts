import { lazy } from 'react';
import { consoleScopes, type PageRoute } from '@taesung/shared';

const BannerList = lazy(() =>
  import(/* webpackChunkName: "console-banner-list" */ './banner-list.tsx').then((module) => ({
    default: module.BannerList,
  })),
);
const BannerCreate = lazy(() =>
  import(/* webpackChunkName: "console-banner-edit" */ './banner-create.tsx').then((module) => ({
    default: module.BannerCreate,
  })),
);
const BannerEdit = lazy(() =>
  import(/* webpackChunkName: "console-banner-edit" */ './banner-edit.tsx').then((module) => ({
    default: module.BannerEdit,
  })),
);

const scope = [consoleScopes.settings];

export const bannerRoutes: readonly PageRoute[] = [
  {
    path: '/console/banners',
    Component: BannerList,
    scope,
    nav: { group: 'content', order: 20, title: 'console-settings:nav.banners' },
  },
  { path: '/console/banners/create', Component: BannerCreate, scope },
  { path: '/console/banners/:id', Component: BannerEdit, scope },
];
