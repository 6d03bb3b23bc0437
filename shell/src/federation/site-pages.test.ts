/** @jest-environment node */
import type { RemoteName } from '@taesung/shared';
import { failureOf, settled } from '../test-support/loader.ts';
import type { LoadedRemote, RemoteLoader } from './remote-loader.ts';
import { track } from './remote-loader.ts';
import { createSitePages } from './site-pages.ts';

const page = (path: string): LoadedRemote => ({ routes: [{ path, Component: () => null, site: {} }] });

/** A loader whose answers the test hands out one load at a time: `next[name]` is what the next load yields. */
function scriptedLoader(next: Partial<Record<RemoteName, () => Promise<LoadedRemote>>>) {
  const cache = new Map<RemoteName, Promise<LoadedRemote>>();
  const loader: RemoteLoader = {
    register: () => undefined,
    names: () => ['home', 'practice', 'lawyers', 'reference'],
    load(name) {
      let promise = cache.get(name);
      if (!promise) {
        promise = track(next[name]?.() ?? Promise.resolve(failureOf(name)));
        cache.set(name, promise);
      }
      return promise;
    },
    retry: (name) => cache.delete(name),
  };
  return loader;
}

describe('the public pages the remotes declare', () => {
  test('a failed remote tried again is not waited for: the other pages keep coming while it takes its time', async () => {
    let answerLawyers: (value: LoadedRemote) => void = () => undefined;
    const next: Partial<Record<RemoteName, () => Promise<LoadedRemote>>> = {
      home: () => settled(page('/')),
      practice: () => settled(page('/media')),
      lawyers: () => Promise.resolve(failureOf('lawyers')),
      reference: () => settled(page('/reference')),
    };
    const loader = scriptedLoader(next);
    const sitePages = createSitePages(loader);

    const first = await sitePages();
    expect(first.unknown).toEqual(['lawyers']);

    // The server tries the failed remote again, and this time it hangs.
    loader.retry('lawyers');
    next.lawyers = () => new Promise((resolve) => (answerLawyers = resolve));
    const during = await sitePages();
    expect(during.pages.map((entry) => entry.path)).toEqual(['/', '/media', '/reference']);
    expect(during.unknown).toEqual(['lawyers']);

    answerLawyers(page('/taesung/lawyer'));
    await Promise.resolve();
    const after = await sitePages();
    expect(after.pages.map((entry) => entry.path)).toContain('/taesung/lawyer');
    expect(after.unknown).toEqual([]);
  });

  test('a remote deployed anew is waited for, so its new page is known on the first answer after the move', async () => {
    const next: Partial<Record<RemoteName, () => Promise<LoadedRemote>>> = {
      home: () => settled(page('/')),
      practice: () => settled(page('/media')),
      lawyers: () => settled(page('/taesung/lawyer')),
      reference: () => settled(page('/reference')),
    };
    const loader = scriptedLoader(next);
    const sitePages = createSitePages(loader);
    await sitePages();

    loader.retry('practice');
    next.practice = () =>
      new Promise((resolve) =>
        setTimeout(() => resolve({ routes: [...page('/media').routes, ...page('/fees').routes] }), 20),
      );
    expect((await sitePages()).pages.map((entry) => entry.path)).toContain('/fees');
  });
});
