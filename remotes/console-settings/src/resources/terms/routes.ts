import { consoleScopes, type PageRoute } from '@taesung/shared';
import { placeholder } from '../placeholder.tsx';

const scope = [consoleScopes.settings];

export const termsRoutes: readonly PageRoute[] = [
  { path: '/console/terms', Component: placeholder('terms'), scope, nav: { group: 'site', order: 20, title: 'console-settings:nav.terms' } },
];
