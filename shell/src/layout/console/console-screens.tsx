import { Suspense, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { selectScopes, useAppSelector } from '@taesung/shared';
import { PageLoading } from '../../federation/page-loading.tsx';
import { RemoteBoundary } from '../../federation/remote-boundary.tsx';
import { RemoteUnavailable } from '../../federation/remote-unavailable.tsx';
import { RouteGuard } from '../../routing/route-guard.tsx';
import { buildConsoleNav } from './console-nav.ts';
import { ConsoleNotFound } from './console-not-found.tsx';
import { ConsoleSidebar } from './console-sidebar.tsx';
import { useConsoleRemotes, type ConsoleRemotes } from './use-console-remotes.ts';
import styles from './console-layout.module.css';

function ConsoleMain({ children }: { children: ReactNode }) {
  return (
    <main id="main" className={styles.main} tabIndex={-1}>
      {children}
    </main>
  );
}

/** What the frame shows while the console remotes are loading. */
export function ConsoleScreensLoading({ open }: { open: boolean }) {
  return (
    <>
      <ConsoleSidebar groups={[]} open={open} loading />
      <ConsoleMain>
        <PageLoading />
      </ConsoleMain>
    </>
  );
}

function ConsoleRoutes({ routes, failed, retry }: ConsoleRemotes) {
  const objects: RouteObject[] = [
    ...routes.map(({ remote, route }) => ({
      path: route.path,
      element: (
        <RouteGuard path={route.path} scope={route.scope}>
          <RemoteBoundary key={route.path} name={remote} onRetry={() => retry([remote])}>
            <Suspense fallback={<PageLoading />}>
              <route.Component />
            </Suspense>
          </RemoteBoundary>
        </RouteGuard>
      ),
    })),
    // A remote that failed may declare this address: offer to load it again rather than call it unknown.
    { path: '*', element: failed.length ? <RemoteUnavailable onRetry={() => retry(failed)} /> : <ConsoleNotFound /> },
  ];
  return useRoutes(objects);
}

/** The sidebar and the screen, both from the console remotes' declarations. */
export function ConsoleScreens({ open }: { open: boolean }) {
  const remotes = useConsoleRemotes();
  const scopes = useAppSelector(selectScopes);
  const groups = buildConsoleNav(
    remotes.routes.map(({ route }) => route),
    scopes,
  );
  return (
    <>
      <ConsoleSidebar groups={groups} open={open} />
      <ConsoleMain>
        <ConsoleRoutes {...remotes} />
      </ConsoleMain>
    </>
  );
}
