import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.ts';
import { createStorage, localStore, s3Store } from '../services/storage.ts';

/** Uploads in `DATA_DIR/uploads`, or in an S3-compatible bucket when `S3_ENDPOINT` is set; image variants cached on disk. */
async function storage(fastify: FastifyInstance, { config }: { config: Config }) {
  const store = config.S3_ENDPOINT
    ? s3Store({
        endpoint: config.S3_ENDPOINT,
        bucket: config.S3_BUCKET!,
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID!,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      })
    : localStore(path.join(config.DATA_DIR, 'uploads'));
  fastify.decorate('storage', createStorage({ store, cacheDir: path.join(config.DATA_DIR, 'cache', 'variants') }));
  fastify.log.info({ uploads: store.kind }, 'upload storage ready');
}

export default fp(storage, { name: 'storage', fastify: '5.x' });
