import { locales } from '../constants.ts';
import { localizePath, splitLocale } from '../site.ts';

function setLink(rel: string, href: string, hreflang?: string) {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`;
  let element = document.head.querySelector<HTMLLinkElement>(selector);
  if (!element) {
    element = document.createElement('link');
    element.rel = rel;
    if (hreflang) element.hreflang = hreflang;
    document.head.append(element);
  }
  element.href = href;
}

function setOgUrl(href: string) {
  let element = document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]');
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute('property', 'og:url');
    document.head.append(element);
  }
  element.content = href;
}

/**
 * Points the canonical link, the hreflang alternates (ko, en, x-default = ko) and og:url at the page being shown,
 * after a client-side navigation. The origin stays the one the server wrote (the public address), the query is
 * left out as it is in the server's document.
 */
export function applyPageUrls(pathname: string) {
  const written = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  let origin = window.location.origin;
  if (written) {
    try {
      origin = new URL(written).origin;
    } catch {
      origin = window.location.origin;
    }
  }
  const { path } = splitLocale(pathname);
  const self = `${origin}${pathname}`;
  setLink('canonical', self);
  for (const locale of locales) setLink('alternate', `${origin}${localizePath(path, locale)}`, locale);
  setLink('alternate', `${origin}${localizePath(path, 'ko')}`, 'x-default');
  setOgUrl(self);
}
