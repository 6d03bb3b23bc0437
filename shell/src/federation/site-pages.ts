import {
  i18nFor,
  publicRemotes,
  type RemoteName,
  type RemoteRoutesModule,
  type SitePage,
  type SitePageList,
} from '@taesung/shared';
import { sitePagesOf } from '@taesung/shared/site-pages';
import { isRemoteFailure } from './fallback-plugin.ts';
import type { RemoteLoader } from './remote-loader.ts';

/**
 * The public pages as the remotes declare them (`PageRoute.site`), learned on the server by loading every public
 * remote: what the shell routes by, the menu and footer show, the sitemap lists and the page views count. A remote
 * that cannot be loaded keeps the pages it declared when it last loaded; one never loaded is `unknown`. A remote
 * being tried again after a failure is not waited for.
 */
export function createSitePages(loader: RemoteLoader) {
  const declared = new WeakMap<RemoteRoutesModule, SitePage[]>();
  const lastKnown = new Map<RemoteName, SitePage[]>();

  /** The remotes whose last load failed: the server tries them again now and then. */
  const failing = new Set<RemoteName>();

  async function pagesOf(name: RemoteName): Promise<SitePage[] | undefined> {
    const loading = loader.load(name);
    // A failed remote being tried again keeps the pages it had until it answers: a slow remote holds up its own
    // pages, not every page of the site. A remote deployed anew is waited for (within its time limit).
    if (failing.has(name) && (loading as { status?: string }).status === 'pending') return lastKnown.get(name);
    const loaded = await loading;
    if (isRemoteFailure(loaded)) {
      failing.add(name);
      return lastKnown.get(name);
    }
    failing.delete(name);
    let pages = declared.get(loaded);
    if (!pages) {
      pages = sitePagesOf(name, loaded.routes, (key, locale) => i18nFor(locale).t(key));
      declared.set(loaded, pages);
    }
    lastKnown.set(name, pages);
    return pages;
  }

  return async function sitePages(): Promise<SitePageList> {
    const lists = await Promise.all(publicRemotes.map(async (name) => ({ name, pages: await pagesOf(name) })));
    return {
      pages: lists.flatMap((list) => list.pages ?? []),
      unknown: lists.flatMap((list) => (list.pages ? [] : [list.name])),
    };
  };
}
