import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemOf, listOf, practice } from '@taesung/shared/schemas';
import { whole } from '../helpers.ts';

const tags = ['public'];

/** `/api/v1/practices`: the practice pages. */
const practiceRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/practices',
    { schema: { tags, summary: 'Practice pages in order', response: { 200: listOf('practices', practice) } } },
    async (request) => {
      const practices = await fastify.practices.listPublic(request.locale);
      return { practices, summary: whole(practices.length) };
    },
  );

  fastify.get(
    '/practices/:code',
    {
      schema: {
        tags,
        summary: 'One practice page by code',
        params: z.object({ code: z.string().min(1).max(60) }),
        response: { 200: itemOf('practice', practice) },
      },
    },
    async (request) => ({ practice: await fastify.practices.getPublic(request.params.code, request.locale) }),
  );
};

export default practiceRoutes;
