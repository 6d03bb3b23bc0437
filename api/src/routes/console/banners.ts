import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bannerBreakpoint, bannerInput, bannerListQuery, bannerRecord, itemOf, listOf } from '@taesung/shared/schemas';
import { ValidationError } from '../../lib/errors.ts';
import { idParams, indexParams, keepingUploads, paged, parseWith, readSingleFile } from '../helpers.ts';

/** The text fields beside a banner picture's `file`. */
const imageFields = z.object({
  'alt.ko': z.string().max(300).optional(),
  'alt.en': z.string().max(300).optional(),
  /** The screens the picture is for; that of the picture replaced (or `desktop`) when absent. */
  breakpoint: bannerBreakpoint.optional(),
});

/** `/api/console/banners`: banners per placement with their pictures. */
export const bannerRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['console: banners'];
  const item = itemOf('banner', bannerRecord);
  const dropUploads = (urls: string[]) => Promise.all(urls.map((url) => fastify.storage.removeByUrl(url)));
  fastify.get(
    '/',
    { schema: { tags, querystring: bannerListQuery, response: { 200: listOf('banners', bannerRecord) } } },
    async (request) => {
      const { banners, totalCount } = await fastify.banners.list(request.query);
      return { banners, summary: paged(totalCount, request.query) };
    },
  );
  fastify.get('/:id', { schema: { tags, params: idParams, response: { 200: item } } }, async (request) => ({
    banner: await fastify.banners.get(request.params.id),
  }));
  fastify.post(
    '/',
    { schema: { tags, body: bannerInput.omit({ images: true }), response: { 201: item } } },
    async (request, reply) => reply.code(201).send({ banner: await fastify.banners.create(request.body) }),
  );
  fastify.put(
    '/:id',
    { schema: { tags, params: idParams, body: bannerInput, response: { 200: item } } },
    async (request) => {
      const { banner, dropped } = await fastify.banners.update(request.params.id, request.body);
      await dropUploads(dropped);
      return { banner };
    },
  );
  fastify.delete('/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    const row = await fastify.banners.remove(request.params.id);
    await dropUploads(row.images.map((image) => image.url));
    return reply.code(204).send();
  });
  fastify.post(
    '/:id/images/:index',
    {
      schema: {
        tags,
        summary:
          'Puts a picture at `index` (replacing it, or appending at the end); multipart `file` plus optional `alt.ko`, `alt.en` and ' +
          '`breakpoint` (`mobile` < 768 px, `tablet` < 1200 px, `desktop`)',
        consumes: ['multipart/form-data'],
        params: indexParams,
        response: { 200: item },
      },
    },
    async (request) => {
      const before = await fastify.banners.get(request.params.id);
      if (request.params.index > before.images.length)
        throw new ValidationError([{ path: 'params.index', code: 'too_big' }]);
      const { file, fields } = await readSingleFile(request, fastify.storage, 'image');
      const { banner, dropped } = await keepingUploads(fastify.storage, [file], async () => {
        const details = parseWith(imageFields, fields);
        const alt =
          details['alt.ko'] !== undefined || details['alt.en'] !== undefined
            ? { ko: details['alt.ko'] ?? '', en: details['alt.en'] ?? '' }
            : undefined;
        return fastify.banners.setImage(request.params.id, request.params.index, file.url, {
          alt,
          breakpoint: details.breakpoint,
        });
      });
      await dropUploads(dropped);
      return { banner };
    },
  );
  fastify.delete(
    '/:id/images/:index',
    { schema: { tags, params: indexParams, response: { 200: item } } },
    async (request) => {
      const { banner, dropped } = await fastify.banners.removeImage(request.params.id, request.params.index);
      await dropUploads(dropped);
      return { banner };
    },
  );
};
