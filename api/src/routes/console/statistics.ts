import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStatistics } from '@taesung/shared/schemas';

/** `GET /api/console/statistics/dashboard`: only the sections the caller's scopes cover. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/statistics/dashboard',
    {
      schema: {
        tags: ['console: statistics'],
        summary:
          "Requests, questions and page views per day (Korean time), latest posts; sections outside the caller's scopes are null",
        response: { 200: dashboardStatistics },
      },
    },
    async (request) => fastify.insights.dashboard(request.caller?.scope ?? []),
  );
};
