import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  itemOf,
  lawyerInput,
  lawyerListQuery,
  lawyerOrderInput,
  portraitCropFields,
  lawyerRecord,
  listOf,
} from '@taesung/shared/schemas';
import { imageShapes } from '../../services/storage.ts';
import { idParams, keepingUploads, paged, parseWith, readImage } from '../helpers.ts';

/** `/api/console/lawyers`: profiles and portraits. */
export const lawyerRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['console: settings'];
  const item = itemOf('lawyer', lawyerRecord);
  fastify.get(
    '/',
    { schema: { tags, querystring: lawyerListQuery, response: { 200: listOf('lawyers', lawyerRecord) } } },
    async (request) => {
      const { lawyers, totalCount } = await fastify.lawyers.list(request.query);
      return { lawyers, summary: paged(totalCount, request.query) };
    },
  );
  fastify.put(
    '/order',
    {
      schema: {
        tags,
        summary:
          "Orders every lawyer as listed, in one transaction: each one's `order` becomes its position (from 1); 400 unless `ids` holds each lawyer once",
        body: lawyerOrderInput,
      },
    },
    async (request, reply) => {
      await fastify.lawyers.reorder(request.body.ids);
      return reply.code(204).send();
    },
  );
  fastify.get('/:id', { schema: { tags, params: idParams, response: { 200: item } } }, async (request) => ({
    lawyer: await fastify.lawyers.get(request.params.id),
  }));
  fastify.post('/', { schema: { tags, body: lawyerInput, response: { 201: item } } }, async (request, reply) =>
    reply.code(201).send({ lawyer: await fastify.lawyers.create(request.body) }),
  );
  fastify.put(
    '/:id',
    { schema: { tags, params: idParams, body: lawyerInput, response: { 200: item } } },
    async (request) => ({
      lawyer: await fastify.lawyers.update(request.params.id, request.body),
    }),
  );
  fastify.delete('/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    const row = await fastify.lawyers.remove(request.params.id);
    await fastify.storage.removeByUrl(row.image);
    return reply.code(204).send();
  });
  fastify.post(
    '/:id/image',
    {
      schema: {
        tags,
        summary:
          'Sets the portrait: multipart `file` (one image, 10 MB) and optionally `crop.x`, `crop.y`, `crop.width`, `crop.height` (pixels of the upload); ' +
          'cut to 3:4 (around the crop, or the centre), kept at most 600 × 800, as WebP, without metadata',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: item },
      },
    },
    async (request) => {
      await fastify.lawyers.get(request.params.id);
      const file = await readImage(request, fastify.storage, (fields) => {
        const crop = parseWith(portraitCropFields, fields);
        const area =
          crop['crop.x'] === undefined
            ? undefined
            : { x: crop['crop.x'], y: crop['crop.y']!, width: crop['crop.width']!, height: crop['crop.height']! };
        return { shape: imageShapes.portrait, crop: area };
      });
      const { lawyer, replaced } = await keepingUploads(fastify.storage, [file], () =>
        fastify.lawyers.setImage(request.params.id, file.url),
      );
      await fastify.storage.removeByUrl(replaced);
      return { lawyer };
    },
  );
};
