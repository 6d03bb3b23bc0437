import { lazy } from 'react';
import { consoleScopes, type PageRoute } from '@taesung/shared';
import { schedulePath } from './schedule-values.ts';

const BookingSchedulePage = lazy(() =>
  import(/* webpackChunkName: "console-booking-schedule" */ './booking-schedule-page.tsx').then((module) => ({
    default: module.BookingSchedulePage,
  })),
);

export const bookingScheduleRoutes: readonly PageRoute[] = [
  {
    path: schedulePath,
    Component: BookingSchedulePage,
    scope: [consoleScopes.requests],
    nav: { group: 'consultations', order: 15, title: 'console-boards:nav.schedule' },
  },
];
