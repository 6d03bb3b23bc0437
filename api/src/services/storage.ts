import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { imageWidths } from '@taesung/shared/site';
import type { StoredFile } from '@taesung/shared/schemas';
import { ApiError, ValidationError, formatBytes } from '../lib/errors.ts';
import { newFileStem } from '../lib/ids.ts';

/** Where the bytes of uploads live: a folder, or an S3-compatible bucket. */
export interface ObjectStore {
  kind: 'local' | 's3';
  put(key: string, data: Buffer, type: string): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  stream(key: string): Promise<{ body: Readable; size: number | null } | null>;
  /** Deletes the keys; keys that are not there are no error. */
  remove(keys: readonly string[]): Promise<void>;
}

/** Files under a folder (`DATA_DIR/uploads`), written to a temporary name and renamed so a reader never sees half a file. */
export function localStore(root: string): ObjectStore {
  const fileOf = (key: string) => path.join(root, ...key.split('/'));
  return {
    kind: 'local',
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${newFileStem()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    },
    async read(key) {
      return readFile(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async stream(key) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(file), size: info.size };
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
  };
}

/** File types by extension, as they are stored and served. */
export const typeByExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  hwp: 'application/x-hwp',
  hwpx: 'application/hwp+zip',
  zip: 'application/zip',
};

export const imageExtensions = new Set(['jpg', 'png', 'webp', 'gif', 'avif']);

const imageMimes: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

const documentMimes: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/x-cfb': 'cfb',
  'application/zip': 'zip',
};

export interface UploadKind {
  maxBytes: number;
  images: boolean;
  documents: boolean;
  /** Files a request may carry. */
  maxFiles: number;
}

const MB = 1024 * 1024;

/** What each kind of upload accepts (checked from the bytes) and how large it may be. */
export const uploadKinds = {
  /** Pictures: thumbnails, banners, popups, portraits, the editor's photos. */
  image: { maxBytes: 10 * MB, images: true, documents: false, maxFiles: 1 },
  /** Attachments of posts and the console's file library. */
  attachment: { maxBytes: 30 * MB, images: true, documents: true, maxFiles: 10 },
  /** What visitors attach to a consultation request. */
  consultation: { maxBytes: 10 * MB, images: true, documents: true, maxFiles: 3 },
} satisfies Record<string, UploadKind>;

export type UploadKindName = keyof typeof uploadKinds;

function allowedLabel(kind: UploadKind): string {
  const labels = kind.documents
    ? ['JPG', 'PNG', 'WebP', 'GIF', 'AVIF', 'PDF', 'HWP', 'Word', 'Excel', 'PowerPoint', 'ZIP']
    : ['JPG', 'PNG', 'WebP', 'GIF', 'AVIF'];
  return labels.join(', ');
}

/** The extension a file is stored under, from its sniffed type (the name only tells legacy Office/HWP and HWPX apart). */
async function extensionOf(data: Buffer, originalName: string, kind: UploadKind): Promise<string | null> {
  const sniffed = await fileTypeFromBuffer(data);
  if (!sniffed) return null;
  if (kind.images && imageMimes[sniffed.mime]) return imageMimes[sniffed.mime]!;
  if (!kind.documents) return null;
  const documentExtension = documentMimes[sniffed.mime];
  if (!documentExtension) return null;
  const named = path.extname(originalName).slice(1).toLowerCase();
  if (documentExtension === 'cfb') return ['doc', 'xls', 'ppt', 'hwp'].includes(named) ? named : null;
  if (documentExtension === 'zip') return named === 'hwpx' ? 'hwpx' : 'zip';
  return documentExtension;
}

/** A display name: the visitor's file name without folders or control characters. */
function displayName(originalName: string, extension: string): string {
  const base = [...path.basename(originalName.replace(/\\/g, '/'))]
    .filter((char) => char >= ' ' && char !== '\u007f')
    .join('')
    .trim();
  return (base || `file.${extension}`).slice(0, 200);
}

export type Visibility = 'public' | 'private';

/** A stored upload: what the API hands out, its generated name, and an image's size in pixels. */
export type SavedUpload = StoredFile & { storageName: string; width?: number; height?: number };

export { imageWidths };

/** A rectangle of a picture, in its pixels. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How a picture is reworked before it is kept: cut to a part and proportions, made no larger than a size. */
export interface ImageShape {
  /** Width / height to cut to; the kept part's own when absent. */
  aspect?: number;
  maxWidth: number;
  maxHeight: number;
}

/** The pictures the site shows at a known size, and the largest size its pages ask for (docs/api.md "Uploads"). */
export const imageShapes = {
  /** A lawyer's portrait: 3:4, as the lawyers pages and the seed's portraits are (600 × 800). */
  portrait: { aspect: 3 / 4, maxWidth: 600, maxHeight: 800 },
  /** The wide picture at the top of a practice page: full width on a large screen. */
  hero: { maxWidth: 1920, maxHeight: 1280 },
  /** An office's photo, as wide as half a large screen at twice its density (the seed's are 1280 × 720). */
  office: { maxWidth: 1600, maxHeight: 1200 },
} satisfies Record<string, ImageShape>;

/**
 * The largest picture the server keeps or resizes: 16,000 pixels on a side and 50 million pixels in all, the frames
 * of an animation counted together. Larger ones are refused from their header, before anything is decoded.
 */
export const imageBounds = { maxSide: 16_000, maxPixels: 50_000_000 } as const;

/**
 * sharp, loaded with the first picture the server reads: libvips is tens of MB the server does not need until then.
 */
const loadSharp = async () => (await import('sharp')).default;

/**
 * A picture's size as its header tells it (sharp reads the header only and decodes no pixel); 400 `IMAGE_TOO_LARGE`
 * when it is beyond {@link imageBounds}, null when the bytes are no picture sharp can read.
 */
export async function imageSize(data: Buffer): Promise<{ width: number; height: number } | null> {
  const sharp = await loadSharp();
  const metadata = await sharp(data)
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height) return null;
  const width = metadata.width;
  const height = metadata.pageHeight ?? metadata.height;
  const frames = Math.max(1, metadata.pages ?? 1);
  if (width > imageBounds.maxSide || height > imageBounds.maxSide || width * height * frames > imageBounds.maxPixels) {
    throw new ApiError(400, 'IMAGE_TOO_LARGE', {
      width: width.toLocaleString('en-US'),
      height: height.toLocaleString('en-US'),
    });
  }
  return { width, height };
}

/** The part of `area` of proportions `aspect`, as large as it can be, centred. */
function fitAspect(area: PixelArea, aspect: number): PixelArea {
  if (area.width / area.height > aspect) {
    const width = Math.max(1, Math.round(area.height * aspect));
    return { ...area, x: area.x + Math.floor((area.width - width) / 2), width };
  }
  const height = Math.max(1, Math.round(area.width / aspect));
  return { ...area, y: area.y + Math.floor((area.height - height) / 2), height };
}

/**
 * Reworks a picture: turned upright (its EXIF orientation, as browsers show it and as a cropper measures it), cut
 * to `crop` (or the whole picture) and to the shape's proportions around that part's centre, made no larger than
 * the shape's size, and written as WebP without any of the original's metadata (camera, place, time).
 */
export async function shapeImage(
  data: Buffer,
  shape: ImageShape,
  crop?: PixelArea,
): Promise<{ data: Buffer; width: number; height: number }> {
  await imageSize(data);
  const sharp = await loadSharp();
  const upright = await sharp(data, { limitInputPixels: imageBounds.maxPixels })
    .rotate()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = upright.info;
  let area: PixelArea = { x: 0, y: 0, width, height };
  if (crop) {
    if (crop.x >= width || crop.y >= height) throw new ValidationError([{ path: 'body.crop', code: 'too_big' }]);
    area = {
      x: crop.x,
      y: crop.y,
      width: Math.min(crop.width, width - crop.x),
      height: Math.min(crop.height, height - crop.y),
    };
  }
  if (shape.aspect) area = fitAspect(area, shape.aspect);
  const scale = Math.min(1, shape.maxWidth / area.width, shape.maxHeight / area.height);
  const outWidth = Math.max(1, Math.round(area.width * scale));
  const outHeight = shape.aspect
    ? Math.max(1, Math.round(outWidth / shape.aspect))
    : Math.max(1, Math.round(area.height * scale));
  const result = await sharp(upright.data, { limitInputPixels: imageBounds.maxPixels })
    .extract({ left: area.x, top: area.y, width: area.width, height: area.height })
    .resize({ width: outWidth, height: outHeight, fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { data: result.data, width: result.info.width, height: result.info.height };
}
export type VariantFormat = 'avif' | 'webp' | 'original';

export interface Storage {
  store: ObjectStore;
  /** Checks an upload's bytes against its kind and keeps it under a generated name. */
  save(data: Buffer, originalName: string, kind: UploadKindName, visibility?: Visibility): Promise<SavedUpload>;
  /** Checks an uploaded picture, reworks it to `shape` ({@link shapeImage}) and keeps the result (always public). */
  saveImage(data: Buffer, originalName: string, shape: ImageShape, crop?: PixelArea): Promise<SavedUpload>;
  /** Opens a stored file; `null` when there is none. */
  open(
    storageName: string,
    visibility?: Visibility,
  ): Promise<{ body: Readable; size: number | null; type: string } | null>;
  /** An image resized to `width` (never enlarged), made once and kept in the variants' store. */
  variant(storageName: string, width: number, format: VariantFormat): Promise<{ data: Buffer; type: string } | null>;
  /** Deletes a public upload by its URL (`/uploads/<name>`); other URLs are left alone. */
  removeByUrl(url: string | null | undefined): Promise<void>;
  remove(storageName: string, visibility?: Visibility): Promise<void>;
}

export const uploadUrl = (storageName: string) => `/uploads/${storageName}`;
export const storageNamePattern = /^[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition` of a download under the name people know it by (Korean included): RFC 6266's
 * `filename*=UTF-8''…` for every current browser, and a plain ASCII `filename` beside it for older clients. The
 * stored type's extension is added when the name lacks it.
 */
export function attachmentDisposition(name: string, extension: string): string {
  const full = path.extname(name).toLowerCase() === `.${extension}` ? name : `${name}.${extension}`;
  const ascii = full
    .replace(/[^\x20-\x7e]+/g, '')
    .replace(/["\\%;]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+(?=\.[^.]*$)/, '')
    .trim();
  const stem = ascii.slice(0, Math.max(0, ascii.length - extension.length - 1));
  const fallback = /[A-Za-z0-9]/.test(stem) ? ascii : `download.${extension}`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${rfc5987(full)}`;
}

const keyOf = (storageName: string, visibility: Visibility) =>
  visibility === 'private' ? `private/${storageName}` : storageName;

/** The names an image's resized copies are kept under in the variants' store. */
function variantKeys(storageName: string): string[] {
  const extension = path.extname(storageName).slice(1);
  const stem = path.basename(storageName, `.${extension}`);
  return imageWidths.flatMap((width) => ['avif', 'webp', extension].map((format) => `${stem}.${width}.${format}`));
}

/**
 * Uploads in `store`; resized images in `variants` (the same bucket under `variants/` when uploads are in S3, so
 * every replica shares them), or in the folder `cacheDir`.
 */
export function createStorage(
  options: { store: ObjectStore } & ({ variants: ObjectStore } | { cacheDir: string }),
): Storage {
  const { store } = options;
  const variants = 'variants' in options ? options.variants : localStore(options.cacheDir);
  const pending = new Map<string, Promise<{ data: Buffer; type: string } | null>>();

  async function makeVariant(storageName: string, width: number, format: VariantFormat) {
    const extension = path.extname(storageName).slice(1);
    const outputExtension = format === 'original' ? extension : format;
    const cached = `${path.basename(storageName, `.${extension}`)}.${width}.${outputExtension}`;
    const type = typeByExtension[outputExtension] ?? 'application/octet-stream';
    const hit = await variants.read(cached);
    if (hit) return { data: hit, type };
    const original = await store.read(storageName);
    if (!original) return null;
    await imageSize(original);
    const sharp = await loadSharp();
    let image = sharp(original, {
      animated: outputExtension === 'gif' || outputExtension === 'webp',
      limitInputPixels: imageBounds.maxPixels,
    })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    if (outputExtension === 'avif') image = image.avif({ quality: 55, effort: 3 });
    else if (outputExtension === 'webp') image = image.webp({ quality: 78 });
    else if (outputExtension === 'jpg') image = image.jpeg({ quality: 82, mozjpeg: true });
    else if (outputExtension === 'png') image = image.png({ compressionLevel: 9 });
    const data = await image.toBuffer();
    await variants.put(cached, data, type);
    return { data, type };
  }

  async function remove(storageName: string, visibility: Visibility = 'public') {
    if (!storageNamePattern.test(storageName)) return;
    await store.remove([keyOf(storageName, visibility)]);
    if (visibility === 'private' || !imageExtensions.has(path.extname(storageName).slice(1))) return;
    await variants.remove(variantKeys(storageName));
  }

  return {
    store,
    async save(data, originalName, kindName, visibility = 'public') {
      const kind = uploadKinds[kindName];
      if (data.length > kind.maxBytes)
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', { limit: formatBytes(kind.maxBytes) });
      const extension = await extensionOf(data, originalName, kind);
      if (!extension) throw new ApiError(415, 'UNSUPPORTED_FILE_TYPE', { allowed: allowedLabel(kind) });
      const type = typeByExtension[extension]!;
      let size: { width?: number; height?: number } = {};
      if (imageExtensions.has(extension)) {
        const measured = await imageSize(data);
        if (!measured) throw new ApiError(415, 'UNSUPPORTED_FILE_TYPE', { allowed: allowedLabel(kind) });
        size = measured;
      }
      const storageName = `${newFileStem()}.${extension}`;
      await store.put(keyOf(storageName, visibility), data, type);
      return {
        storageName,
        name: displayName(originalName, extension),
        url: uploadUrl(storageName),
        size: data.length,
        type,
        ...size,
      };
    },
    async saveImage(data, originalName, shape, crop) {
      const kind = uploadKinds.image;
      if (data.length > kind.maxBytes)
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', { limit: formatBytes(kind.maxBytes) });
      const extension = await extensionOf(data, originalName, kind);
      if (!extension) throw new ApiError(415, 'UNSUPPORTED_FILE_TYPE', { allowed: allowedLabel(kind) });
      const shaped = await shapeImage(data, shape, crop).catch((error: unknown) => {
        if (error instanceof ApiError) throw error;
        throw new ApiError(415, 'UNSUPPORTED_FILE_TYPE', { allowed: allowedLabel(kind) });
      });
      const storageName = `${newFileStem()}.webp`;
      await store.put(storageName, shaped.data, typeByExtension.webp!);
      const name = displayName(originalName, extension).replace(/\.[^.]*$/, '') || 'image';
      return {
        storageName,
        name: `${name}.webp`,
        url: uploadUrl(storageName),
        size: shaped.data.length,
        type: typeByExtension.webp!,
        width: shaped.width,
        height: shaped.height,
      };
    },
    async open(storageName, visibility = 'public') {
      if (!storageNamePattern.test(storageName)) return null;
      const found = await store.stream(keyOf(storageName, visibility));
      if (!found) return null;
      return { ...found, type: typeByExtension[path.extname(storageName).slice(1)] ?? 'application/octet-stream' };
    },
    async variant(storageName, width, format) {
      if (!storageNamePattern.test(storageName)) return null;
      const key = `${storageName}|${width}|${format}`;
      let job = pending.get(key);
      if (!job) {
        job = makeVariant(storageName, width, format).finally(() => pending.delete(key));
        pending.set(key, job);
      }
      return job;
    },
    async removeByUrl(url) {
      const name = url?.startsWith('/uploads/') ? url.slice('/uploads/'.length) : null;
      if (name) await remove(name);
    },
    remove,
  };
}
