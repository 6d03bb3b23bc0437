import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import type { Config } from './config/env.ts';
import site from './plugins/site/index.ts';

export interface AppOptions {
  config: Config;
}

/** The whole server as one plugin: external plugins, then the app's own, then routes, then the site. */
async function app(fastify: FastifyInstance, { config }: AppOptions) {
  await fastify.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  fastify.get('/api/health', async () => ({ status: 'ok' }));
  await fastify.register(site, { config });
}

export default fp(app, { name: 'app' });
