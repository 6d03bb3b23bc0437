import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxiosAdapter } from 'axios';
import { type RemoteName, type RemotesMap, type SitePageList } from '@taesung/shared/site';
import type { HeadData } from './document.ts';

export interface ShellRenderResult {
  status: number;
  locale: 'ko' | 'en';
  html: string;
  head: HeadData | null;
  state: Record<string, unknown>;
  remote: RemoteName | null;
  /** The page's own chunk of the remote, when the page is loaded on demand. */
  chunk?: string | null;
  /** The public pages the remotes declare, as the page was rendered with them. */
  site?: SitePageList;
}

interface ShellServer {
  render(request: {
    url: string;
    origin: string;
    remotes: RemotesMap;
    adapter: AxiosAdapter;
    resolveLocalEntry?: (url: string) => string | undefined;
  }): Promise<ShellRenderResult>;
  /** The public pages the remotes declare (a shell built before they were declared has none to give). */
  sitePages?(request: {
    remotes: RemotesMap;
    resolveLocalEntry?: (url: string) => string | undefined;
  }): Promise<SitePageList>;
}

export interface ShellAssets {
  /** The entry's scripts. */
  js: string[];
  /** Every stylesheet of the start-up (all of them go in the head: the server's markup uses their classes). */
  css: string[];
  /** Scripts the start-up loads after the entry, preloaded so they download in parallel with it. */
  preload: string[];
  /** The shared texts' scripts per language (only the page's language is loaded). */
  i18n?: Record<string, string[]>;
  /** The shared modules the shell provides; a remote loads its own copy of the others. */
  provided?: string[];
}

const require = createRequire(import.meta.url);

/**
 * The federation runtime keeps its instances, share scope and loading state on global objects it defines once per
 * process. A new build of the shell would join them and render with the old build's shared modules (old texts,
 * old components), so they are emptied before it loads, as the runtime's own reset does; renders still running
 * keep what they hold through their closures.
 */
function forgetFederationRuntime() {
  const scope = globalThis as {
    __FEDERATION__?: Record<string, unknown> & {
      __PRELOADED_ASSETS__?: { clear(): void };
      __PRELOADED_MAP__?: { clear(): void };
    };
    __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown>;
  };
  const federation = scope.__FEDERATION__;
  if (federation) {
    federation.__GLOBAL_PLUGIN__ = [];
    federation.__INSTANCES__ = [];
    federation.moduleInfo = {};
    federation.__SHARE__ = {};
    federation.__MANIFEST_LOADING__ = {};
    federation.__PRELOADED_ASSETS__?.clear();
    federation.__PRELOADED_MAP__?.clear();
  }
  const loading = scope.__GLOBAL_LOADING_REMOTE_ENTRY__;
  if (loading) for (const key of Object.keys(loading)) delete loading[key];
}

/**
 * The shell's Node build and its browser assets, read from `shell/dist`. When the shell is redeployed (its files
 * change on disk) the next render loads the new build.
 */
export function createShellLoader(shellDist: string) {
  const serverEntry = path.join(shellDist, 'server', 'main.js');
  let loaded: { stamp: string; server: Promise<ShellServer>; assets: ShellAssets } | undefined;

  async function current() {
    const [entryStat, assetsText] = await Promise.all([
      stat(serverEntry),
      readFile(path.join(shellDist, 'assets.json'), 'utf8'),
    ]);
    const stamp = `${entryStat.mtimeMs}:${entryStat.size}:${assetsText}`;
    if (loaded?.stamp !== stamp) {
      if (loaded) forgetFederationRuntime();
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
