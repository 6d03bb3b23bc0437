import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { publicRemotes, remoteNames, type RemoteName, type RemotesMap } from '@taesung/shared/site';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/index.ts';
import { readState } from '../../services/app-state.ts';

interface LocalVersion {
  stamp: string;
  version: string;
}

/**
 * Where each remote is: on this server's disk (`/remotes/<name>/`), at the address set at run time (the stored
 * overrides, see `setRemoteOverride`), or at its own URL from the environment (`REMOTE_<NAME>_URL`).
 */
export interface RemoteDirectory {
  distOf(name: RemoteName): string;
  /** The runtime remotes map, with a version per remote that changes when the remote is redeployed or moved. */
  map(): Promise<RemotesMap>;
  /** The origins of the remotes served from elsewhere than this server (the pages' Content-Security-Policy allows them). */
  origins(): Promise<string[]>;
  /** The local file behind a remote URL of this server, if it is one. */
  localFile(url: string): string | undefined;
  /** The browser manifest of a remote (for preloading its files), if it can be read. */
  manifest(name: RemoteName): Promise<RemoteManifest | undefined>;
  /** The files of the pages a remote loads on demand (its `pages.json`), by chunk name; empty if unknown. */
  pages(name: RemoteName): Promise<RemotePages>;
  /** Forgets the stored overrides and the remotes' versions read over HTTP: the map changed, or a remote was redeployed. */
  forget(): void;
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

/** Remote addresses set at run time, by remote: each a base URL ending with `/`. */
export type RemoteOverrides = Partial<Record<RemoteName, string>>;

/** Where a remote is: its public base URL (the browser's), the one the server fetches from, and why. */
export interface RemoteAddress {
  /** The public base URL, ending with `/`; `/remotes/<name>/` when this server deploys the remote itself. */
  url: string;
  /** `override`: set at run time; `environment`: `REMOTE_<NAME>_URL`; `local`: this server's `remotes/<name>/dist`. */
  source: 'override' | 'environment' | 'local';
}

/** The `app_state` key of the overrides: one JSON object `{ [name]: baseUrl }` that every replica reads. */
export const remoteOverridesKey = 'remotes';

/** How long a replica trusts its copy of the overrides when no change notice reaches it. */
const overridesTtlMs = 30_000;
const failedReadRetryMs = 5000;
const fetchTimeoutMs = 3000;

const isRemoteName = (name: string): name is RemoteName => (remoteNames as readonly string[]).includes(name);

/** The overrides as stored, keeping only known remotes and addresses. */
export async function readRemoteOverrides(db: Database): Promise<RemoteOverrides> {
  const stored = await readState<Record<string, unknown>>(db, remoteOverridesKey);
  const overrides: RemoteOverrides = {};
  for (const [name, url] of Object.entries(stored ?? {})) {
    if (isRemoteName(name) && typeof url === 'string' && remoteBaseUrl(url)) overrides[name] = remoteBaseUrl(url)!;
  }
  return overrides;
}

/**
 * Sets (or, with `null`, clears) the address of one remote in one statement, so two replicas changing two remotes
 * at once both keep their change; answers the overrides after the change.
 */
export async function setRemoteOverride(db: Database, name: RemoteName, url: string | null): Promise<RemoteOverrides> {
  if (url === null) {
    await db.execute(
      sql`update app_state set value = value - ${name}::text, updated_at = now() where key = ${remoteOverridesKey}`,
    );
  } else {
    const value = JSON.stringify({ [name]: url });
    await db.execute(sql`
      insert into app_state (key, value, updated_at) values (${remoteOverridesKey}, ${value}::jsonb, now())
      on conflict (key) do update set value = app_state.value || excluded.value, updated_at = now()`);
  }
  return readRemoteOverrides(db);
}

/** An address a remote can be deployed at, as a base URL ending with `/`: http(s), no credentials, query or fragment. */
export function remoteBaseUrl(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash)
    return null;
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/** Whether every segment of a path reads the same to any host: none decodes to `.`, `..` or holds a `/` or `\`. */
const plainPath = (pathname: string) =>
  pathname.split('/').every((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false;
    }
    return decoded !== '.' && decoded !== '..' && !/[/\\]/.test(decoded);
  });

/**
 * The one rule for where a remote's code may come from, applied to an address set in the console, to one set by
 * the command on the server, and to every address read back from the database before it is used: `url` lies under
 * a location the operator listed, in `REMOTE_ALLOWED_ORIGINS` or as a `REMOTE_<NAME>_URL` or
 * `REMOTE_<NAME>_SERVER_URL`. Both are compared as the URL parser writes them (host in lower case, default port
 * left out, `.` and `..` resolved), each ending with `/`: a listed `https://cdn.example/taesung/` admits
 * `https://cdn.example/taesung/home/2026-11-24/`, not `https://cdn.example/taesung-x/` nor
 * `https://cdn.example.evil.com/`. Nothing listed: no address but this server's own builds.
 */
export function remoteLocationAllowed(
  config: Pick<Config, 'remoteAllowedPrefixes' | 'remoteUrls' | 'remoteServerUrls'>,
  url: string,
): boolean {
  const location = remoteBaseUrl(url);
  if (!location || !plainPath(new URL(location).pathname)) return false;
  const listed = [
    ...config.remoteAllowedPrefixes,
    ...Object.values(config.remoteUrls),
    ...Object.values(config.remoteServerUrls),
  ];
  return listed.some((prefix) => {
    const base = remoteBaseUrl(prefix);
    return base !== null && location.startsWith(base);
  });
}

/** A file of a remote's build as `url` answers it: a redirect is not followed, and counts as a failure. */
const fetchRemoteFile = (url: string | URL, timeoutMs: number) =>
  fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });

/**
 * Why a remote's build cannot be used at `base`: the first file that does not answer (or answers with a redirect,
 * to `redirect`), or another remote's build.
 */
export type RemoteProblem =
  { file: string; status: number | 'unreachable'; redirect?: string } | { file: 'mf-manifest.json'; found: string };

/**
 * Checks that `base` serves the remote's browser build (`remoteEntry.js`, and an `mf-manifest.json` of this very
 * remote) and, for a remote whose pages the server renders, its Node build (`server/remoteEntry.js`).
 */
export async function checkRemoteAt(name: RemoteName, base: string, timeoutMs = 5000): Promise<RemoteProblem | null> {
  const files = [
    'remoteEntry.js',
    'mf-manifest.json',
    ...(publicRemotes.includes(name) ? ['server/remoteEntry.js'] : []),
  ];
  for (const file of files) {
    let response: Response;
    try {
      response = await fetchRemoteFile(new URL(file, base), timeoutMs);
    } catch {
      return { file, status: 'unreachable' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      const redirect =
        response.status >= 300 && response.status < 400 ? (response.headers.get('location') ?? '') : undefined;
      return redirect === undefined ? { file, status: response.status } : { file, status: response.status, redirect };
    }
    if (file !== 'mf-manifest.json') {
      await response.body?.cancel();
      continue;
    }
    const manifest = (await response.json().catch(() => null)) as { name?: unknown } | null;
    const expected = name.replace(/-/g, '_');
    if (manifest?.name !== expected)
      return { file, found: typeof manifest?.name === 'string' ? manifest.name : 'unknown' };
  }
  return null;
}

/** The overrides at locations the rule allows (`remoteLocationAllowed`); `refused` hears of each one left out. */
function allowedOverrides(
  config: Config,
  stored: RemoteOverrides,
  refused?: (name: RemoteName, url: string) => void,
): RemoteOverrides {
  const allowed: RemoteOverrides = {};
  for (const [name, url] of Object.entries(stored) as [RemoteName, string][]) {
    if (remoteLocationAllowed(config, url)) allowed[name] = url;
    else refused?.(name, url);
  }
  return allowed;
}

/**
 * The remotes, read from `config` (disk and environment) and, when `readOverrides` is given, the overrides stored
 * in the database, kept for a short while and re-read after `forget()` (the change feed calls it on every replica).
 * A stored address outside the listed locations (kept before they were narrowed) is not used: the remote stays at
 * its configured address, and `log` is warned once.
 */
export function createRemoteDirectory(
  config: Config,
  readOverrides?: () => Promise<RemoteOverrides>,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): RemoteDirectory {
  const versions = new Map<RemoteName, LocalVersion>();
  const remoteVersions = new Map<RemoteName, { base: string; version: string; checkedAt: number }>();
  const distOf = (name: RemoteName) => path.join(config.SITE_ROOT, 'remotes', name, 'dist');
  let overrides: { read: Promise<RemoteOverrides>; until: number } | undefined;
  let lastOverrides: RemoteOverrides = {};
  const warned = new Set<string>();
  const refused = (name: RemoteName, url: string) => {
    if (warned.has(`${name} ${url}`)) return;
    warned.add(`${name} ${url}`);
    log?.warn(
      { remote: name, url },
      'the stored address of a remote is not a listed location (REMOTE_ALLOWED_ORIGINS, REMOTE_<NAME>_URL): its configured address is used',
    );
  };

  /**
   * The overrides, read again when forgotten or old. While the database does not answer, the last ones read, and the
   * next attempt only a few seconds later, so pages do not each wait for a failing query.
   */
  function currentOverrides(): Promise<RemoteOverrides> {
    if (!readOverrides) return Promise.resolve({});
    if (!overrides || Date.now() >= overrides.until) {
      const entry = { read: Promise.resolve(lastOverrides), until: Date.now() + overridesTtlMs };
      entry.read = readOverrides().then(
        (value) => (lastOverrides = allowedOverrides(config, value, refused)),
        () => {
          entry.until = Date.now() + failedReadRetryMs;
          return lastOverrides;
        },
      );
      overrides = entry;
    }
    return overrides.read;
  }

  /** Where the browser and the server find a remote now; `null` when this server deploys it itself. */
  async function addressOf(
    name: RemoteName,
  ): Promise<{ base: string; serverBase: string; source: 'override' | 'environment' } | null> {
    const override = (await currentOverrides())[name];
    if (override) return { base: override, serverBase: override, source: 'override' };
    const base = config.remoteUrls[name];
    if (!base) return null;
    return { base, serverBase: config.remoteServerUrls[name] ?? base, source: 'environment' };
  }

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

  /** A hash of the remote's address and manifest: a remote moved to another copy of the same build is a new version too. */
  async function remoteVersion(name: RemoteName, base: string, serverBase: string): Promise<string> {
    const known = remoteVersions.get(name)?.base === base ? remoteVersions.get(name) : undefined;
    if (known && Date.now() - known.checkedAt < 30_000) return known.version;
    let version = known?.version ?? 'unknown';
    try {
      const response = await fetchRemoteFile(`${serverBase}mf-manifest.json`, fetchTimeoutMs);
      if (response.ok)
        version = createHash('sha256')
          .update(base)
          .update('\n')
          .update(await response.text())
          .digest('hex')
          .slice(0, 12);
    } catch {
      // Keep the last known version; the browser retries the remote on its own.
    }
    remoteVersions.set(name, { base, version, checkedAt: Date.now() });
    return version;
  }

  /** A JSON file of a remote's build: from its own URL when it has one, else from this server's disk. */
  async function buildFile(name: RemoteName, file: string): Promise<unknown> {
    const address = await addressOf(name);
    const text = address
      ? await fetchRemoteFile(`${address.serverBase}${file}`, fetchTimeoutMs).then((response) => {
          if (!response.ok) throw new Error(`${file} of ${name}: HTTP ${response.status}`);
          return response.text();
        })
      : await readFile(path.join(distOf(name), file), 'utf8');
    return JSON.parse(text);
  }

  async function manifest(name: RemoteName): Promise<RemoteManifest | undefined> {
    try {
      const [read, address] = await Promise.all([
        buildFile(name, 'mf-manifest.json') as Promise<Omit<RemoteManifest, 'publicBase'>>,
        addressOf(name),
      ]);
      return { ...read, publicBase: address?.base ?? `/remotes/${name}/` };
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
          const address = await addressOf(name);
          if (address) {
            const { base, serverBase } = address;
            return [
              name,
              {
                entry: `${base}remoteEntry.js`,
                ssrEntry: `${serverBase}server/remoteEntry.js`,
                version: await remoteVersion(name, base, serverBase),
              },
            ] as const;
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
    async origins() {
      const addresses = await Promise.all(remoteNames.map((name) => addressOf(name)));
      return [...new Set(addresses.flatMap((address) => (address ? [new URL(address.base).origin] : [])))].sort();
    },
    localFile(url) {
      if (!url.startsWith(`${localOrigin}/remotes/`)) return undefined;
      const [pathname = ''] = url.slice(localOrigin.length).split('?');
      const match = /^\/remotes\/([a-z-]+)\/(server\/[\w.-]+\.js)$/.exec(pathname);
      if (!match || !isRemoteName(match[1]!)) return undefined;
      return path.join(distOf(match[1]), match[2]!);
    },
    manifest,
    pages,
    forget() {
      overrides = undefined;
      remoteVersions.clear();
    },
  };
}

/**
 * Every remote's address as the configuration and the stored overrides give it (what `PUT /api/console/remotes/:name`
 * answers); an override outside the listed locations is not used, as by the directory.
 */
export function remoteAddresses(config: Config, overrides: RemoteOverrides): Record<RemoteName, RemoteAddress> {
  const allowed = allowedOverrides(config, overrides);
  return Object.fromEntries(
    remoteNames.map((name): [RemoteName, RemoteAddress] => {
      const override = allowed[name];
      if (override) return [name, { url: override, source: 'override' }];
      const base = config.remoteUrls[name];
      return [name, base ? { url: base, source: 'environment' } : { url: `/remotes/${name}/`, source: 'local' }];
    }),
  ) as Record<RemoteName, RemoteAddress>;
}
