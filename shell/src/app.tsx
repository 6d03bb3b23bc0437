import { useLocation } from 'react-router';
import { RemotePage } from './federation/remote-page.tsx';
import { findRemoteGroup } from './federation/remote-groups.ts';
import { ConsoleLayout } from './layout/console/console-layout.tsx';
import { PublicLayout } from './layout/public-layout.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { NavigationEffects } from './routing/navigation-effects.tsx';
import { NavigationHistoryProvider } from './routing/navigation-history.tsx';

/** Picks the frame (public site or console) and the remote that renders the current path. */
export function App() {
  const { pathname } = useLocation();
  const group = findRemoteGroup(pathname);
  const page = group ? <RemotePage group={group} /> : <NotFoundPage />;
  return (
    <NavigationHistoryProvider>
      <NavigationEffects />
      {group?.console ? <ConsoleLayout>{page}</ConsoleLayout> : <PublicLayout>{page}</PublicLayout>}
    </NavigationHistoryProvider>
  );
}
