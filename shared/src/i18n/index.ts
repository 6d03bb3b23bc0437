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

async function load(namespace: string, locale: Locale): Promise<void> {
  const loader = loaders.get(namespace)?.[locale];
  if (!loader) return;
  const loaded = await loader();
  const resources = ('default' in loaded ? loaded.default : loaded) as Resources;
  if (i18n.hasResourceBundle(locale, namespace)) i18n.removeResourceBundle(locale, namespace);
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
