import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  itemOf,
  lawyerInput,
  lawyerListQuery,
  lawyerOrderInput,
  officeCode,
  portraitCropFields,
  lawyerRecord,
  listOf,
  pageQuery,
  practiceInput,
  practiceRecord,
  settingInput,
  settingRecord,
  termsInput,
  termsListQuery,
  termsRecord,
} from '@taesung/shared/schemas';
import { imageShapes } from '../../services/storage.ts';
import { idParams, keepingUploads, paged, parseWith, readImage } from '../helpers.ts';

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
