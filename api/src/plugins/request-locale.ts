import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { localeOf } from '../lib/locale.ts';

/** `request.locale`, read from `Accept-Language` when first used. */
async function requestLocale(fastify: FastifyInstance) {
  fastify.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return localeOf(this.headers['accept-language']);
    },
  });
}

export default fp(requestLocale, { name: 'request-locale', fastify: '5.x' });
