import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessTokenResponse, refreshTokenResponse } from '@taesung/shared/schemas';
import { ApiError } from '../lib/errors.ts';
import { parseBasic, parseBearer } from '../services/auth.ts';

const rateLimit = { max: 30, timeWindow: '1 minute' };

/** `/api/auth`: Basic credentials → refresh token → access token; logout revokes the refresh token. */
const authRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  fastify.get(
    '/refreshToken',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Log in: `Authorization: Basic base64(utf8(username:password))` → a refresh token (14 days)',
        security: [{ basic: [] }],
        response: { 200: refreshTokenResponse },
      },
    },
    async (request) => {
      const credentials = parseBasic(request.headers.authorization);
      if (!credentials) throw new ApiError(401, 'UNAUTHORIZED');
      return { refreshToken: await fastify.auth.login(credentials, request.ip) };
    },
  );

  fastify.get(
    '/accessToken',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: '`Authorization: Bearer <refresh token>` → an access token (15 minutes) with the account\'s scope',
        security: [{ bearer: [] }],
        response: { 200: accessTokenResponse },
      },
    },
    async (request) => ({ accessToken: await fastify.auth.accessToken(parseBearer(request.headers.authorization)) }),
  );

  fastify.delete(
    '/refreshToken',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], summary: 'Log out: revokes the refresh token (`Authorization: Bearer <refresh token>`)', security: [{ bearer: [] }] },
    },
    async (request, reply) => {
      await fastify.auth.logout(parseBearer(request.headers.authorization));
      return reply.code(204).send();
    },
  );
};

export default authRoutes;
