import { consoleScopes, type PageRoute } from '@taesung/shared';
import { placeholder } from '../placeholder.tsx';

const scope = [consoleScopes.settings];

export const popupRoutes: readonly PageRoute[] = [
  { path: '/console/popups', Component: placeholder('popups'), scope, nav: { group: 'content', order: 30, title: 'console-settings:nav.popups' } },
];
