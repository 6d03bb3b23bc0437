import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleKitNamespace } from './i18n/index.ts';
import { SortableList } from './sortable-list.tsx';
import { useAction } from './use-action.ts';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.ts';
import styles from './order-panel.module.css';

export interface OrderPanelProps<Item> {
  /** The items in their stored order. */
  items: readonly Item[];
  itemKey: (item: Item) => string;
  /** The list's accessible name. */
  label: string;
  renderItem: (item: Item) => ReactNode;
  /** Stores the whole new order at once (`PUT …/order { ids }`). */
  save: (keys: string[]) => Promise<unknown>;
  successMessage: string;
}

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

/**
 * The order of a set of items as the site shows them: moved by drag or keyboard, saved in one request. Until it is
 * saved the panel says the site does not show it yet, and leaving asks first; a refusal keeps the moved order.
 */
export function OrderPanel<Item>({
  items: saved,
  itemKey,
  label,
  renderItem,
  save,
  successMessage,
}: OrderPanelProps<Item>) {
  const { t } = useTranslation(consoleKitNamespace);
  const act = useAction();
  const [moved, setMoved] = useState<{ from: readonly Item[]; items: Item[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const items = moved && moved.from === saved ? moved.items : saved;
  const dirty = !sameOrder(items.map(itemKey), saved.map(itemKey));
  useUnsavedChangesGuard(dirty);

  const store = async () => {
    setSaving(true);
    await act(() => save(items.map(itemKey)), { success: successMessage });
    setSaving(false);
  };

  return (
    <div className={styles.panel}>
      <SortableList
        items={items}
        itemKey={itemKey}
        label={label}
        renderItem={renderItem}
        onReorder={(next) => setMoved({ from: saved, items: next })}
      />
      <div className={styles.actions}>
        {dirty ? (
          <p className={styles.changed} role="status">
            {t('order.changed')}
          </p>
        ) : null}
        <button
          type="button"
          className={styles.save}
          onClick={() => void store()}
          disabled={!dirty || saving}
          aria-busy={saving || undefined}
        >
          {saving ? t('order.saving') : t('order.save')}
        </button>
        <button type="button" className={styles.reset} onClick={() => setMoved(null)} disabled={!dirty || saving}>
          {t('order.reset')}
        </button>
      </div>
    </div>
  );
}
