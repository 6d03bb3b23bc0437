import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuery, searchResponse } from '@taesung/shared/schemas';

/** `/api/v1/search`: the header's site search. */
const searchRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/search',
    {
      schema: {
        tags: ['public'],
        summary:
          "Practice pages, lawyers, success cases, media and FAQs mentioning `searchKeyword`, in the caller's language",
        querystring: searchQuery,
        response: { 200: searchResponse },
      },
    },
    async (request) => {
      const results = await fastify.insights.search(request.query.searchKeyword, request.query.limit, request.locale);
      return {
        results: results.slice(0, request.query.limit),
        summary: { totalCount: results.length, keyword: request.query.searchKeyword },
      };
    },
  );
};

export default searchRoutes;
