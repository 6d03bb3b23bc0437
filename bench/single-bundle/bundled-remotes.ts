import { publicRemotes, type RemoteName, type RemoteRoutesModule, type RemotesMap } from '@taesung/shared';

/**
 * What the single-bundle build gives the shell in place of `shell/src/federation/remote-loader.ts`: the same
 * interface, with each public remote's routes module an ordinary lazily loaded chunk of the one build instead of a
 * federated remote. The console remotes are not part of this build. The types are restated here rather than
 * imported: the shell's module brings the federation runtime's global declarations into bench's type check.
 */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };
type LoadedRemote = RemoteRoutesModule | { routes: []; failure: { id: string; message: string } };

interface RemoteLoader {
  register(map: RemotesMap): void;
  names(): RemoteName[];
  load(name: RemoteName): Promise<LoadedRemote>;
  retry(name: RemoteName): void;
}

/** The shell's `remoteFailure`: what the page shows a fallback for. */
function remoteFailure(id: string, error: unknown): LoadedRemote {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[single bundle] ${id} could not be loaded: ${message}`);
  return { routes: [], failure: { id, message } };
}

const routesModules: Partial<Record<RemoteName, () => Promise<RemoteRoutesModule>>> = {
  home: () => import(/* webpackChunkName: "remote-home" */ 'bundled-remote/home'),
  practice: () => import(/* webpackChunkName: "remote-practice" */ 'bundled-remote/practice'),
  lawyers: () => import(/* webpackChunkName: "remote-lawyers" */ 'bundled-remote/lawyers'),
  reference: () => import(/* webpackChunkName: "remote-reference" */ 'bundled-remote/reference'),
};

export function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked: TrackedPromise<T> = Object.assign(promise, { status: 'pending' as const });
  promise.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
  );
  return tracked;
}

async function loadRoutes(name: RemoteName): Promise<LoadedRemote> {
  const load = routesModules[name];
  if (!load) return remoteFailure(name, 'not part of the single bundle');
  try {
    const module = await load();
    await module.ready;
    return module;
  } catch (error) {
    return remoteFailure(name, error);
  }
}

export function createRemoteLoader(): RemoteLoader {
  const cache = new Map<RemoteName, TrackedPromise<LoadedRemote>>();
  return {
    register() {},
    names: () => [...publicRemotes],
    load(name) {
      let promise = cache.get(name);
      if (!promise) {
        promise = track(loadRoutes(name));
        cache.set(name, promise);
      }
      return promise;
    },
    retry(name) {
      cache.delete(name);
    },
  };
}

export const consoleRemoteNames = (loader: RemoteLoader): RemoteName[] =>
  loader.names().filter((name) => !publicRemotes.includes(name));
