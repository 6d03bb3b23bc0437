import { readFile } from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Maps a remote's server entry URL to a file on this machine, when the server deploys that remote itself. */
export type LocalEntryResolver = (url: string) => string | undefined;

/** Node's own `require`, which webpack leaves untouched. */
declare const __non_webpack_require__: NodeJS.Require;

const slot = globalThis as typeof globalThis & { __taesungLocalEntry?: LocalEntryResolver };

export function setLocalEntryResolver(resolver: LocalEntryResolver | undefined) {
  slot.__taesungLocalEntry = resolver;
}

async function evaluateEntry(file: string, globalName: string): Promise<unknown> {
  const code = await readFile(file, 'utf8');
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, {
    filename: file,
  }).runInThisContext() as (...args: unknown[]) => void;
  wrapper(module.exports, module, __non_webpack_require__, path.dirname(file), file);
  const exported = module.exports;
  return exported[globalName] ?? exported;
}

/**
 * Loads the Node build of a remote the server holds on its own disk straight from there (its chunks then load
 * from the same folder); remotes deployed elsewhere load over HTTP as usual.
 */
export default function serverEntryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'taesung-server-entry',
    async loadEntry({ remoteInfo }) {
      const file = slot.__taesungLocalEntry?.(remoteInfo.entry);
      if (!file) return undefined;
      return (await evaluateEntry(file, remoteInfo.entryGlobalName)) as never;
    },
  };
}
