type Rect = Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right' | 'width' | 'height'>;

interface Observer {
  callback: IntersectionObserverCallback;
  bottomMargin: number;
  targets: Set<Element>;
  instance: IntersectionObserver;
  wasIntersecting: Map<Element, boolean>;
}

const observers = new Set<Observer>();
let rectOf: (element: Element) => Rect = () => ({ top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0 });
/** The viewport's height; `window.innerHeight` unless a test fixes it (`fixViewportHeight`). */
let fixedViewportHeight: number | null = null;

function entryFor(observer: Observer, target: Element): IntersectionObserverEntry {
  const rect = rectOf(target);
  const laidOut = rect.width > 0 || rect.height > 0;
  const bottom = (fixedViewportHeight ?? window.innerHeight) + observer.bottomMargin;
  const isIntersecting = laidOut && rect.top <= bottom && rect.bottom >= 0;
  const rootBounds = { top: 0, bottom, left: 0, right: 0, width: 0, height: bottom } as DOMRectReadOnly;
  return {
    target,
    boundingClientRect: rect as DOMRectReadOnly,
    rootBounds,
    isIntersecting,
    intersectionRatio: isIntersecting ? 1 : 0,
  } as IntersectionObserverEntry;
}

/**
 * An `IntersectionObserver` for jsdom, as the browser's behaves for the viewport: it reports every target when it
 * starts observing, then each target whose intersection with the viewport (shrunk or grown by the bottom of
 * `rootMargin`, which `rootBounds` reports) changed when `layOut` is called. Where elements are comes from `place`;
 * an element without a box (`width` and `height` 0, as inside a part of the page the browser has not laid out) never
 * intersects; one whose edge touches the viewport's does, as in the browser.
 */
export function installIntersectionObserver() {
  observers.clear();
  fixedViewportHeight = null;
  class FakeIntersectionObserver {
    private readonly record: Observer;
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      const bottom = /^\S+\s+\S+\s+(-?\d+)px/.exec(options.rootMargin ?? '')?.[1];
      this.record = {
        callback,
        bottomMargin: Number(bottom ?? 0),
        targets: new Set(),
        instance: this as unknown as IntersectionObserver,
        wasIntersecting: new Map(),
      };
      observers.add(this.record);
    }
    observe(target: Element) {
      const record = this.record;
      record.targets.add(target);
      const entry = entryFor(record, target);
      record.wasIntersecting.set(target, entry.isIntersecting);
      queueMicrotask(
        () => observers.has(record) && record.targets.has(target) && record.callback([entry], record.instance),
      );
    }
    unobserve(target: Element) {
      this.record.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.record);
    }
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeIntersectionObserver,
  });
}

/** The viewport's height from now on, without the fake reading `window.innerHeight` (for tests that watch it). */
export function fixViewportHeight(height: number) {
  fixedViewportHeight = height;
}

/** Where each element's box is from now on. */
export function place(next: (element: Element) => Rect) {
  rectOf = next;
}

/** The browser's next rendering update: each observer is told of the targets whose intersection changed. */
export function layOut() {
  for (const observer of [...observers]) {
    const changed = [...observer.targets].flatMap((target) => {
      const entry = entryFor(observer, target);
      if (observer.wasIntersecting.get(target) === entry.isIntersecting) return [];
      observer.wasIntersecting.set(target, entry.isIntersecting);
      return [entry];
    });
    if (changed.length > 0) observer.callback(changed, observer.instance);
  }
}
