import { addNamespace } from '@taesung/shared';

export const namespace = 'console-boards';

/** The remote's texts; the page's language is loaded with the remote (both on the server). */
export const ready = addNamespace(namespace, {
  ko: () => import(/* webpackChunkName: "i18n-ko" */ './ko.json'),
  en: () => import(/* webpackChunkName: "i18n-en" */ './en.json'),
});
