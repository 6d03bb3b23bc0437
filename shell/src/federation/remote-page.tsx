import { Suspense, use, useCallback, useMemo, useState } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import type { PageRoute } from '@taesung/shared';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { HydratedMark } from '../routing/hydrated-mark.tsx';
import { RouteGuard } from '../routing/route-guard.tsx';
import { isRemoteFailure } from './fallback-plugin.ts';
import { PageLoading } from './page-loading.tsx';
import { RemoteBoundary } from './remote-boundary.tsx';
import type { RemoteGroup } from './remote-groups.ts';
import { useRemoteLoader } from './remote-loader-context.tsx';
import { RemoteUnavailable } from './remote-unavailable.tsx';

function RemoteRoutes({ routes }: { routes: readonly PageRoute[] }) {
  const objects = useMemo<RouteObject[]>(
    () => [
      ...routes.map((route) => ({
        path: route.path,
        element: (
          <RouteGuard path={route.path} scope={route.scope}>
            <route.Component />
          </RouteGuard>
        ),
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
    [routes],
  );
  return useRoutes(objects);
}

function LoadedRemote({ group, onRetry }: { group: RemoteGroup; attempt: number; onRetry: () => void }) {
  const loaded = use(useRemoteLoader().load(group.remote));
  if (isRemoteFailure(loaded)) return <RemoteUnavailable onRetry={onRetry} />;
  return <RemoteRoutes routes={loaded.routes} />;
}

/**
 * The pages of one remote, loaded on demand, behind an error boundary with a retry. The server loads the remote
 * before it renders, so its render never waits here: there the boundary's fallback only shows when the page threw
 * (error boundaries do not run on the server), and it is the same fallback the browser shows.
 */
export function RemotePage({ group }: { group: RemoteGroup }) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    // A path given to the first remote whose pages are unknown may be another's: the server, which learns the pages
    // of every remote that loads by then, renders it anew.
    if (group.unknown) return window.location.reload();
    loader.retry(group.remote);
    setAttempt((count) => count + 1);
  }, [loader, group.remote, group.unknown]);
  return (
    <RemoteBoundary name={group.remote} onRetry={retry}>
      <Suspense fallback={typeof document === 'undefined' ? <RemoteUnavailable onRetry={retry} /> : <PageLoading />}>
        <LoadedRemote group={group} attempt={attempt} onRetry={retry} />
        <HydratedMark />
      </Suspense>
    </RemoteBoundary>
  );
}
