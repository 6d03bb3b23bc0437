import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { AxiosAdapter } from 'axios';
import {
  api,
  basenameOf,
  createRenderCollector,
  i18nFor,
  isLazyPage,
  loadLanguage,
  locales,
  makeStore,
  publicApi,
  splitLocale,
  type HeadData,
  type Locale,
  type RemoteName,
  type RemotesMap,
  type SitePageList,
} from '@taesung/shared';
import { isRemoteFailure } from './federation/fallback-plugin.ts';
import { findRemoteGroup, isConsolePath } from './federation/remote-groups.ts';
import { createRemoteLoader, type LoadedRemote } from './federation/remote-loader.ts';
import { matchPage } from './federation/match-page.ts';
import { createSitePages } from './federation/site-pages.ts';
import { DeferredFooter } from './layout/footer/deferred-footer.tsx';
import { setLocalEntryResolver, type LocalEntryResolver } from './federation/server-entry-plugin.ts';
import { Root } from './root.tsx';

export interface RenderRequest {
  /** Path and query of the page, with its language prefix. */
  url: string;
  /** The site's public origin (for absolute URLs in structured data). */
  origin: string;
  remotes: RemotesMap;
  /** Answers the page's API calls in-process. */
  adapter: AxiosAdapter;
  /** Finds the Node builds of the remotes this server deploys itself on its disk. */
  resolveLocalEntry?: LocalEntryResolver;
}

export interface RenderResult {
  status: number;
  locale: Locale;
  /** Markup of `#root`. */
  html: string;
  head: HeadData | null;
  /** Redux state to hydrate from (the session is never part of it). */
  state: Record<string, unknown>;
  /** The remote that rendered the page, for the server to preload its files. */
  remote: RemoteName | null;
  /** The page's own chunk, when the page is loaded on demand (`lazyPage`). */
  chunk: string | null;
  /** The public pages the remotes declare, as the page was rendered with them (the browser's boot data). */
  site: SitePageList;
}

export interface SitePagesRequest {
  remotes: RemotesMap;
  resolveLocalEntry?: LocalEntryResolver;
}

const loader = createRemoteLoader('server');
const currentSitePages = createSitePages(loader);
/** The shared texts in both languages and the footer's code, loaded once for every render. */
const languages = Promise.all([...locales.map((locale) => loadLanguage(locale)), DeferredFooter.preload()]);

async function loadRemote(name: RemoteName): Promise<LoadedRemote | null> {
  try {
    return await loader.load(name);
  } catch (error) {
    console.error(`[ssr] ${name} could not be loaded`, error);
    loader.retry(name);
    return null;
  }
}

/**
 * The public pages the remotes of the map declare (`PageRoute.site`), their names in both languages: the list the
 * sitemap, the page views and the browser's routing, menu and footer read.
 */
export async function sitePages(request: SitePagesRequest): Promise<SitePageList> {
  await languages;
  setLocalEntryResolver(request.resolveLocalEntry);
  loader.register(request.remotes);
  return currentSitePages();
}

/** Renders one public page to HTML with its data, head and status. */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const site = await sitePages(request);
  const url = new URL(request.url, 'http://localhost');
  const { locale, path } = splitLocale(url.pathname);
  const store = makeStore({ getLocale: () => locale, client: { adapter: request.adapter, alert: () => undefined } });
  const i18n = i18nFor(locale);
  const group = isConsolePath(path) ? undefined : findRemoteGroup(site, path);

  if (!isConsolePath(path)) void store.dispatch(publicApi.endpoints.getSetting.initiate());
  const loaded = group ? await loadRemote(group.remote) : null;
  let chunk: string | null = null;
  if (loaded && !isRemoteFailure(loaded)) {
    const match = matchPage(loaded.routes, path);
    const page = match?.route.Component;
    if (isLazyPage(page)) {
      chunk = page.chunk;
      await page.preload();
    }
    const prefetch = match?.route.prefetch;
    if (match && prefetch) {
      await Promise.resolve(
        prefetch({
          dispatch: store.dispatch,
          getState: store.getState,
          params: match.params,
          searchParams: url.searchParams,
          locale,
        }),
      ).catch((error: unknown) => console.error(`[ssr] prefetch of ${path} failed`, error));
    }
  }
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));

  const collector = createRenderCollector();
  const html = renderToString(
    <Root
      store={store}
      i18n={i18n}
      loader={loader}
      origin={request.origin}
      site={site}
      collector={collector}
      router={(app) => (
        <StaticRouter location={`${url.pathname}${url.search}`} basename={basenameOf(locale)}>
          {app}
        </StaticRouter>
      )}
    />,
  );
  const { session: _session, ...state } = store.getState();
  store.dispatch(api.util.resetApiState());
  return {
    status: collector.status,
    locale,
    html,
    head: collector.head,
    state,
    remote: group?.remote ?? null,
    chunk,
    site,
  };
}
