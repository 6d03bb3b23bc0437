import { useEffect, useState } from 'react';
import { addNamespace } from '@taesung/shared';

export const editorNamespace = 'console-editor';

let loading: Promise<void> | undefined;
let loaded = false;

/** The editor's texts, in their own namespace: loaded once, with the editor's code, by the first editor shown. */
export function loadEditorTexts(): Promise<void> {
  loading ??= addNamespace(editorNamespace, {
    ko: () => import('./i18n/ko.json'),
    en: () => import('./i18n/en.json'),
  }).then(() => {
    loaded = true;
  });
  return loading;
}

/** Whether the editor's texts are in; starts loading them and renders again once they arrive. */
export function useEditorTexts(): boolean {
  const [ready, setReady] = useState(() => loaded);
  useEffect(() => {
    let live = true;
    void loadEditorTexts().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
