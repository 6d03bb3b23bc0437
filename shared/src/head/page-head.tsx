import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { applyPageUrls } from './page-urls.ts';
import { useRenderCollector, type HeadData } from './render-context.tsx';
import { absoluteUrls, useSiteOrigin } from './site-origin.tsx';

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Declares the page's title, description and structured data. The server writes them into the document's head;
 * in the browser they follow client-side navigation.
 */
export function PageHead(props: HeadData) {
  const collector = useRenderCollector();
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  if (collector && typeof document === 'undefined') collector.setHead(props);
  const { title, description, image, type, noindex, jsonLd } = props;

  useEffect(() => {
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('name', 'twitter:title', title);
    setMeta('name', 'twitter:description', description);
    if (image) setMeta('property', 'og:image', new URL(image, window.location.origin).href);
    setMeta('property', 'og:type', type ?? 'website');
    setMeta('name', 'robots', noindex ? 'noindex' : undefined);
  }, [title, description, image, type, noindex]);

  useEffect(() => {
    applyPageUrls(window.location.pathname);
  }, [pathname]);

  if (!jsonLd || jsonLd.length === 0) return null;
  return <JsonLd data={absoluteUrls(jsonLd.length === 1 ? jsonLd[0] : jsonLd, origin)} />;
}

/** schema.org data for search engines; "<" is escaped so no content can close the script element. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

/** Sets the HTTP status of a server-rendered page (404 for a page that does not exist). */
export function HttpStatus({ code }: { code: number }) {
  const collector = useRenderCollector();
  if (collector && typeof document === 'undefined') collector.setStatus(code);
  return null;
}
