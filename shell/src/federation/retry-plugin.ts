import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const attempts = 3;
const delay = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 400 * attempt));

async function withRetry<T>(run: () => Promise<T>, beforeAttempt?: () => void): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      beforeAttempt?.();
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await delay(attempt);
    }
  }
}

/**
 * Retries what a flaky network loses (a remote's entry script, the chunks of an exposed module) a few times, 400 ms
 * and then 800 ms apart, before the page shows its fallback. It uses the federation runtime's own hooks, so it adds
 * no second copy of the runtime's SDK to the page. (The browser is given entry scripts, never manifests, so the
 * runtime fetches nothing itself that a `fetch` hook would retry.)
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'taesung-retry',
    async loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      // The failed load is still registered as in flight; it must be forgotten before each new attempt, or the
      // attempt would wait on the very load that failed.
      return withRetry(
        () => getRemoteEntry({ origin, remoteInfo, remoteEntryExports }),
        () => delete globalLoading[uniqueKey],
      );
    },
    async getModuleFactory({ remoteEntryExports, expose }) {
      return withRetry(async () => (await remoteEntryExports.get(expose)) as never);
    },
  } as ModuleFederationRuntimePlugin;
}
