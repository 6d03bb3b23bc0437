import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useSitePages } from '@taesung/shared';
import { RemotePage } from './federation/remote-page.tsx';
import { findRemoteGroup, isConsolePath } from './federation/remote-groups.ts';
import { PublicLayout } from './layout/public-layout.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { NavigationEffects } from './routing/navigation-effects.tsx';
import { HydratedMark } from './routing/hydrated-mark.tsx';
import { NavigationHistoryProvider } from './routing/navigation-history.tsx';

/**
 * The console's frame is loaded only on console addresses, with its texts: visitors of the public site never
 * download it, nor any console remote (the frame loads those itself).
 */
const ConsoleLayout = lazy(() =>
  import('./layout/console/console-layout.tsx').then(async (module) => {
    await module.ready.catch(() => undefined);
    return { default: module.ConsoleLayout };
  }),
);

/** Picks the frame (public site or console) and, on the public site, the remote that renders the current path. */
export function App() {
  const { pathname } = useLocation();
  const inConsole = isConsolePath(pathname);
  const site = useSitePages();
  const group = inConsole ? undefined : findRemoteGroup(site, pathname);
  return (
    <NavigationHistoryProvider>
      <NavigationEffects />
      {/* A remote's page marks the document itself, once its own boundary is hydrated. */}
      {group ? null : <HydratedMark />}
      {inConsole ? (
        <Suspense fallback={null}>
          <ConsoleLayout />
        </Suspense>
      ) : (
        <PublicLayout>{group ? <RemotePage group={group} /> : <NotFoundPage />}</PublicLayout>
      )}
    </NavigationHistoryProvider>
  );
}
