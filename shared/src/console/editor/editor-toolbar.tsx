import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorIcon, type EditorIconName } from './editor-icon.tsx';
import { editorNamespace } from './editor-texts.ts';
import styles from './editor-toolbar.module.css';

export interface EditorToolbarProps {
  editor: Editor;
  /** The field's label, naming the toolbar. */
  label: string;
  /** The link form is open. */
  linking: boolean;
  onLink: () => void;
  onImage: () => void;
}

interface ToolbarButton {
  name: EditorIconName;
  /** Whether the button's format applies at the cursor (`aria-pressed`); none for actions. */
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
}

/** The editor's formatting buttons: one tab stop, arrow keys move between them (a toolbar). */
export function EditorToolbar({ editor, label, linking, onLink, onImage }: EditorToolbarProps) {
  const { t } = useTranslation(editorNamespace);
  const [current, setCurrent] = useState(0);
  const buttonsRef = useRef<(HTMLButtonElement | null)[]>([]);
  const state = useEditorState({
    editor,
    selector: ({ editor: active }) => ({
      paragraph: active.isActive('paragraph'),
      heading2: active.isActive('heading', { level: 2 }),
      heading3: active.isActive('heading', { level: 3 }),
      bold: active.isActive('bold'),
      italic: active.isActive('italic'),
      underline: active.isActive('underline'),
      bulletList: active.isActive('bulletList'),
      orderedList: active.isActive('orderedList'),
      blockquote: active.isActive('blockquote'),
      link: active.isActive('link'),
      canUndo: active.can().undo(),
      canRedo: active.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  const groups: ToolbarButton[][] = [
    [
      { name: 'paragraph', pressed: state.paragraph, run: () => chain().setParagraph().run() },
      { name: 'heading2', pressed: state.heading2, run: () => chain().toggleHeading({ level: 2 }).run() },
      { name: 'heading3', pressed: state.heading3, run: () => chain().toggleHeading({ level: 3 }).run() },
    ],
    [
      { name: 'bold', pressed: state.bold, run: () => chain().toggleBold().run() },
      { name: 'italic', pressed: state.italic, run: () => chain().toggleItalic().run() },
      { name: 'underline', pressed: state.underline, run: () => chain().toggleUnderline().run() },
    ],
    [
      { name: 'bulletList', pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
      { name: 'orderedList', pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
      { name: 'blockquote', pressed: state.blockquote, run: () => chain().toggleBlockquote().run() },
    ],
    [
      { name: 'link', pressed: state.link || linking, run: onLink },
      { name: 'unlink', disabled: !state.link, run: () => chain().extendMarkRange('link').unsetLink().run() },
      { name: 'image', run: onImage },
    ],
    [
      { name: 'undo', disabled: !state.canUndo, run: () => chain().undo().run() },
      { name: 'redo', disabled: !state.canRedo, run: () => chain().redo().run() },
    ],
  ];
  const count = groups.flat().length;
  const focusable = Math.min(current, count - 1);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -count, End: count }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = Math.max(0, Math.min(count - 1, focusable + step));
    setCurrent(next);
    buttonsRef.current[next]?.focus();
  };

  let index = 0;
  return (
    <div role="toolbar" aria-label={t('toolbar.label', { label })} className={styles.toolbar} onKeyDown={move}>
      {groups.map((group) => (
        <div key={group[0]!.name} className={styles.group}>
          {group.map((button) => {
            const position = index++;
            return (
              <button
                key={button.name}
                ref={(element) => {
                  buttonsRef.current[position] = element;
                }}
                type="button"
                className={styles.button}
                aria-label={t(`toolbar.${button.name}`)}
                title={t(`toolbar.${button.name}`)}
                aria-pressed={button.pressed === undefined ? undefined : button.pressed}
                aria-disabled={button.disabled || undefined}
                tabIndex={position === focusable ? 0 : -1}
                onFocus={() => setCurrent(position)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  if (!button.disabled) button.run();
                }}
              >
                <EditorIcon name={button.name} />
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
