import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileRecord, fileUpdateInput, itemOf, listOf, pageQuery } from '@taesung/shared/schemas';
import { idParams, keepingUploads, paged, readSingleFile } from '../helpers.ts';

/** `/api/console/files`: the file library. */
export const fileRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['console: files'];
  const item = itemOf('file', fileRecord);
  fastify.get(
    '/',
    { schema: { tags, querystring: pageQuery, response: { 200: listOf('files', fileRecord) } } },
    async (request) => {
      const { files, totalCount } = await fastify.files.list(request.query);
      return { files, summary: paged(totalCount, request.query) };
    },
  );
  fastify.get('/:id', { schema: { tags, params: idParams, response: { 200: item } } }, async (request) => ({
    file: await fastify.files.get(request.params.id),
  }));
  fastify.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Uploads a file (multipart `file`; images and documents, 30 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: item },
      },
    },
    async (request, reply) => {
      const { file } = await readSingleFile(request, fastify.storage, 'attachment');
      const stored = await keepingUploads(fastify.storage, [file], () =>
        fastify.files.create({ name: file.name, storageName: file.storageName, size: file.size, type: file.type }),
      );
      return reply.code(201).send({ file: stored });
    },
  );
  fastify.put(
    '/:id',
    { schema: { tags, summary: 'Renames', params: idParams, body: fileUpdateInput, response: { 200: item } } },
    async (request) => ({
      file: await fastify.files.rename(request.params.id, request.body.name),
    }),
  );
  fastify.delete('/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    // The stored file goes first, inside the entry's transaction: a store that is down leaves both in place.
    await fastify.files.remove(request.params.id, (stored) => fastify.storage.remove(stored.storageName));
    return reply.code(204).send();
  });
};
