import { addNamespace, type Resources } from '@taesung/shared';

export const namespace = 'console-boards';

const merge = (parts: { default: Resources }[]): Resources => Object.assign({}, ...parts.map((part) => part.default));

/**
 * The remote's texts, one file per resource merged into the namespace; the page's language only. The booking screens'
 * texts come with their screens (`addNamespacePart` in their routes), so the console's first screen does not carry them.
 */
export const ready = addNamespace(namespace, {
  ko: () =>
    Promise.all([
      import(/* webpackChunkName: "i18n-ko" */ './ko.json'),
      import(/* webpackChunkName: "i18n-ko" */ '../resources/dashboard/i18n/ko.json'),
      import(/* webpackChunkName: "i18n-ko" */ '../resources/boards/i18n/ko.json'),
      import(/* webpackChunkName: "i18n-ko" */ '../resources/consultation-requests/i18n/ko.json'),
      import(/* webpackChunkName: "i18n-ko" */ '../resources/faqs/i18n/ko.json'),
      import(/* webpackChunkName: "i18n-ko" */ '../resources/questions/i18n/ko.json'),
    ]).then(merge),
  en: () =>
    Promise.all([
      import(/* webpackChunkName: "i18n-en" */ './en.json'),
      import(/* webpackChunkName: "i18n-en" */ '../resources/dashboard/i18n/en.json'),
      import(/* webpackChunkName: "i18n-en" */ '../resources/boards/i18n/en.json'),
      import(/* webpackChunkName: "i18n-en" */ '../resources/consultation-requests/i18n/en.json'),
      import(/* webpackChunkName: "i18n-en" */ '../resources/faqs/i18n/en.json'),
      import(/* webpackChunkName: "i18n-en" */ '../resources/questions/i18n/en.json'),
    ]).then(merge),
});
