import { TransactionRollbackError, and, eq, gt, gte, inArray, isNull, lt, ne, type SQL } from 'drizzle-orm';
import { koreanDayStart } from '@taesung/shared/calculators';
import type { BookingKind, BookingSlot, BookingSlotsQuery, BookingView, SlotChoice } from '@taesung/shared/schemas';
import { bookingAvailability, bookingExceptions, bookings, forms, lawyers, publicHolidays } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { ApiError, messageOf, notFound } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { createLinkKeys } from '../lib/link-keys.ts';
import type { Locale } from '../lib/locale.ts';
import { addDays, freeSlots, seoulDay, seoulIso, seoulTime } from './booking-slots.ts';
import type { ConsultationRequestRow } from './consultation-requests.ts';

export type BookingRow = typeof bookings.$inferSelect;

/** How many free times a `SLOT_TAKEN` answer offers instead, looked for this many days ahead. */
const alternatives = { count: 5, days: 14 };

/** 409 `SLOT_TAKEN`: the time is taken or no longer offered; `slots` are the next free times of the same office and kind. */
export class SlotTakenError extends ApiError {
  readonly slots: BookingSlot[];

  constructor(slots: BookingSlot[]) {
    super(409, 'SLOT_TAKEN');
    this.slots = slots;
  }
}

/** The body of a `SLOT_TAKEN` answer, in the caller's language. */
export const slotTakenBody = (error: SlotTakenError, locale: Locale) => ({
  message: messageOf('SLOT_TAKEN', locale),
  code: 'SLOT_TAKEN' as const,
  slots: error.slots,
});

/** 409 `BOOKING_CLOSED`: a cancelled booking, or one whose time has begun, is no longer changed through its link. */
const closed = () => new ApiError(409, 'BOOKING_CLOSED');

/** 409 `LAWYER_BUSY`: the lawyer has another booking (not cancelled) whose time overlaps. */
export const lawyerBusy = () => new ApiError(409, 'LAWYER_BUSY');

/**
 * Gives a lawyer the time `start`–`end` of a booking, in the caller's transaction, after the booking's own row is
 * locked: locks the lawyer's row (`FOR UPDATE`), then refuses (`LAWYER_BUSY`) when another booking of the lawyer,
 * not cancelled, overlaps it. Every change giving a lawyer a time goes through here, so such changes for one lawyer
 * run one after the other and each sees the one before.
 */
export async function claimLawyerTime(tx: Database, lawyerId: string, bookingId: string, start: Date, end: Date) {
  const [lawyer] = await tx.select({ id: lawyers.id }).from(lawyers).where(eq(lawyers.id, lawyerId)).for('update');
  if (!lawyer) throw new ApiError(404, 'UNKNOWN_LAWYER');
  const [clash] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.lawyerId, lawyerId),
        isNull(bookings.cancelledAt),
        ne(bookings.id, bookingId),
        lt(bookings.startsAt, end),
        gt(bookings.endsAt, start),
      ),
    )
    .limit(1);
  if (clash) throw lawyerBusy();
}

/** Whether an error is PostgreSQL's unique violation (drizzle wraps the driver's error as `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The address of a booking's private page on the site, without the language prefix: the practice remote's route
 * (`remotes/practice/src/api/bookings.ts`), which the booking e2e opens from the link of the visitor's mail. */
export const bookingPath = (id: string, key: string) =>
  `/contact/consultation/booking/${encodeURIComponent(id)}?key=${encodeURIComponent(key)}`;

/** A booking as its private link shows it. */
export const toBookingView = (row: BookingRow): BookingView => ({
  _id: row.id,
  office: row.office as BookingView['office'],
  kind: row.kind,
  start: seoulIso(row.startsAt),
  end: seoulIso(row.endsAt),
  status: row.cancelledAt ? 'cancelled' : 'booked',
});

/** A booking as a request shows it. */
export const toBookedSlot = (row: BookingRow) => ({
  kind: row.kind,
  start: seoulIso(row.startsAt),
  end: seoulIso(row.endsAt),
});

export type BookedSlot = ReturnType<typeof toBookedSlot>;

/** Bookings that hold (not cancelled) and start on a Korean day (`YYYY-MM-DD`). */
export function heldOn(day: string): SQL {
  return and(
    isNull(bookings.cancelledAt),
    gte(bookings.startsAt, koreanDayStart(day)),
    lt(bookings.startsAt, koreanDayStart(addDays(day, 1))),
  )!;
}

/**
 * Booked consultation times. A booking's private link is opened with a key derived from its id (`createLinkKeys`,
 * as a question's page), so no key is stored; a move keeps the booking's id, and with it the link.
 */
export function createBooking(db: Database, secret: Uint8Array) {
  const links = createLinkKeys(secret, 'booking');

  /** The free slots of an office and kind for `days` Seoul days from `from`, as `freeSlots` counts them. */
  async function slotsOf(
    office: string,
    kind: BookingKind,
    from: string,
    days: number,
    now: Date,
    store: Database = db,
  ): Promise<BookingSlot[]> {
    const [rules] = await store
      .select()
      .from(bookingAvailability)
      .where(and(eq(bookingAvailability.office, office), eq(bookingAvailability.kind, kind)))
      .limit(1);
    if (!rules) return [];
    const to = addDays(from, days);
    const [exceptions, holidays, booked] = await Promise.all([
      store
        .select()
        .from(bookingExceptions)
        .where(
          and(eq(bookingExceptions.office, office), gte(bookingExceptions.day, from), lt(bookingExceptions.day, to)),
        ),
      store
        .select({ day: publicHolidays.day })
        .from(publicHolidays)
        .where(and(gte(publicHolidays.day, from), lt(publicHolidays.day, to))),
      store
        .select({ startsAt: bookings.startsAt })
        .from(bookings)
        .where(
          and(
            eq(bookings.office, office),
            eq(bookings.kind, kind),
            isNull(bookings.cancelledAt),
            gte(bookings.startsAt, seoulTime(from, '00:00')),
            lt(bookings.startsAt, seoulTime(to, '00:00')),
          ),
        ),
    ]);
    return freeSlots({
      rules,
      exceptions,
      holidays: new Set(holidays.map((holiday) => holiday.day)),
      booked: booked.map((booking) => booking.startsAt),
      from,
      days,
      now,
    });
  }

  /** The next free times from `after` on, for a `SLOT_TAKEN` answer. */
  async function nextFree(office: string, kind: BookingKind, after: Date, now: Date): Promise<BookingSlot[]> {
    const from = seoulDay(after.getTime() > now.getTime() ? after : now);
    const slots = await slotsOf(office, kind, from, alternatives.days, now);
    return slots.filter((slot) => Date.parse(slot.start) > after.getTime()).slice(0, alternatives.count);
  }

  /** The slot starting at `start` if the office offers it now, with the office's rules; else `SlotTakenError`. */
  async function offered(office: string, kind: BookingKind, start: Date, now: Date) {
    const [rules] = await db
      .select()
      .from(bookingAvailability)
      .where(and(eq(bookingAvailability.office, office), eq(bookingAvailability.kind, kind)))
      .limit(1);
    const slots = rules ? await slotsOf(office, kind, seoulDay(start), 1, now) : [];
    const slot = slots.find((candidate) => Date.parse(candidate.start) === start.getTime());
    if (!rules || !slot) throw new SlotTakenError(await nextFree(office, kind, start, now));
    return { rules, slot };
  }

  /** The booking a private link opens; 404 for an unknown id or a wrong key alike. */
  async function opened(id: string, key: string): Promise<BookingRow> {
    if (!links.opens(id, key)) throw notFound();
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  /** A booking its visitor may still change: not cancelled, its time not begun. */
  function changeable(row: BookingRow, now: Date) {
    if (row.cancelledAt || row.startsAt.getTime() <= now.getTime()) throw closed();
  }

  /**
   * Moves a booking to another free time of its office and kind, keeping its id; the one way a booking moves, for
   * its visitor and for staff alike. The booking's row is locked first and, when it has a lawyer, the lawyer must be
   * free at the new time (`claimLawyerTime`, else `LAWYER_BUSY`). Each seat of the new slot is then tried in a
   * savepoint: the unique index `bookings_seat_key` refuses a taken one, and the old seat is freed by the same
   * update, so the move happens whole or not at all; the new time is reminded of again (`reminded_at` cleared).
   * Throws `SlotTakenError` with the next free times,
   * `BOOKING_CLOSED` once the booking is cancelled. Answers the booking before and after the move.
   */
  async function reschedule(
    row: BookingRow,
    start: Date,
    now = new Date(),
  ): Promise<{ before: BookingRow; after: BookingRow }> {
    if (row.cancelledAt) throw closed();
    if (start.getTime() === row.startsAt.getTime()) return { before: row, after: row };
    const { rules, slot } = await offered(row.office, row.kind, start, now);
    const moved = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(bookings).where(eq(bookings.id, row.id)).for('update');
      if (!before || before.cancelledAt) throw closed();
      if (before.lawyerId) await claimLawyerTime(tx, before.lawyerId, row.id, start, new Date(slot.end));
      for (let seat = 1; seat <= rules.capacity; seat++) {
        const claimed = await tx
          .transaction((savepoint) =>
            savepoint
              .update(bookings)
              .set({ startsAt: start, endsAt: new Date(slot.end), seat, remindedAt: null, updatedAt: now })
              .where(and(eq(bookings.id, row.id), isNull(bookings.cancelledAt)))
              .returning(),
          )
          .catch((error: unknown) => {
            if (isUniqueViolation(error)) return null;
            throw error;
          });
        if (claimed && !claimed.length) throw closed();
        if (claimed) return { before, after: claimed[0]! };
      }
      return null;
    });
    if (!moved) throw new SlotTakenError(await nextFree(row.office, row.kind, start, now));
    return moved;
  }

  return {
    keyOf: links.keyOf,

    /** `GET /api/v1/booking/slots`: from today (Seoul) without `from`. */
    slots(query: BookingSlotsQuery, now = new Date()) {
      return slotsOf(query.office, query.kind, query.from ?? seoulDay(now), query.days, now);
    },

    /**
     * Stores a consultation request with its booked time, both or neither. The time must be one of the free slots;
     * the seat is then claimed by an insert that the unique index `bookings_seat_key` lets through for one request
     * only, so two requests for the last seat cannot both succeed. Throws `SlotTakenError` with the next free times.
     */
    async insertBooked(
      row: ConsultationRequestRow,
      choice: SlotChoice,
      now = new Date(),
    ): Promise<{ request: ConsultationRequestRow; booking: BookingRow }> {
      const start = new Date(choice.start);
      const { rules, slot } = await offered(row.office, choice.kind, start, now);
      const stored = await db
        .transaction(async (tx) => {
          const [request] = await tx.insert(forms).values(row).returning();
          for (let seat = 1; seat <= rules.capacity; seat++) {
            const [booking] = await tx
              .insert(bookings)
              .values({
                id: newId(),
                formId: request!.id,
                office: row.office,
                kind: choice.kind,
                startsAt: start,
                endsAt: new Date(slot.end),
                seat,
              })
              .onConflictDoNothing()
              .returning();
            if (booking) return { request: request!, booking };
          }
          tx.rollback();
          return null;
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return null;
          throw error;
        });
      if (!stored) throw new SlotTakenError(await nextFree(row.office, choice.kind, start, now));
      return stored;
    },

    /** The booking of a private link. */
    async view(id: string, key: string): Promise<BookingRow> {
      return opened(id, key);
    },

    /**
     * Moves a booking through its private link while it is not cancelled and its time has not begun (`reschedule`).
     * A time at which the booking's lawyer is busy is, to the visitor, a time not offered: `SlotTakenError`.
     */
    async move(id: string, key: string, startsAt: string, now = new Date()): Promise<BookingRow> {
      const row = await opened(id, key);
      changeable(row, now);
      const start = new Date(startsAt);
      try {
        return (await reschedule(row, start, now)).after;
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'LAWYER_BUSY')) throw error;
        throw new SlotTakenError(await nextFree(row.office, row.kind, start, now));
      }
    },

    reschedule,

    /** Cancels a booking and frees its seat; cancelling a cancelled booking again changes nothing. */
    async cancel(id: string, key: string, now = new Date()): Promise<BookingRow> {
      const row = await opened(id, key);
      if (row.cancelledAt) return row;
      changeable(row, now);
      const [cancelled] = await db
        .update(bookings)
        .set({ cancelledAt: now, updatedAt: now })
        .where(and(eq(bookings.id, id), isNull(bookings.cancelledAt)))
        .returning();
      return cancelled ?? opened(id, key);
    },

    /** The booked times (bookings not cancelled) of these requests, by request. */
    async bookedTimes(requestIds: string[]): Promise<Map<string, BookedSlot>> {
      if (!requestIds.length) return new Map();
      const rows = await db
        .select()
        .from(bookings)
        .where(and(inArray(bookings.formId, requestIds), isNull(bookings.cancelledAt)));
      return new Map(rows.map((booking) => [booking.formId, toBookedSlot(booking)]));
    },
  };
}

export type Booking = ReturnType<typeof createBooking>;
