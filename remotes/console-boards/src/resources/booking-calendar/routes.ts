import { lazy } from 'react';
import { addNamespacePart, consoleScopes, type PageRoute } from '@taesung/shared';
import { namespace } from '@/i18n/index.ts';

/** The screen with its texts, both in its own chunk: the console's first screen carries neither. */
const BookingCalendar = lazy(() =>
  Promise.all([
    import(/* webpackChunkName: "console-booking-calendar" */ './booking-calendar.tsx'),
    addNamespacePart(namespace, 'booking-calendar', {
      ko: () => import(/* webpackChunkName: "console-booking-calendar" */ './i18n/ko.json'),
      en: () => import(/* webpackChunkName: "console-booking-calendar" */ './i18n/en.json'),
    }),
  ]).then(([module]) => ({ default: module.BookingCalendar })),
);

export const bookingCalendarRoutes: readonly PageRoute[] = [
  {
    path: '/console/forms/calendar',
    Component: BookingCalendar,
    scope: [consoleScopes.requests],
    nav: { group: 'consultations', order: 14, title: 'console-boards:nav.bookingCalendar' },
  },
];
