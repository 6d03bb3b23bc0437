const dayMs = 24 * 60 * 60 * 1000;
const seoulOffsetMs = 9 * 60 * 60 * 1000;

export type CalendarView = 'day' | 'week';

/** Today's date in Seoul (`YYYY-MM-DD`), whatever the computer's time zone. */
export const seoulToday = (now = Date.now()) => new Date(now + seoulOffsetMs).toISOString().slice(0, 10);

/** The date `count` days after `day`. */
export const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * dayMs).toISOString().slice(0, 10);

/** A `YYYY-MM-DD` that is a real date, or null. */
export function validDay(value: string | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? null : value;
}

/** The days a view shows around `day`: the day itself, or its week from Monday to Sunday. */
export function daysOf(day: string, view: CalendarView): string[] {
  if (view === 'day') return [day];
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const monday = addDays(day, -((weekday + 6) % 7));
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The Seoul day and wall-clock time of a time written with `+09:00`: `2026-12-03`, `14:00`. */
export const seoulParts = (iso: string) => ({ day: iso.slice(0, 10), time: iso.slice(11, 16) });

/** A date as the calendar's headings show it, in the page's language (`12월 3일 (목)`). */
export const dayHeading = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'long', day: 'numeric', weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
