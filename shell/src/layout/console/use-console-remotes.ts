import { use, useCallback, useState } from 'react';
import type { PageRoute, RemoteName } from '@taesung/shared';
import { isRemoteFailure } from '../../federation/fallback-plugin.ts';
import { useRemoteLoader } from '../../federation/remote-loader-context.tsx';
import { consoleRemoteNames, track, type LoadedRemote, type TrackedPromise } from '../../federation/remote-loader.ts';

/** A declared console screen with the remote that declared it. */
export interface ConsoleRoute {
  remote: RemoteName;
  route: PageRoute;
}

export interface ConsoleRemotes {
  routes: readonly ConsoleRoute[];
  /** Console remotes that could not be loaded: their screens are unknown until they load. */
  failed: readonly RemoteName[];
  retry(names: readonly RemoteName[]): void;
}

const settledLoads = new WeakMap<Promise<LoadedRemote>, Promise<LoadedRemote | undefined>>();

/** The load of one remote, never rejecting: a remote that fails must not take the others' screens down. */
function settle(name: RemoteName, promise: Promise<LoadedRemote>): Promise<LoadedRemote | undefined> {
  if ((promise as TrackedPromise<LoadedRemote>).status === 'fulfilled') return promise;
  let settled = settledLoads.get(promise);
  if (!settled) {
    settled = track(
      promise.catch((error: unknown) => {
        console.error(`[remote ${name}]`, error);
        return undefined;
      }),
    );
    settledLoads.set(promise, settled);
  }
  return settled;
}

/** Loads every console remote at once (suspending until all have answered) and merges their screens. */
export function useConsoleRemotes(): ConsoleRemotes {
  const loader = useRemoteLoader();
  const [, setAttempt] = useState(0);
  const names = consoleRemoteNames(loader);
  const loads = names.map((name) => settle(name, loader.load(name)));
  const routes: ConsoleRoute[] = [];
  const failed: RemoteName[] = [];
  for (const [index, load] of loads.entries()) {
    const loaded = use(load);
    const remote = names[index]!;
    if (!loaded || isRemoteFailure(loaded)) failed.push(remote);
    else routes.push(...loaded.routes.map((route) => ({ remote, route })));
  }
  const retry = useCallback(
    (again: readonly RemoteName[]) => {
      for (const name of again) loader.retry(name);
      setAttempt((count) => count + 1);
    },
    [loader],
  );
  return { routes, failed, retry };
}
