import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiError,
  bookingLawyer,
  bookingLawyerInput,
  bookingMoveConflict,
  consoleBooking,
  consoleBookingListQuery,
  consoleBookingMoveInput,
  itemOf,
} from '@taesung/shared/schemas';
import { slotTakenBody, SlotTakenError } from '../../services/booking.ts';
import type { BookingUpdate } from '../../services/booking-notices.ts';
import type { BookingChange } from '../../services/booking-staff.ts';
import { idParams } from '../helpers.ts';

const tags = ['console: bookings'];
const item = itemOf('booking', consoleBooking);

/**
 * What the visitor is told of a staff change: a new time, a cancellation or a confirmation; nothing for a lawyer
 * assigned, nor for a change that changed nothing (the same time again, a second confirmation).
 */
function visitorNotice({ before, after }: BookingChange): BookingUpdate | null {
  if (after.cancelledAt && !before.cancelledAt) return 'cancelled';
  if (after.startsAt.getTime() !== before.startsAt.getTime()) return 'moved';
  if (after.confirmedAt && !before.confirmedAt) return 'confirmed';
  return null;
}

/**
 * `/api/console/bookings`: the calendar of booked consultation times (docs/console.md "Booking calendar"). A booking
 * is personal data of its request: each list and change leaves an access record about the request.
 */
const bookingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  /** Records the change, follows it up and answers the booking as it is now. */
  async function changed(request: FastifyRequest, change: BookingChange, detail: string) {
    await fastify.accessRecords.record(request, {
      action: 'update',
      subject: 'form',
      subjectIds: [change.after.formId],
      detail: `booking ${change.after.id} ${detail}`,
    });
    const notice = visitorNotice(change);
    if (notice) fastify.messaging.later(() => fastify.notifications.bookingChanged(notice, change.after));
    return { booking: await fastify.bookingStaff.shown(change.after) };
  }

  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'Bookings starting on the Seoul days `from` to `to` (both included), earliest first, with `+09:00`; cancelled ones only with `cancelled=true`',
        querystring: consoleBookingListQuery,
        response: { 200: z.object({ bookings: z.array(consoleBooking) }) },
      },
    },
    async (request) => {
      const found = await fastify.bookingStaff.list(request.query);
      await fastify.accessRecords.recordPage(
        request,
        'form',
        found.map((entry) => entry.requestId),
        request.query,
        'bookings',
      );
      return { bookings: found };
    },
  );

  fastify.get(
    '/lawyers',
    {
      schema: {
        tags,
        summary: 'The lawyers a booking may be assigned to',
        response: { 200: z.object({ lawyers: z.array(bookingLawyer) }) },
      },
    },
    async () => ({ lawyers: await fastify.bookingStaff.lawyers() }),
  );

  fastify.post(
    '/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Confirms the booked time (409 BOOKING_CANCELLED once cancelled)',
        params: idParams,
        response: { 200: item, 409: apiError },
      },
    },
    async (request) => changed(request, await fastify.bookingStaff.confirm(request.params.id), 'confirmed'),
  );

  fastify.patch(
    '/:id',
    {
      schema: {
        tags,
        summary:
          'Moves a booking to another free time of its office and kind (409 SLOT_TAKEN with the next free times, 409 LAWYER_BUSY when its lawyer is booked then, 409 BOOKING_CANCELLED)',
        params: idParams,
        body: consoleBookingMoveInput,
        response: { 200: item, 409: bookingMoveConflict },
      },
    },
    async (request, reply) => {
      let change: BookingChange;
      try {
        change = await fastify.bookingStaff.move(request.params.id, request.body.start);
      } catch (error) {
        if (!(error instanceof SlotTakenError)) throw error;
        return reply.code(409).send(slotTakenBody(error, request.locale));
      }
      return changed(request, change, `moved to ${request.body.start}`);
    },
  );

  fastify.post(
    '/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancels a booking and frees its time (409 BOOKING_CANCELLED when it already was)',
        params: idParams,
        response: { 200: item, 409: apiError },
      },
    },
    async (request) => changed(request, await fastify.bookingStaff.cancel(request.params.id), 'cancelled'),
  );

  fastify.put(
    '/:id/lawyer',
    {
      schema: {
        tags,
        summary:
          'Assigns a lawyer, or none with `null` (409 LAWYER_BUSY when the lawyer has another booking at an overlapping time)',
        params: idParams,
        body: bookingLawyerInput,
        response: { 200: item, 404: apiError, 409: apiError },
      },
    },
    async (request) => {
      const { lawyerId } = request.body;
      const change = await fastify.bookingStaff.assign(request.params.id, lawyerId);
      return changed(request, change, lawyerId ? `assigned to lawyer ${lawyerId}` : 'lawyer unassigned');
    },
  );
};

export default bookingRoutes;
