interface Environment {
  width: number;
  reducedMotion: boolean;
}

const environment: Environment = { width: 1440, reducedMotion: false };
const lists = new Set<{ query: string; listeners: Set<(event: MediaQueryListEvent) => void> }>();

function matches(query: string): boolean {
  if (query.includes('prefers-reduced-motion: reduce')) return environment.reducedMotion;
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  return (!min || environment.width >= Number(min[1])) && (!max || environment.width <= Number(max[1]));
}

/** A `matchMedia` for jsdom that answers width and reduced-motion queries from a screen the test sets. */
export function setScreen(next: Partial<Environment>) {
  Object.assign(environment, next);
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: environment.width });
  for (const list of lists) {
    const event = { matches: matches(list.query), media: list.query } as MediaQueryListEvent;
    for (const listener of list.listeners) listener(event);
  }
}

export function installMatchMedia(initial: Partial<Environment> = {}) {
  environment.width = initial.width ?? 1440;
  environment.reducedMotion = initial.reducedMotion ?? false;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: environment.width });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string): MediaQueryList => {
      const entry = { query, listeners: new Set<(event: MediaQueryListEvent) => void>() };
      lists.add(entry);
      return {
        media: query,
        get matches() {
          return matches(query);
        },
        onchange: null,
        addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
          entry.listeners.add(listener),
        removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
          entry.listeners.delete(listener),
        addListener: (listener: (event: MediaQueryListEvent) => void) => entry.listeners.add(listener),
        removeListener: (listener: (event: MediaQueryListEvent) => void) => entry.listeners.delete(listener),
        dispatchEvent: () => false,
      } as unknown as MediaQueryList;
    },
  });
}
