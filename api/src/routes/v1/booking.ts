import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingSlot, bookingSlotsQuery } from '@taesung/shared/schemas';

/** As many reads as the calculators allow: each computes from the database and is never cached. */
const slotReads = { max: 120, timeWindow: '1 minute' };

/** `/api/v1/booking`: the free consultation times a visitor may pick (docs/api.md "Booking"). */
const bookingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/booking/slots',
    {
      config: { rateLimit: slotReads },
      schema: {
        tags: ['public'],
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
};

export default bookingRoutes;
