import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { remoteNames, type SitePageList } from '@taesung/shared/site';
import type { Config } from '../../config/env.ts';
import { encodedFor, notModified } from '../../services/response-cache.ts';
import { createScheduledChanges } from '../../services/scheduled-changes.ts';
import { startScriptSource } from './document.ts';
import { createPageRenderer, type RenderedPage } from './page-renderer.ts';
import { createRemoteDirectory, readRemoteOverrides } from './remote-directory.ts';
import { createSiteData } from './site-data.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops every cached server-rendered page (content changed, or a remote was redeployed). */
    invalidateRenderedPages(): void;
    /** The public pages the remotes declare (`PageRoute.site`): sitemap, page views, the browser's routing and menu. */
    sitePages(): Promise<SitePageList>;
  }
}

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
const hashedFile = /\.[0-9a-f]{8}\.[a-z0-9]+(\.(br|gz))?$/;
const notFound = { ko: '요청하신 주소를 찾을 수 없습니다.', en: 'The requested address was not found.' };

/** Shown when the site cannot be served at all (not built, or a deployment in progress): no internal detail. */
const unavailablePage = [
  '<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
  '<meta name="robots" content="noindex"><title>잠시 후 다시 이용해 주세요 | 법무법인 태성</title></head>',
  '<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.25rem;line-height:1.7;word-break:keep-all">',
  '<main><h1>잠시 후 다시 이용해 주세요</h1><p>사이트를 준비하고 있습니다. 잠시 후 다시 접속해 주세요.</p>',
  '<h2 lang="en">Please try again shortly</h2><p lang="en">The site is being prepared. Please come back in a moment.</p></main></body></html>',
].join('');

function cacheHeaders(reply: FastifyReply, file: string) {
  reply.header('Cache-Control', hashedFile.test(path.basename(file)) ? immutable : revalidate);
}

/**
 * The pages' Content-Security-Policy: scripts, styles and data only from this site and the remotes' origins, the
 * privacy-enhanced video player as the only frame, nothing else. Styles may be inline (start-up styles are written
 * into the head); of inline scripts only the one that starts the page, by its hash.
 */
function contentSecurityPolicy(remoteOrigins: string[]): string {
  const sources = ["'self'", ...remoteOrigins].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${sources} ${startScriptSource}`,
    `style-src ${sources} 'unsafe-inline'`,
    `img-src ${sources} data: blob:`,
    `font-src ${sources}`,
    `connect-src ${sources}`,
    `frame-src https://www.youtube-nocookie.com`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

const isPagePath = (pathname: string) =>
  pathname !== '/api' && !pathname.startsWith('/api/') && !pathname.startsWith('/remotes/') && !path.extname(pathname);

/**
 * The site itself: the shell's and remotes' files, the runtime remotes map, robots.txt and the sitemap, and every
 * other GET path rendered as a page (public pages on the server, console pages in the browser).
 */
async function site(app: FastifyInstance, { config }: { config: Config }) {
  const shellDist = path.join(config.SITE_ROOT, 'shell', 'dist');
  const remotes = createRemoteDirectory(config, () => readRemoteOverrides(app.db), app.log);
  const data = createSiteData(app);
  const pages = createPageRenderer(app, config, remotes, data);
  let sitemap: { origin: string; xml: Promise<string> } | undefined;

  /** When the public pages next change by the clock alone (a scheduled post, terms, a display window). */
  const scheduled = createScheduledChanges(app);

  const invalidate = () => {
    pages.invalidate();
    sitemap = undefined;
    scheduled.reset();
  };
  app.decorate('invalidateRenderedPages', invalidate);
  app.decorate('sitePages', () => pages.sitePages());

  // Content written through any replica (`content`), a remote moved or redeployed (`remotes`: read the map again and
  // render with the new remote), or changes possibly missed (`all`): no page, sitemap or remote version is kept.
  const unsubscribe = app.changes.subscribe((topic) => {
    if (topic !== 'content') remotes.forget();
    invalidate();
  });
  app.addHook('onClose', async () => unsubscribe());

  /** Pages rendered before a scheduled change's time are dropped once that time has come. */
  async function dropWhenScheduledPostsAreDue(log: FastifyRequest['log']) {
    if (await scheduled.due(log)) invalidate();
  }

  const staticOptions = { index: false, preCompressed: true, cacheControl: false, setHeaders: cacheHeaders } as const;
  // Hashed files change with every deployment: served by wildcard so new files need no restart.
  await app.register(fastifyStatic, {
    ...staticOptions,
    root: path.join(shellDist, 'static'),
    prefix: '/static/',
    wildcard: true,
  });
  // The few fixed files at the site's root (icons, the sharing image), known at start.
  await app.register(fastifyStatic, {
    ...staticOptions,
    root: path.join(shellDist, 'public'),
    prefix: '/',
    wildcard: false,
    decorateReply: false,
  });
  for (const name of remoteNames) {
    await app.register(fastifyStatic, {
      ...staticOptions,
      root: remotes.distOf(name),
      prefix: `/remotes/${name}/`,
      wildcard: true,
      decorateReply: false,
    });
  }

  // From the remotes map as it is now: a remote moved at run time to another origin is allowed from its next page.
  let pagePolicy = { origins: '', policy: contentSecurityPolicy([]) };
  const currentPagePolicy = async () => {
    const origins = await remotes.origins();
    if (origins.join(' ') !== pagePolicy.origins)
      pagePolicy = { origins: origins.join(' '), policy: contentSecurityPolicy(origins) };
    return pagePolicy.policy;
  };

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', revalidate);
    return remotes.map();
  });

  app.get('/site-pages.json', async (_request, reply) => {
    reply.header('Cache-Control', revalidate);
    return pages.sitePages();
  });

  app.get('/robots.txt', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return robotsTxt(app.publicOrigin);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    await dropWhenScheduledPostsAreDue(request.log);
    const origin = app.publicOrigin;
    if (sitemap?.origin !== origin)
      sitemap = { origin, xml: pages.sitePages().then((site) => sitemapXml(origin, site.pages, data)) };
    const xml = await sitemap.xml.catch((error: unknown) => {
      sitemap = undefined;
      throw error;
    });
    reply.header('Cache-Control', 'public, max-age=600').type('application/xml; charset=utf-8');
    return xml;
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const { pathname } = new URL(request.url, 'http://taesung.local');
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isPagePath(pathname)) {
      const english = /^en\b/i.test(request.headers['accept-language'] ?? '');
      return reply.code(404).send({ message: english ? notFound.en : notFound.ko, code: 'NOT_FOUND' });
    }
    let page: RenderedPage;
    try {
      await dropWhenScheduledPostsAreDue(request.log);
      page = await pages.render({ url: request.url, origin: app.publicOrigin, log: request.log });
    } catch (error) {
      request.log.error({ err: error, url: pathname }, 'the page could not be served');
      return reply.code(503).header('Retry-After', '30').type('text/html; charset=utf-8').send(unavailablePage);
    }
    const policy = await currentPagePolicy();
    reply
      .code(page.status)
      .header('Cache-Control', revalidate)
      .header('Vary', 'Accept-Encoding')
      .header('ETag', page.etag)
      .header('Content-Security-Policy', policy)
      .type('text/html; charset=utf-8');
    if (page.status === 503) reply.header('Retry-After', '30');
    if (page.status === 200 && notModified(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    const { encoding, payload } = encodedFor(page, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(payload);
  });
}

export default fp(site, { name: 'site', fastify: '5.x' });
