import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { publicRemotes, type RemoteName, type RemoteRoutesModule, type RemotesMap } from '@taesung/shared';
import { isRemoteFailure, remoteFailure, type RemoteFailure } from './fallback-plugin.ts';

export type LoadedRemote = RemoteRoutesModule | RemoteFailure;

/** A promise React's `use` can read synchronously once it has settled. */
export type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

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

/** The name a remote is registered under in the federation runtime, as its build names it: a JavaScript identifier. */
export const federationName = (name: RemoteName) => name.replace(/-/g, '_');

/**
 * How long a remote may take to load (its entry, the chunks of its routes, their evaluation) before the page shows
 * the fallback instead: a remote that hangs must not hold the page (the browser waits for it before hydrating) nor
 * a server render.
 */
export const loadTimeouts = { browser: 5000, server: 3000 };

/** On the server, how long a failed remote is answered with the fallback at once before a render tries it again. */
const serverRetryAfterMs = 5000;

export interface RemoteLoader {
  /** Registers (or re-registers, when its version changed) every remote of the map. */
  register(map: RemotesMap): void;
  /** The remotes of the map, in its order. */
  names(): RemoteName[];
  /** The remote's routes; the same promise until `retry`, marked as settled so React's `use` reads it at once. */
  load(name: RemoteName): Promise<LoadedRemote>;
  /**
   * Forgets a remote's result so the next `load` fetches it again (results, good or bad, are kept until then; on the
   * server a failure is forgotten by itself after `serverRetryAfterMs`).
   */
  retry(name: RemoteName): void;
}

/** The console remotes of the runtime remotes map: every remote that is not part of the public site. */
export const consoleRemoteNames = (loader: RemoteLoader): RemoteName[] =>
  loader.names().filter((name) => !publicRemotes.includes(name));

/**
 * Loads each remote's `./routes` through the federation runtime, once. In the browser a remote is found through
 * its `remoteEntry.js`; on the server through its Node build. A load never rejects: a remote that is down, throws
 * or takes longer than its time limit yields a `RemoteFailure`.
 */
export function createRemoteLoader(
  target: 'browser' | 'server',
  timeoutMs = loadTimeouts[target],
  retryAfterMs = serverRetryAfterMs,
): RemoteLoader {
  const registered = new Map<RemoteName, { entry: string; version: string }>();
  const cache = new Map<RemoteName, TrackedPromise<LoadedRemote>>();

  const entryOf = (map: RemotesMap, name: RemoteName) => {
    const remote = map[name];
    const entry = target === 'server' ? remote.ssrEntry : remote.entry;
    return entry ? { entry, version: remote.version } : undefined;
  };

  const put = (name: RemoteName, entry: string, version: string, force: boolean) => {
    const url =
      target === 'server' ? `${entry}${entry.includes('?') ? '&' : '?'}v=${encodeURIComponent(version)}` : entry;
    const federated = federationName(name);
    // The chunks a remote's runtime has received stay in its chunk list and a new runtime of the same remote would
    // take them from there: a chunk that arrived broken would then break every retry.
    if (force) delete (globalThis as Record<string, unknown>)[`webpackChunk${federated}`];
    registerRemotes([{ name: federated, entry: url }], { force });
    registered.set(name, { entry, version });
    cache.delete(name);
  };

  function retry(name: RemoteName) {
    cache.delete(name);
    const known = registered.get(name);
    if (known) put(name, known.entry, known.version, true);
  }

  function start(name: RemoteName): TrackedPromise<LoadedRemote> {
    const id = `${federationName(name)}/routes`;
    const loading = loadRemote<RemoteRoutesModule>(id).then(async (module): Promise<LoadedRemote> => {
      if (!module) throw new Error(`${name} exposes no routes`);
      if ('ready' in module) await module.ready;
      return module;
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<RemoteFailure>((resolve) => {
      timer = setTimeout(() => resolve(remoteFailure(id, 'timed out')), timeoutMs);
    });
    const promise = track(
      Promise.race([loading.catch((error: unknown) => remoteFailure(id, error)), timedOut]).then((result) => {
        clearTimeout(timer);
        // The server tries a failed remote again after a while (a failed remote must not wait for a visitor's retry).
        if (target === 'server' && isRemoteFailure(result))
          setTimeout(() => cache.get(name) === promise && retry(name), retryAfterMs);
        return result;
      }),
    );
    return promise;
  }

  return {
    register(map) {
      for (const name of Object.keys(map) as RemoteName[]) {
        const next = entryOf(map, name);
        if (!next) continue;
        const known = registered.get(name);
        if (!known) put(name, next.entry, next.version, false);
        else if (known.version !== next.version || known.entry !== next.entry)
          put(name, next.entry, next.version, true);
      }
    },
    names() {
      return [...registered.keys()];
    },
    load(name) {
      let promise = cache.get(name);
      if (!promise) {
        promise = start(name);
        cache.set(name, promise);
      }
      return promise;
    },
    retry,
  };
}
