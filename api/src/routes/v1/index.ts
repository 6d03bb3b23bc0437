import type { FastifyPluginAsync } from 'fastify';
import contentRoutes from './content.ts';
import engagementRoutes from './engagement.ts';
import searchRoutes from './search.ts';

/** `/api/v1`: the public site's reads and visitors' writes; answers are in the caller's language. */
const publicRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('Vary', 'Accept-Language');
    reply.header('Content-Language', request.locale);
  });
  await fastify.register(contentRoutes);
  await fastify.register(engagementRoutes);
  await fastify.register(searchRoutes);
};

export default publicRoutes;
