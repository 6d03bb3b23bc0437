import { useEffect, useRef, type ReactNode } from 'react';
import { useFieldArray, useFormContext, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { consoleKitNamespace } from './i18n/index.ts';
import { useBoundField } from './use-bound-field.ts';
import fieldStyles from './field.module.css';
import styles from './repeatable-field.module.css';

export interface RepeatableFieldProps<Item extends FieldValues> {
  /** The array's path in the form (`offices`, `info.ko.0.infoDetail`). */
  name: string;
  /** The group's name, read as its legend. */
  label: string;
  hint?: string;
  /** Each item's own name, used by its buttons ("경력 2번째 줄 삭제"). */
  itemLabel: (index: number) => string;
  addLabel: string;
  /** The values of an added item. */
  newItem: () => Item;
  /** Shown while the list is empty. */
  emptyText?: string;
  /** The item's fields; `name` is the item's path (`offices.2`). */
  children: (item: { name: string; index: number; label: string }) => ReactNode;
}

type Focus = { kind: 'added' } | { kind: 'move'; id: string; direction: 'up' | 'down' } | { kind: 'add' };

/**
 * A list of items inside a form (react-hook-form's field array): add, remove and move up or down, each button named
 * after its item. Focus follows the change: into an added item, onto the moved item's button, to the add button after a
 * removal.
 */
export function RepeatableField<Item extends FieldValues>({
  name,
  label,
  hint,
  itemLabel,
  addLabel,
  newItem,
  emptyText,
  children,
}: RepeatableFieldProps<Item>) {
  const { t } = useTranslation(consoleKitNamespace);
  const { control } = useFormContext();
  const { id, error } = useBoundField(name, label);
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<Focus | null>(null);

  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    if (focus.kind === 'add') {
      addRef.current?.focus();
      return;
    }
    const items = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-item]') ?? [])];
    if (focus.kind === 'added') {
      items.at(-1)?.querySelector<HTMLElement>('input, select, textarea, [contenteditable="true"]')?.focus();
      return;
    }
    const item = items.find((element) => element.dataset.item === focus.id);
    (
      item?.querySelector<HTMLButtonElement>(`[data-move="${focus.direction}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)')
    )?.focus();
  });

  const moveItem = (index: number, step: -1 | 1) => {
    const target = index + step;
    if (target < 0 || target >= fields.length) return;
    pendingFocus.current = { kind: 'move', id: fields[index]!.id, direction: step < 0 ? 'up' : 'down' };
    move(index, target);
  };

  const removeItem = (index: number) => {
    pendingFocus.current = { kind: 'add' };
    remove(index);
  };

  const addItem = () => {
    pendingFocus.current = { kind: 'added' };
    append(newItem() as never, { shouldFocus: false });
  };

  return (
    <fieldset
      className={styles.group}
      id={id}
      tabIndex={-1}
      aria-describedby={
        [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
      }
    >
      <legend className={styles.legend}>{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {fields.length === 0 ? (
        <p className={fieldStyles.hint}>{emptyText ?? t('repeatable.empty')}</p>
      ) : (
        <ol ref={listRef} className={styles.list}>
          {fields.map((field, index) => {
            const itemName = itemLabel(index);
            return (
              <li key={field.id} className={styles.item} data-item={field.id}>
                <div className={styles.itemHead}>
                  <span className={styles.itemLabel}>{itemName}</span>
                  <div className={styles.buttons}>
                    <button
                      type="button"
                      className={styles.button}
                      data-move="up"
                      disabled={index === 0}
                      onClick={() => moveItem(index, -1)}
                      aria-label={t('repeatable.moveUp', { item: itemName })}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      className={styles.button}
                      data-move="down"
                      disabled={index === fields.length - 1}
                      onClick={() => moveItem(index, 1)}
                      aria-label={t('repeatable.moveDown', { item: itemName })}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                    <button
                      type="button"
                      className={`${styles.button} ${styles.remove}`}
                      onClick={() => removeItem(index)}
                      aria-label={t('repeatable.remove', { item: itemName })}
                    >
                      {t('repeatable.removeShort')}
                    </button>
                  </div>
                </div>
                <div className={styles.body} role="group" aria-label={itemName}>
                  {children({ name: `${name}.${index}`, index, label: itemName })}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      <button ref={addRef} type="button" className={styles.add} onClick={addItem}>
        {addLabel}
      </button>
    </fieldset>
  );
}
