import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemOf, listOf, pageQuery, practiceInput, practiceRecord } from '@taesung/shared/schemas';
import { imageShapes } from '../../services/storage.ts';
import { idParams, keepingUploads, paged, readImage } from '../helpers.ts';

/** `/api/console/practices`: the practice pages' prose. */
export const practiceRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['console: settings'];
  const item = itemOf('practice', practiceRecord);
  fastify.get(
    '/',
    { schema: { tags, querystring: pageQuery, response: { 200: listOf('practices', practiceRecord) } } },
    async (request) => {
      const { practices, totalCount } = await fastify.practices.list(request.query);
      return { practices, summary: paged(totalCount, request.query) };
    },
  );
  fastify.get('/:id', { schema: { tags, params: idParams, response: { 200: item } } }, async (request) => ({
    practice: await fastify.practices.get(request.params.id),
  }));
  fastify.post('/', { schema: { tags, body: practiceInput, response: { 201: item } } }, async (request, reply) =>
    reply.code(201).send({ practice: await fastify.practices.create(request.body) }),
  );
  fastify.put(
    '/:id',
    { schema: { tags, params: idParams, body: practiceInput, response: { 200: item } } },
    async (request) => ({
      practice: await fastify.practices.update(request.params.id, request.body),
    }),
  );
  fastify.delete('/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    const row = await fastify.practices.remove(request.params.id);
    await fastify.storage.removeByUrl(row.visual);
    return reply.code(204).send();
  });
  fastify.post(
    '/:id/visual',
    {
      schema: {
        tags,
        summary:
          "Sets the page's top picture (multipart `file`, one image, 10 MB; kept at most 1920 × 1280, as WebP, without metadata)",
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: item },
      },
    },
    async (request) => {
      await fastify.practices.get(request.params.id);
      const file = await readImage(request, fastify.storage, () => ({ shape: imageShapes.hero }));
      const { practice, replaced } = await keepingUploads(fastify.storage, [file], () =>
        fastify.practices.setVisual(request.params.id, file.url),
      );
      await fastify.storage.removeByUrl(replaced);
      return { practice };
    },
  );
  fastify.delete(
    '/:id/visual',
    { schema: { tags, summary: "Removes the page's top picture", params: idParams, response: { 200: item } } },
    async (request) => {
      const { practice, replaced } = await fastify.practices.setVisual(request.params.id, null);
      await fastify.storage.removeByUrl(replaced);
      return { practice };
    },
  );
};
