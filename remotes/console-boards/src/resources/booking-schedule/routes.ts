import { lazy } from 'react';
import { addNamespacePart, consoleScopes, type PageRoute } from '@taesung/shared';
import { namespace } from '@/i18n/index.ts';
import { schedulePath } from './schedule-values.ts';

/** The screen with its texts, both in its own chunk: the console's first screen carries neither. */
const BookingSchedulePage = lazy(() =>
  Promise.all([
    import(/* webpackChunkName: "console-booking-schedule" */ './booking-schedule-page.tsx'),
    addNamespacePart(namespace, 'booking-schedule', {
      ko: () => import(/* webpackChunkName: "console-booking-schedule" */ './i18n/ko.json'),
      en: () => import(/* webpackChunkName: "console-booking-schedule" */ './i18n/en.json'),
    }),
  ]).then(([module]) => ({ default: module.BookingSchedulePage })),
);

export const bookingScheduleRoutes: readonly PageRoute[] = [
  {
    path: schedulePath,
    Component: BookingSchedulePage,
    scope: [consoleScopes.requests],
    nav: { group: 'consultations', order: 15, title: 'console-boards:nav.schedule' },
  },
];
