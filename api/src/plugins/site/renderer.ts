import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxiosAdapter } from 'axios';
import { type RemoteName, type RemotesMap } from '@taesung/shared/site';
import type { HeadData } from './document.ts';

export interface ShellRenderResult {
  status: number;
  locale: 'ko' | 'en';
  html: string;
  head: HeadData | null;
  state: Record<string, unknown>;
  remote: RemoteName | null;
}

interface ShellServer {
  render(request: {
    url: string;
    origin: string;
    remotes: RemotesMap;
    adapter: AxiosAdapter;
    resolveLocalEntry?: (url: string) => string | undefined;
  }): Promise<ShellRenderResult>;
}

export interface ShellAssets {
  /** The entry's scripts. */
  js: string[];
  /** Every stylesheet of the start-up (all of them go in the head: the server's markup uses their classes). */
  css: string[];
  /** Scripts the start-up loads after the entry, preloaded so they download in parallel with it. */
  preload: string[];
}

const require = createRequire(import.meta.url);

/**
 * The shell's Node build and its browser assets, read from `shell/dist`. When the shell is redeployed (its files
 * change on disk) the next render loads the new build.
 */
export function createShellLoader(shellDist: string) {
  const serverEntry = path.join(shellDist, 'server', 'main.js');
  let loaded: { stamp: string; server: Promise<ShellServer>; assets: ShellAssets } | undefined;

  async function current() {
    const [entryStat, assetsText] = await Promise.all([stat(serverEntry), readFile(path.join(shellDist, 'assets.json'), 'utf8')]);
    const stamp = `${entryStat.mtimeMs}:${entryStat.size}:${assetsText}`;
    if (loaded?.stamp !== stamp) {
      for (const key of Object.keys(require.cache)) {
        if (key.startsWith(path.join(shellDist, 'server'))) delete require.cache[key];
      }
      const server = Promise.resolve(require(serverEntry) as Promise<ShellServer> | ShellServer);
      loaded = { stamp, server, assets: JSON.parse(assetsText) as ShellAssets };
    }
    return { server: await loaded.server, assets: loaded.assets, stamp };
  }

  return { current };
}
