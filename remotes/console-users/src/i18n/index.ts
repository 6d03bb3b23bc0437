import { addNamespace, type Resources } from '@taesung/shared';

export const namespace = 'console-users';

const merge = (parts: { default: Resources }[]): Resources => Object.assign({}, ...parts.map((part) => part.default));

/** The remote's texts, one file per resource merged into the namespace; the page's language only. */
export const ready = addNamespace(namespace, {
  ko: () =>
    Promise.all([
      import(/* webpackChunkName: "i18n-ko" */ './ko.json'),
      import(/* webpackChunkName: "i18n-ko" */ '../resources/users/i18n/ko.json'),
      import(/* webpackChunkName: "i18n-ko" */ '../resources/levels/i18n/ko.json'),
      import(/* webpackChunkName: "i18n-ko" */ '../resources/withdrawals/i18n/ko.json'),
      import(/* webpackChunkName: "i18n-ko" */ '../resources/password/i18n/ko.json'),
      import(/* webpackChunkName: "i18n-ko" */ '../resources/two-factor/i18n/ko.json'),
      import(/* webpackChunkName: "i18n-ko" */ '../resources/sessions/i18n/ko.json'),
      import(/* webpackChunkName: "i18n-ko" */ '../resources/access-records/i18n/ko.json'),
    ]).then(merge),
  en: () =>
    Promise.all([
      import(/* webpackChunkName: "i18n-en" */ './en.json'),
      import(/* webpackChunkName: "i18n-en" */ '../resources/users/i18n/en.json'),
      import(/* webpackChunkName: "i18n-en" */ '../resources/levels/i18n/en.json'),
      import(/* webpackChunkName: "i18n-en" */ '../resources/withdrawals/i18n/en.json'),
      import(/* webpackChunkName: "i18n-en" */ '../resources/password/i18n/en.json'),
      import(/* webpackChunkName: "i18n-en" */ '../resources/two-factor/i18n/en.json'),
      import(/* webpackChunkName: "i18n-en" */ '../resources/sessions/i18n/en.json'),
      import(/* webpackChunkName: "i18n-en" */ '../resources/access-records/i18n/en.json'),
    ]).then(merge),
});
