import { createContext, useContext, type ReactNode } from 'react';

const SiteOriginContext = createContext('');

/** The site's public origin (`https://…`), the same on the server and in the browser, for absolute URLs. */
export function SiteOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <SiteOriginContext.Provider value={origin.replace(/\/$/, '')}>{children}</SiteOriginContext.Provider>;
}

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}

const urlKeys = new Set([
  '@id',
  'url',
  'item',
  'image',
  'logo',
  'contentUrl',
  'thumbnailUrl',
  'sameAs',
  'mainEntityOfPage',
]);

/** Makes the site-relative URLs of structured data absolute (schema.org wants absolute URLs). */
export function absoluteUrls<T>(value: T, origin: string, key?: string): T {
  if (!origin) return value;
  if (typeof value === 'string') {
    return (
      key && urlKeys.has(key) && value.startsWith('/') && !value.startsWith('//') ? `${origin}${value}` : value
    ) as T;
  }
  if (Array.isArray(value)) return value.map((item) => absoluteUrls(item, origin, key)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([entry, item]) => [entry, absoluteUrls(item, origin, entry)]),
    ) as T;
  }
  return value;
}
