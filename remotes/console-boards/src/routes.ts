import type { PageRoute } from '@taesung/shared';
import { boardRoutes } from './resources/boards/routes.ts';
import { bookingCalendarRoutes } from './resources/booking-calendar/routes.ts';
import { bookingScheduleRoutes } from './resources/booking-schedule/routes.ts';
import { dashboardRoutes } from './resources/dashboard/routes.ts';
import { faqRoutes } from './resources/faqs/routes.ts';
import { consultationRequestRoutes } from './resources/consultation-requests/routes.ts';
import { questionRoutes } from './resources/questions/routes.ts';
export { ready } from './i18n/index.ts';

/** The console screens of this remote, each declared once in its resource's folder (docs/console.md). */
export const routes: readonly PageRoute[] = [
  ...dashboardRoutes,
  ...boardRoutes,
  ...consultationRequestRoutes,
  ...bookingCalendarRoutes,
  ...bookingScheduleRoutes,
  ...faqRoutes,
  ...questionRoutes,
];
