import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.ts';
import { createStorage, localStore, type ObjectStore } from '../services/storage.ts';

/**
 * Uploads in `DATA_DIR/uploads` with resized images in `DATA_DIR/cache/variants`, or both in an S3-compatible
 * bucket (resized images under `variants/`) when `S3_ENDPOINT` is set. A bucket that cannot be reached is logged at
 * start; the server starts anyway, and uploads answer 503 until the store is back.
 */
async function storage(fastify: FastifyInstance, { config }: { config: Config }) {
  let stores: { store: ObjectStore; variants: ObjectStore };
  if (config.S3_ENDPOINT) {
    const { checkBucket, s3Client, s3Store } = await import('../services/s3-store.ts');
    const client = s3Client({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    });
    const bucket = config.S3_BUCKET!;
    stores = {
      store: s3Store(client, bucket, { log: fastify.log }),
      variants: s3Store(client, bucket, { prefix: 'variants/', log: fastify.log }),
    };
    fastify.addHook('onClose', async () => client.destroy());
    void checkBucket(client, bucket).then((problem) => {
      if (problem)
        fastify.log.error({ endpoint: config.S3_ENDPOINT, bucket, problem }, 'the upload bucket cannot be used');
    });
  } else {
    stores = {
      store: localStore(path.join(config.DATA_DIR, 'uploads')),
      variants: localStore(path.join(config.DATA_DIR, 'cache', 'variants')),
    };
  }
  fastify.decorate('storage', createStorage(stores));
  fastify.log.info({ uploads: stores.store.kind }, 'upload storage ready');
}

export default fp(storage, { name: 'storage', fastify: '5.x' });
