import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import {
  basenameOf,
  bootDataElementId,
  consoleScope,
  i18n,
  isLazyPage,
  loadLanguage,
  makeStore,
  selectScopes,
  splitLocale,
  type BootData,
  type RemotesMap,
  type RootState,
  type SitePageList,
} from '@taesung/shared';
import { loadWebFont } from '@taesung/shared/web-font';
import { isRemoteFailure } from './federation/fallback-plugin.ts';
import { matchPage } from './federation/match-page.ts';
import { findRemoteGroup, isConsolePath, isShellConsolePage } from './federation/remote-groups.ts';
import { consoleRemoteNames, createRemoteLoader } from './federation/remote-loader.ts';
import { nextTask } from './lib/next-task.ts';
import { Root } from './root.tsx';

function readBootData(): Partial<BootData> {
  const element = document.getElementById(bootDataElementId);
  if (!element?.textContent) return {};
  try {
    return JSON.parse(element.textContent) as Partial<BootData>;
  } catch {
    return {};
  }
}

async function remotesMap(boot: Partial<BootData>): Promise<RemotesMap> {
  if (boot.remotes) return boot.remotes;
  const response = await fetch('/remotes.json', { headers: { Accept: 'application/json' } });
  return (await response.json()) as RemotesMap;
}

/** Reads the page's boot data, loads the page's remote and hydrates the server's document (or renders it). */
export async function start() {
  const boot = readBootData();
  // The server's document runs this script once the page is painted (see the API's `startScript`); the web font
  // comes after that paint too (its slices would otherwise hold the page's text back), for the text painted.
  void loadWebFont();
  const { locale, path } = splitLocale(window.location.pathname);
  await i18n.changeLanguage(locale);
  await loadLanguage(locale);
  await nextTask();
  const loader = createRemoteLoader('browser');
  loader.register(await remotesMap(boot));
  const store = makeStore({
    preloadedState: boot.state as Partial<RootState> | undefined,
    storage: window.sessionStorage,
    getLocale: () => locale,
    listen: true,
  });
  await nextTask();
  // The server writes the public pages the remotes declare into every page it serves.
  const site: SitePageList = boot.site ?? { pages: [], unknown: [] };
  const group = isConsolePath(path) ? undefined : findRemoteGroup(site, path);
  if (isConsolePath(path) && !isShellConsolePage(path) && selectScopes(store.getState()).includes(consoleScope)) {
    // A staff session: the console remotes load while the console's frame does.
    for (const name of consoleRemoteNames(loader)) void loader.load(name).catch(() => undefined);
  }
  if (group) {
    const loaded = await loader.load(group.remote).catch(() => undefined);
    await nextTask();
    const page = loaded && !isRemoteFailure(loaded) ? matchPage(loaded.routes, path)?.route.Component : undefined;
    if (isLazyPage(page)) await page.preload().catch(() => undefined);
    await nextTask();
  }

  const container = document.getElementById('root')!;
  const page = (
    <StrictMode>
      <Root
        store={store}
        i18n={i18n}
        loader={loader}
        origin={boot.origin ?? window.location.origin}
        site={site}
        router={(app) => <BrowserRouter basename={basenameOf(locale)}>{app}</BrowserRouter>}
      />
    </StrictMode>
  );
  // From here React handles the page's events: the document's start script stops keeping taps for it to repeat.
  document.documentElement.setAttribute('data-started', '');
  // As a transition, React hydrates in slices of a few milliseconds, keeping the page responsive meanwhile (a
  // click or a key first hydrates what it lands on).
  if (boot.rendered && container.hasChildNodes()) startTransition(() => void hydrateRoot(container, page));
  else createRoot(container).render(page);
}
