import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessTokenResponse,
  loginInput,
  loginResponse,
  refreshTokenOrTicketResponse,
  tokensResponse,
  twoFactorLoginInput,
} from '@taesung/shared/schemas';
import { ApiError } from '../lib/errors.ts';
import { parseBasic, parseBearer, type Client, type Recorder } from '../services/auth.ts';

const rateLimit = { max: 30, timeWindow: '1 minute' };

/**
 * `/api/auth`: sign-in (username and password, then a one-time code when the account has two-factor sign-in on) →
 * tokens; a refresh token → an access token; logout ends the session. Every sign-in event leaves an access record.
 */
const authRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  const clientOf = (request: FastifyRequest): Client => ({
    address: request.ip,
    userAgent: request.headers['user-agent'],
  });
  const recorder =
    (request: FastifyRequest): Recorder =>
    (entry) =>
      fastify.accessRecords.record(request, entry);

  fastify.post(
    '/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in: username and password → both tokens, or `{ twoFactor: { ticket, expiresIn } }` when the account signs in with a one-time code',
        body: loginInput,
        response: { 200: loginResponse },
      },
    },
    async (request) => fastify.auth.login(request.body, clientOf(request), recorder(request)),
  );

  fastify.post(
    '/login/two-factor',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary:
          "Sign-in's second step: the ticket and a code of the authenticator app (or a recovery code, once) → both tokens",
        body: twoFactorLoginInput,
        response: { 200: tokensResponse },
      },
    },
    async (request) => fastify.auth.completeTwoFactor(request.body, clientOf(request), recorder(request)),
  );

  fastify.get(
    '/refreshToken',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary:
          'Log in: `Authorization: Basic base64(utf8(username:password))` → a refresh token (12 hours), or a ticket for the second step as `POST /login` answers',
        security: [{ basic: [] }],
        response: { 200: refreshTokenOrTicketResponse },
      },
    },
    async (request) => {
      const credentials = parseBasic(request.headers.authorization);
      if (!credentials) throw new ApiError(401, 'UNAUTHORIZED');
      const result = await fastify.auth.login(credentials, clientOf(request), recorder(request));
      return 'twoFactor' in result ? result : { refreshToken: result.refreshToken };
    },
  );

  fastify.get(
    '/accessToken',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary:
          "`Authorization: Bearer <refresh token>` → an access token (15 minutes) with the account's scope; 401 `SESSION_EXPIRED` once the session is idle or 12 hours old",
        security: [{ bearer: [] }],
        response: { 200: accessTokenResponse },
      },
    },
    async (request) => ({
      accessToken: await fastify.auth.accessToken(parseBearer(request.headers.authorization), recorder(request)),
    }),
  );

  fastify.delete(
    '/refreshToken',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Log out: revokes the refresh token (`Authorization: Bearer <refresh token>`)',
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) => {
      const account = await fastify.auth.logout(parseBearer(request.headers.authorization));
      if (account) await fastify.accessRecords.record(request, { action: 'sign_out', account });
      return reply.code(204).send();
    },
  );
};

export default authRoutes;
