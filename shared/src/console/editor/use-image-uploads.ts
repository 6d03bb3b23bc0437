import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@taesung/shared';
import { useUpload } from '../use-upload.ts';
import { editorNamespace } from './editor-texts.ts';

export const editorUploadPath = '/api/console/editor';

export interface ImageUpload {
  id: number;
  name: string;
  percent: number;
}

interface Pending {
  id: number;
  /** Where the photo goes, kept in step with every change made to the text while it uploads. */
  at: number;
  controller: AbortController;
}

interface EditorPhoto {
  url: string;
  width: number | null;
  height: number | null;
}

let nextId = 1;

/**
 * Photos sent to `POST /api/console/editor` (multipart `photo`) and put into the text where they were dropped,
 * pasted or picked once the server answers with their address and size. Each upload shows its progress and can
 * be cancelled; a refused one reports the server's message.
 */
export function useImageUploads(editor: Editor | null, onFailure: (message: string) => void) {
  const { t } = useTranslation(editorNamespace);
  const { upload: post } = useUpload();
  const [uploads, setUploads] = useState<ImageUpload[]>([]);
  const pending = useRef(new Map<number, Pending>());

  useEffect(() => {
    if (!editor) return;
    const follow = ({ transaction }: { transaction: { mapping: { map: (position: number) => number } } }) => {
      for (const upload of pending.current.values()) upload.at = transaction.mapping.map(upload.at);
    };
    editor.on('transaction', follow);
    return () => {
      editor.off('transaction', follow);
    };
  }, [editor]);

  useEffect(() => {
    const uploading = pending.current;
    return () => {
      for (const upload of uploading.values()) upload.controller.abort();
    };
  }, []);

  const progress = (id: number, percent: number) =>
    setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, percent } : upload)));

  const send = useCallback(
    async (file: File, at: number) => {
      const id = nextId++;
      const controller = new AbortController();
      pending.current.set(id, { id, at, controller });
      setUploads((current) => [...current, { id, name: file.name, percent: 0 }]);
      const body = new FormData();
      body.append('photo', file);
      try {
        const data = await post<EditorPhoto>(editorUploadPath, body, {
          signal: controller.signal,
          onProgress: (fraction) => progress(id, Math.round(fraction * 100)),
        });
        const target = pending.current.get(id);
        if (editor && !editor.isDestroyed && target) {
          const attrs = {
            src: data.url,
            alt: '',
            ...(data.width ? { width: data.width } : {}),
            ...(data.height ? { height: data.height } : {}),
          };
          editor
            .chain()
            .insertContentAt(Math.min(target.at, editor.state.doc.content.size), { type: 'image', attrs })
            .run();
        }
      } catch (error) {
        if (!controller.signal.aborted) onFailure(apiErrorMessage(error, t('upload.failed')));
      } finally {
        pending.current.delete(id);
        setUploads((current) => current.filter((upload) => upload.id !== id));
      }
    },
    [post, editor, onFailure, t],
  );

  /** Uploads the photos among `files` to go at `at`; says so when there is none. */
  const upload = useCallback(
    (files: readonly File[], at: number) => {
      const photos = files.filter((file) => file.type.startsWith('image/'));
      if (photos.length === 0) {
        onFailure(t('upload.notImage'));
        return;
      }
      for (const photo of photos) void send(photo, at);
    },
    [onFailure, send, t],
  );

  const cancel = useCallback((id: number) => pending.current.get(id)?.controller.abort(), []);

  return { uploads, upload, cancel };
}
