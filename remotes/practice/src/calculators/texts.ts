import { addNamespacePart } from '@taesung/shared';
import { namespace } from '../i18n/index.ts';

let texts: Promise<void> | undefined;

/** The calculators' texts, a chunk of their own per language (`i18n-calculators-<locale>`), loaded with a calculator. */
export function loadCalculatorTexts(): Promise<void> {
  texts ??= addNamespacePart(namespace, 'calculators', {
    ko: () => import(/* webpackChunkName: "i18n-calculators-ko" */ '../i18n/calculators-ko.json'),
    en: () => import(/* webpackChunkName: "i18n-calculators-en" */ '../i18n/calculators-en.json'),
  });
  return texts;
}
