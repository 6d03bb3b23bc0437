import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useApiClient } from '@taesung/shared';

export const pageViewsPath = '/api/v1/pageviews';

/**
 * Counts one view of a public page: `POST /api/v1/pageviews` with `{ path }` (no language prefix, no query). A
 * `keepalive` fetch that sends no cookies (a beacon where fetch is missing); a failure is ignored.
 */
export function sendPageView(path: string, baseURL = '') {
  const url = `${baseURL.replace(/\/$/, '')}${pageViewsPath}`;
  const body = JSON.stringify({ path });
  try {
    if (typeof fetch === 'function') {
      void fetch(url, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
        keepalive: true,
        credentials: 'omit',
      }).catch(() => undefined);
    } else if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
    }
  } catch {
    return;
  }
}

/**
 * Sends a page view on the first load and on every client navigation of a public page; not when a page replaces its
 * own query (a calculator writing its inputs into the address as the visitor types).
 */
export function usePageViews() {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const apiClient = useApiClient();
  const sent = useRef<{ key: string; pathname: string } | null>(null);
  const baseURL = apiClient.baseURL;

  useEffect(() => {
    const last = sent.current;
    if (last?.key === key) return;
    sent.current = { key, pathname };
    if (last && navigationType === 'REPLACE' && last.pathname === pathname) return;
    sendPageView(pathname, baseURL);
  }, [key, pathname, baseURL, navigationType]);
}
