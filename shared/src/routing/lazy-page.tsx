import { use, type ComponentType } from 'react';

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** A page whose code is its own chunk: the shell loads it before rendering it (server) or hydrating it (browser). */
export type LazyPage<Props extends object = object> = ComponentType<Props> & {
  /** Loads the page's code; resolves when it can render without waiting. */
  preload(): Promise<unknown>;
  /** The chunk's name (`webpackChunkName` of the import), which the server preloads with the page. */
  chunk: string;
};

/**
 * A page loaded on demand, named by its chunk: `lazyPage('page-guide', () => import('./guide-page.tsx').then(...))`
 * with `webpackChunkName: "page-guide"` on the import. Visitors of the remote's other pages never download it.
 */
export function lazyPage<Props extends object>(
  chunk: string,
  load: () => Promise<ComponentType<Props>>,
): LazyPage<Props> {
  let loading: Tracked<ComponentType<Props>> | undefined;
  const preload = (): Tracked<ComponentType<Props>> => {
    if (!loading) {
      const tracked: Tracked<ComponentType<Props>> = load();
      tracked.status = 'pending';
      tracked.then(
        (value) => Object.assign(tracked, { status: 'fulfilled', value }),
        (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
      );
      loading = tracked;
    }
    return loading;
  };
  function Page(props: Props) {
    const Component = use(preload() as Promise<ComponentType<Props>>);
    return <Component {...props} />;
  }
  Page.displayName = `LazyPage(${chunk})`;
  return Object.assign(Page, { preload, chunk });
}

export const isLazyPage = (component: unknown): component is LazyPage =>
  typeof component === 'function' && typeof (component as Partial<LazyPage>).preload === 'function';
