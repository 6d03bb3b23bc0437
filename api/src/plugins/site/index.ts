import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { localizePath, remoteNames, splitLocale, type BootData, type RemoteName } from '@taesung/shared/site';
import type { Config } from '../../config/env.ts';
import { renderDocument, type HeadData } from './document.ts';
import { injectAdapter } from './inject-adapter.ts';
import { createRemoteDirectory, type RemoteDirectory } from './remote-directory.ts';
import { createShellLoader } from './renderer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops every cached server-rendered page (content changed, or a remote was redeployed). */
    invalidateRenderedPages(): void;
  }
}

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
const hashedFile = /\.[0-9a-f]{8}\.[a-z0-9]+(\.(br|gz))?$/;

function cacheHeaders(reply: FastifyReply, file: string) {
  reply.header('Cache-Control', hashedFile.test(path.basename(file)) ? immutable : revalidate);
}

const isPagePath = (url: string) => !url.startsWith('/api/') && url !== '/api' && !url.startsWith('/remotes/');

interface CachedPage {
  status: number;
  body: string;
}

async function site(app: FastifyInstance, { config }: { config: Config }) {
  const shellDist = path.join(config.SITE_ROOT, 'shell', 'dist');
  const remotes: RemoteDirectory = createRemoteDirectory(config);
  const shell = createShellLoader(shellDist);
  const adapter = injectAdapter(app);
  const pages = new Map<string, CachedPage>();
  let cacheKeyBase = '';
  const maxCachedPages = 500;

  app.decorate('invalidateRenderedPages', () => pages.clear());

  // Hashed files can change with every deployment: served by wildcard so new files need no restart.
  await app.register(fastifyStatic, {
    root: path.join(shellDist, 'static'),
    prefix: '/static/',
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
  // The few fixed files at the site's root (icons, the sharing image), known at start.
  await app.register(fastifyStatic, {
    root: path.join(shellDist, 'public'),
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    decorateReply: false,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
  for (const name of remoteNames) {
    await app.register(fastifyStatic, {
      root: remotes.distOf(name),
      prefix: `/remotes/${name}/`,
      wildcard: true,
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  }

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', revalidate);
    return remotes.map();
  });

  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.url.startsWith('/api/console') && reply.statusCode < 400) pages.clear();
  });

  async function remoteFiles(name: RemoteName | null) {
    if (!name) return { css: [] as string[], js: [] as string[], manifest: undefined };
    const manifest = await remotes.manifest(name);
    if (!manifest) return { css: [], js: [], manifest: undefined };
    const expose = manifest.exposes.find((item) => item.name === 'routes');
    const prefix = (file: string) => `${manifest.publicBase}${file}`;
    return {
      css: [...(expose?.assets.css.sync ?? []), ...(expose?.assets.css.async ?? [])].map(prefix),
      js: [prefix(manifest.metaData.remoteEntry.name), ...(expose?.assets.js.sync ?? []).map(prefix)],
      manifest: `${manifest.publicBase}mf-manifest.json`,
    };
  }

  function originOf(request: FastifyRequest): string {
    if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/$/, '');
    return `${request.protocol}://${request.host}`;
  }

  async function renderPage(request: FastifyRequest): Promise<CachedPage> {
    const url = new URL(request.url, 'http://taesung.local');
    const { locale, path: pagePath } = splitLocale(url.pathname);
    const origin = originOf(request);
    const remotesMap = await remotes.map();
    const { server, assets, stamp } = await shell.current();
    const base = `${stamp}|${Object.values(remotesMap).map((remote) => remote.version).join(',')}`;
    if (base !== cacheKeyBase) {
      pages.clear();
      cacheKeyBase = base;
    }
    const key = `${url.pathname}${url.search}`;
    const cached = pages.get(key);
    if (cached) return cached;

    const isConsole = pagePath === '/console' || pagePath.startsWith('/console/');
    let rendered: Awaited<ReturnType<typeof server.render>> | null = null;
    if (!isConsole) {
      try {
        rendered = await server.render({
          url: key,
          remotes: remotesMap,
          adapter,
          resolveLocalEntry: (entry) => remotes.localFile(entry),
        });
      } catch (error) {
        request.log.error({ err: error, url: key }, 'server rendering failed; the page renders in the browser');
      }
    }
    const files = await remoteFiles(rendered?.remote ?? null);
    const head: HeadData = rendered?.head ?? { title: '법무법인 태성 이혼가사팀', description: '', noindex: isConsole };
    const boot: BootData = {
      locale,
      remotes: remotesMap,
      state: rendered?.state,
      rendered: Boolean(rendered),
    };
    const body = renderDocument({
      locale,
      urls: {
        ko: `${origin}${localizePath(pagePath, 'ko')}`,
        en: `${origin}${localizePath(pagePath, 'en')}`,
        self: `${origin}${url.pathname}`,
      },
      head,
      siteName: locale === 'ko' ? '법무법인 태성 이혼가사팀' : 'Taesung Law Firm Divorce & Family Law Team',
      defaultImage: '/og-image.png',
      styles: [...assets.css.map((file) => `/${file}`), ...files.css],
      preloads: [
        ...(files.manifest ? [{ href: files.manifest, as: 'fetch' as const, crossorigin: true }] : []),
        ...files.js.map((href) => ({ href, as: 'script' as const })),
        ...assets.preload.map((file) => ({ href: `/${file}`, as: 'script' as const })),
      ],
      scripts: assets.js.map((file) => `/${file}`),
      html: rendered?.html ?? '',
      boot,
    });
    const page = { status: rendered?.status ?? 200, body };
    if (rendered && page.status < 500 && !isConsole) {
      if (pages.size >= maxCachedPages) pages.delete(pages.keys().next().value!);
      pages.set(key, page);
    }
    return page;
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: '요청하신 주소를 찾을 수 없습니다.', code: 'NOT_FOUND' });
    }
    if (!isPagePath(request.url) || path.extname(new URL(request.url, 'http://x').pathname)) {
      return reply.code(404).type('application/json').send({ message: '요청하신 주소를 찾을 수 없습니다.', code: 'NOT_FOUND' });
    }
    const page = await renderPage(request);
    return reply.code(page.status).header('Cache-Control', revalidate).type('text/html; charset=utf-8').send(page.body);
  });

}

export default fp(site, { name: 'site', fastify: '5.x' });
