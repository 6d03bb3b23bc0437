import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/**
 * A body kept to be sent again: its validator, and its bytes in each encoding made once, when first asked for (the
 * uncompressed ones too: turning a long text into UTF-8 on every answer cost more than anything else a hit does).
 */
export interface Representation {
  body: string;
  /** A weak tag (`W/"…"`) of the body as sent uncompressed: the same for every encoding of it. */
  etag: string;
  encoded: Partial<Record<Encoding | 'identity', Buffer>>;
}

/** A weak entity tag from the body's content. */
export const entityTag = (body: string | Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether `If-None-Match` names the tag (the weak comparison, as GET and HEAD use). */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** The representation in the best encoding the client takes, each compressed once and kept with it. */
export function encodedFor(
  representation: Representation,
  acceptEncoding: string | undefined,
  quality = 9,
): { encoding?: Encoding; payload: Buffer } {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  const identity = (representation.encoded.identity ??= Buffer.from(representation.body, 'utf8'));
  if (!encoding || identity.length < 1024) return { payload: identity };
  representation.encoded[encoding] ??=
    encoding === 'br'
      ? zlib.brotliCompressSync(representation.body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        })
      : zlib.gzipSync(representation.body, { level: quality });
  return { encoding, payload: representation.encoded[encoding] };
}

export interface CachedResponse extends Representation {
  contentType: string;
}

/**
 * Answers kept in memory by key, the least recently used dropped first beyond `maxEntries` or `maxBytes`.
 * `generation` counts the drops: an answer computed across a drop is not kept (it may predate the change).
 */
export function createResponseCache({ maxEntries, maxBytes }: { maxEntries: number; maxBytes: number }) {
  const entries = new Map<string, CachedResponse>();
  let bytes = 0;
  let generation = 0;
  /** What an entry may come to hold: its text, and its compressed forms, each smaller than the text. */
  const sizeOf = (entry: CachedResponse) => entry.body.length * 3;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(key);
  }

  return {
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
    get(key: string): CachedResponse | undefined {
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    /** Keeps an answer computed since `startedAt` (a `generation`), unless the cache was dropped meanwhile. */
    set(key: string, entry: CachedResponse, startedAt: number) {
      if (startedAt !== generation || sizeOf(entry) > maxBytes / 4) return;
      remove(key);
      entries.set(key, entry);
      bytes += sizeOf(entry);
      while (entries.size > maxEntries || bytes > maxBytes) remove(entries.keys().next().value!);
    },
    clear() {
      entries.clear();
      bytes = 0;
      generation += 1;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
