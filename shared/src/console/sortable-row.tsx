import { useSortable } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleKitNamespace } from './i18n/index.ts';
import styles from './sortable-list.module.css';

/** One item of a `SortableList`: its drag handle, its content, and its move up/down buttons, named after the item. */
export function SortableRow({
  id,
  contentId,
  first,
  last,
  onMove,
  children,
}: {
  id: string;
  contentId: string;
  first: boolean;
  last: boolean;
  onMove: (step: -1 | 1) => void;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation(consoleKitNamespace);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const named = (word: string) =>
    i18n.language === 'en' ? `${contentId}-${word} ${contentId}` : `${contentId} ${contentId}-${word}`;

  return (
    <li
      ref={setNodeRef}
      className={isDragging ? `${styles.item} ${styles.dragging}` : styles.item}
      style={{
        transform: transform ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)` : undefined,
        transition,
      }}
    >
      <span id={`${contentId}-handle`} hidden>
        {t('sortable.handle')}
      </span>
      <span id={`${contentId}-up`} hidden>
        {t('sortable.moveUp')}
      </span>
      <span id={`${contentId}-down`} hidden>
        {t('sortable.moveDown')}
      </span>
      <button
        ref={setActivatorNodeRef}
        type="button"
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-labelledby={named('handle')}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <div id={contentId} className={styles.content}>
        {children}
      </div>
      <div className={styles.moves}>
        <button
          type="button"
          className={styles.move}
          disabled={first}
          onClick={() => onMove(-1)}
          aria-labelledby={named('up')}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className={styles.move}
          disabled={last}
          onClick={() => onMove(1)}
          aria-labelledby={named('down')}
        >
          <span aria-hidden="true">↓</span>
        </button>
      </div>
    </li>
  );
}
