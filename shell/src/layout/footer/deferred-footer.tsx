import { lazyPage } from '@taesung/shared';

/** Marks the footer's markup (`<footer data-site-footer>`), for the browser to watch it before its code is loaded. */
const footerAttribute = 'data-site-footer';

// Any act that may lead to a navigation: an update of the router reaching the footer before it is hydrated would
// hold the navigation until the footer's code is in, so the code is fetched at the first of them.
const wakeEvents = ['pointerdown', 'keydown', 'click', 'submit', 'popstate'] as const;

/**
 * Resolves when the footer's server-rendered markup nears the screen or the visitor first acts on the page (a
 * pointer, a key, a click, a form sent, a history move), whichever comes first; at once when there is no such
 * markup to keep (the server, a page rendered in the browser).
 */
function whenWanted(): Promise<void> {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const footer = document.querySelector(`[${footerAttribute}]`);
  if (!footer) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      for (const event of wakeEvents) window.removeEventListener(event, done, true);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(footer);
    for (const event of wakeEvents) window.addEventListener(event, done, { capture: true, passive: true });
  });
}

/**
 * Watched from the moment the shell's code runs, before hydration starts: hydration runs in slices, and a click on
 * a link it has already reached must wake the footer even if hydration has not reached the footer yet (the
 * navigation then waits for the footer's code).
 */
const wanted = whenWanted();

/**
 * The footer, whose code the browser loads only when the visitor nears it (or acts on the page). Until then React
 * keeps the server's markup as it is (a dehydrated Suspense boundary) and hydrates it when the code arrives: its
 * links are plain links meanwhile, and nothing moves. The server loads it before rendering. Its stylesheet is
 * loaded with the start-up (see `PublicLayout`), as the markup needs it from the first paint.
 */
export const DeferredFooter = lazyPage('footer', () =>
  wanted.then(() => import(/* webpackChunkName: "footer" */ './footer.tsx')).then((module) => module.Footer),
);
