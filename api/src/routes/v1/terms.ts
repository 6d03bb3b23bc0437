import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemOf, listOf, terms, termsCode, termsVersion } from '@taesung/shared/schemas';
import { idParams, whole } from '../helpers.ts';

const tags = ['public'];

/** `/api/v1/terms`: the privacy policy and terms of service, in effect now and before. */
const termsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/terms',
    {
      schema: {
        tags,
        summary: 'The privacy policy and terms of service in effect',
        response: { 200: listOf('terms', terms) },
      },
    },
    async (request) => {
      const list = await fastify.terms.listPublic(request.locale);
      return { terms: list, summary: whole(list.length) };
    },
  );

  fastify.get(
    '/terms/:code',
    {
      schema: {
        tags,
        summary: 'The version of a policy in effect now',
        params: z.object({ code: termsCode }),
        response: { 200: itemOf('terms', terms) },
      },
    },
    async (request) => ({ terms: await fastify.terms.getPublic(request.params.code, request.locale) }),
  );

  fastify.get(
    '/terms/:code/versions',
    {
      schema: {
        tags,
        summary: 'The versions of a policy in effect now or before (the earlier ones stay readable), the newest first',
        params: z.object({ code: termsCode }),
        response: { 200: listOf('terms', termsVersion) },
      },
    },
    async (request) => {
      const versions = await fastify.terms.listVersions(request.params.code, request.locale);
      return { terms: versions, summary: whole(versions.length) };
    },
  );

  fastify.get(
    '/terms/:code/versions/:id',
    {
      schema: {
        tags,
        summary: 'One version of a policy in effect now or before; 404 for a scheduled one',
        params: z.object({ code: termsCode, id: idParams.shape.id }),
        response: { 200: itemOf('terms', terms) },
      },
    },
    async (request) => ({
      terms: await fastify.terms.getVersion(request.params.code, request.params.id, request.locale),
    }),
  );
};

export default termsRoutes;
