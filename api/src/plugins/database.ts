import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.ts';
import { openDatabase, type DatabaseHandle } from '../db/index.ts';

/** The store of record: PGlite in `DATA_DIR` or PostgreSQL at `DATABASE_URL` (or a handle the caller opened). */
async function database(fastify: FastifyInstance, options: { config: Config; handle?: DatabaseHandle }) {
  const handle = options.handle ?? (await openDatabase(options.config));
  fastify.decorate('database', handle);
  fastify.decorate('db', handle.db);
  if (!options.handle) fastify.addHook('onClose', async () => handle.close());
  fastify.log.info({ database: handle.kind }, 'database opened');
}

export default fp(database, { name: 'database', fastify: '5.x' });
