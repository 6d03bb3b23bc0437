import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { bookings, forms } from '../db/schema.ts';
import type { Database } from '../db/index.ts';
import { repeatedJob, tookJobLock } from '../lib/jobs.ts';
import { addDays, seoulDay, seoulTime } from './booking-slots.ts';
import type { Messaging } from './messaging.ts';
import type { Notifications } from './notifications.ts';

/** An arbitrary constant: the transaction lock that lets one replica at a time run the reminder job. */
const reminderLock = 6_130_459_287;
/** How often the job looks for bookings to remind of; a reminder goes out within this much of the hour. */
export const reminderIntervalMs = 5 * 60 * 1000;
/** At most this many reminders per run; the next run takes the rest. */
const batch = 200;

export interface ReminderRun {
  /** False when another replica was running the job. */
  ran: boolean;
  reminded: number;
}

/**
 * The day-before reminder (docs/booking.md): from `hour` o'clock Seoul time, each booking not cancelled that starts
 * on the next Seoul day and has no `reminded_at` gets its reminder written to the outbox and `reminded_at` set, in
 * one transaction under an advisory lock, so it is sent once however many replicas run the job. A booking made
 * after that hour is not reminded: its visitor was just told the time by the booking's own notice.
 */
export function createBookingReminders(options: {
  db: Database;
  messaging: Messaging;
  notifications: Notifications;
  log: FastifyBaseLogger;
  /** The Seoul hour from which reminders go out (`BOOKING_REMINDER_HOUR`). */
  hour: number;
  clock?: () => Date;
}) {
  const { db, messaging, notifications, log, hour } = options;
  const clock = options.clock ?? (() => new Date());
  async function run(now: Date = clock()): Promise<ReminderRun> {
    const today = seoulDay(now);
    const from = seoulTime(today, `${String(hour).padStart(2, '0')}:00`);
    const queued = await db.transaction(async (tx) => {
      if (!(await tookJobLock(tx, reminderLock))) return null;
      if (now.getTime() < from.getTime()) return { reminded: 0, ids: [] };
      const tomorrow = addDays(today, 1);
      const due = await tx
        .select({ booking: bookings, request: forms })
        .from(bookings)
        .innerJoin(forms, eq(forms.id, bookings.formId))
        .where(
          and(
            isNull(bookings.cancelledAt),
            isNull(bookings.remindedAt),
            lt(bookings.createdAt, from),
            gte(bookings.startsAt, seoulTime(tomorrow, '00:00')),
            lt(bookings.startsAt, seoulTime(addDays(tomorrow, 1), '00:00')),
          ),
        )
        .orderBy(asc(bookings.startsAt))
        .limit(batch);
      const ids: string[] = [];
      for (const { booking, request } of due) {
        await tx.update(bookings).set({ remindedAt: now }).where(eq(bookings.id, booking.id));
        ids.push(...(await notifications.queueReminder(tx, booking, request)));
      }
      return { reminded: due.length, ids };
    });
    if (!queued) return { ran: false, reminded: 0 };
    await messaging.dispatch(queued.ids);
    if (queued.reminded) log.info({ reminded: queued.reminded }, 'booking reminders sent');
    return { ran: true, reminded: queued.reminded };
  }

  /** `start` runs it once now and then every five minutes, until `stop`. */
  return { run, ...repeatedJob('booking reminder', reminderIntervalMs, () => run(), log) };
}

export type BookingReminders = ReturnType<typeof createBookingReminders>;
