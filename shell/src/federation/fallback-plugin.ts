import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What `loadRemote` yields for a remote that could not be loaded: the page then shows a fallback with retry. */
export interface RemoteFailure {
  routes: [];
  failure: { id: string; message: string };
}

/** Records why a remote could not be loaded and yields what the page shows instead. */
export function remoteFailure(id: string, error: unknown): RemoteFailure {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[federation] ${id} could not be loaded: ${message}`);
  return { routes: [], failure: { id, message } };
}

export const isRemoteFailure = (value: unknown): value is RemoteFailure =>
  typeof value === 'object' && value !== null && 'failure' in value;

/**
 * Turns a remote that is down or broken into a marked module instead of an exception, so the shell renders
 * its friendly fallback inside the page. Kept free of React: runtime plugins run before shared modules exist.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'taesung-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      return lifecycle === 'onLoad' ? remoteFailure(id, error) : undefined;
    },
  };
}
