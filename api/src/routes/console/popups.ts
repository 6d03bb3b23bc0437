import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemOf, listOf, popupInput, popupListQuery, popupRecord } from '@taesung/shared/schemas';
import { idParams, keepingUploads, paged, readSingleFile } from '../helpers.ts';

/** `/api/console/popups`. */
export const popupRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['console: popups'];
  const item = itemOf('popup', popupRecord);
  fastify.get(
    '/',
    { schema: { tags, querystring: popupListQuery, response: { 200: listOf('popups', popupRecord) } } },
    async (request) => {
      const { popups, totalCount } = await fastify.popups.list(request.query);
      return { popups, summary: paged(totalCount, request.query) };
    },
  );
  fastify.get('/:id', { schema: { tags, params: idParams, response: { 200: item } } }, async (request) => ({
    popup: await fastify.popups.get(request.params.id),
  }));
  fastify.post('/', { schema: { tags, body: popupInput, response: { 201: item } } }, async (request, reply) =>
    reply.code(201).send({ popup: await fastify.popups.create(request.body) }),
  );
  fastify.put(
    '/:id',
    { schema: { tags, params: idParams, body: popupInput, response: { 200: item } } },
    async (request) => ({
      popup: await fastify.popups.update(request.params.id, request.body),
    }),
  );
  fastify.delete('/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    const row = await fastify.popups.remove(request.params.id);
    await fastify.storage.removeByUrl(row.image);
    return reply.code(204).send();
  });
  fastify.post(
    '/:id/image',
    {
      schema: {
        tags,
        summary: 'Sets the picture (multipart, one image, 10 MB)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: item },
      },
    },
    async (request) => {
      await fastify.popups.get(request.params.id);
      const { file } = await readSingleFile(request, fastify.storage, 'image');
      const { popup, replaced } = await keepingUploads(fastify.storage, [file], () =>
        fastify.popups.setImage(request.params.id, file.url),
      );
      await fastify.storage.removeByUrl(replaced);
      return { popup };
    },
  );
  fastify.delete('/:id/image', { schema: { tags, params: idParams, response: { 200: item } } }, async (request) => {
    await fastify.popups.get(request.params.id);
    const { popup, replaced } = await fastify.popups.setImage(request.params.id, null);
    await fastify.storage.removeByUrl(replaced);
    return { popup };
  });
};
