import { createHash } from 'node:crypto';
import { bootDataElementId, type BootData } from '@taesung/shared/site';

export interface HeadData {
  title: string;
  description: string;
  image?: string;
  type?: 'website' | 'article' | 'profile';
  noindex?: boolean;
}

export interface Preload {
  href: string;
  as: 'script' | 'style' | 'font' | 'image' | 'fetch';
  type?: string;
  crossorigin?: boolean;
  fetchpriority?: 'high' | 'low';
  imagesrcset?: string;
  imagesizes?: string;
}

export interface DocumentParts {
  locale: 'ko' | 'en';
  /** Absolute URLs of the page in each language. */
  urls: { ko: string; en: string; self: string };
  head: HeadData;
  siteName: string;
  /** Default image when the page has none (absolute). */
  defaultImage: string;
  /** Stylesheets in order: written inline when their text is known, linked otherwise. */
  styles: { href: string; css?: string }[];
  preloads: Preload[];
  /** schema.org objects written in the head (the page's own JSON-LD is in its markup). */
  jsonLd?: object[];
  scripts: string[];
  html: string;
  boot: BootData;
}

/**
 * Starts the page's scripts once the browser has painted the server's markup and its largest image (the first
 * `fetchpriority="high"` picture; at the latest after 3 s): the markup is readable and its links work without them,
 * and fetched or run before that paint they would compete with the image for a phone's bandwidth and hold the paint
 * back until the page was hydrated. It first preloads every script the page will need (`data-preload`), so none
 * waits on another, two to a task (each request costs the main thread 10–12 ms on a 4× slower CPU: twenty at once
 * were a 145 ms task, four at a time 45–70 ms), then runs the entry scripts (`data-src`) in order. The lists are in attributes, so the script's
 * text never changes and the Content-Security-Policy allows it by its hash.
 *
 * Until the page is hydrated (`<html data-hydrated>`), a form without an `action` (one only the script can send,
 * such as the consultation request) is not submitted by the browser, which would put what was typed into the
 * address; the submission is made again once the page is hydrated. Likewise a tap on a button of the page
 * (`type="button"`: the menu, a carousel's arrow, a video) before the app handles the page's events
 * (`<html data-started>`, set as hydration begins) would be lost, the button doing nothing without it: the last such
 * tap is made again once the page is hydrated, so the visitor does not have to tap twice, unless the visitor has
 * tapped again since the app started (the app took that one: repeating the first would undo it). Links and forms
 * work without the app and are left alone.
 */
export const startScript =
  '(function(e){var d=document,h=d.documentElement,done=0,held,by,tap;function list(n){return (e.getAttribute(n)||"")' +
  '.split(" ").filter(Boolean)}function live(){return h.hasAttribute("data-hydrated")}' +
  'd.addEventListener("submit",function(v){var f=v.target;if(live()||f.hasAttribute("action"))return;' +
  'v.preventDefault();held=f;by=v.submitter},true);' +
  'd.addEventListener("click",function(v){var b=v.target;if(h.hasAttribute("data-started"))return void(tap=0);if(!b.closest)return;' +
  'b=b.closest("#root button[type=button]");if(b)tap=b},true);new MutationObserver(function(m,o){if(!live())return;o.disconnect();' +
  'if(held&&held.isConnected)held.requestSubmit(by&&by.form===held?by:undefined);if(tap&&tap.isConnected)tap.click()})' +
  '.observe(h,{attributes:true,attributeFilter:["data-hydrated"]});' +
  'function go(){if(done)return;done=1;var p=list("data-preload");requestAnimationFrame(function(){setTimeout(function n(){' +
  'p.splice(0,2).forEach(function(u){var l=d.createElement("link");l.rel="preload";l.setAttribute("as","script");' +
  'l.href=u;d.head.appendChild(l)});if(p.length)return setTimeout(n);list("data-src").forEach(function(u){' +
  'var s=d.createElement("script");s.src=u;s.async=false;d.head.appendChild(s)})})})}var i=d.querySelector("img[fetchpriority=high]");' +
  'if(!i||i.complete)go();else{i.addEventListener("load",go);i.addEventListener("error",go);setTimeout(go,3000)}})' +
  '(document.currentScript)';

/** The `script-src` source that allows `startScript`. */
export const startScriptSource = `'sha256-${createHash('sha256').update(startScript).digest('base64')}'`;

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element: nothing in it may close the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const toAbsolute = (url: string, origin: string) => new URL(url, origin).href;

/** The whole HTML document of a page: head tags for people, crawlers and link previews, the markup, the boot data. */
export function renderDocument(parts: DocumentParts): string {
  const { head, urls, locale } = parts;
  const origin = new URL(urls.self).origin;
  const image = toAbsolute(head.image ?? parts.defaultImage, origin);
  const meta: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${escapeHtml(urls.self)}">`,
    `<link rel="alternate" hreflang="ko" href="${escapeHtml(urls.ko)}">`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(urls.en)}">`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(urls.ko)}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(parts.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(urls.self)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:locale" content="${locale === 'ko' ? 'ko_KR' : 'en_US'}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
    '<meta name="theme-color" content="#0f2a4a">',
    '<meta name="format-detection" content="telephone=no">',
    // PNG, not the SVG it is drawn from: a browser draws an SVG icon by building an SVG document on the page's
    // main thread, a long task of its own while the page starts (see docs/performance.md).
    '<link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png">',
    '<link rel="icon" href="/favicon-192.png" sizes="192x192" type="image/png">',
  ];
  // Scripts are preloaded by the start script, after the first paint; the rest (images, styles) from the head.
  const scriptPreloads = parts.preloads.filter((item) => item.as === 'script').map((item) => item.href);
  const preloads = parts.preloads
    .filter((item) => item.as !== 'script')
    .map((item) => {
      const attributes = [
        `rel="preload"`,
        `href="${escapeHtml(item.href)}"`,
        `as="${item.as}"`,
        item.type ? `type="${item.type}"` : '',
        item.crossorigin ? 'crossorigin' : '',
        item.fetchpriority ? `fetchpriority="${item.fetchpriority}"` : '',
        item.imagesrcset ? `imagesrcset="${escapeHtml(item.imagesrcset)}"` : '',
        item.imagesizes ? `imagesizes="${escapeHtml(item.imagesizes)}"` : '',
      ];
      return `<link ${attributes.filter(Boolean).join(' ')}>`;
    });
  const styles = parts.styles.map((style) =>
    style.css === undefined
      ? `<link rel="stylesheet" href="${escapeHtml(style.href)}">`
      : `<style data-href="${escapeHtml(style.href)}">${style.css.replace(/<\/style/gi, '<\\/style')}</style>`,
  );
  const jsonLd = (parts.jsonLd ?? []).map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`);
  const start =
    `<script data-src="${escapeHtml(parts.scripts.join(' '))}" data-preload="${escapeHtml(scriptPreloads.join(' '))}">` +
    `${startScript}</script>`;
  return [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head>',
    ...meta.filter(Boolean),
    ...preloads,
    ...styles,
    ...jsonLd,
    '</head>',
    '<body>',
    `<div id="root">${parts.html}</div>`,
    `<script id="${bootDataElementId}" type="application/json">${scriptJson(parts.boot)}</script>`,
    start,
    '</body>',
    '</html>',
  ].join('\n');
}
