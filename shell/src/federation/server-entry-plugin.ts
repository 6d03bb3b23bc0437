import { readFile } from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';
import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Maps a remote's server entry URL to a file on this machine, when the server deploys that remote itself. */
export type LocalEntryResolver = (url: string) => string | undefined;

/** Node's own `require`, which webpack leaves untouched. */
declare const __non_webpack_require__: NodeJS.Require;

const slot = globalThis as typeof globalThis & { __taesungLocalEntry?: LocalEntryResolver };

export function setLocalEntryResolver(resolver: LocalEntryResolver | undefined) {
  slot.__taesungLocalEntry = resolver;
}

function evaluateEntry(code: string, filename: string, dirname: string, globalName: string): unknown {
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, {
    filename,
  }).runInThisContext() as (...args: unknown[]) => void;
  wrapper(module.exports, module, __non_webpack_require__, dirname, filename);
  const exported = module.exports;
  return exported[globalName] ?? exported;
}

/**
 * A file of a remote's Node build (its entry or a chunk) as `url` answers it. A redirect is not followed: the server
 * runs code only from the address the API gave it, which lies under a location the operator listed.
 */
export async function fetchRemoteCode(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  if (response.ok) return response;
  await response.body?.cancel();
  const location = response.headers.get('location');
  throw new Error(
    response.status >= 300 && response.status < 400
      ? `${url} answered ${response.status}, a redirect to ${location ?? 'an unnamed address'}: not followed`
      : `${url} answered ${response.status}`,
  );
}

/**
 * Loads the Node build of a remote the server holds on its own disk straight from there (its chunks then load from
 * the same folder), and the one of a remote deployed elsewhere over HTTP without following redirects. Registered for
 * every federation instance as well, so the remotes' own runtimes fetch their chunks through it too.
 */
export default function serverEntryPlugin(): ModuleFederationRuntimePlugin {
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'taesung-server-entry',
    async loadEntry({ remoteInfo }) {
      const file = slot.__taesungLocalEntry?.(remoteInfo.entry);
      if (file)
        return evaluateEntry(
          await readFile(file, 'utf8'),
          file,
          path.dirname(file),
          remoteInfo.entryGlobalName,
        ) as never;
      const url = new URL(remoteInfo.entry);
      const code = await (await fetchRemoteCode(url.href)).text();
      return evaluateEntry(
        code,
        path.basename(url.pathname),
        path.posix.dirname(url.pathname),
        remoteInfo.entryGlobalName,
      ) as never;
    },
    fetch: (url, init) => fetchRemoteCode(url, init),
  };
  registerGlobalPlugins([plugin]);
  return plugin;
}
