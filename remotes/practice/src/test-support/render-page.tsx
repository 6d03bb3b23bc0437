import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { i18nFor, makeStore, publicApi, type AppStore, type Locale, type SitePageList } from '@taesung/shared';
import { sitePagesOf } from '@taesung/shared/site-pages';
import { renderWithProviders } from '@taesung/shared/test-support';
import { routes } from '../routes.ts';

export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" hidden>
      {`${location.pathname}${location.search}`}
    </div>
  );
}

export interface RenderPageOptions {
  /** URL the router starts at (without the language prefix). */
  route?: string;
  /** Route pattern the page is mounted at, for its params. */
  path?: string;
  locale?: Locale;
  baseURL?: string;
  /** Fills the store with what the server would have prefetched. */
  fill?: (store: AppStore, upsert: typeof publicApi.util.upsertQueryData) => Promise<unknown> | unknown;
}

const translate = (key: string, locale: Locale) => i18nFor(locale).t(key);

/** The site's pages as the shell learns them: this remote's, and the lawyer list the lawyers remote declares. */
export const testSite: SitePageList = {
  pages: [
    ...sitePagesOf('practice', routes, translate),
    ...sitePagesOf(
      'lawyers',
      [
        {
          path: '/taesung/lawyer',
          Component: () => null,
          site: { title: 'nav.team.lawyers', menu: { group: 'team', order: 4 } },
        },
      ],
      translate,
    ),
  ],
  unknown: [],
};

/** Renders a page as the shell mounts it: at its route, in a language, with a store holding its data. */
export async function renderPage(page: ReactElement, options: RenderPageOptions = {}) {
  const { route = '/', path, locale = 'ko', baseURL = 'http://127.0.0.1:9', fill } = options;
  const store = makeStore({ getLocale: () => locale, client: { baseURL } });
  await fill?.(store, publicApi.util.upsertQueryData);
  return renderWithProviders(
    <>
      <Routes>
        <Route path={path ?? route.split('?')[0]} element={page} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { store, route, locale, site: testSite },
  );
}
