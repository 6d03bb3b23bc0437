import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemOf, lawyer, lawyerKey, lawyerListQuery, listOf } from '@taesung/shared/schemas';
import { paged } from '../helpers.ts';

const tags = ['public'];

/** `/api/v1/lawyers`: the lawyers' profiles. */
const lawyerRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/lawyers',
    {
      schema: {
        tags,
        summary: 'Lawyer profiles in order (hidden ones left out)',
        querystring: lawyerListQuery,
        response: { 200: listOf('lawyers', lawyer) },
      },
    },
    async (request) => {
      const { lawyers, totalCount } = await fastify.lawyers.listPublic(request.query, request.locale);
      return { lawyers, summary: paged(totalCount, request.query) };
    },
  );

  fastify.get(
    '/lawyers/:key',
    {
      schema: {
        tags,
        summary: 'One lawyer by key; 404 for a hidden one',
        params: z.object({ key: lawyerKey }),
        response: { 200: itemOf('lawyer', lawyer) },
      },
    },
    async (request) => ({ lawyer: await fastify.lawyers.getPublic(request.params.key, request.locale) }),
  );
};

export default lawyerRoutes;
