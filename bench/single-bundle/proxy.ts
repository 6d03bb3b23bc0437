import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

/** The start script's lists of the page's scripts (see the API's `startScript`). */
const startScriptPattern = /<script data-src="([^"]*)" data-preload="([^"]*)">/;

export interface PageScripts {
  /** Scripts run in order once the page is painted. */
  src: string[];
  /** Scripts fetched at the same time, run when the entry asks for them. */
  preload: string[];
}

/** What a page is given in place of its own scripts. */
export interface Rewritten extends PageScripts {
  /**
   * Stylesheets the page's inlined styles stand for, marked in the head as the server marks its own (an empty
   * `<style data-href>`), so the scripts do not fetch them again.
   */
  inlinedStyles: string[];
}

export function pageScripts(html: string): PageScripts {
  const [, src = '', preload = ''] = startScriptPattern.exec(html) ?? [];
  const split = (list: string) => list.split(' ').filter(Boolean);
  return { src: split(src), preload: split(preload) };
}

export interface ProxyOptions {
  /** The production site every request goes to. */
  site: string;
  /** Gives a page other scripts; the markup, styles and everything else stay the site's. */
  rewrite?: (scripts: PageScripts) => Rewritten;
  /** Files served from disk under a path of their own: `{ path: '/single-bundle/', dir }`. */
  files?: { path: string; dir: string };
}

export interface RunningProxy {
  origin: string;
  stop(): Promise<void>;
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};

async function serveFile(response: ServerResponse, file: string, acceptsBrotli: boolean): Promise<void> {
  const found = await stat(file).catch(() => null);
  if (!found?.isFile()) {
    response.writeHead(404).end();
    return;
  }
  const brotli = acceptsBrotli && (await stat(`${file}.br`).catch(() => null));
  response.writeHead(200, {
    'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': 'public, max-age=31536000, immutable',
    vary: 'Accept-Encoding',
    ...(brotli ? { 'content-encoding': 'br' } : {}),
  });
  createReadStream(brotli ? `${file}.br` : file).pipe(response);
}

function forward(site: URL, incoming: IncomingMessage, headers: IncomingMessage['headers']): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: site.hostname,
        port: site.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...headers, host: site.host },
      },
      resolve,
    );
    outgoing.on('error', reject);
    incoming.pipe(outgoing);
  });
}

async function readBody(message: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const compress = promisify(brotliCompress);

/**
 * A page's document through the proxy: read whole (uncompressed from the site), its scripts rewritten when asked,
 * and compressed with brotli again; both variants of the comparison get their documents this same way.
 */
async function serveDocument(
  options: ProxyOptions,
  site: URL,
  incoming: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const answer = await forward(site, incoming, { ...incoming.headers, 'accept-encoding': 'identity' });
  const html = await readBody(answer);
  const scripts = pageScripts(html);
  const next = options.rewrite && scripts.src.length > 0 ? options.rewrite(scripts) : undefined;
  const rewritten = next
    ? html
        .replace(
          '</head>',
          () => `${next.inlinedStyles.map((href) => `<style data-href="${href}"></style>`).join('')}</head>`,
        )
        .replace(
          startScriptPattern,
          () => `<script data-src="${next.src.join(' ')}" data-preload="${next.preload.join(' ')}">`,
        )
    : html;
  const headers = { ...answer.headers };
  delete headers['content-length'];
  delete headers.etag;
  const body = await compress(Buffer.from(rewritten), { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
  response
    .writeHead(answer.statusCode ?? 502, { ...headers, 'content-encoding': 'br', 'content-length': body.length })
    .end(body);
}

/** A server in front of the production site that can give its pages other scripts (see `ProxyOptions`). */
export function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const site = new URL(options.site);
  const server = createServer((incoming, response) => {
    const url = incoming.url ?? '/';
    const acceptsBrotli = String(incoming.headers['accept-encoding'] ?? '').includes('br');
    const isDocument = incoming.method === 'GET' && String(incoming.headers.accept ?? '').includes('text/html');
    const handled = (async () => {
      if (options.files && url.startsWith(options.files.path)) {
        const relative = decodeURIComponent(url.slice(options.files.path.length).split('?')[0] ?? '');
        const file = path.join(options.files.dir, path.normalize(relative).replace(/^(\.\.[\\/])+/, ''));
        return serveFile(response, file, acceptsBrotli);
      }
      if (isDocument && acceptsBrotli) return serveDocument(options, site, incoming, response);
      const answer = await forward(site, incoming, incoming.headers);
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    })();
    handled.catch((error: unknown) => {
      console.error(`proxy: ${url}: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        origin: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
