import { consoleScopes, type PageRoute } from '@taesung/shared';

export const practiceRoutes: readonly PageRoute[] = [];
void consoleScopes;
