import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type UseEditorOptions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useCallback, useEffect, useMemo, useRef, useState, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { overlayStore, toast } from '../overlay-store.ts';
import { CompositionEnter } from './composition-enter.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { editorNamespace } from './editor-texts.ts';
import { LinkForm } from './link-form.tsx';
import { UploadList } from './upload-list.tsx';
import { useImageUploads } from './use-image-uploads.ts';
import styles from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  /** Receives what the form focuses on an error (react-hook-form's `field.ref`). */
  focusRef: RefCallback<{ focus: () => void }>;
  /** The editable area's id (the error summary links to it). */
  id: string;
  labelId: string;
  /** The field's label as text (the toolbar's name). */
  label: string;
  describedBy?: string;
  invalid: boolean;
  required?: boolean;
}

/** The empty paragraphs the editor keeps at the end so the cursor can go after a list or a photo. */
const trailingEmptyParagraphs = /(?:<p><\/p>)+$/;

const imageFiles = (list: FileList | null | undefined) => [...(list ?? [])];

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: 'noopener noreferrer' },
    },
  }),
  Image.configure({ allowBase64: false }),
  CompositionEnter,
];

/**
 * The Tiptap editor of a rich-text field; its value is HTML, and an empty text is ''. The form hears every change,
 * the syllable a Hangul composition ends with included; photos come in by the toolbar, by paste and by drop.
 */
export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  focusRef,
  id,
  labelId,
  label,
  describedBy,
  invalid,
  required,
}: RichTextEditorProps) {
  const { t } = useTranslation(editorNamespace);
  const [linking, setLinking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const reported = useRef(value);
  const latest = useRef({ onChange, onBlur });
  const uploadRef = useRef<(files: File[], at: number) => void>(() => undefined);
  const reportRef = useRef<() => void>(() => undefined);

  const [initialContent] = useState(value);
  const editorProps = useMemo<UseEditorOptions['editorProps']>(
    () => ({
      attributes: {
        id,
        class: styles.content!,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-invalid': String(invalid),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
      },
      handlePaste: (view, event) => {
        const files = imageFiles(event.clipboardData?.files);
        if (files.length === 0) return false;
        uploadRef.current(files, view.state.selection.from);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = imageFiles(event.dataTransfer?.files);
        if (moved || files.length === 0) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? view.state.selection.from;
        uploadRef.current(files, at);
        return true;
      },
    }),
    [id, labelId, invalid, describedBy, required],
  );
  // Options that keep their identity between renders: the editor takes new ones (and redraws) only when they change.
  const options = useMemo<UseEditorOptions>(
    () => ({
      extensions,
      content: initialContent,
      editorProps,
    }),
    [initialContent, editorProps],
  );
  const editor = useEditor(options);

  useEffect(() => {
    latest.current = { onChange, onBlur };
  });

  useEffect(() => {
    const report = () => {
      if (editor.isDestroyed) return;
      const html = editor.isEmpty ? '' : editor.getHTML().replace(trailingEmptyParagraphs, '');
      if (html === reported.current) return;
      reported.current = html;
      latest.current.onChange(html);
    };
    const blur = () => latest.current.onBlur();
    reportRef.current = report;
    editor.on('update', report);
    editor.on('blur', blur);
    return () => {
      editor.off('update', report);
      editor.off('blur', blur);
    };
  }, [editor]);

  // ProseMirror reads the syllable a composition ends with after `compositionend`, at once or on a short timer.
  const settleComposition = () => {
    queueMicrotask(() => reportRef.current());
    setTimeout(() => reportRef.current(), 50);
  };

  useEffect(() => {
    if (value === reported.current || editor.view.composing) return;
    reported.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    focusRef({ focus: () => editor.commands.focus() });
  }, [editor, focusRef]);

  const fail = useCallback((message: string) => {
    if (overlayStore.hasHost()) toast.error(message);
    else setFailure(message);
  }, []);
  const { uploads, upload, cancel } = useImageUploads(editor, fail);
  useEffect(() => {
    uploadRef.current = (files, at) => {
      setFailure(null);
      upload(files, at);
    };
  }, [upload]);

  const linkHref = useEditorState({
    editor,
    selector: ({ editor: active }) => (active.getAttributes('link').href as string | undefined) ?? '',
  });
  const applyLink = (href: string) => {
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] });
    else chain.setLink({ href });
    chain.run();
    setLinking(false);
  };

  return (
    <div className={styles.editor} data-invalid={invalid || undefined} onCompositionEnd={settleComposition}>
      <EditorToolbar
        editor={editor}
        label={label}
        linking={linking}
        onLink={() => setLinking((open) => !open)}
        onImage={() => fileInput.current?.click()}
      />
      {linking ? (
        <LinkForm
          initial={linkHref}
          onApply={applyLink}
          onCancel={() => {
            setLinking(false);
            editor.commands.focus();
          }}
        />
      ) : null}
      <UploadList uploads={uploads} onCancel={cancel} />
      {failure ? (
        <div className={styles.failure} role="alert">
          <p>{failure}</p>
          <button type="button" onClick={() => setFailure(null)}>
            {t('upload.dismiss')}
          </button>
        </div>
      ) : null}
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        multiple
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const files = imageFiles(event.target.files);
          event.target.value = '';
          if (files.length > 0) uploadRef.current(files, editor.state.selection.from);
        }}
      />
      <EditorContent editor={editor} />
    </div>
  );
}
