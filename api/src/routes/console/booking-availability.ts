import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingAvailabilityInput,
  bookingAvailabilityParams,
  bookingAvailabilityRecord,
  bookingExceptionInput,
  bookingExceptionListQuery,
  bookingExceptionRecord,
  itemOf,
  listOf,
  publicHolidayInput,
  publicHolidayListQuery,
  publicHolidayNameInput,
  publicHolidayParams,
  publicHolidayRecord,
} from '@taesung/shared/schemas';
import { idParams, whole } from '../helpers.ts';

const tags = ['console: forms'];

/**
 * `/api/console/booking`: when visitors may book (docs/console.md "Booking hours"). Every change is kept in the
 * access records, as it changes what visitors are offered at once.
 */
export const bookingAvailabilityRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const service = fastify.bookingAvailability;
  const recordChange = (request: FastifyRequest, action: 'create' | 'update' | 'delete', detail: string) =>
    fastify.accessRecords.record(request, { action, subjectIds: [], detail: `booking ${detail}` });

  fastify.get(
    '/availability',
    {
      schema: {
        tags,
        summary: "The weekly hours and rules of every office (of the site's settings) and kind",
        response: { 200: listOf('availability', bookingAvailabilityRecord) },
      },
    },
    async () => {
      const availability = await service.list();
      return { availability, summary: whole(availability.length) };
    },
  );
  fastify.put(
    '/availability/:office/:kind',
    {
      schema: {
        tags,
        summary:
          'Sets the rules of an office and kind; 400 `VALIDATION_FAILED` with `issues` (`end_before_start`, `hours_overlap`), `UNKNOWN_OFFICE`',
        params: bookingAvailabilityParams,
        body: bookingAvailabilityInput,
        response: { 200: itemOf('availability', bookingAvailabilityRecord) },
      },
    },
    async (request) => {
      const { office, kind } = request.params;
      const availability = await service.put(office, kind, request.body);
      await recordChange(request, 'update', `hours ${office} ${kind}`);
      return { availability };
    },
  );

  const exception = itemOf('exception', bookingExceptionRecord);
  fastify.get(
    '/exceptions',
    {
      schema: {
        tags,
        summary: "An office's days that differ, from `from` (today without) to `to` (a year on without), both included",
        querystring: bookingExceptionListQuery,
        response: { 200: listOf('exceptions', bookingExceptionRecord) },
      },
    },
    async (request) => {
      const exceptions = await service.exceptions(request.query);
      return { exceptions, summary: whole(exceptions.length) };
    },
  );
  fastify.post(
    '/exceptions',
    {
      schema: {
        tags,
        summary: 'Adds a day that differs: closed all day (no hours), closed hours, or extra open hours',
        body: bookingExceptionInput,
        response: { 201: exception },
      },
    },
    async (request, reply) => {
      const created = await service.createException(request.body);
      await recordChange(request, 'create', `exception ${created.office} ${created.day} ${created._id}`);
      return reply.code(201).send({ exception: created });
    },
  );
  fastify.put(
    '/exceptions/:id',
    { schema: { tags, params: idParams, body: bookingExceptionInput, response: { 200: exception } } },
    async (request) => {
      const updated = await service.updateException(request.params.id, request.body);
      await recordChange(request, 'update', `exception ${updated.office} ${updated.day} ${updated._id}`);
      return { exception: updated };
    },
  );
  fastify.delete('/exceptions/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    const removed = await service.removeException(request.params.id);
    await recordChange(request, 'delete', `exception ${removed.office} ${removed.day} ${removed._id}`);
    return reply.code(204).send();
  });

  const holiday = itemOf('holiday', publicHolidayRecord);
  fastify.get(
    '/holidays',
    {
      schema: {
        tags,
        summary: 'The public holidays of a year, in day order',
        querystring: publicHolidayListQuery,
        response: { 200: listOf('holidays', publicHolidayRecord) },
      },
    },
    async (request) => {
      const holidays = await service.holidays(request.query.year);
      return { holidays, summary: whole(holidays.length) };
    },
  );
  fastify.post(
    '/holidays',
    {
      schema: {
        tags,
        summary: 'Adds a public holiday; 409 `HOLIDAY_TAKEN` when the day is one already',
        body: publicHolidayInput,
        response: { 201: holiday },
      },
    },
    async (request, reply) => {
      const added = await service.addHoliday(request.body);
      await recordChange(request, 'create', `holiday ${added.day}`);
      return reply.code(201).send({ holiday: added });
    },
  );
  fastify.put(
    '/holidays/:day',
    {
      schema: {
        tags,
        summary: 'Renames a public holiday',
        params: publicHolidayParams,
        body: publicHolidayNameInput,
        response: { 200: holiday },
      },
    },
    async (request) => {
      const renamed = await service.renameHoliday(request.params.day, request.body.name);
      await recordChange(request, 'update', `holiday ${renamed.day}`);
      return { holiday: renamed };
    },
  );
  fastify.delete('/holidays/:day', { schema: { tags, params: publicHolidayParams } }, async (request, reply) => {
    await service.removeHoliday(request.params.day);
    await recordChange(request, 'delete', `holiday ${request.params.day}`);
    return reply.code(204).send();
  });
};
