import { remoteNames, type RemoteName } from '@taesung/shared';
import type { RemoteFailure } from '../federation/fallback-plugin.ts';
import type { LoadedRemote, RemoteLoader, TrackedPromise } from '../federation/remote-loader.ts';

/** A promise already settled, as the loader hands out once a remote has loaded (React's `use` reads it at once). */
export function settled(value: LoadedRemote): TrackedPromise<LoadedRemote> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

/** What the federation runtime's fallback plugin yields for a remote that could not be loaded. */
export const failureOf = (name: RemoteName): RemoteFailure => ({
  routes: [],
  failure: { id: `${name}/routes`, message: 'Failed to fetch mf-manifest.json' },
});

/**
 * A loader over fixed modules per remote, with `retry` recorded and able to change what the next load yields. Its
 * map holds every remote, as the server's does; a remote without a module fails to load.
 */
export function fixedLoader(
  modules: Partial<Record<RemoteName, LoadedRemote>>,
  names: readonly RemoteName[] = remoteNames,
) {
  const cache = new Map<RemoteName, TrackedPromise<LoadedRemote>>();
  const retried: RemoteName[] = [];
  const loader: RemoteLoader = {
    register: () => undefined,
    names: () => [...names],
    load(name) {
      let promise = cache.get(name);
      if (!promise) {
        promise = settled(modules[name] ?? failureOf(name));
        cache.set(name, promise);
      }
      return promise;
    },
    retry(name) {
      retried.push(name);
      cache.delete(name);
    },
  };
  return { loader, retried, modules };
}
