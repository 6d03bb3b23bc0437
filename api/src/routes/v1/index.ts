import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  createResponseCache,
  encodedFor,
  entityTag,
  notModified,
  type CachedResponse,
} from '../../services/response-cache.ts';
import { createScheduledChanges } from '../../services/scheduled-changes.ts';
import bookingRoutes from './booking.ts';
import calculatorRoutes from './calculators.ts';
import bannerRoutes from './banners.ts';
import boardRoutes from './boards.ts';
import engagementRoutes from './engagement.ts';
import faqRoutes from './faqs.ts';
import lawyerRoutes from './lawyers.ts';
import noticeRoutes from './notices.ts';
import popupRoutes from './popups.ts';
import practiceRoutes from './practices.ts';
import searchRoutes from './search.ts';
import settingRoutes from './settings.ts';
import termsRoutes from './terms.ts';

/**
 * Reads that answer one visitor's own data (a question's or a booking's private link carries its key): never kept,
 * never tagged.
 */
const personalRoutes = new Set(['/api/v1/center/questions/:id', '/api/v1/bookings/:id']);

/** How many answers, and how much text, the read cache keeps at most. */
const cacheLimits = { maxEntries: 2000, maxBytes: 64 * 1024 * 1024 };

/** Reads may be revalidated at every use: the `ETag` makes that a `304` without a body. */
const revalidate = 'no-cache';

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/** Whether the answer is the same for every visitor: a read without credentials, of a route that is not personal. */
const isShared = (request: FastifyRequest) =>
  isRead(request) && !request.headers.authorization && !personalRoutes.has(request.routeOptions.url ?? '');

const isPrivate = (reply: FastifyReply) =>
  /\b(private|no-store)\b/.test(String(reply.getHeader('cache-control') ?? ''));

/**
 * `/api/v1`: the public site's reads and visitors' writes; answers are in the caller's language.
 *
 * Every read that is the same for every visitor is kept in memory by method, URL and language, until any replica
 * writes content (`app.changes`) or a scheduled change comes due, and answers with a weak `ETag` of its body (`304`
 * to a matching `If-None-Match`). Reads with `Authorization`, and answers marked private, are neither kept nor tagged.
 */
const publicRoutes: FastifyPluginAsync = async (fastify) => {
  const cache = createResponseCache(cacheLimits);
  const scheduled = createScheduledChanges(fastify);
  const unsubscribe = fastify.changes.subscribe((topic) => {
    if (topic === 'remotes') return;
    cache.clear();
    scheduled.reset();
  });
  fastify.addHook('onClose', async () => unsubscribe());

  /** The cache generation each shared read began in; a read answered from the cache is marked `hit`. */
  const reads = new WeakMap<FastifyRequest, { key: string; generation: number } | 'hit'>();
  const keyOf = (request: FastifyRequest) => `${request.url}\n${request.locale}`;

  const answer = (request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) => {
    reply.header('ETag', entry.etag).header('Cache-Control', revalidate);
    if (notModified(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    const { encoding, payload } = encodedFor(entry, request.headers['accept-encoding'], 5);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.type(entry.contentType).send(payload);
  };

  fastify.addHook('onRequest', async (request, reply) => {
    if (!isShared(request)) return;
    if (await scheduled.due(request.log)) cache.clear();
    const key = keyOf(request);
    const entry = cache.get(key);
    if (!entry) {
      reads.set(request, { key, generation: cache.generation });
      return;
    }
    reads.set(request, 'hit');
    return answer(request, reply, entry);
  });

  fastify.addHook('onSend', async (request, reply, payload) => {
    // A read may come compressed (or not) from the cache, whatever the route does: it varies with both.
    reply.header('Vary', isRead(request) ? 'Accept-Language, Accept-Encoding' : 'Accept-Language');
    reply.header('Content-Language', request.locale);
    const read = reads.get(request);
    if (
      read === 'hit' ||
      !isRead(request) ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      isPrivate(reply)
    )
      return payload;
    if (!isShared(request)) return payload;
    const entry: CachedResponse = {
      body: payload,
      etag: entityTag(payload),
      encoded: {},
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
    };
    if (read) cache.set(read.key, entry, read.generation);
    reply.header('ETag', entry.etag).header('Cache-Control', revalidate);
    if (!notModified(request.headers['if-none-match'], entry.etag)) return payload;
    reply.code(304);
    return null;
  });

  await fastify.register(boardRoutes);
  await fastify.register(popupRoutes);
  await fastify.register(bannerRoutes);
  await fastify.register(lawyerRoutes);
  await fastify.register(practiceRoutes);
  await fastify.register(settingRoutes);
  await fastify.register(termsRoutes);
  await fastify.register(faqRoutes);
  await fastify.register(noticeRoutes);
  await fastify.register(engagementRoutes);
  await fastify.register(searchRoutes);
  await fastify.register(bookingRoutes);
  await fastify.register(calculatorRoutes, { prefix: '/calculators' });
};

export default publicRoutes;
