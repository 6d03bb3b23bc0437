import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { editorUpload } from '@taesung/shared/schemas';
import { readSingleFile } from '../helpers.ts';

/** `POST /api/console/editor`: the rich-text editor's photo upload. */
export const editorRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/editor',
    {
      schema: {
        tags: ['console: editor'],
        summary: 'Uploads a photo for the rich-text editor (multipart `photo`, 10 MB); answers its URL',
        consumes: ['multipart/form-data'],
        response: { 201: editorUpload },
      },
    },
    async (request, reply) => {
      const { file } = await readSingleFile(request, fastify.storage, 'image');
      return reply.code(201).send({ url: file.url, width: file.width ?? null, height: file.height ?? null });
    },
  );
};
