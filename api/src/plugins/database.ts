import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.ts';
import { openDatabase, type DatabaseHandle } from '../db/index.ts';

/** How often the embedded database is vacuumed and analyzed, besides once at start. */
const maintenanceInterval = 24 * 60 * 60 * 1000;

/** The store of record: PGlite in `DATA_DIR` or PostgreSQL at `DATABASE_URL` (or a handle the caller opened). */
async function database(fastify: FastifyInstance, options: { config: Config; handle?: DatabaseHandle }) {
  const handle = options.handle ?? (await openDatabase(options.config));
  fastify.decorate('database', handle);
  fastify.decorate('db', handle.db);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  if (handle.maintain && options.config.NODE_ENV !== 'test') {
    const maintain = () => {
      const started = Date.now();
      running ??= handle.maintain!()
        .then(() => fastify.log.info({ ms: Date.now() - started }, 'database vacuumed and analyzed'))
        .catch((error: unknown) => fastify.log.warn({ err: error }, 'database maintenance failed'))
        .finally(() => {
          running = undefined;
        });
    };
    timer = setInterval(maintain, maintenanceInterval).unref();
    fastify.addHook('onReady', async () => maintain());
  }
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    if (!options.handle) await handle.close();
  });
  fastify.log.info({ database: handle.kind }, 'database opened');
}

export default fp(database, { name: 'database', fastify: '5.x' });
