import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { z } from 'zod';
import { id, type StoredFile } from '@taesung/shared/schemas';
import { ApiError, ValidationError, formatBytes, nulPath } from '../lib/errors.ts';
import {
  uploadKinds,
  type ImageShape,
  type PixelArea,
  type SavedUpload,
  type Storage,
  type UploadKindName,
  type Visibility,
} from '../services/storage.ts';

export const idParams = z.object({ id });
export const indexParams = z.object({ id, index: z.coerce.number().int().min(0).max(100) });

/** Checks data against a schema the way route validation does (a 400 with the failing fields). */
export function parseWith<Schema extends z.ZodType>(schema: Schema, data: unknown, context = 'body'): z.output<Schema> {
  const nul = nulPath(data, context);
  if (nul) throw new ValidationError([{ path: nul, code: 'invalid_string' }]);
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ValidationError(
    result.error.issues.map((issue) => ({ path: [context, ...issue.path.map(String)].join('.'), code: issue.code })),
  );
}

export const paged = (totalCount: number, query: { page: number; limit: number }) => ({
  totalCount,
  page: query.page,
  limit: query.limit,
});

/** A list that is not paged (all of it at once). */
export const whole = (totalCount: number) => ({ totalCount, page: 1, limit: Math.max(1, totalCount) });

export type SavedFile = SavedUpload;

/** A multipart parsing failure as the caller should see it: limits are 413, a malformed body is 400. */
function malformed(error: unknown, kind: UploadKindName, maxFiles: number): ApiError | Error {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new ApiError(413, 'PAYLOAD_TOO_LARGE', { limit: formatBytes(uploadKinds[kind].maxBytes) });
  if (code === 'FST_FILES_LIMIT') return new ApiError(413, 'TOO_MANY_FILES', { max: maxFiles });
  if (error instanceof ApiError || (statusCode && statusCode < 500)) return error as Error;
  return new ApiError(400, 'BAD_REQUEST');
}

/** The parts of a multipart request as read: files (checked only for size and count) and text fields. */
async function readParts(
  request: FastifyRequest,
  kind: UploadKindName,
  maxFiles: number,
): Promise<{ files: { data: Buffer; filename: string }[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE');
  const files: { data: Buffer; filename: string }[] = [];
  const fields: Record<string, string> = {};
  const limits = { fileSize: uploadKinds[kind].maxBytes, files: maxFiles, fields: 30, fieldSize: 64 * 1024, parts: 40 };
  const parts = request.parts({ limits })[Symbol.asyncIterator]();
  for (;;) {
    const next = await parts.next().catch((error: unknown) => {
      throw malformed(error, kind, maxFiles);
    });
    if (next.done) break;
    const part = next.value;
    if (part.type === 'file') {
      const data = await (part as MultipartFile).toBuffer().catch((error: unknown) => {
        throw malformed(error, kind, maxFiles);
      });
      if (data.length > 0) files.push({ data, filename: part.filename });
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { files, fields };
}

/**
 * Reads a multipart request: every file is checked (type from its bytes, size) and stored under a generated name;
 * text fields are collected. When anything fails, the files already stored are removed again.
 */
export async function readMultipart(
  request: FastifyRequest,
  storage: Storage,
  kind: UploadKindName,
  options: { visibility?: Visibility; maxFiles?: number } = {},
): Promise<{ files: SavedFile[]; fields: Record<string, string> }> {
  const { files: parts, fields } = await readParts(request, kind, options.maxFiles ?? uploadKinds[kind].maxFiles);
  const files: SavedFile[] = [];
  try {
    for (const part of parts) files.push(await storage.save(part.data, part.filename, kind, options.visibility));
  } catch (error) {
    await Promise.all(files.map((file) => storage.remove(file.storageName, options.visibility)));
    throw error;
  }
  return { files, fields };
}

/**
 * The one picture of an upload request, reworked before it is kept ({@link Storage.saveImage}): `shapeOf` reads
 * the request's text fields (a crop) and may refuse them, before anything is stored. 400 without a file.
 */
export async function readImage(
  request: FastifyRequest,
  storage: Storage,
  shapeOf: (fields: Record<string, string>) => { shape: ImageShape; crop?: PixelArea },
): Promise<SavedFile> {
  const { files, fields } = await readParts(request, 'image', 1);
  const [file] = files;
  if (!file) throw new ApiError(400, 'FILE_REQUIRED');
  const { shape, crop } = shapeOf(fields);
  return storage.saveImage(file.data, file.filename, shape, crop);
}

/** The one file of an upload request (the editor's `photo`, an image, an attachment); 400 without one. */
export async function readSingleFile(
  request: FastifyRequest,
  storage: Storage,
  kind: UploadKindName,
  visibility?: Visibility,
) {
  const { files, fields } = await readMultipart(request, storage, kind, { visibility, maxFiles: 1 });
  const [file] = files;
  if (!file) throw new ApiError(400, 'FILE_REQUIRED');
  return { file, fields };
}

/** Runs a database change that records an already stored upload; removes the upload when the change fails. */
export async function keepingUploads<T>(
  storage: Storage,
  files: SavedFile[],
  change: () => Promise<T>,
  visibility?: Visibility,
): Promise<T> {
  try {
    return await change();
  } catch (error) {
    await Promise.all(files.map((file) => storage.remove(file.storageName, visibility)));
    throw error;
  }
}

/** Public part of a saved file. */
export const publicFile = (file: SavedFile): StoredFile => ({
  name: file.name,
  url: file.url,
  size: file.size,
  type: file.type,
});
