import { TransactionRollbackError, and, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { BookingKind, BookingSlot, BookingSlotsQuery, SlotChoice } from '@taesung/shared/schemas';
import { bookingAvailability, bookingExceptions, bookings, forms, publicHolidays } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { ApiError } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
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

/** A booking as a request shows it. */
export const toBookedSlot = (row: BookingRow) => ({
  kind: row.kind,
  start: seoulIso(row.startsAt),
  end: seoulIso(row.endsAt),
});

export function createBooking(db: Database) {
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

  return {
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
      const taken = async () => new SlotTakenError(await nextFree(row.office, choice.kind, start, now));
      const [rules] = await db
        .select()
        .from(bookingAvailability)
        .where(and(eq(bookingAvailability.office, row.office), eq(bookingAvailability.kind, choice.kind)))
        .limit(1);
      const offered = rules ? await slotsOf(row.office, choice.kind, seoulDay(start), 1, now) : [];
      const slot = offered.find((candidate) => Date.parse(candidate.start) === start.getTime());
      if (!rules || !slot) throw await taken();
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
      if (!stored) throw await taken();
      return stored;
    },

    /** The bookings not cancelled of these requests, by request. */
    async ofRequests(requestIds: string[]): Promise<Map<string, BookingRow>> {
      if (!requestIds.length) return new Map();
      const rows = await db
        .select()
        .from(bookings)
        .where(and(inArray(bookings.formId, requestIds), isNull(bookings.cancelledAt)));
      return new Map(rows.map((booking) => [booking.formId, booking]));
    },
  };
}

export type Booking = ReturnType<typeof createBooking>;
