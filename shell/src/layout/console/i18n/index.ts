import { addNamespace } from '@taesung/shared';

/**
 * The console frame's texts (sign-in, recovery, password reset, navigation), in their own `console` namespace:
 * they load with the frame, so visitors of the public site never download them.
 */
export const ready = addNamespace('console', {
  ko: () => import(/* webpackChunkName: "i18n-console-ko" */ './ko.json'),
  en: () => import(/* webpackChunkName: "i18n-console-en" */ './en.json'),
});
