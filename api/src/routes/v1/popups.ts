import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOf, popup } from '@taesung/shared/schemas';
import { whole } from '../helpers.ts';

const tags = ['public'];

/** `/api/v1/popups`: the popups shown now. */
const popupRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/popups',
    {
      schema: {
        tags,
        summary: 'Active popups whose display window holds now',
        response: { 200: listOf('popups', popup) },
      },
    },
    async (request) => {
      const popups = await fastify.popups.listShown(request.locale);
      return { popups, summary: whole(popups.length) };
    },
  );
};

export default popupRoutes;
