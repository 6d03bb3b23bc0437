import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { RefCallback } from 'react';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  /** Receives what the form focuses on an error (react-hook-form's `field.ref`). */
  focusRef: RefCallback<{ focus: () => void }>;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  required?: boolean;
}

/** The Tiptap editor of a rich-text field; its value is HTML. */
export default function RichTextEditor({ value, onChange, onBlur, labelId, describedBy, invalid, required }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        'aria-invalid': String(invalid),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur(),
  });
  return <EditorContent editor={editor} />;
}
