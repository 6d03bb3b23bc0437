import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { RemotePage } from './federation/remote-page.tsx';
import { findRemoteGroup, isShellConsolePage } from './federation/remote-groups.ts';
import { PublicLayout } from './layout/public-layout.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { NavigationEffects } from './routing/navigation-effects.tsx';
import { HydratedMark } from './routing/hydrated-mark.tsx';
import { NavigationHistoryProvider } from './routing/navigation-history.tsx';

/** The console's frame is loaded only on console pages, with its texts: visitors of the public site never download them. */
const ConsoleLayout = lazy(() =>
  import('./layout/console/console-layout.tsx').then(async (module) => {
    await module.ready.catch(() => undefined);
    return { default: module.ConsoleLayout };
  }),
);

/** Picks the frame (public site or console) and the remote that renders the current path. */
export function App() {
  const { pathname } = useLocation();
  const group = findRemoteGroup(pathname);
  const shellConsolePage = !group && isShellConsolePage(pathname);
  const page = group ? <RemotePage group={group} /> : shellConsolePage ? null : <NotFoundPage />;
  return (
    <NavigationHistoryProvider>
      <NavigationEffects />
      {/* A remote's page marks the document itself, once its own boundary is hydrated. */}
      {group ? null : <HydratedMark />}
      {group?.console || shellConsolePage ? (
        <Suspense fallback={null}>
          <ConsoleLayout>{page}</ConsoleLayout>
        </Suspense>
      ) : (
        <PublicLayout>{page}</PublicLayout>
      )}
    </NavigationHistoryProvider>
  );
}
