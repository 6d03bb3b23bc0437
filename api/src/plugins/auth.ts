import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.ts';
import { createAuth, loadSigningSecret } from '../services/auth.ts';

/** Tokens (HS256, from `JWT_SECRET` or the secret kept in `DATA_DIR`), sessions and login throttling. */
async function auth(fastify: FastifyInstance, { config }: { config: Config }) {
  const secret = await loadSigningSecret(config);
  fastify.decorate('auth', createAuth(fastify.db, secret));
  fastify.decorateRequest('caller', null);
}

export default fp(auth, { name: 'auth', fastify: '5.x', dependencies: ['database'] });
