import { addNamespace, type Resources } from '@taesung/shared';

export const namespace = 'console-settings';

const merge = (parts: { default: Resources }[]): Resources => Object.assign({}, ...parts.map((part) => part.default));

/** The remote's texts, one file per resource merged into the namespace; the page's language only. */
export const ready = addNamespace(namespace, {
  ko: () =>
    Promise.all([
      import(/* webpackChunkName: "i18n-ko" */ './ko.json'),
      import(/* webpackChunkName: "i18n-ko" */ '../resources/setting/i18n/ko.json'),
      import(/* webpackChunkName: "i18n-ko" */ '../resources/lawyers/i18n/ko.json'),
      import(/* webpackChunkName: "i18n-ko" */ '../resources/practices/i18n/ko.json'),
      import(/* webpackChunkName: "i18n-ko" */ '../resources/terms/i18n/ko.json'),
      import(/* webpackChunkName: "i18n-ko" */ '../resources/banners/i18n/ko.json'),
      import(/* webpackChunkName: "i18n-ko" */ '../resources/popups/i18n/ko.json'),
      import(/* webpackChunkName: "i18n-ko" */ '../resources/child-support-tables/i18n/ko.json'),
    ]).then(merge),
  en: () =>
    Promise.all([
      import(/* webpackChunkName: "i18n-en" */ './en.json'),
      import(/* webpackChunkName: "i18n-en" */ '../resources/setting/i18n/en.json'),
      import(/* webpackChunkName: "i18n-en" */ '../resources/lawyers/i18n/en.json'),
      import(/* webpackChunkName: "i18n-en" */ '../resources/practices/i18n/en.json'),
      import(/* webpackChunkName: "i18n-en" */ '../resources/terms/i18n/en.json'),
      import(/* webpackChunkName: "i18n-en" */ '../resources/banners/i18n/en.json'),
      import(/* webpackChunkName: "i18n-en" */ '../resources/popups/i18n/en.json'),
      import(/* webpackChunkName: "i18n-en" */ '../resources/child-support-tables/i18n/en.json'),
    ]).then(merge),
});
