import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemOf, officeCode, settingInput, settingRecord } from '@taesung/shared/schemas';
import { imageShapes } from '../../services/storage.ts';
import { keepingUploads, readImage } from '../helpers.ts';

/** `/api/console/setting`: the firm's details, offices and notification recipients. */
export const settingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['console: settings'];
  const item = itemOf('setting', settingRecord);
  fastify.get('/', { schema: { tags, response: { 200: item } } }, async () => ({
    setting: await fastify.settings.getRecord(),
  }));
  fastify.put(
    '/',
    {
      schema: {
        tags,
        summary: 'Takes back the object `GET` answered, changed; offices keep their stored photos',
        body: settingInput,
        response: { 200: item },
      },
    },
    async (request) => {
      const { setting, dropped } = await fastify.settings.put(request.body);
      await Promise.all(dropped.map((url) => fastify.storage.removeByUrl(url)));
      return { setting };
    },
  );
  const officeParams = z.object({ code: officeCode });
  fastify.post(
    '/offices/:code/image',
    {
      schema: {
        tags,
        summary:
          "Sets an office's photo (multipart `file`, one image, 10 MB; kept at most 1600 × 1200, as WebP, without metadata)",
        consumes: ['multipart/form-data'],
        params: officeParams,
        response: { 200: item },
      },
    },
    async (request) => {
      await fastify.settings.getRecord();
      const file = await readImage(request, fastify.storage, () => ({ shape: imageShapes.office }));
      const { setting, replaced } = await keepingUploads(fastify.storage, [file], () =>
        fastify.settings.setOfficeImage(request.params.code, file.url),
      );
      await fastify.storage.removeByUrl(replaced);
      return { setting };
    },
  );
  fastify.delete(
    '/offices/:code/image',
    { schema: { tags, summary: "Removes an office's photo", params: officeParams, response: { 200: item } } },
    async (request) => {
      const { setting, replaced } = await fastify.settings.setOfficeImage(request.params.code, null);
      await fastify.storage.removeByUrl(replaced);
      return { setting };
    },
  );
};
