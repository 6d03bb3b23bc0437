/** A calendar day, `YYYY-MM-DD`: the calculators count in days, on the Korean calendar, without time of day. */
export type Day = string;

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 24 * 60 * 60 * 1000;
const koreaOffsetMs = 9 * 60 * 60 * 1000;

/** Whether a text is a real calendar day (`2025-02-29` is not). */
export function isDay(value: string): boolean {
  const match = dayPattern.exec(value);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && date >= 1 && date <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const parts = (day: Day) => day.split('-').map(Number) as [number, number, number];
const format = (year: number, month: number, date: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;

/** The Korean calendar day of an instant (Korea keeps UTC+9 all year). */
export const koreanToday = (now: Date = new Date()): Day =>
  new Date(now.getTime() + koreaOffsetMs).toISOString().slice(0, 10);

/** The instant a Korean day begins. */
export const koreanDayStart = (day: Day) => new Date(Date.parse(`${day}T00:00:00+09:00`));

export const compareDays = (a: Day, b: Day) => (a < b ? -1 : a > b ? 1 : 0);

export function addDays(day: Day, days: number): Day {
  const [year, month, date] = parts(day);
  return new Date(Date.UTC(year, month - 1, date) + days * dayMs).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / dayMs);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(day: Day): number {
  const [year, month, date] = parts(day);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/**
 * The day a period of whole months that starts after `day` ends on (Civil Code arts. 157, 160): the first day is
 * not counted, so the period ends on the day with the same number `months` later; when that month has no such day,
 * on its last day (art. 160(3)). A negative count goes back the same way.
 */
export function addMonthsCivil(day: Day, months: number): Day {
  const [year, month, date] = parts(day);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return format(targetYear, targetMonth, Math.min(date, daysInMonth(targetYear, targetMonth)));
}

export const addYearsCivil = (day: Day, years: number): Day => addMonthsCivil(day, years * 12);

/**
 * When a period's last day falls on a Saturday or a Sunday, the period ends on the next Monday (art. 161). Other
 * public holidays are not known here; the answers say so.
 */
export function nextWeekday(day: Day): Day {
  const dow = weekday(day);
  return dow === 6 ? addDays(day, 2) : dow === 0 ? addDays(day, 1) : day;
}
