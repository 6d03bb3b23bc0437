import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { ApiError } from '../lib/errors.ts';
import type { ObjectStore } from './storage.ts';

/*
 * Uploads in an S3-compatible bucket. The server loads this file only when `S3_ENDPOINT` is set, so a server that
 * keeps uploads in its folder never loads the S3 client (about half a second and tens of MB).
 */

/** The bucket's service, as `S3_ENDPOINT`, `S3_REGION` and the credentials name it. */
export interface S3Options {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * The standard S3 client for an S3-compatible service (AWS, MinIO, R2, ...), addressed path-style. Checksums are
 * sent only where S3 requires them: several compatible stores refuse the newer default ones. A store that does not
 * answer is given up on after a bounded time instead of holding the request.
 */
export function s3Client(options: S3Options): S3Client {
  return new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 15_000 },
  });
}

/** Where the store's failures are written down (the server's logger). */
export interface StoreLog {
  error(details: object, message: string): void;
}

const missingKey = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * Objects under `prefix` in an S3 bucket. A store that is down, a missing bucket or refused credentials are written
 * to the log and answered as 503 `STORAGE_UNAVAILABLE`: what the person was doing is refused as a whole, in their
 * language, and nothing refers to a file that was not kept.
 */
export function s3Store(
  client: S3Client,
  bucket: string,
  options: { prefix?: string; log?: StoreLog } = {},
): ObjectStore {
  const { prefix = '', log } = options;
  const unavailable = (error: unknown, action: string, keys: readonly string[]) => {
    const code = error instanceof S3ServiceException ? error.name : (error as NodeJS.ErrnoException).code;
    log?.error({ err: error, code, action, bucket, keys }, 'object storage failed');
    return new ApiError(503, 'STORAGE_UNAVAILABLE');
  };
  const get = async (key: string, action: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + key }));
    } catch (error) {
      if (missingKey(error)) return null;
      throw unavailable(error, action, [key]);
    }
  };
  return {
    kind: 's3',
    async put(key, data, type) {
      await client
        .send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: prefix + key,
            Body: data,
            ContentType: type,
            ContentLength: data.length,
          }),
        )
        .catch((error: unknown) => {
          throw unavailable(error, 'put', [key]);
        });
    },
    async read(key) {
      const response = await get(key, 'read');
      if (!response?.Body) return null;
      const bytes = await response.Body.transformToByteArray().catch((error: unknown) => {
        throw unavailable(error, 'read', [key]);
      });
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    async stream(key) {
      const response = await get(key, 'stream');
      if (!response?.Body) return null;
      return { body: response.Body as Readable, size: response.ContentLength ?? null };
    },
    async remove(keys) {
      if (!keys.length) return;
      const objects = keys.map((key) => ({ Key: prefix + key }));
      const answer = await client
        .send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }))
        .catch((error: unknown) => {
          throw unavailable(error, 'remove', keys);
        });
      const failed = (answer.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
      if (failed.length)
        throw unavailable(new Error(failed.map((error) => `${error.Key}: ${error.Code}`).join(', ')), 'remove', keys);
    },
  };
}

/** Whether the bucket is there and the credentials open it; the reason when not. */
export async function checkBucket(client: S3Client, bucket: string): Promise<string | null> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
    return null;
  } catch (error) {
    if (error instanceof S3ServiceException) return `${error.name} (${error.$metadata.httpStatusCode ?? 'no status'})`;
    return String((error as NodeJS.ErrnoException).code ?? error);
  }
}
