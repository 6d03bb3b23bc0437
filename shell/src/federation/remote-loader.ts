import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { publicRemotes, type RemoteName, type RemoteRoutesModule, type RemotesMap } from '@taesung/shared';
import type { RemoteFailure } from './fallback-plugin.ts';

export type LoadedRemote = RemoteRoutesModule | RemoteFailure;

/** A promise React's `use` can read synchronously once it has settled. */
export type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = promise as TrackedPromise<T>;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

export const federationName = (name: RemoteName) => name.replace(/-/g, '_');

export interface RemoteLoader {
  /** Registers (or re-registers, when its version changed) every remote of the map. */
  register(map: RemotesMap): void;
  /** The remotes of the map, in its order. */
  names(): RemoteName[];
  /** The remote's routes; the same promise until `retry`, marked as settled so React's `use` reads it at once. */
  load(name: RemoteName): Promise<LoadedRemote>;
  /** Forgets a remote that failed (results, good or bad, are kept until then) so the next `load` fetches it again. */
  retry(name: RemoteName): void;
}

/** The console remotes of the runtime remotes map: every remote that is not part of the public site. */
export const consoleRemoteNames = (loader: RemoteLoader): RemoteName[] =>
  loader.names().filter((name) => !publicRemotes.includes(name));

/**
 * Loads each remote's `./routes` through the federation runtime, once. In the browser a remote is found through
 * its `mf-manifest.json`; on the server through its Node build.
 */
export function createRemoteLoader(target: 'browser' | 'server'): RemoteLoader {
  const registered = new Map<RemoteName, { entry: string; version: string }>();
  const cache = new Map<RemoteName, TrackedPromise<LoadedRemote>>();

  const entryOf = (map: RemotesMap, name: RemoteName) => {
    const remote = map[name];
    const entry = target === 'server' ? remote.ssrEntry : remote.entry;
    return entry ? { entry, version: remote.version } : undefined;
  };

  const put = (name: RemoteName, entry: string, version: string, force: boolean) => {
    const url = target === 'server' ? `${entry}${entry.includes('?') ? '&' : '?'}v=${encodeURIComponent(version)}` : entry;
    registerRemotes([{ name: federationName(name), entry: url }], { force });
    registered.set(name, { entry, version });
    cache.delete(name);
  };

  return {
    register(map) {
      for (const name of Object.keys(map) as RemoteName[]) {
        const next = entryOf(map, name);
        if (!next) continue;
        const known = registered.get(name);
        if (!known) put(name, next.entry, next.version, false);
        else if (known.version !== next.version || known.entry !== next.entry) put(name, next.entry, next.version, true);
      }
    },
    names() {
      return [...registered.keys()];
    },
    load(name) {
      let promise = cache.get(name);
      if (!promise) {
        promise = track(
          loadRemote<RemoteRoutesModule>(`${federationName(name)}/routes`).then(async (module): Promise<LoadedRemote> => {
            if (!module) throw new Error(`${name} exposes no routes`);
            if ('ready' in module) await module.ready;
            return module;
          }),
        );
        cache.set(name, promise);
      }
      return promise;
    },
    retry(name) {
      cache.delete(name);
      const known = registered.get(name);
      if (known) put(name, known.entry, known.version, true);
    },
  };
}
