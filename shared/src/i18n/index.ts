import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, locales, type Locale } from '../constants.ts';
import en from './en.json';
import ko from './ko.json';

export type Resources = Record<string, unknown>;

/** The page's one i18next instance: Korean by default and as fallback, English beside it. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: defaultLocale,
  fallbackLng: defaultLocale,
  supportedLngs: [...locales],
  ns: ['common'],
  defaultNS: 'common',
  resources: { ko: { common: ko }, en: { common: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  react: { useSuspense: false },
});

/**
 * Adds (or replaces) a remote's own namespace (its `src/i18n/{ko,en}.json`). Replacing matters on the server: a
 * redeployed remote brings new texts to a process that already holds the old ones.
 */
export function addNamespace(namespace: string, resources: { ko: Resources; en: Resources }) {
  for (const locale of locales) {
    if (i18n.hasResourceBundle(locale, namespace)) i18n.removeResourceBundle(locale, namespace);
    i18n.addResourceBundle(locale, namespace, resources[locale], true, true);
  }
}

/** An instance for one language that shares the resources of the page's instance (one per server render). */
export function i18nFor(locale: Locale): I18n {
  return i18n.cloneInstance({ lng: locale, initAsync: false });
}
