import { and, asc, eq, gte, lte } from 'drizzle-orm';
import {
  bookingKinds,
  type BookingAvailabilityInput,
  type BookingAvailabilityRecord,
  type BookingExceptionInput,
  type BookingExceptionListQuery,
  type BookingExceptionRecord,
  type BookingKind,
  type OfficeCode,
  type PublicHolidayInput,
  type PublicHolidayRecord,
} from '@taesung/shared/schemas';
import { bookingAvailability, bookingExceptions, publicHolidays, settings } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { ApiError, notFound, ValidationError } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { iso } from '../lib/query.ts';
import { addDays, seoulDay } from './booking-slots.ts';

type AvailabilityRow = typeof bookingAvailability.$inferSelect;
type ExceptionRow = typeof bookingExceptions.$inferSelect;
type HolidayRow = typeof publicHolidays.$inferSelect;

/** How far the exceptions list reaches without `to`: a year from its first day. */
const exceptionSpanDays = 366;

const toAvailabilityRecord = (row: AvailabilityRow): BookingAvailabilityRecord => ({
  office: row.office as OfficeCode,
  kind: row.kind,
  weeklyHours: row.weeklyHours,
  slotMinutes: row.slotMinutes,
  horizonDays: row.horizonDays,
  leadMinutes: row.leadMinutes,
  capacity: row.capacity,
  updatedAt: iso(row.updatedAt),
});

const toExceptionRecord = (row: ExceptionRow): BookingExceptionRecord => ({
  _id: row.id,
  office: row.office as OfficeCode,
  day: row.day,
  type: row.type,
  from: row.from,
  to: row.to,
  note: row.note,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const toHolidayRecord = (row: HolidayRow): PublicHolidayRecord => ({
  day: row.day,
  name: row.name,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** The weekly ranges in weekday and time order, as the slots are cut from them. */
const sortedHours = (hours: BookingAvailabilityInput['weeklyHours']) =>
  [...hours].sort((a, b) => a.weekday - b.weekday || a.from.localeCompare(b.from));

const exceptionValues = (input: BookingExceptionInput) => ({
  office: input.office,
  day: input.day,
  type: input.type,
  from: input.from,
  to: input.to,
  note: (input.note ?? '').trim(),
});

/**
 * What staff set about when visitors may book: each office's rules per kind, its days that differ and the public
 * holidays, all read by `freeSlots` when a visitor asks for free times. Offices are those of the site's settings.
 */
export function createBookingAvailability(db: Database) {
  /** The office codes of the site's settings, in their order. */
  async function offices(): Promise<string[]> {
    const [row] = await db.select({ data: settings.data }).from(settings).where(eq(settings.id, 'site')).limit(1);
    return (row?.data.offices ?? []).map((office) => office.code);
  }

  /** 400 `UNKNOWN_OFFICE` on `path` for an office the settings do not list. */
  async function known(office: string, path: string) {
    if (!(await offices()).includes(office))
      throw new ValidationError([{ path, code: 'invalid_value' }], 'UNKNOWN_OFFICE');
  }

  async function exceptionRow(id: string): Promise<ExceptionRow> {
    const [row] = await db.select().from(bookingExceptions).where(eq(bookingExceptions.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** Every kind of every office of the settings, in the settings' order; a kind never saved is not listed. */
    async list(): Promise<BookingAvailabilityRecord[]> {
      const order = await offices();
      const rows = await db.select().from(bookingAvailability);
      return rows
        .filter((row) => order.includes(row.office))
        .sort(
          (a, b) =>
            order.indexOf(a.office) - order.indexOf(b.office) ||
            bookingKinds.indexOf(a.kind) - bookingKinds.indexOf(b.kind),
        )
        .map(toAvailabilityRecord);
    },

    /** Sets the rules of an office and kind, making them if the office is new. */
    async put(office: string, kind: BookingKind, input: BookingAvailabilityInput): Promise<BookingAvailabilityRecord> {
      await known(office, 'params.office');
      const values = { ...input, weeklyHours: sortedHours(input.weeklyHours), updatedAt: new Date() };
      const [row] = await db
        .insert(bookingAvailability)
        .values({ office, kind, ...values })
        .onConflictDoUpdate({ target: [bookingAvailability.office, bookingAvailability.kind], set: values })
        .returning();
      return toAvailabilityRecord(row!);
    },

    /** An office's exceptions in day and time order, from `from` (today in Seoul without) to `to`, both included. */
    async exceptions(query: BookingExceptionListQuery): Promise<BookingExceptionRecord[]> {
      await known(query.office, 'querystring.office');
      const from = query.from ?? seoulDay(new Date());
      const to = query.to ?? addDays(from, exceptionSpanDays);
      const rows = await db
        .select()
        .from(bookingExceptions)
        .where(
          and(
            eq(bookingExceptions.office, query.office),
            gte(bookingExceptions.day, from),
            lte(bookingExceptions.day, to),
          ),
        )
        .orderBy(asc(bookingExceptions.day), asc(bookingExceptions.from), asc(bookingExceptions.createdAt));
      return rows.map(toExceptionRecord);
    },

    async createException(input: BookingExceptionInput): Promise<BookingExceptionRecord> {
      await known(input.office, 'body.office');
      const [row] = await db
        .insert(bookingExceptions)
        .values({ id: newId(), ...exceptionValues(input) })
        .returning();
      return toExceptionRecord(row!);
    },

    async updateException(id: string, input: BookingExceptionInput): Promise<BookingExceptionRecord> {
      await exceptionRow(id);
      await known(input.office, 'body.office');
      const [row] = await db
        .update(bookingExceptions)
        .set({ ...exceptionValues(input), updatedAt: new Date() })
        .where(eq(bookingExceptions.id, id))
        .returning();
      if (!row) throw notFound();
      return toExceptionRecord(row);
    },

    async removeException(id: string): Promise<BookingExceptionRecord> {
      const [row] = await db.delete(bookingExceptions).where(eq(bookingExceptions.id, id)).returning();
      if (!row) throw notFound();
      return toExceptionRecord(row);
    },

    /** The public holidays of a year, in day order. */
    async holidays(year: number): Promise<PublicHolidayRecord[]> {
      const rows = await db
        .select()
        .from(publicHolidays)
        .where(and(gte(publicHolidays.day, `${year}-01-01`), lte(publicHolidays.day, `${year}-12-31`)))
        .orderBy(asc(publicHolidays.day));
      return rows.map(toHolidayRecord);
    },

    /** Adds a public holiday; 409 `HOLIDAY_TAKEN` when the day is one already. */
    async addHoliday(input: PublicHolidayInput): Promise<PublicHolidayRecord> {
      const [row] = await db.insert(publicHolidays).values(input).onConflictDoNothing().returning();
      if (!row) throw new ApiError(409, 'HOLIDAY_TAKEN');
      return toHolidayRecord(row);
    },

    async renameHoliday(day: string, name: PublicHolidayInput['name']): Promise<PublicHolidayRecord> {
      const [row] = await db
        .update(publicHolidays)
        .set({ name, updatedAt: new Date() })
        .where(eq(publicHolidays.day, day))
        .returning();
      if (!row) throw notFound();
      return toHolidayRecord(row);
    },

    async removeHoliday(day: string): Promise<void> {
      const removed = await db.delete(publicHolidays).where(eq(publicHolidays.day, day)).returning();
      if (!removed.length) throw notFound();
    },
  };
}

export type BookingAvailability = ReturnType<typeof createBookingAvailability>;
