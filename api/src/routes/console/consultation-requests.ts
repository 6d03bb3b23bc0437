import path from 'node:path';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consultationRequest,
  consultationRequestInput,
  consultationRequestUpdate,
  requestEmailInput,
  requestExportInput,
  requestHoldInput,
  requestListQuery,
  id,
  itemOf,
  outboxMessage,
  searchListOf,
} from '@taesung/shared/schemas';
import { ApiError, notFound } from '../../lib/errors.ts';
import {
  consultationRequestsCsv,
  toConsoleRequest,
  type ConsultationRequestRow,
} from '../../services/consultation-requests.ts';
import { koreanDay } from '../../services/insights.ts';
import { attachmentDisposition, storageNamePattern } from '../../services/storage.ts';
import { idParams, paged } from '../helpers.ts';

const tags = ['console: forms'];
const item = itemOf('form', consultationRequest);

/** `/api/console/forms`: consultation and callback requests. */
const consultationRequestRoutes: FastifyPluginAsyncZod = async (fastify) => {
  /** Requests as the console shows them, each with its booked time (null when the visitor picked none). */
  async function withAppointments<T extends { _id: string }>(requests: T[]) {
    const booked = await fastify.booking.bookedTimes(requests.map((entry) => entry._id));
    return requests.map((entry) => ({ ...entry, appointment: booked.get(entry._id) ?? null }));
  }
  const shown = async (row: ConsultationRequestRow) => (await withAppointments([toConsoleRequest(row)]))[0]!;

  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Requests; with `search`, counted up to 1000 (`summary.capped`)',
        querystring: requestListQuery,
        response: { 200: searchListOf('forms', consultationRequest) },
      },
    },
    async (request) => {
      const { requests, totalCount, capped } = await fastify.consultationRequests.list(request.query);
      await fastify.accessRecords.recordPage(
        request,
        'form',
        requests.map((entry) => entry._id),
        request.query,
      );
      return {
        forms: await withAppointments(requests),
        summary: { ...paged(totalCount, request.query), ...(capped ? { capped } : {}) },
      };
    },
  );

  fastify.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One request with every value (leaves a `view` access record)',
        params: idParams,
        response: { 200: item },
      },
    },
    async (request) => {
      const row = await fastify.consultationRequests.get(request.params.id);
      await fastify.accessRecords.record(request, { action: 'view', subject: 'form', subjectIds: [row.id] });
      return { form: await shown(row) };
    },
  );

  fastify.post(
    '/export',
    {
      schema: {
        tags,
        summary:
          'The requests the filters find, every value, as a CSV file (UTF-8 with a BOM); the reason is kept in the access record',
        body: requestExportInput,
      },
    },
    async (request, reply) => {
      const { reason, ...filter } = request.body;
      const rows = await fastify.consultationRequests.exportRows(filter);
      await fastify.accessRecords.record(request, {
        action: 'export',
        subject: 'form',
        subjectIds: rows.map((row) => row.id),
        count: rows.length,
        filter,
        reason,
      });
      reply.header('Content-Type', 'text/csv; charset=utf-8');
      reply.header(
        'Content-Disposition',
        `attachment; filename="consultation-requests-${koreanDay().replaceAll('-', '')}.csv"`,
      );
      reply.header('Cache-Control', 'private, no-store');
      const booked = await fastify.booking.bookedTimes(rows.map((row) => row.id));
      return reply.send(consultationRequestsCsv(rows, request.locale, booked));
    },
  );

  fastify.put(
    '/:id/hold',
    {
      schema: {
        tags,
        summary: 'Puts the request on legal hold: the retention job keeps it until the hold is lifted',
        params: idParams,
        body: requestHoldInput,
        response: { 200: item },
      },
    },
    async (request) => {
      const hold = { reason: request.body.reason, at: new Date().toISOString(), by: request.caller!.username };
      const row = await fastify.consultationRequests.setHold(request.params.id, hold);
      await fastify.accessRecords.record(request, {
        action: 'hold',
        subject: 'form',
        subjectIds: [row.id],
        reason: hold.reason,
        detail: 'set',
      });
      return { form: await shown(row) };
    },
  );

  fastify.delete(
    '/:id/hold',
    { schema: { tags, summary: 'Lifts the legal hold', params: idParams, response: { 200: item } } },
    async (request) => {
      const held = await fastify.consultationRequests.get(request.params.id);
      if (!held.hold) throw new ApiError(409, 'NOT_HELD');
      const row = await fastify.consultationRequests.setHold(held.id, null);
      await fastify.accessRecords.record(request, {
        action: 'hold',
        subject: 'form',
        subjectIds: [row.id],
        reason: held.hold.reason,
        detail: 'lifted',
      });
      return { form: await shown(row) };
    },
  );

  fastify.post(
    '/',
    {
      schema: {
        tags,
        summary: 'A request taken by phone or in person',
        body: consultationRequestInput.omit({ website: true }),
        response: { 201: item },
      },
    },
    async (request, reply) => {
      const row = await fastify.consultationRequests.insert(fastify.consultationRequests.draft(request.body, 'ko'));
      await fastify.accessRecords.record(request, { action: 'create', subject: 'form', subjectIds: [row.id] });
      return reply.code(201).send({ form: await shown(row) });
    },
  );

  fastify.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Status and memo',
        params: idParams,
        body: consultationRequestUpdate,
        response: { 200: item },
      },
    },
    async (request) => {
      const row = await fastify.consultationRequests.update(request.params.id, request.body);
      await fastify.accessRecords.record(request, {
        action: 'update',
        subject: 'form',
        subjectIds: [row.id],
        detail: Object.keys(request.body).sort().join(','),
      });
      return { form: await shown(row) };
    },
  );

  fastify.delete('/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    const row = await fastify.consultationRequests.remove(request.params.id);
    await fastify.accessRecords.record(request, { action: 'delete', subject: 'form', subjectIds: [row.id] });
    for (const file of row.files) {
      const name = file.url.split('/').pop() ?? '';
      await fastify.storage
        .remove(name, 'private')
        .catch((error: unknown) => fastify.log.warn({ err: error }, 'attachment not removed'));
    }
    return reply.code(204).send();
  });

  fastify.put(
    '/:id/email',
    {
      schema: {
        tags,
        summary: 'Forwards the request by e-mail to `to`, or to the notification recipients',
        params: idParams,
        body: requestEmailInput,
        response: { 200: z.object({ form: consultationRequest, messages: z.array(outboxMessage) }) },
      },
    },
    async (request) => {
      const row = await fastify.consultationRequests.get(request.params.id);
      const to = request.body.to ? [request.body.to] : (await fastify.settings.recipients()).email;
      if (!to.length) throw new ApiError(400, 'NO_RECIPIENTS');
      const messages = await fastify.notifications.forwardRequest(row, to, fastify.publicOrigin);
      await fastify.accessRecords.record(request, {
        action: 'forward',
        subject: 'form',
        subjectIds: [row.id],
        count: to.length,
        detail: to.join(', '),
      });
      if (fastify.messaging.mailTransport === 'smtp' && messages.every((message) => message.status === 'failed'))
        throw new ApiError(502, 'MAIL_FAILED');
      return { form: await shown(row), messages };
    },
  );

  fastify.get(
    '/:id/files/:name',
    {
      schema: {
        tags,
        summary: 'An attachment of the request (kept private)',
        params: z.object({ id, name: z.string().regex(storageNamePattern) }),
      },
    },
    async (request, reply) => {
      const row = await fastify.consultationRequests.get(request.params.id);
      const attached = row.files.find((file) => file.url.endsWith(`/${request.params.name}`));
      const opened = attached ? await fastify.storage.open(request.params.name, 'private') : null;
      if (!attached || !opened) throw notFound();
      await fastify.accessRecords.record(request, {
        action: 'view',
        subject: 'form',
        subjectIds: [row.id],
        detail: attached.name,
      });
      reply.header('Content-Type', opened.type);
      reply.header(
        'Content-Disposition',
        attachmentDisposition(attached.name, path.extname(request.params.name).slice(1)),
      );
      reply.header('Cache-Control', 'private, no-store');
      if (opened.size !== null) reply.header('Content-Length', String(opened.size));
      return reply.send(opened.body);
    },
  );
};

export default consultationRequestRoutes;
