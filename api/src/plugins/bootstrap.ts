import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.ts';
import { bootstrap } from '../seed/index.ts';
import { seedChildSupportTable } from '../seed/child-support.ts';
import type { SeedContent } from '../seed/content/types.ts';

/** Applies the migrations, then creates what a new installation needs (levels, first administrator, seed content, the child-support table). */
async function bootstrapPlugin(fastify: FastifyInstance, options: { config: Config; content?: SeedContent | null }) {
  const { config } = options;
  const content =
    options.content !== undefined
      ? options.content
      : config.SEED_CONTENT
        ? (await import('../seed/content/index.ts')).seedContent
        : null;
  await fastify.database.migrate(() =>
    bootstrap({
      db: fastify.db,
      storage: fastify.storage,
      log: fastify.log,
      admin: { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD },
      content,
    }).then(async (result) => {
      await seedChildSupportTable(fastify.db, fastify.log);
      return result;
    }),
  );
}

export default fp(bootstrapPlugin, { name: 'bootstrap', fastify: '5.x', dependencies: ['database', 'storage'] });
