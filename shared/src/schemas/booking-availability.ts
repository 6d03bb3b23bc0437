import { z } from 'zod';
import { isoDateTime, localizedText } from './common.ts';
import { bookingKind } from './engagement.ts';
import { officeCode } from './site-content.ts';

/*
 * When visitors may book (docs/console.md "Booking hours"): each office's weekly hours per kind, its days that differ,
 * and the public holidays. Times are Seoul wall-clock `HH:MM`; an end may be `24:00`, the next day's start.
 */

/** The issue codes of the checks below, which the console shows as their own messages (`errors.<code>`). */
export const bookingIssueCodes = { endBeforeStart: 'end_before_start', hoursOverlap: 'hours_overlap' } as const;

export const clockTime = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/);
export const clockEnd = z.string().regex(/^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/);
/** A Seoul day, `YYYY-MM-DD`. */
export const calendarDay = z.iso.date();

const endBeforeStart = {
  path: ['to'],
  params: { code: bookingIssueCodes.endBeforeStart },
};

/** One range of a weekday's hours; `weekday` 0 is Sunday, as `Date.getDay()`. */
export const weeklyHoursRange = z
  .object({ weekday: z.number().int().min(0).max(6), from: clockTime, to: clockEnd })
  .strict()
  .refine((range) => range.from < range.to, endBeforeStart);
export type WeeklyHoursRange = z.infer<typeof weeklyHoursRange>;

/** Two ranges of the same weekday may not overlap: the second one's `from` is marked. */
export const weeklyHours = z
  .array(weeklyHoursRange)
  .max(7 * 10)
  .superRefine((ranges, context) => {
    ranges.forEach((range, index) => {
      const overlapped = ranges.some(
        (other, before) =>
          before < index && other.weekday === range.weekday && other.from < range.to && range.from < other.to,
      );
      if (overlapped)
        context.addIssue({
          code: 'custom',
          path: [index, 'from'],
          params: { code: bookingIssueCodes.hoursOverlap },
        });
    });
  });

/** `PUT /api/console/booking/availability/{office}/{kind}`: the rules of one office and kind. */
export const bookingAvailabilityInput = z
  .object({
    weeklyHours,
    /** The length of a slot; the weekly ranges are cut into slots from their start. */
    slotMinutes: z.number().int().min(5).max(480),
    /** How many days ahead a visitor may book (today counts as day 0). */
    horizonDays: z.number().int().min(1).max(366),
    /** How soon: a slot starting sooner than this from now is not offered. */
    leadMinutes: z
      .number()
      .int()
      .min(0)
      .max(30 * 24 * 60),
    /** How many bookings one slot takes at once; 0 takes none. */
    capacity: z.number().int().min(0).max(50),
  })
  .strict();
export type BookingAvailabilityInput = z.infer<typeof bookingAvailabilityInput>;

export const bookingAvailabilityRecord = bookingAvailabilityInput.extend({
  office: officeCode,
  kind: bookingKind,
  updatedAt: isoDateTime,
});
export type BookingAvailabilityRecord = z.infer<typeof bookingAvailabilityRecord>;

export const bookingAvailabilityParams = z.object({ office: officeCode, kind: bookingKind });

/** An exception's hour, or null; an empty text box is none. */
const hourOrNone = <Time extends z.ZodString>(time: Time) =>
  z.preprocess((value) => (value === '' ? null : value), time.nullable());

/**
 * A day of an office that differs from its weekly hours, for every kind: `closed` without hours closes the whole
 * day, `closed` with hours closes those hours, `open` adds extra hours (also on a public holiday).
 */
export const bookingExceptionTypes = ['closed', 'open'] as const;
export const bookingExceptionInput = z
  .object({
    office: officeCode,
    day: calendarDay,
    type: z.enum(bookingExceptionTypes),
    from: hourOrNone(clockTime),
    to: hourOrNone(clockEnd),
    note: z.string().trim().max(200).default(''),
  })
  .strict()
  .superRefine((exception, context) => {
    const whole = exception.from === null && exception.to === null;
    if (whole && exception.type === 'closed') return;
    for (const key of ['from', 'to'] as const)
      if (exception[key] === null) context.addIssue({ code: 'custom', path: [key], params: { code: 'required' } });
    if (exception.from !== null && exception.to !== null && exception.from >= exception.to)
      context.addIssue({ code: 'custom', ...endBeforeStart });
  });
export type BookingExceptionInput = z.output<typeof bookingExceptionInput>;
export type BookingExceptionFormValues = z.input<typeof bookingExceptionInput>;

export const bookingExceptionRecord = z.object({
  _id: z.string(),
  office: officeCode,
  day: calendarDay,
  type: z.enum(bookingExceptionTypes),
  from: clockTime.nullable(),
  to: clockEnd.nullable(),
  note: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type BookingExceptionRecord = z.infer<typeof bookingExceptionRecord>;

/** `GET /api/console/booking/exceptions`: an office's exceptions from `from` to `to`, both days included. */
export const bookingExceptionListQuery = z.object({
  office: officeCode,
  from: calendarDay.optional(),
  to: calendarDay.optional(),
});
export type BookingExceptionListQuery = z.infer<typeof bookingExceptionListQuery>;

const holidayName = z.object({ ko: z.string().trim().min(1).max(100), en: z.string().trim().max(100) }).strict();
export const publicHolidayInput = z.object({ day: calendarDay, name: holidayName }).strict();
export type PublicHolidayInput = z.infer<typeof publicHolidayInput>;
export const publicHolidayNameInput = z.object({ name: holidayName }).strict();
export const publicHolidayRecord = z.object({
  day: calendarDay,
  name: localizedText,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type PublicHolidayRecord = z.infer<typeof publicHolidayRecord>;
export const publicHolidayListQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100) });
export const publicHolidayParams = z.object({ day: calendarDay });
