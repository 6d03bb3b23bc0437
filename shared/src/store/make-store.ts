import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api, type ThunkExtra } from '../api/base-api.ts';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../api/client.ts';
import { defaultLocale, type Locale } from '../constants.ts';
import { readStoredSession, sessionSlice, writeStoredSession } from '../session/session-slice.ts';

/** Slices that remotes inject at run time declare themselves here by declaration merging. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The one root reducer; a remote adds its slice with `mySlice.injectInto(rootReducer)`. */
export const rootReducer = combineSlices(sessionSlice, api).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>;
  /** Where the session is kept between page loads (the browser's session storage). */
  storage?: Storage;
  getLocale?: () => Locale;
  /** Client options for the server, which answers the page's calls in-process. */
  client?: Pick<ApiClientOptions, 'adapter' | 'baseURL' | 'alert'>;
  /** Refetch on focus and reconnect (browser only). */
  listen?: boolean;
}

export function makeStore(options: MakeStoreOptions = {}) {
  const { storage, getLocale = () => defaultLocale } = options;
  const preloadedState: Partial<RootState> = { ...options.preloadedState };
  if (storage) preloadedState.session = readStoredSession(storage);
  const extra = {} as ThunkExtra;
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
  extra.apiClient = createApiClient({
    ...options.client,
    getSession: () => store.getState().session,
    dispatch: store.dispatch,
    getLocale,
  });
  if (storage) {
    let last = store.getState().session;
    store.subscribe(() => {
      const next = store.getState().session;
      if (next !== last) {
        last = next;
        writeStoredSession(storage, next);
      }
    });
  }
  if (options.listen) setupListeners(store.dispatch);
  return Object.assign(store, { apiClient: extra.apiClient as ApiClient });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
