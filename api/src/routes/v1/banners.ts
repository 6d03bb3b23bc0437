import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { banner, listOf } from '@taesung/shared/schemas';
import { whole } from '../helpers.ts';

const tags = ['public'];

/** `/api/v1/banners/:code`: the banners of a placement shown now. */
const bannerRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/banners/:code',
    {
      schema: {
        tags,
        summary: 'Active banners of a placement whose display window holds now',
        params: z.object({ code: z.string().min(1).max(50) }),
        response: { 200: listOf('banners', banner) },
      },
    },
    async (request) => {
      const banners = await fastify.banners.listShown(request.params.code, request.locale);
      return { banners, summary: whole(banners.length) };
    },
  );
};

export default bannerRoutes;
