import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app-providers.tsx';
import type { Locale } from '../constants.ts';
import { i18nFor } from '../i18n/index.ts';
import type { SitePageList } from '../site.ts';
import { makeStore, type AppStore, type MakeStoreOptions, type RootState } from '../store/make-store.ts';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Path (without the language prefix) the router starts at. */
  route?: string;
  locale?: Locale;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  storeOptions?: MakeStoreOptions;
  /** The public pages the page knows (menu, footer, sub-navigation); none unless given. */
  site?: SitePageList;
}

/** Renders a component inside the page's providers: a fresh store, i18n in the given language, a memory router. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { route = '/', locale = 'ko', preloadedState, storeOptions, site, ...renderOptions } = options;
  const store = options.store ?? makeStore({ getLocale: () => locale, ...storeOptions, preloadedState });
  const i18n = i18nFor(locale);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders store={store} i18n={i18n} site={site}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AppProviders>
    );
  }
  return { store, i18n, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
