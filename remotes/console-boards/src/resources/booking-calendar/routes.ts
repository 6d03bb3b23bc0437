import { lazy } from 'react';
import { consoleScopes, type PageRoute } from '@taesung/shared';

const BookingCalendar = lazy(() =>
  import(/* webpackChunkName: "console-booking-calendar" */ './booking-calendar.tsx').then((module) => ({
    default: module.BookingCalendar,
  })),
);

export const bookingCalendarRoutes: readonly PageRoute[] = [
  {
    path: '/console/forms/calendar',
    Component: BookingCalendar,
    scope: [consoleScopes.requests],
    nav: { group: 'consultations', order: 15, title: 'console-boards:nav.bookingCalendar' },
  },
];
