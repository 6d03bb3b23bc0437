import { lazy } from 'react';
import { consoleScopes, type PageRoute } from '@taesung/shared';

const SettingPage = lazy(() =>
  import(/* webpackChunkName: "console-setting" */ './setting-page.tsx').then((module) => ({
    default: module.SettingPage,
  })),
);

const scope = [consoleScopes.settings];

export const settingRoutes: readonly PageRoute[] = [
  {
    path: '/console/setting',
    Component: SettingPage,
    scope,
    nav: { group: 'site', order: 10, title: 'console-settings:nav.setting' },
  },
];
