import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { splitLocale } from '@taesung/shared';

const PreviousPathContext = createContext<string | null>(null);

function referrerPath(): string | null {
  if (typeof document === 'undefined' || !document.referrer) return null;
  try {
    const url = new URL(document.referrer);
    return url.origin === window.location.origin ? splitLocale(url.pathname).path : null;
  } catch {
    return null;
  }
}

/** Remembers the path of the page the visitor came from (inside the site), for the guard's redirect. */
export function NavigationHistoryProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const current = useRef(location.pathname);
  const [previous, setPrevious] = useState<string | null>(null);

  useEffect(() => {
    if (previous === null && current.current === location.pathname) setPrevious(referrerPath());
    if (current.current !== location.pathname) {
      setPrevious(current.current);
      current.current = location.pathname;
    }
  }, [location.pathname, previous]);

  return <PreviousPathContext.Provider value={previous}>{children}</PreviousPathContext.Provider>;
}

export function usePreviousPath(): string | null {
  return useContext(PreviousPathContext);
}
