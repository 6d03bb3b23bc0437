/**
 * @jest-environment node
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInstance } from '@module-federation/enhanced/runtime';
import serverEntryPlugin from './server-entry-plugin.ts';

/**
 * The server loads a remote's Node build from the address the API gives it, which lies under a location the
 * operator listed. Here that location answers with a redirect to a server of the attacker's, whose entry would write
 * a file as it is evaluated: the server's federation runtime must not follow it, for the entry nor for a chunk.
 */
(globalThis as { __non_webpack_require__?: NodeJS.Require }).__non_webpack_require__ = require;

let work: string;
let marker: string;
let attacker: Server;
let listed: Server;
let attackerOrigin: string;
let listedOrigin: string;

const container = (name: string, body: string) =>
  `${body}\nmodule.exports = { ${name}: { init: async () => undefined, get: async () => () => ({ answer: 42 }) } };`;

function serve(
  answer: (url: string) => { status: number; headers?: Record<string, string>; body?: string },
): Promise<Server> {
  const server = createServer((request, response) => {
    const { status, headers, body } = answer(request.url ?? '/');
    response.writeHead(status, headers).end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const originOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'taesung-server-entry-'));
  marker = path.join(work, 'marker');
  attacker = await serve(() => ({
    status: 200,
    body: container('home', `require('fs').writeFileSync(${JSON.stringify(marker)}, String(process.pid));`),
  }));
  attackerOrigin = originOf(attacker);
  listed = await serve((url) =>
    url.startsWith('/moved/')
      ? { status: 302, headers: { location: `${attackerOrigin}${url.slice('/moved'.length)}` } }
      : { status: 200, body: container('home', '') },
  );
  listedOrigin = originOf(listed);
});

afterAll(async () => {
  for (const server of [attacker, listed]) await new Promise((resolve) => server?.close(resolve));
  await rm(work, { recursive: true, force: true });
});

const plugin = serverEntryPlugin();
const host = (entry: string, name: string) =>
  createInstance({ name, remotes: [{ name: 'home', entry }], plugins: [plugin] });

describe("the server's loading of a remote's Node build", () => {
  it('runs the entry found at the address it is given', async () => {
    const loaded = await host(`${listedOrigin}/home/server/remoteEntry.js?v=1`, 'host_direct').loadRemote<{
      answer: number;
    }>('home/routes');
    expect(loaded).toEqual({ answer: 42 });
  });

  it('does not follow a redirect to another server, and nothing of that server runs', async () => {
    await expect(
      host(`${listedOrigin}/moved/server/remoteEntry.js?v=1`, 'host_redirected').loadRemote('home/routes'),
    ).rejects.toThrow(
      /answered 302, a redirect to http:\/\/127\.0\.0\.1:\d+\/server\/remoteEntry\.js\?v=1: not followed/,
    );
    expect(existsSync(marker)).toBe(false);
  });

  it("refuses a redirect for a chunk a remote's own runtime fetches (every federation instance has the plugin)", async () => {
    const remote = createInstance({ name: 'remote_runtime', remotes: [] });
    await expect(
      remote.loaderHook.lifecycle.fetch.emit(`${listedOrigin}/moved/server/page-guide.js`, {}),
    ).rejects.toThrow(/redirect .* not followed/);
    const chunk = (await remote.loaderHook.lifecycle.fetch.emit(
      `${listedOrigin}/home/server/page-guide.js`,
      {},
    )) as Response;
    expect(chunk.status).toBe(200);
    expect(existsSync(marker)).toBe(false);
  });
});
