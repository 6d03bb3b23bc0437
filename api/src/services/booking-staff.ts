import { and, asc, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import type { BookingLawyer, ConsoleBooking, ConsoleBookingListQuery } from '@taesung/shared/schemas';
import { bookings, forms, lawyers } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { ApiError, notFound } from '../lib/errors.ts';
import { maskName } from './access-records.ts';
import { claimLawyerTime, type Booking, type BookingRow } from './booking.ts';
import { addDays, seoulIso, seoulTime } from './booking-slots.ts';

/** What a staff action did to a booking: the booking as it was and as it is now, for the visitor to be told. */
export interface BookingChange {
  before: BookingRow;
  after: BookingRow;
}

/** 409 `BOOKING_CANCELLED`: a cancelled booking is not changed any more. */
const cancelled = () => new ApiError(409, 'BOOKING_CANCELLED');

const lawyerColumns = { _id: lawyers.id, name: lawyers.title, nameEn: lawyers.titleEn, office: lawyers.office };

/**
 * Staff's work on booked times (the console's calendar): the day's bookings, and confirming, moving, cancelling and
 * assigning a lawyer. A move goes through the visitor's own `reschedule`, so a seat is claimed one way only.
 *
 * A lawyer's bookings never overlap: every change that gives a lawyer a time (an assignment, a move of a booking with
 * a lawyer) locks the booking's row and then the lawyer's row (`FOR UPDATE`, always in that order) and checks the
 * lawyer's other bookings in the same transaction, so two such changes for one lawyer run one after the other and
 * the second sees the first.
 */
export function createBookingStaff(db: Database, booking: Booking) {
  async function rowOf(id: string): Promise<BookingRow> {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  /** Locks a booking's row for the rest of the transaction and answers it as it is now. */
  async function locked(tx: Database, id: string): Promise<BookingRow> {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    if (!row) throw notFound();
    if (row.cancelledAt) throw cancelled();
    return row;
  }

  /** Sets columns of a booking not cancelled, in one transaction with `check` run on the locked row first. */
  async function change(
    id: string,
    now: Date,
    values: (row: BookingRow) => Partial<BookingRow> | null,
    check?: (tx: Database, row: BookingRow) => Promise<void>,
  ): Promise<BookingChange> {
    return db.transaction(async (tx) => {
      const before = await locked(tx, id);
      const set = values(before);
      if (!set) return { before, after: before };
      await check?.(tx, before);
      const [after] = await tx
        .update(bookings)
        .set({ ...set, updatedAt: now })
        .where(eq(bookings.id, id))
        .returning();
      return { before, after: after! };
    });
  }

  return {
    /** Bookings starting on the Seoul days `from` to `to`, earliest first, with their request's masked name. */
    async list(query: ConsoleBookingListQuery): Promise<ConsoleBooking[]> {
      const conditions: (SQL | undefined)[] = [
        gte(bookings.startsAt, seoulTime(query.from, '00:00')),
        lt(bookings.startsAt, seoulTime(addDays(query.to, 1), '00:00')),
        query.office ? eq(bookings.office, query.office) : undefined,
        query.lawyer ? eq(bookings.lawyerId, query.lawyer) : undefined,
        query.cancelled === 'true' ? undefined : isNull(bookings.cancelledAt),
      ];
      const rows = await db
        .select({ booking: bookings, name: forms.name, lawyer: lawyerColumns })
        .from(bookings)
        .innerJoin(forms, eq(forms.id, bookings.formId))
        .leftJoin(lawyers, eq(lawyers.id, bookings.lawyerId))
        .where(and(...conditions))
        .orderBy(asc(bookings.startsAt), asc(bookings.id));
      return rows.map((row) => toConsoleBooking(row.booking, row.name, row.lawyer));
    },

    /** One booking as the calendar shows it. */
    async shown(row: BookingRow): Promise<ConsoleBooking> {
      const [found] = await db
        .select({ name: forms.name, lawyer: lawyerColumns })
        .from(forms)
        .leftJoin(lawyers, eq(lawyers.id, row.lawyerId ?? ''))
        .where(eq(forms.id, row.formId))
        .limit(1);
      return toConsoleBooking(row, found?.name ?? '', found?.lawyer ?? null);
    },

    /** The lawyers a booking may be assigned to, the console's order. */
    async lawyers(): Promise<BookingLawyer[]> {
      return db.select(lawyerColumns).from(lawyers).orderBy(asc(lawyers.order), asc(lawyers.title));
    },

    /** Staff confirm the booked time; confirming again changes nothing. */
    confirm(id: string, now = new Date()) {
      return change(id, now, (row) => (row.confirmedAt ? null : { confirmedAt: now }));
    },

    /** Cancels a booking and frees its seat. */
    cancel(id: string, now = new Date()) {
      return change(id, now, () => ({ cancelledAt: now }));
    },

    /** Assigns a lawyer (refused when the lawyer's other bookings overlap), or takes the assignment back. */
    assign(id: string, lawyerId: string | null, now = new Date()) {
      return change(
        id,
        now,
        (row) => (row.lawyerId === lawyerId ? null : { lawyerId }),
        lawyerId ? (tx, row) => claimLawyerTime(tx, lawyerId, row.id, row.startsAt, row.endsAt) : undefined,
      );
    },

    /**
     * Moves a booking to another free time of its office and kind (`SlotTakenError` when taken), refused when its
     * lawyer has another booking at the new time.
     */
    async move(id: string, start: string, now = new Date()): Promise<BookingChange> {
      const row = await rowOf(id);
      if (row.cancelledAt) throw cancelled();
      return booking.reschedule(row, new Date(start), now);
    },
  };
}

/** A booking as staff see it. */
function toConsoleBooking(row: BookingRow, name: string, lawyer: BookingLawyer | null): ConsoleBooking {
  return {
    _id: row.id,
    requestId: row.formId,
    name: maskName(name),
    office: row.office as ConsoleBooking['office'],
    kind: row.kind,
    start: seoulIso(row.startsAt),
    end: seoulIso(row.endsAt),
    status: row.cancelledAt ? 'cancelled' : row.confirmedAt ? 'confirmed' : 'booked',
    lawyer: lawyer?._id ? lawyer : null,
  };
}

export type BookingStaff = ReturnType<typeof createBookingStaff>;
