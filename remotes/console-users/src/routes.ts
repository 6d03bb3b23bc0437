import type { PageRoute } from '@taesung/shared';
import { accessRecordRoutes } from './resources/access-records/routes.ts';
import { levelRoutes } from './resources/levels/routes.ts';
import { passwordRoutes } from './resources/password/routes.ts';
import { sessionRoutes } from './resources/sessions/routes.ts';
import { twoFactorRoutes } from './resources/two-factor/routes.ts';
import { userRoutes } from './resources/users/routes.ts';
import { withdrawalRoutes } from './resources/withdrawals/routes.ts';
export { ready } from './i18n/index.ts';

/** The console screens of this remote, each declared once in its resource's folder (docs/console.md). */
export const routes: readonly PageRoute[] = [
  ...userRoutes,
  ...levelRoutes,
  ...withdrawalRoutes,
  ...passwordRoutes,
  ...twoFactorRoutes,
  ...sessionRoutes,
  ...accessRecordRoutes,
];
