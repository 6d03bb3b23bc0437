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
