import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consultationRequest,
  consultationRequestInput,
  consultationRequestUpdate,
  formEmailInput,
  formListQuery,
  id,
  itemOf,
  outboxMessage,
  searchListOf,
} from '@taesung/shared/schemas';
import { ApiError, notFound } from '../../lib/errors.ts';
import { originOf } from '../../lib/locale.ts';
import { toConsultationRequest } from '../../services/forms.ts';
import { storageNamePattern } from '../../services/storage.ts';
import { idParams, paged } from '../helpers.ts';

const tags = ['console: forms'];
const item = itemOf('form', consultationRequest);

/** `/api/console/forms`: consultation and callback requests. */
const formRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Requests; with `search`, counted up to 1000 (`summary.capped`)',
        querystring: formListQuery,
        response: { 200: searchListOf('forms', consultationRequest) },
      },
    },
    async (request) => {
      const { forms, totalCount, capped } = await fastify.forms.list(request.query);
      return { forms, summary: { ...paged(totalCount, request.query), ...(capped ? { capped } : {}) } };
    },
  );

  fastify.get('/:id', { schema: { tags, params: idParams, response: { 200: item } } }, async (request) => ({
    form: toConsultationRequest(await fastify.forms.get(request.params.id)),
  }));

  fastify.post(
    '/',
    { schema: { tags, summary: 'A request taken by phone or in person', body: consultationRequestInput.omit({ website: true }), response: { 201: item } } },
    async (request, reply) => {
      const row = await fastify.forms.insert(fastify.forms.draft(request.body, 'ko'));
      return reply.code(201).send({ form: toConsultationRequest(row) });
    },
  );

  fastify.put('/:id', { schema: { tags, summary: 'Status and memo', params: idParams, body: consultationRequestUpdate, response: { 200: item } } }, async (request) => ({
    form: toConsultationRequest(await fastify.forms.update(request.params.id, request.body)),
  }));

  fastify.delete('/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    const row = await fastify.forms.remove(request.params.id);
    for (const file of row.files) {
      const name = file.url.split('/').pop() ?? '';
      await fastify.storage.remove(name, 'private').catch((error: unknown) => fastify.log.warn({ err: error }, 'attachment not removed'));
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
        body: formEmailInput,
        response: { 200: z.object({ form: consultationRequest, messages: z.array(outboxMessage) }) },
      },
    },
    async (request) => {
      const row = await fastify.forms.get(request.params.id);
      const to = request.body.to ? [request.body.to] : (await fastify.settings.recipients()).email;
      if (!to.length) throw new ApiError(400, 'NO_RECIPIENTS');
      const messages = await fastify.notifications.forwardForm(row, to, originOf(request, fastify.config.PUBLIC_URL));
      if (fastify.messaging.mailTransport === 'smtp' && messages.every((message) => message.status === 'failed')) throw new ApiError(502, 'MAIL_FAILED');
      return { form: toConsultationRequest(row), messages };
    },
  );

  fastify.get(
    '/:id/files/:name',
    { schema: { tags, summary: 'An attachment of the request (kept private)', params: z.object({ id, name: z.string().regex(storageNamePattern) }) } },
    async (request, reply) => {
      const row = await fastify.forms.get(request.params.id);
      const attached = row.files.find((file) => file.url.endsWith(`/${request.params.name}`));
      const opened = attached ? await fastify.storage.open(request.params.name, 'private') : null;
      if (!attached || !opened) throw notFound();
      reply.header('Content-Type', opened.type);
      reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(attached.name)}`);
      reply.header('Cache-Control', 'private, no-store');
      if (opened.size !== null) reply.header('Content-Length', String(opened.size));
      return reply.send(opened.body);
    },
  );
};

export default formRoutes;
