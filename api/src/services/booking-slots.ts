import type { BookingSlot } from '@taesung/shared/schemas';

/** Seoul is UTC+9 all year: Korea keeps no daylight saving time. */
const seoulOffsetMs = 9 * 60 * 60 * 1000;
const minuteMs = 60 * 1000;
const dayMs = 24 * 60 * minuteMs;

export interface SlotRules {
  weeklyHours: { weekday: number; from: string; to: string }[];
  slotMinutes: number;
  horizonDays: number;
  leadMinutes: number;
  capacity: number;
}

export interface SlotException {
  day: string;
  type: 'closed' | 'open';
  from: string | null;
  to: string | null;
}

export interface SlotInput {
  rules: SlotRules;
  exceptions: SlotException[];
  /** Public holidays, `YYYY-MM-DD`. */
  holidays: ReadonlySet<string>;
  /** The starts of the slot's bookings not cancelled, one per booked seat. */
  booked: Date[];
  /** The first Seoul day, `YYYY-MM-DD`, and how many days. */
  from: string;
  days: number;
  now: Date;
}

/** The Seoul day (`YYYY-MM-DD`) an instant falls on. */
export const seoulDay = (at: Date) => new Date(at.getTime() + seoulOffsetMs).toISOString().slice(0, 10);

/** An instant written in Seoul time: `2026-12-01T10:00:00+09:00`. */
export const seoulIso = (at: Date) => `${new Date(at.getTime() + seoulOffsetMs).toISOString().slice(0, 19)}+09:00`;

/** The instant of a Seoul day's wall-clock time `HH:MM` (`24:00` is the next day's start). */
export const seoulTime = (day: string, time: string) =>
  new Date(Date.parse(`${day}T00:00:00+09:00`) + minutesOf(time) * minuteMs);

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The Seoul day `count` days after `day`. */
export const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * dayMs).toISOString().slice(0, 10);

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

type Range = [number, number];

/** The minutes of a day a kind is open: the weekly hours (none on a public holiday) and extra hours. */
function openRanges(day: string, input: SlotInput): Range[] {
  const weekly = input.holidays.has(day)
    ? []
    : input.rules.weeklyHours.filter((hours) => hours.weekday === weekdayOf(day));
  const extra = input.exceptions.filter((exception) => exception.day === day && exception.type === 'open');
  return [...weekly, ...extra].map((hours) => [minutesOf(hours.from!), minutesOf(hours.to!)] as Range);
}

function closedRanges(day: string, input: SlotInput): Range[] {
  return input.exceptions
    .filter((exception) => exception.day === day && exception.type === 'closed')
    .map((exception) =>
      exception.from && exception.to ? [minutesOf(exception.from), minutesOf(exception.to)] : [0, 24 * 60],
    );
}

/**
 * The free slots of one office and kind, in time order: the weekly hours of each Seoul day (none on public holidays)
 * and extra hours, cut into slots of `slotMinutes` from each range's start; without slots that overlap closed hours,
 * start sooner than `leadMinutes` from `now` or on a Seoul day more than `horizonDays` after today, or whose seats
 * (`capacity`) are all booked.
 */
export function freeSlots(input: SlotInput): BookingSlot[] {
  const { slotMinutes, leadMinutes, horizonDays, capacity } = input.rules;
  if (capacity <= 0 || slotMinutes <= 0) return [];
  const earliest = input.now.getTime() + leadMinutes * minuteMs;
  const beyond = seoulTime(addDays(seoulDay(input.now), horizonDays + 1), '00:00').getTime();
  const taken = new Map<number, number>();
  for (const start of input.booked) taken.set(start.getTime(), (taken.get(start.getTime()) ?? 0) + 1);
  const starts = new Set<number>();
  for (let index = 0; index < input.days; index++) {
    const day = addDays(input.from, index);
    const closed = closedRanges(day, input);
    for (const [open, close] of openRanges(day, input)) {
      for (let minute = open; minute + slotMinutes <= close; minute += slotMinutes) {
        const end = minute + slotMinutes;
        if (closed.some(([from, to]) => minute < to && from < end)) continue;
        const start = seoulTime(day, '00:00').getTime() + minute * minuteMs;
        if (start < earliest || start >= beyond || (taken.get(start) ?? 0) >= capacity) continue;
        starts.add(start);
      }
    }
  }
  return [...starts]
    .sort((a, b) => a - b)
    .map((start) => ({ start: seoulIso(new Date(start)), end: seoulIso(new Date(start + slotMinutes * minuteMs)) }));
}
