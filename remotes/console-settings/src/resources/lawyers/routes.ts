import { consoleScopes, type PageRoute } from '@taesung/shared';

export const lawyerRoutes: readonly PageRoute[] = [];
void consoleScopes;
