import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleFaqListQuery, faqInput, faqOrderInput, faqRecord, itemOf, listOf } from '@taesung/shared/schemas';
import { idParams, paged } from '../helpers.ts';

const tags = ['console: center'];

/** `/api/console/center/faqs`. */
export const faqRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const item = itemOf('faq', faqRecord);
  fastify.get(
    '/',
    { schema: { tags, querystring: consoleFaqListQuery, response: { 200: listOf('faqs', faqRecord) } } },
    async (request) => {
      const { faqs, totalCount } = await fastify.faqs.list(request.query);
      return { faqs, summary: paged(totalCount, request.query) };
    },
  );
  fastify.put(
    '/order',
    {
      schema: {
        tags,
        summary:
          "Orders FAQs as listed: each one's `order` becomes its position (from 1); 400 for an unknown or repeated id",
        body: faqOrderInput,
      },
    },
    async (request, reply) => {
      await fastify.faqs.reorder(request.body.ids);
      return reply.code(204).send();
    },
  );
  fastify.get('/:id', { schema: { tags, params: idParams, response: { 200: item } } }, async (request) => ({
    faq: await fastify.faqs.get(request.params.id),
  }));
  fastify.post('/', { schema: { tags, body: faqInput, response: { 201: item } } }, async (request, reply) =>
    reply.code(201).send({ faq: await fastify.faqs.create(request.body) }),
  );
  fastify.put(
    '/:id',
    { schema: { tags, params: idParams, body: faqInput, response: { 200: item } } },
    async (request) => ({
      faq: await fastify.faqs.update(request.params.id, request.body),
    }),
  );
  fastify.delete('/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    await fastify.faqs.remove(request.params.id);
    return reply.code(204).send();
  });
};
