import type { PageRoute } from '@taesung/shared';
import { bannerRoutes } from './resources/banners/routes.ts';
import { childSupportTableRoutes } from './resources/child-support-tables/routes.ts';
import { lawyerRoutes } from './resources/lawyers/routes.ts';
import { popupRoutes } from './resources/popups/routes.ts';
import { practiceRoutes } from './resources/practices/routes.ts';
import { settingRoutes } from './resources/setting/routes.ts';
import { termsRoutes } from './resources/terms/routes.ts';
export { ready } from './i18n/index.ts';

/** The console screens of this remote, each declared once in its resource's folder (docs/console.md). */
export const routes: readonly PageRoute[] = [
  ...settingRoutes,
  ...lawyerRoutes,
  ...practiceRoutes,
  ...childSupportTableRoutes,
  ...termsRoutes,
  ...bannerRoutes,
  ...popupRoutes,
];
