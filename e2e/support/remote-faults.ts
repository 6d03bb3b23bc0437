import { createServer, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { root, serveStatic, stopServer } from './remote-build.ts';

/**
 * What can go wrong with a remote, as the browser or the server meets it: its host refuses connections or answers
 * 503; its entry (`remoteEntry.js`) or the chunk of its routes does not answer until the remote is healed; its routes
 * module throws while it is evaluated, or its pages throw while they render.
 */
export type RemoteFault =
  'refused' | 'unavailable' | 'slow-entry' | 'slow-chunk' | 'throws-evaluating' | 'throws-rendering';

/** A gate that holds requests until it is opened. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const routesChunk = /\/static\/js\/__federation_expose_routes\.[0-9a-f]+\.js$/;

/**
 * A remote's routes chunk (a webpack chunk of the browser build, or a Node build's) changed to throw: either as its
 * routes module is evaluated, or later, from every page component of its `routes` once the module has run.
 */
export function breakRoutesChunk(code: string, how: 'evaluating' | 'rendering'): string {
  const exported = code.search(/\broutes:\s*\(\)\s*=>/);
  if (exported < 0) throw new Error('no routes export in this chunk');
  const headers = [
    ...code
      .slice(0, exported)
      .matchAll(
        /(?:\d+|"[^"]+")\s*(?::\s*(?:\/\*[^*]*\*\/\s*)?\(?\s*function\s*)?\((\w+),\s*(\w+),\s*(\w+)\)\s*(?:=>\s*)?\{/g,
      ),
  ];
  const header = headers.at(-1);
  if (!header) throw new Error('no module factory before the routes export');
  const exportsName = header[2]!;
  const inject =
    how === 'evaluating'
      ? 'throw new Error("remote fault: the routes module throws while it is evaluated");'
      : `Promise.resolve().then(function(){${exportsName}.routes.forEach(function(route,index,all){` +
        'all[index]=Object.assign({},route,{Component:function(){throw new Error("remote fault: the page throws while it renders")}})})});';
  const at = header.index + header[0].length;
  return `${code.slice(0, at)}${inject}${code.slice(at)}`;
}

/** Lets `route` through once `opened` settles; nothing happens if the page closed or the route was handled since. */
async function later(route: Route, opened: Promise<void>) {
  await opened;
  await route.continue().catch(() => undefined);
}

/**
 * Makes the browser meet `fault` on remote `name`'s files (the page's server is not involved). Answers a function
 * that heals the remote: a slow file held until then arrives late, and from then on its files load as usual.
 */
export async function breakRemoteInBrowser(page: Page, name: string, fault: RemoteFault): Promise<() => Promise<void>> {
  const files = `**/remotes/${name}/**`;
  const held = gate();
  const handler = async (route: Route) => {
    const url = new URL(route.request().url()).pathname;
    if (fault === 'refused') return route.abort('connectionrefused');
    if (fault === 'unavailable')
      return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
    if (fault === 'slow-entry' && url.endsWith('/remoteEntry.js')) return later(route, held.opened);
    if (fault === 'slow-chunk' && routesChunk.test(url)) return later(route, held.opened);
    if ((fault === 'throws-evaluating' || fault === 'throws-rendering') && routesChunk.test(url)) {
      const response = await route.fetch();
      const body = breakRoutesChunk(await response.text(), fault === 'throws-evaluating' ? 'evaluating' : 'rendering');
      // Not kept by the browser: a fixed build is served under new file names, which the same names stand for here.
      return route.fulfill({ response, body, headers: { ...response.headers(), 'cache-control': 'no-store' } });
    }
    return route.continue();
  };
  await page.route(files, handler);
  return async () => {
    await page.unroute(files, handler);
    held.open();
  };
}

/**
 * A remote's build served from its own origin, as a team deploys it, that can be made to fail: it refuses
 * connections (nothing listens on its port), answers 503, answers no file while it is slow (each is answered once
 * another fault is applied), or serves a build whose entries throw as they are evaluated (the browser's and the Node
 * one). Requests it serves are passed on to a plain static host of the build.
 */
export interface FaultyRemoteHost {
  /** The remote's base URL, ending with `/` (for `REMOTE_<NAME>_URL`). */
  url: string;
  fault: 'none' | 'refused' | 'unavailable' | 'slow' | 'throws';
  /** Applies `fault`: stops listening for `refused`, listens again on the same port otherwise. */
  apply(): Promise<void>;
  stop(): Promise<void>;
}

export async function startFaultyRemoteHost(name: string, fault: FaultyRemoteHost['fault']): Promise<FaultyRemoteHost> {
  const files = await serveStatic(path.join(root, 'remotes', name, 'dist'));
  const filesOrigin = `http://127.0.0.1:${(files.address() as { port: number }).port}`;
  let front: Server | undefined;
  let port = 0;
  let slow: ReturnType<typeof gate> | undefined;
  const host: FaultyRemoteHost = {
    url: '',
    fault,
    async apply() {
      if (host.fault === 'slow') slow ??= gate();
      else {
        slow?.open();
        slow = undefined;
      }
      if (host.fault === 'refused') {
        await stopServer(front);
        front = undefined;
        return;
      }
      if (front) return;
      front = createServer((request, response) => void answer(request.url ?? '/', response));
      await new Promise<void>((resolve) => front!.listen(port, '127.0.0.1', () => resolve()));
      port = (front.address() as { port: number }).port;
      host.url = `http://127.0.0.1:${port}/`;
    },
    async stop() {
      slow?.open();
      await stopServer(front);
      await stopServer(files);
    },
  };
  async function answer(url: string, response: ServerResponse) {
    const cors = { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' };
    if (host.fault === 'unavailable') return response.writeHead(503, cors).end('Service Unavailable');
    if (slow) await slow.opened;
    const upstream = await fetch(`${filesOrigin}${url}`).catch(() => null);
    if (!upstream) return response.writeHead(502, cors).end();
    let body = Buffer.from(await upstream.arrayBuffer());
    if (host.fault === 'throws' && upstream.ok && /\/remoteEntry\.js(\?|$)/.test(url)) {
      body = Buffer.from(
        `throw new Error("remote fault: the entry throws while it is evaluated");\n${body.toString('utf8')}`,
      );
    }
    if (response.destroyed) return undefined;
    return response
      .writeHead(upstream.status, {
        ...cors,
        'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      })
      .end(body);
  }
  // The port is chosen once, while listening; a host that starts refused listens once to learn it.
  const wanted = host.fault;
  host.fault = 'none';
  await host.apply();
  host.fault = wanted;
  await host.apply();
  return host;
}
