import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  itemOf,
  lawyerInput,
  lawyerListQuery,
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
import { idParams, keepingUploads, paged, readSingleFile } from '../helpers.ts';

/** `/api/console/setting`: the firm's details, offices and notification recipients. */
export const settingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['console: settings'];
  const item = itemOf('setting', settingRecord);
  fastify.get('/', { schema: { tags, response: { 200: item } } }, async () => ({ setting: await fastify.settings.getRecord() }));
  fastify.put('/', { schema: { tags, summary: 'Takes back the object `GET` answered, changed', body: settingInput, response: { 200: item } } }, async (request) => ({
    setting: await fastify.settings.put(request.body),
  }));
};

/** `/api/console/terms`: versions of the privacy policy and terms of service. */
export const termsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['console: settings'];
  const item = itemOf('terms', termsRecord);
  fastify.get('/', { schema: { tags, querystring: termsListQuery, response: { 200: listOf('terms', termsRecord) } } }, async (request) => {
    const { terms, totalCount } = await fastify.terms.list(request.query);
    return { terms, summary: paged(totalCount, request.query) };
  });
  fastify.get('/:id', { schema: { tags, params: idParams, response: { 200: item } } }, async (request) => ({ terms: await fastify.terms.get(request.params.id) }));
  fastify.post('/', { schema: { tags, body: termsInput, response: { 201: item } } }, async (request, reply) =>
    reply.code(201).send({ terms: await fastify.terms.create(request.body) }),
  );
  fastify.put('/:id', { schema: { tags, params: idParams, body: termsInput, response: { 200: item } } }, async (request) => ({
    terms: await fastify.terms.update(request.params.id, request.body),
  }));
  fastify.delete('/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    await fastify.terms.remove(request.params.id);
    return reply.code(204).send();
  });
};

/** `/api/console/lawyers`: profiles and portraits. */
export const lawyerRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['console: settings'];
  const item = itemOf('lawyer', lawyerRecord);
  fastify.get('/', { schema: { tags, querystring: lawyerListQuery, response: { 200: listOf('lawyers', lawyerRecord) } } }, async (request) => {
    const { lawyers, totalCount } = await fastify.lawyers.list(request.query);
    return { lawyers, summary: paged(totalCount, request.query) };
  });
  fastify.get('/:id', { schema: { tags, params: idParams, response: { 200: item } } }, async (request) => ({ lawyer: await fastify.lawyers.get(request.params.id) }));
  fastify.post('/', { schema: { tags, body: lawyerInput, response: { 201: item } } }, async (request, reply) =>
    reply.code(201).send({ lawyer: await fastify.lawyers.create(request.body) }),
  );
  fastify.put('/:id', { schema: { tags, params: idParams, body: lawyerInput, response: { 200: item } } }, async (request) => ({
    lawyer: await fastify.lawyers.update(request.params.id, request.body),
  }));
  fastify.delete('/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    const row = await fastify.lawyers.remove(request.params.id);
    await fastify.storage.removeByUrl(row.image);
    return reply.code(204).send();
  });
  fastify.post(
    '/:id/image',
    { schema: { tags, summary: 'Sets the portrait (multipart, one image, 10 MB)', consumes: ['multipart/form-data'], params: idParams, response: { 200: item } } },
    async (request) => {
      await fastify.lawyers.get(request.params.id);
      const { file } = await readSingleFile(request, fastify.storage, 'image');
      const { lawyer, replaced } = await keepingUploads(fastify.storage, [file], () => fastify.lawyers.setImage(request.params.id, file.url));
      await fastify.storage.removeByUrl(replaced);
      return { lawyer };
    },
  );
};

/** `/api/console/practices`: the practice pages' prose. */
export const practiceRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['console: settings'];
  const item = itemOf('practice', practiceRecord);
  fastify.get('/', { schema: { tags, querystring: pageQuery, response: { 200: listOf('practices', practiceRecord) } } }, async (request) => {
    const { practices, totalCount } = await fastify.practices.list(request.query);
    return { practices, summary: paged(totalCount, request.query) };
  });
  fastify.get('/:id', { schema: { tags, params: idParams, response: { 200: item } } }, async (request) => ({ practice: await fastify.practices.get(request.params.id) }));
  fastify.post('/', { schema: { tags, body: practiceInput, response: { 201: item } } }, async (request, reply) =>
    reply.code(201).send({ practice: await fastify.practices.create(request.body) }),
  );
  fastify.put('/:id', { schema: { tags, params: idParams, body: practiceInput, response: { 200: item } } }, async (request) => ({
    practice: await fastify.practices.update(request.params.id, request.body),
  }));
  fastify.delete('/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    await fastify.practices.remove(request.params.id);
    return reply.code(204).send();
  });
};
