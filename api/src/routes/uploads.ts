import path from 'node:path';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, notFound } from '../lib/errors.ts';
import { errorHandler, notFoundHandler } from '../plugins/errors.ts';
import { attachmentDisposition, imageExtensions, imageWidths, type VariantFormat } from '../services/storage.ts';

const immutable = 'public, max-age=31536000, immutable';

/** AVIF or WebP when the browser takes it (`Accept`), the original format otherwise. */
function formatFor(accept: string | undefined): VariantFormat {
  const accepted = (accept ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(';')[0]);
  if (accepted.includes('image/avif')) return 'avif';
  if (accepted.includes('image/webp')) return 'webp';
  return 'original';
}

/**
 * `/uploads/<name>`: stored uploads with the type sniffed when they were stored, streamed from the store, and
 * `?w=<width>` resized images. Documents are downloads under the name staff gave them. Names are unique, so
 * everything is cached for a year.
 */
const uploadRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.setErrorHandler(errorHandler);
  fastify.setNotFoundHandler(notFoundHandler);
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
  });

  fastify.get(
    '/:name',
    {
      schema: {
        tags: ['uploads'],
        summary: `An upload; \`?w=\` (${imageWidths.join(', ')}) resizes an image, as AVIF or WebP when \`Accept\` allows`,
        params: z.object({ name: z.string().max(100) }),
        querystring: z.object({ w: z.string().max(10).optional() }),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (name.includes('\u0000')) throw notFound();
      const extension = path.extname(name).slice(1);
      if (request.query.w !== undefined) {
        const width = Number(request.query.w);
        if (!(imageWidths as readonly number[]).includes(width) || !imageExtensions.has(extension))
          throw new ApiError(400, 'BAD_IMAGE_WIDTH');
        const variant = await fastify.storage.variant(name, width, formatFor(request.headers.accept));
        if (!variant) throw notFound();
        return reply.header('Cache-Control', immutable).header('Vary', 'Accept').type(variant.type).send(variant.data);
      }
      const document = !imageExtensions.has(extension);
      const downloadName = document ? await fastify.files.downloadName(name) : null;
      const opened = await fastify.storage.open(name);
      if (!opened) throw notFound();
      reply.header('Cache-Control', immutable).type(opened.type);
      if (opened.size !== null) reply.header('Content-Length', String(opened.size));
      if (document) reply.header('Content-Disposition', attachmentDisposition(downloadName ?? name, extension));
      if (request.method === 'HEAD') {
        // The headers alone: the stored bytes are not read through only to be thrown away.
        opened.body.destroy();
        return reply.send(Readable.from([]));
      }
      return reply.send(opened.body);
    },
  );
};

export default uploadRoutes;
