import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleKitNamespace } from './i18n/index.ts';
import { SortableRow } from './sortable-row.tsx';
import styles from './sortable-list.module.css';

export interface SortableListProps<Item> {
  items: readonly Item[];
  itemKey: (item: Item) => string;
  /** The list's accessible name. */
  label: string;
  renderItem: (item: Item) => ReactNode;
  onReorder: (next: Item[]) => void;
}

/** Items put in order by dragging their handle (mouse, touch or keyboard) or by their move up/down buttons. */
export function SortableList<Item>({ items, itemKey, label, renderItem, onReorder }: SortableListProps<Item>) {
  const { t } = useTranslation(consoleKitNamespace);
  const instructionsId = useId();
  const keys = items.map(itemKey);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => {
    const index = keys.indexOf(String(id));
    const element = typeof document === 'undefined' ? null : document.getElementById(`${instructionsId}-item-${index}`);
    return element?.textContent?.trim() || String(index + 1);
  };
  const positionOf = (id: string | number | undefined) => (id === undefined ? 0 : keys.indexOf(String(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('sortable.picked', { name: nameOf(active.id), position: positionOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('sortable.moved', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('sortable.dropped', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined,
    onDragCancel: () => t('sortable.cancelled'),
  };

  const move = (from: number, to: number) => {
    if (from === to || from < 0 || to < 0 || to >= items.length) return;
    onReorder(arrayMove([...items], from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    move(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('sortable.instructions') } }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ol className={styles.list} aria-label={label}>
          {items.map((item, index) => (
            <SortableRow
              key={keys[index]}
              id={keys[index]!}
              contentId={`${instructionsId}-item-${index}`}
              first={index === 0}
              last={index === items.length - 1}
              onMove={(step) => move(index, index + step)}
            >
              {renderItem(item)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
