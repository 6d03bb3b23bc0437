import type { ComponentType } from 'react';
import type { Locale } from '../constants.ts';
import type { AppDispatch, RootState } from '../store/make-store.ts';

export interface PrefetchContext {
  dispatch: AppDispatch;
  getState: () => RootState;
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  locale: Locale;
}

/** A page a remote exposes to the shell. Paths are absolute and carry no language prefix. */
export interface PageRoute {
  path: string;
  Component: ComponentType;
  /**
   * Starts the queries the page needs, so the server renders it with its data and the browser hydrates from the
   * same cache. Dispatch RTK Query `initiate` thunks here; the server awaits what it returns.
   */
  prefetch?: (context: PrefetchContext) => unknown;
  /** Scopes of the session that may open the page (route guard, seed §5). */
  scope?: readonly string[];
  /** A console screen's entry in the sidebar; screens without one (create, detail) are reached from their list. */
  nav?: ConsoleNavEntry;
  /**
   * What a public page is to the rest of the site: its name, its place in the menu and the footer, the sitemap and
   * the page views (docs/practice.md#adding-a-public-page). A route with parameters may name the pages it serves
   * (`/terms/:code` → `/terms/privacy`, `/terms/service`); then only those are listed and counted.
   */
  site?: PublicPageEntry | readonly PublicPageEntry[];
}

/** A public page as its remote declares it, beside its route. */
export interface PublicPageEntry {
  /** The page's own path when the route has parameters; the route's path otherwise. */
  path?: string;
  /** An i18n key (`nav.media`, or one of the remote's namespace: `practice:nav.fees`): its name in menu and footer. */
  title?: string;
  /** Its place in the main menu: a group of `menuGroups` (or a new one, shown last) and its order there. */
  menu?: { group: string; order: number };
  /** Its place among the footer's links; `strong` sets it apart (the privacy policy, PIPA art. 30). */
  footer?: { order: number; strong?: boolean };
  /** Listed in `sitemap.xml`; by default a page whose path has no parameters is. */
  sitemap?: boolean;
  /** Counted in the console's page views: the path visited (default), not at all, or as another path. */
  pageView?: boolean | string;
}

/** Where a console screen shows in the sidebar (docs/console.md). */
export interface ConsoleNavEntry {
  /** Sidebar group: `overview`, `consultations`, `content`, `site`, `accounts`, or a new one. */
  group: string;
  /** Order inside the group, ascending. */
  order: number;
  /** An i18n key, with the remote's namespace (`console-boards:nav.boards`). */
  title: string;
}

/** What a remote's `./routes` module exports. */
export interface RemoteRoutesModule {
  routes: readonly PageRoute[];
  /** Resolves when the remote's texts in the page's language are loaded; the shell renders after it. */
  ready?: Promise<unknown>;
}
