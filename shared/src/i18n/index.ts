import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, locales, type Locale } from '../constants.ts';

export type Resources = Record<string, unknown>;

/** How a namespace's texts in one language are loaded: a dynamic import of its JSON (its own small chunk). */
export type ResourceLoader = () => Promise<{ default: Resources } | Resources>;

/** The page's one i18next instance: Korean by default and as fallback, English beside it. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: defaultLocale,
  fallbackLng: defaultLocale,
  supportedLngs: [...locales],
  ns: ['common'],
  defaultNS: 'common',
  resources: {},
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  react: { useSuspense: false },
});

const loaders = new Map<string, Record<Locale, ResourceLoader>>();

loaders.set('common', {
  ko: () => import(/* webpackChunkName: "i18n-common-ko" */ './ko.json'),
  en: () => import(/* webpackChunkName: "i18n-common-en" */ './en.json'),
});

const isServer = typeof window === 'undefined';

/** Texts of a namespace loaded apart from it, with the pages that use them (`addNamespacePart`). */
const parts = new Map<string, Map<string, Record<Locale, ResourceLoader>>>();

async function read(loader: ResourceLoader): Promise<Resources> {
  const loaded = await loader();
  return ('default' in loaded ? loaded.default : loaded) as Resources;
}

async function load(namespace: string, locale: Locale): Promise<void> {
  const loader = loaders.get(namespace)?.[locale];
  if (!loader) return;
  const known = [...(parts.get(namespace)?.values() ?? [])].map((part) => part[locale]);
  // Merged over what is there: a redeployed remote's new texts replace the old (a key it dropped lingers, unused).
  for (const resources of await Promise.all([loader, ...known].map(read)))
    i18n.addResourceBundle(locale, namespace, resources, true, true);
}

/**
 * Registers a namespace's texts (a remote's `src/i18n/{ko,en}.json`) and loads what is needed now: the page's
 * language in the browser (a page never changes language), both on the server. Loading again replaces the texts:
 * a redeployed remote brings new ones to a server that holds the old. Resolves when they are in.
 */
export function addNamespace(namespace: string, resources: Record<Locale, ResourceLoader>): Promise<void> {
  loaders.set(namespace, resources);
  const needed = isServer ? locales : [asLocale(i18n.language)];
  return Promise.all(needed.map((locale) => load(namespace, locale))).then(() => undefined);
}

/**
 * Adds texts to a namespace that only some of its pages use, from their own files: a remote's pages loaded on
 * demand bring them, so its other pages do not download them. Loads the page's language in the browser, both on
 * the server, and merges them in; they are kept when the namespace is loaded again.
 */
export function addNamespacePart(
  namespace: string,
  part: string,
  resources: Record<Locale, ResourceLoader>,
): Promise<void> {
  const known = parts.get(namespace) ?? new Map<string, Record<Locale, ResourceLoader>>();
  known.set(part, resources);
  parts.set(namespace, known);
  const needed = isServer ? locales : [asLocale(i18n.language)];
  return Promise.all(
    needed.map(async (locale) => i18n.addResourceBundle(locale, namespace, await read(resources[locale]), true, true)),
  ).then(() => undefined);
}

/** Loads the shared texts (`common`) in a language; the browser awaits it before the first render. */
export function loadLanguage(locale: Locale): Promise<void> {
  return load('common', locale);
}

function asLocale(value: string | undefined): Locale {
  return (locales as readonly string[]).includes(value ?? '') ? (value as Locale) : defaultLocale;
}

/** An instance for one language that shares the resources of the page's instance (one per server render). */
export function i18nFor(locale: Locale): I18n {
  return i18n.cloneInstance({ lng: locale, initAsync: false });
}
