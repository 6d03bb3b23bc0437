import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  bookingKeyQuery,
  bookingMoveInput,
  bookingSlot,
  bookingSlotsQuery,
  bookingView,
  itemOf,
  bookingMoveConflict,
} from '@taesung/shared/schemas';
import { slotTakenBody, SlotTakenError, toBookingView, type BookingRow } from '../../services/booking.ts';
import { idParams } from '../helpers.ts';

/** As many reads as the calculators allow: each computes from the database and is never cached. */
const slotReads = { max: 120, timeWindow: '1 minute' };
/** A visitor opens, moves or cancels one booking: a few calls a minute are plenty. */
const linkCalls = { max: 30, timeWindow: '1 minute' };

const tags = ['public'];
const linkSummary = ' through its private link (`?key=`); 404 for an unknown booking or a wrong key alike';

/**
 * `/api/v1/booking` and `/api/v1/bookings`: the free consultation times a visitor may pick, and the private link of
 * a booked time (docs/api.md "Booking").
 */
const bookingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/booking/slots',
    {
      config: { rateLimit: slotReads },
      schema: {
        tags,
        summary:
          "An office's free consultation times of one kind, for `days` Seoul days from `from` (today without), with `+09:00`",
        querystring: bookingSlotsQuery,
        response: { 200: z.object({ slots: z.array(bookingSlot) }) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { slots: await fastify.booking.slots(request.query) };
    },
  );

  /**
   * What the visitor saw or did, in the access records as every view and change of a request is: no account (a
   * visitor), the visitor's address, the request's id.
   */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    row: BookingRow,
    action: 'view' | 'update',
    detail: string,
  ) {
    await fastify.accessRecords.record(request, {
      action,
      subject: 'form',
      subjectIds: [row.formId],
      detail: `booking ${row.id} ${detail} through the visitor's private link`,
    });
    reply.header('Cache-Control', 'private, no-store');
    return { booking: toBookingView(row) };
  }

  fastify.get(
    '/bookings/:id',
    {
      config: { rateLimit: linkCalls },
      schema: {
        tags,
        summary: `A booked consultation time: office, kind, start, end and status, without the visitor's details;${linkSummary}`,
        params: idParams,
        querystring: bookingKeyQuery,
        response: { 200: itemOf('booking', bookingView) },
      },
    },
    async (request, reply) =>
      answer(request, reply, await fastify.booking.view(request.params.id, request.query.key), 'view', 'viewed'),
  );

  fastify.patch(
    '/bookings/:id',
    {
      config: { rateLimit: linkCalls },
      schema: {
        tags,
        summary: `Moves a booking to another free time of its office and kind (409 SLOT_TAKEN with the next free times, 409 BOOKING_CLOSED once cancelled or begun);${linkSummary}`,
        params: idParams,
        querystring: bookingKeyQuery,
        body: bookingMoveInput,
        response: { 200: itemOf('booking', bookingView), 409: bookingMoveConflict },
      },
    },
    async (request, reply) => {
      let row: BookingRow;
      const now = new Date();
      try {
        row = await fastify.booking.move(request.params.id, request.query.key, request.body.start, now);
      } catch (error) {
        if (!(error instanceof SlotTakenError)) throw error;
        return reply.code(409).send(slotTakenBody(error, request.locale));
      }
      if (row.updatedAt.getTime() === now.getTime()) {
        const moved = row;
        fastify.messaging.later(() => fastify.notifications.bookingChanged('moved', moved));
      }
      return answer(request, reply, row, 'update', `moved to ${request.body.start}`);
    },
  );

  fastify.delete(
    '/bookings/:id',
    {
      config: { rateLimit: linkCalls },
      schema: {
        tags,
        summary: `Cancels a booking and frees its time (409 BOOKING_CLOSED once begun);${linkSummary}`,
        params: idParams,
        querystring: bookingKeyQuery,
        response: { 200: itemOf('booking', bookingView) },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const row = await fastify.booking.cancel(request.params.id, request.query.key, now);
      if (row.cancelledAt?.getTime() === now.getTime())
        fastify.messaging.later(() => fastify.notifications.bookingChanged('cancelled', row));
      return answer(request, reply, row, 'update', 'cancelled');
    },
  );
};

export default bookingRoutes;
