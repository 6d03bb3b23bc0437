import type { FastifyServerOptions } from 'fastify';
import type { Config } from './env.ts';

/**
 * What the server and the tests' apps both start Fastify with, so that a test runs the server's limits. A plugin may
 * take two minutes, not Fastify's default ten seconds: the first start migrates and seeds the embedded database,
 * which on a busy two-core machine can outlast ten seconds, and the server would give up before it ever listened.
 */
export function fastifyOptions(config: Pick<Config, 'TRUST_PROXY'>): FastifyServerOptions {
  return { trustProxy: config.TRUST_PROXY, bodyLimit: 1024 * 1024, pluginTimeout: 120_000 };
}
