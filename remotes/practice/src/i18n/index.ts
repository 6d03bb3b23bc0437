import { addNamespace, addNamespacePart } from '@taesung/shared';

export const namespace = 'practice';

/** The remote's texts; the page's language is loaded with the remote (both on the server). */
export const ready = addNamespace(namespace, {
  ko: () => import(/* webpackChunkName: "i18n-ko" */ './ko.json'),
  en: () => import(/* webpackChunkName: "i18n-en" */ './en.json'),
});

let pages: Promise<void> | undefined;

/**
 * The texts of the pages loaded on demand (team, directions, media, consultation, guide, terms, search), apart
 * from the practice-area pages' texts so visitors of those do not download them. The chunk is `i18n-pages-<locale>`,
 * which the server preloads with such a page.
 */
export function loadPageTexts(): Promise<void> {
  pages ??= addNamespacePart(namespace, 'pages', {
    ko: () => import(/* webpackChunkName: "i18n-pages-ko" */ './pages-ko.json'),
    en: () => import(/* webpackChunkName: "i18n-pages-en" */ './pages-en.json'),
  });
  return pages;
}
