import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { remoteNames, type RemoteName, type RemotesMap } from '@taesung/shared/site';
import type { Config } from '../../config/env.ts';

interface LocalVersion {
  stamp: string;
  version: string;
}

/** Where each remote is: on this server's disk (`/remotes/<name>/`) or at its own URL (`REMOTE_<NAME>_URL`). */
export interface RemoteDirectory {
  distOf(name: RemoteName): string;
  /** The runtime remotes map, with a version per remote that changes when the remote is redeployed. */
  map(): Promise<RemotesMap>;
  /** The local file behind a remote URL of this server, if it is one. */
  localFile(url: string): string | undefined;
  /** The browser manifest of a remote (for preloading its files), if it can be read. */
  manifest(name: RemoteName): Promise<RemoteManifest | undefined>;
  /** The files of the pages a remote loads on demand (its `pages.json`), by chunk name; empty if unknown. */
  pages(name: RemoteName): Promise<RemotePages>;
}

export type RemotePages = Record<string, { js: string[]; css: string[] }>;

interface ManifestAssets {
  js: { sync: string[]; async?: string[] };
  css: { sync: string[]; async: string[] };
}

export interface RemoteManifest {
  publicBase: string;
  exposes: { name: string; assets: ManifestAssets }[];
  /** The shared modules the remote consumes, with its own copy's files. */
  shared?: { name: string; assets: ManifestAssets }[];
  metaData: { remoteEntry: { name: string; path: string } };
}

export const localOrigin = 'http://taesung.local';

export function createRemoteDirectory(config: Config): RemoteDirectory {
  const versions = new Map<RemoteName, LocalVersion>();
  const remoteVersions = new Map<RemoteName, { version: string; checkedAt: number }>();
  const distOf = (name: RemoteName) => path.join(config.SITE_ROOT, 'remotes', name, 'dist');

  async function localVersion(name: RemoteName): Promise<string> {
    const files = [path.join(distOf(name), 'mf-manifest.json'), path.join(distOf(name), 'server', 'remoteEntry.js')];
    const stats = await Promise.all(files.map((file) => stat(file).catch(() => null)));
    const stamp = stats.map((entry) => (entry ? `${entry.mtimeMs}:${entry.size}` : '-')).join('|');
    const known = versions.get(name);
    if (known?.stamp === stamp) return known.version;
    const hash = createHash('sha256');
    for (const file of files) hash.update(await readFile(file).catch(() => Buffer.alloc(0)));
    const version = hash.digest('hex').slice(0, 12);
    versions.set(name, { stamp, version });
    return version;
  }

  async function remoteVersion(name: RemoteName, base: string): Promise<string> {
    const known = remoteVersions.get(name);
    if (known && Date.now() - known.checkedAt < 30_000) return known.version;
    let version = known?.version ?? 'unknown';
    try {
      const response = await fetch(`${base}mf-manifest.json`, { signal: AbortSignal.timeout(3000) });
      if (response.ok) version = createHash('sha256').update(await response.text()).digest('hex').slice(0, 12);
    } catch {
      // Keep the last known version; the browser retries the remote on its own.
    }
    remoteVersions.set(name, { version, checkedAt: Date.now() });
    return version;
  }

  /** A JSON file of a remote's build: from its own URL when it has one, else from this server's disk. */
  async function buildFile(name: RemoteName, file: string): Promise<unknown> {
    const base = config.remoteUrls[name];
    const text = base
      ? await fetch(`${base}${file}`, { signal: AbortSignal.timeout(3000) }).then((response) => {
          if (!response.ok) throw new Error(`${file} of ${name}: HTTP ${response.status}`);
          return response.text();
        })
      : await readFile(path.join(distOf(name), file), 'utf8');
    return JSON.parse(text);
  }

  async function manifest(name: RemoteName): Promise<RemoteManifest | undefined> {
    try {
      const read = (await buildFile(name, 'mf-manifest.json')) as Omit<RemoteManifest, 'publicBase'>;
      return { ...read, publicBase: config.remoteUrls[name] ?? `/remotes/${name}/` };
    } catch {
      return undefined;
    }
  }

  async function pages(name: RemoteName): Promise<RemotePages> {
    try {
      return (await buildFile(name, 'pages.json')) as RemotePages;
    } catch {
      return {};
    }
  }

  return {
    distOf,
    async map() {
      const entries = await Promise.all(
        remoteNames.map(async (name) => {
          const base = config.remoteUrls[name];
          if (base) {
            return [name, { entry: `${base}remoteEntry.js`, ssrEntry: `${base}server/remoteEntry.js`, version: await remoteVersion(name, base) }] as const;
          }
          return [
            name,
            {
              entry: `/remotes/${name}/remoteEntry.js`,
              ssrEntry: `${localOrigin}/remotes/${name}/server/remoteEntry.js`,
              version: await localVersion(name),
            },
          ] as const;
        }),
      );
      return Object.fromEntries(entries) as RemotesMap;
    },
    localFile(url) {
      if (!url.startsWith(`${localOrigin}/remotes/`)) return undefined;
      const [pathname = ''] = url.slice(localOrigin.length).split('?');
      const match = /^\/remotes\/([a-z-]+)\/(server\/[\w.-]+\.js)$/.exec(pathname);
      if (!match || !(remoteNames as readonly string[]).includes(match[1]!)) return undefined;
      return path.join(distOf(match[1] as RemoteName), match[2]!);
    },
    manifest,
    pages,
  };
}
