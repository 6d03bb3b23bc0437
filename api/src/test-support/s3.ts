import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3ServiceException } from '@aws-sdk/client-s3';
import { s3Client } from '../services/s3-store.ts';

interface S3rverOptions {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}

/** The part of `s3rver` (published without types) the tests use. */
type S3rver = new (options: S3rverOptions) => { run(): Promise<{ port: number }>; close(): Promise<void> };

const S3rver = createRequire(import.meta.url)('s3rver') as S3rver;

export const testBucket = 'taesung-test';

/** s3rver checks who signs with its one account, not the signature itself. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3 {
  endpoint: string;
  /** The API's `S3_*` settings for this server, with another bucket name when given. */
  env(bucket?: string): Record<string, string>;
  /** The keys in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** An object's bytes and stored type; null when there is none. */
  object(key: string): Promise<{ body: Buffer; type: string | undefined } | null>;
  /** Stops answering (connections refused), as a store that is down. */
  stop(): Promise<void>;
  /** Answers again on the same port, with what it held. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A real S3-protocol server (s3rver) on a free loopback port, keeping its objects in a temporary folder. */
export async function startS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'taesung-s3-'));
  let port = 0;
  let server: InstanceType<S3rver> | null = null;
  const run = async () => {
    server = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: testBucket }],
    });
    port = (await server.run()).port;
  };
  const stop = async () => {
    await server?.close();
    server = null;
  };
  await run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = s3Client({ endpoint, region: 'ap-northeast-2', ...credentials });
  return {
    endpoint,
    env: (bucket = testBucket) => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'ap-northeast-2',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    }),
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: testBucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async object(key) {
      try {
        const found = await client.send(new GetObjectCommand({ Bucket: testBucket, Key: key }));
        return { body: Buffer.from(await found.Body!.transformToByteArray()), type: found.ContentType };
      } catch (error) {
        if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return null;
        throw error;
      }
    },
    stop,
    start: run,
    async close() {
      client.destroy();
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
