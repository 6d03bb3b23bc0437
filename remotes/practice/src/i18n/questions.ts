import { addNamespacePart } from '@taesung/shared';
import { namespace } from './index.ts';

let texts: Promise<void> | undefined;

/** The texts of the question pages, in the chunk of the other pages' texts (`i18n-pages-<locale>`). */
export function loadQuestionTexts(): Promise<void> {
  texts ??= addNamespacePart(namespace, 'questions', {
    ko: () => import(/* webpackChunkName: "i18n-pages-ko" */ './questions-ko.json'),
    en: () => import(/* webpackChunkName: "i18n-pages-en" */ './questions-en.json'),
  });
  return texts;
}
