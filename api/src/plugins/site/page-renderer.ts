import path from 'node:path';
import { isAxiosError, type AxiosAdapter } from 'axios';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  localizePath,
  splitLocale,
  type BootData,
  type RemoteName,
  type RemotesMap,
  type SitePageList,
} from '@taesung/shared/site';
import type { Config } from '../../config/env.ts';
import { hasPrivateQuery } from '../../lib/request-log.ts';
import { entityTag, type Representation } from '../../services/response-cache.ts';
import { renderDocument, type HeadData, type Preload } from './document.ts';
import { injectAdapter } from './inject-adapter.ts';
import type { RemoteDirectory } from './remote-directory.ts';
import { createShellLoader, type ShellRenderResult } from './renderer.ts';
import type { SiteData } from './site-data.ts';
import { createStylesheetReader } from './stylesheets.ts';
import { legalServiceJsonLd } from './structured-data.ts';

/** A rendered page: its body, the body's tag (hashed once, when rendered) and compressed forms made once each. */
export interface RenderedPage extends Representation {
  status: number;
}

export interface PageRequest {
  url: string;
  origin: string;
  log: FastifyBaseLogger;
}

const maxCachedPages = 500;
/**
 * How long what is deployed (the shell's build on disk, the remotes' versions) is trusted before it is read again:
 * reading it takes a dozen file system calls, too many for every request of a cached page.
 */
const deploymentCheckMs = 1000;
const firmNames = { ko: '법무법인 태성 이혼가사팀', en: 'Taesung Law Firm Divorce & Family Law Team' } as const;

/**
 * A script the page will run: the document's start script preloads it once the markup and the largest image are
 * painted, all at once, so no script waits on another.
 */
const script = (href: string): Preload => ({ href, as: 'script' });

/** The first `<img fetchpriority="high">` of the markup: the page's largest image, preloaded from the head. */
function priorityImage(html: string): Preload | undefined {
  const tag = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html)?.[0];
  if (!tag) return undefined;
  const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');
  const href = attribute('src');
  if (!href) return undefined;
  return { href, as: 'image', fetchpriority: 'high', imagesrcset: attribute('srcset'), imagesizes: attribute('sizes') };
}

/**
 * Renders a page: the shell's Node build renders the markup with its data, then the document is written with
 * its head, inlined start-up styles and preloads. Pages are cached per path and query until the content or a
 * deployment changes.
 */
export function createPageRenderer(app: FastifyInstance, config: Config, remotes: RemoteDirectory, data: SiteData) {
  const shellDist = path.join(config.SITE_ROOT, 'shell', 'dist');
  const shell = createShellLoader(shellDist);
  const adapter = injectAdapter(app);
  const pages = new Map<string, RenderedPage>();
  /** Counts the drops of the cache: a page whose rendering began before a drop is not kept. */
  let generation = 0;
  let deployment = '';
  /** The remotes map and the shell as last read; read again after `deploymentCheckMs`, or at once after a drop. */
  let deploymentRead:
    { at: number; value: Promise<[RemotesMap, Awaited<ReturnType<typeof shell.current>>]> } | undefined;
  function currentDeployment() {
    const now = Date.now();
    if (!deploymentRead || now - deploymentRead.at >= deploymentCheckMs) {
      const value = Promise.all([remotes.map(), shell.current()]);
      deploymentRead = { at: now, value };
      value.catch(() => {
        if (deploymentRead?.value === value) deploymentRead = undefined;
      });
    }
    return deploymentRead.value;
  }
  const readStylesheet = createStylesheetReader((href) => {
    if (href.startsWith('/static/')) return path.join(shellDist, href);
    const match = /^\/remotes\/([a-z-]+)\/(static\/.+)$/.exec(href);
    return match && !config.remoteUrls[match[1] as RemoteName]
      ? path.join(remotes.distOf(match[1] as RemoteName), match[2]!)
      : undefined;
  });

  /**
   * The files of the remote that renders the page: its entry, its routes' chunk, its texts in the page's language,
   * the page's own files when it is loaded on demand (with the texts of such pages), its copies of shared modules
   * the shell does not provide, and the stylesheets of all these (not those of its other on-demand pages).
   */
  async function remoteFiles(
    name: RemoteName | null,
    locale: 'ko' | 'en',
    chunk: string | null,
    provided: readonly string[] | undefined,
  ) {
    const manifest = name ? await remotes.manifest(name) : undefined;
    if (!name || !manifest) return { css: [] as string[], js: [] as string[] };
    const pages = await remotes.pages(name);
    const page = chunk ? pages[chunk] : undefined;
    const expose = manifest.exposes.find((item) => item.name === 'routes');
    const prefix = (file: string) => `${manifest.publicBase}${file}`;
    // A page loaded on demand comes with the texts of such pages (`i18n-pages-<locale>`, see `addNamespacePart`).
    const wanted = [`/i18n-${locale}.`, ...(chunk ? [`/i18n-pages-${locale}.`] : [])];
    const texts = (expose?.assets.js.async ?? []).filter((file) => wanted.some((part) => file.includes(part)));
    const otherPages = new Set(Object.values(pages).flatMap((files) => files.css));
    for (const file of page?.css ?? []) otherPages.delete(file);
    const ownCopies = provided ? (manifest.shared ?? []).filter((shared) => !provided.includes(shared.name)) : [];
    return {
      css: [
        ...(expose?.assets.css.sync ?? []),
        ...(expose?.assets.css.async ?? []).filter((file) => !otherPages.has(file)),
        ...ownCopies.flatMap((shared) => shared.assets.css.sync),
      ].map(prefix),
      js: [
        prefix(manifest.metaData.remoteEntry.name),
        ...(expose?.assets.js.sync ?? []).map(prefix),
        ...(page?.js ?? []).map(prefix),
        ...texts.map(prefix),
        ...ownCopies.flatMap((shared) => shared.assets.js.sync).map(prefix),
      ],
    };
  }

  const noPages: SitePageList = { pages: [], unknown: [] };
  /** The public pages, kept until a deployment; asked again while a remote's pages are unknown. */
  let site: Promise<SitePageList> | undefined;

  /** Drops the rendered pages and the list of public pages when the shell or a remote is deployed anew. */
  async function deployed() {
    const [remotesMap, shellBuild] = await currentDeployment();
    const current = `${shellBuild.stamp}|${Object.values(remotesMap)
      .map((remote) => remote.version)
      .join(',')}`;
    if (current !== deployment) {
      pages.clear();
      site = undefined;
      deployment = current;
    }
    return { remotesMap, ...shellBuild };
  }

  /** The public pages the remotes declare, as the shell's Node build learns them from the remotes it loads. */
  async function sitePages(): Promise<SitePageList> {
    const { remotesMap, server } = await deployed();
    if (!site) {
      const read = server.sitePages
        ? server
            .sitePages({ remotes: remotesMap, resolveLocalEntry: (entry) => remotes.localFile(entry) })
            .catch((error: unknown) => {
              app.log.error({ err: error }, 'the public pages could not be learned from the remotes');
              return noPages;
            })
        : Promise.resolve(noPages);
      site = read;
      void read.then((list) => {
        if (list.unknown.length > 0 && site === read) site = undefined;
      });
    }
    return site;
  }

  async function render(request: PageRequest): Promise<RenderedPage> {
    const url = new URL(request.url, 'http://taesung.local');
    const { locale, path: pagePath } = splitLocale(url.pathname);
    const { remotesMap, server, assets } = await deployed();
    const key = `${request.origin}${url.pathname}${url.search}`;
    const cached = pages.get(key);
    if (cached) return cached;
    const started = generation;

    const isConsole = pagePath === '/console' || pagePath.startsWith('/console/');
    let rendered: ShellRenderResult | null = null;
    // Whether a read the page made in this process failed on the server's side (the database away, 503): the page
    // then holds what rendered without that data, and is answered 503 and not kept, like a remote's fallback.
    let readFailed = false;
    const pageAdapter: AxiosAdapter = (readConfig) =>
      adapter(readConfig).catch((error: unknown) => {
        if (isAxiosError(error) && (error.response?.status ?? 0) >= 500) readFailed = true;
        throw error;
      });
    if (!isConsole) {
      try {
        rendered = await server.render({
          url: `${url.pathname}${url.search}`,
          origin: request.origin,
          remotes: remotesMap,
          adapter: pageAdapter,
          resolveLocalEntry: (entry) => remotes.localFile(entry),
        });
      } catch (error) {
        request.log.error(
          { err: error, url: url.pathname },
          'server rendering failed; the page renders in the browser',
        );
      }
    }
    // The page's remote could not be loaded or threw: `main` holds the shell's fallback (its `RemoteUnavailable`,
    // found by its heading's id). Such a page is answered 503, nothing of the remote is preloaded, and the browser
    // renders the page afresh once it has loaded the remote itself, instead of hydrating markup that is not the page.
    const fallback =
      rendered !== null &&
      (rendered.status >= 500 || rendered.html.includes('aria-labelledby="remote-unavailable-title"'));
    const files = fallback
      ? { css: [], js: [] }
      : await remoteFiles(rendered?.remote ?? null, locale, rendered?.chunk ?? null, assets.provided);
    const head: HeadData = rendered?.head ?? { title: firmNames[locale], description: '', noindex: true };
    const boot: BootData = {
      locale,
      origin: request.origin,
      remotes: remotesMap,
      state: rendered?.state,
      rendered: Boolean(rendered) && !fallback,
      site: rendered?.site ?? (await sitePages()),
    };
    const stylesheets = [...new Set([...assets.css.map((file) => `/${file}`), ...files.css])];
    // A remote's stylesheets are named by their absolute URL, as its runtime (public path `auto`) asks for them:
    // it then finds them inlined here instead of downloading them again.
    const named = (href: string) => (href.startsWith('/remotes/') ? `${request.origin}${href}` : href);
    const styles = await Promise.all(
      stylesheets.map(async (href) => ({ href: named(href), css: await readStylesheet(href) })),
    );
    const image = rendered ? priorityImage(rendered.html) : undefined;
    const homeUrl = `${request.origin}${localizePath('/', locale)}`;
    const setting = pagePath === '/' && rendered ? await data.setting(locale) : null;
    const body = renderDocument({
      locale,
      urls: {
        ko: `${request.origin}${localizePath(pagePath, 'ko')}`,
        en: `${request.origin}${localizePath(pagePath, 'en')}`,
        self: `${request.origin}${url.pathname}`,
      },
      head,
      siteName: firmNames[locale],
      defaultImage: '/og-image.png',
      styles,
      preloads: [
        ...(image ? [image] : []),
        ...[
          ...files.js,
          ...assets.preload.map((file) => `/${file}`),
          ...(assets.i18n?.[locale] ?? []).map((file) => `/${file}`),
        ].map((href) => script(href)),
      ],
      scripts: assets.js.map((file) => `/${file}`),
      jsonLd: setting ? [legalServiceJsonLd(setting, locale, request.origin, homeUrl)] : [],
      html: rendered?.html ?? '',
      boot,
    });
    const page: RenderedPage = {
      status: fallback || readFailed ? 503 : (rendered?.status ?? 200),
      body,
      etag: entityTag(body),
      encoded: {},
    };
    // Only a page rendered whole is kept: a fallback, a page missing data a read failed to give, a page rendered in
    // the browser only, or one where a part fell back to the browser (React marks such a Suspense boundary
    // `<!--$!-->`) is rendered again on the next request, so the page comes back as soon as its remote or the
    // database does.
    // A page whose query is what a visitor typed (a calculator's inputs) is not kept either.
    const privateQuery = url.search !== '' && hasPrivateQuery(url.pathname);
    if (
      rendered &&
      !fallback &&
      !readFailed &&
      !privateQuery &&
      !rendered.html.includes('<!--$!-->') &&
      started === generation
    ) {
      if (pages.size >= maxCachedPages) pages.delete(pages.keys().next().value!);
      pages.set(key, page);
    }
    return page;
  }

  return {
    render,
    sitePages,
    invalidate: () => {
      pages.clear();
      deploymentRead = undefined;
      generation += 1;
    },
  };
}
