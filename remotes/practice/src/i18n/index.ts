import { i18n, locales } from '@taesung/shared';
import en from './en.json';
import ko from './ko.json';

export const namespace = 'practice';

const resources = { ko, en };

for (const locale of locales) i18n.addResourceBundle(locale, namespace, resources[locale], true, true);
