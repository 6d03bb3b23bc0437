const paths = {
  paragraph: 'M13 4v16M17 4v16M19 4h-9a4 4 0 0 0 0 8h3',
  heading2: 'M4 6v12M12 6v12M4 12h8M15.5 10.5a2.3 2.3 0 0 1 4.5.6c0 2-4.5 3.6-4.5 6.9H20',
  heading3: 'M4 6v12M12 6v12M4 12h8M15.5 9.5H20l-2.6 3.2a2.6 2.6 0 1 1-2 4.3',
  bold: 'M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z',
  italic: 'M10 5h8M6 19h8M14 5l-4 14',
  underline: 'M7 4v7a5 5 0 0 0 10 0V4M5 20h14',
  bulletList: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  orderedList: 'M10 6h10M10 12h10M10 18h10M4 4.5h1.5V9M3.5 9h3M3.5 14.5a1.5 1.5 0 0 1 3 .5L3.5 19h3',
  blockquote: 'M5 17h3l2-4V7H4v6h3zM14 17h3l2-4V7h-6v6h3z',
  link: 'M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1.2 1.2M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2',
  unlink:
    'M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1.2 1.2M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2M4 4l16 16',
  image: 'M3.5 5h17v14h-17zM20.5 15l-5-5-11 9M8.5 11a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  undo: 'M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  redo: 'M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13',
} as const;

export type EditorIconName = keyof typeof paths;

/** A toolbar button's picture; the button's label names it. */
export function EditorIcon({ name }: { name: EditorIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
