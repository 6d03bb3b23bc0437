import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemOf, setting } from '@taesung/shared/schemas';

const tags = ['public'];

/** `/api/v1/setting`: the firm's details and offices, without what only staff read. */
const settingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/setting',
    { schema: { tags, summary: "The firm's details and offices", response: { 200: itemOf('setting', setting) } } },
    async (request) => ({ setting: await fastify.settings.getPublic(request.locale) }),
  );
};

export default settingRoutes;
