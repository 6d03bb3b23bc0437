import { addNamespace } from '@taesung/shared';

export const editorNamespace = 'console-editor';

let loading: Promise<void> | undefined;

/** The editor's texts, in their own namespace: loaded once, with the editor's code, by the first editor shown. */
export function loadEditorTexts(): Promise<void> {
  loading ??= addNamespace(editorNamespace, {
    ko: () => import(/* webpackChunkName: "i18n-console-editor-ko" */ './i18n/ko.json'),
    en: () => import(/* webpackChunkName: "i18n-console-editor-en" */ './i18n/en.json'),
  });
  return loading;
}

/** `useTranslation` options that render again once the texts arrive. */
export const editorTextOptions = { bindI18nStore: 'added' } as const;
