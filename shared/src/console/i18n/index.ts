import { addNamespace } from '@taesung/shared';

export const consoleKitNamespace = 'console-kit';

export const consoleKitReady: Promise<void> = addNamespace(consoleKitNamespace, {
  ko: () => import(/* webpackChunkName: "i18n-console-kit-ko" */ './ko.json'),
  en: () => import(/* webpackChunkName: "i18n-console-kit-en" */ './en.json'),
});
