import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemOf, listOf, termsInput, termsListQuery, termsRecord } from '@taesung/shared/schemas';
import { idParams, paged } from '../helpers.ts';

/** `/api/console/terms`: versions of the privacy policy and terms of service. */
export const termsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['console: settings'];
  const item = itemOf('terms', termsRecord);
  fastify.get(
    '/',
    { schema: { tags, querystring: termsListQuery, response: { 200: listOf('terms', termsRecord) } } },
    async (request) => {
      const { terms, totalCount } = await fastify.terms.list(request.query);
      return { terms, summary: paged(totalCount, request.query) };
    },
  );
  fastify.get('/:id', { schema: { tags, params: idParams, response: { 200: item } } }, async (request) => ({
    terms: await fastify.terms.get(request.params.id),
  }));
  fastify.post('/', { schema: { tags, body: termsInput, response: { 201: item } } }, async (request, reply) =>
    reply.code(201).send({ terms: await fastify.terms.create(request.body) }),
  );
  fastify.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Changes a scheduled version; 409 `TERMS_IN_EFFECT` for one in effect',
        params: idParams,
        body: termsInput,
        response: { 200: item },
      },
    },
    async (request) => ({ terms: await fastify.terms.update(request.params.id, request.body) }),
  );
  fastify.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a scheduled version; 409 `TERMS_IN_EFFECT` for one in effect',
        params: idParams,
      },
    },
    async (request, reply) => {
      await fastify.terms.remove(request.params.id);
      return reply.code(204).send();
    },
  );
};
