import { firmTimeZone, formatDate, formatTime } from '@taesung/shared';
import type { BookingSlot } from '@taesung/shared/schemas';

const formats = new Map<string, Intl.DateTimeFormat>();

function seoulFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = language === 'en' ? 'en-US' : 'ko-KR';
  const key = `${locale}|${Object.keys(options).join()}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: firmTimeZone, ...options });
    formats.set(key, format);
  }
  return format;
}

const noonOf = (day: string) => new Date(`${day}T12:00:00+09:00`);

/** A Seoul day (`YYYY-MM-DD`) as the visitor reads it: `12월 7일 (월)`, `Mon, December 7`. */
export const formatDay = (day: string, language: string) =>
  seoulFormat(language, { month: 'long', day: 'numeric', weekday: 'short' }).format(noonOf(day));

/** A Seoul day's weekday, short: `월`, `Mon`. */
export const formatWeekday = (day: string, language: string) =>
  seoulFormat(language, { weekday: 'short' }).format(noonOf(day));

/** `HH:mm` on Seoul's clock. */
export const clockOf = (instant: string) => formatTime(instant).slice(0, 5);

/** The Seoul day of an instant. */
export const dayOf = (instant: string) => formatDate(instant);

/** An instant as the visitor reads it, in Seoul time: `12월 7일 (월) 10:00`. */
export const formatSlot = (instant: string, language: string) =>
  `${formatDay(dayOf(instant), language)} ${clockOf(instant)}`;

/** `count` Seoul days from `first`, one after another. */
export function daysFrom(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => new Date(start + index * 86_400_000).toISOString().slice(0, 10));
}

/** The free times by Seoul day. */
export function slotsByDay(slots: readonly BookingSlot[]): Map<string, BookingSlot[]> {
  const days = new Map<string, BookingSlot[]>();
  for (const slot of slots) {
    const day = dayOf(slot.start);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return days;
}
