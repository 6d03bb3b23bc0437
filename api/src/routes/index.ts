import type { FastifyPluginAsync } from 'fastify';
import { healthStatus } from '@taesung/shared/schemas';
import { ValidationError, nulPath } from '../lib/errors.ts';
import { errorHandler, notFoundHandler } from '../plugins/errors.ts';
import authRoutes from './auth.ts';
import consoleRoutes from './console/index.ts';
import publicRoutes from './v1/index.ts';

/**
 * Everything under `/api`, encapsulated with its own error and not-found handlers so that every answer, even a 404
 * for an unknown address, is JSON in the caller's language.
 */
const api: FastifyPluginAsync = async (fastify) => {
  fastify.setErrorHandler(errorHandler);
  fastify.setNotFoundHandler(notFoundHandler);
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  });
  fastify.addHook('preValidation', async (request) => {
    const found =
      nulPath(request.params, 'params') ?? nulPath(request.query, 'querystring') ?? nulPath(request.body, 'body');
    if (found) throw new ValidationError([{ path: found, code: 'invalid_string' }]);
  });

  fastify.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
        response: { 200: healthStatus, 503: healthStatus },
      },
    },
    async (_request, reply) => {
      const reachable = await fastify.database.ping();
      reply.header('Cache-Control', 'no-store');
      return reply
        .code(reachable ? 200 : 503)
        .send({ status: reachable ? 'ok' : 'degraded', database: reachable ? 'reachable' : 'unreachable' });
    },
  );

  await fastify.register(authRoutes, { prefix: '/auth' });
  await fastify.register(publicRoutes, { prefix: '/v1' });
  await fastify.register(consoleRoutes, { prefix: '/console' });
};

export default api;
