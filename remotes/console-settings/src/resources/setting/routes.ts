import { consoleScopes, type PageRoute } from '@taesung/shared';
import { placeholder } from '../placeholder.tsx';

const scope = [consoleScopes.settings];

export const settingRoutes: readonly PageRoute[] = [
  { path: '/console/setting', Component: placeholder('setting'), scope, nav: { group: 'site', order: 10, title: 'console-settings:nav.setting' } },
];
