import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleKitNamespace } from './i18n/index.ts';
import { confirm } from './overlay-store.ts';
import type { BulkAction } from './types.ts';
import { useAction } from './use-action.ts';
import styles from './list-view.module.css';

function isDanger(action: BulkAction): boolean {
  if (!action.confirm) return false;
  return (typeof action.confirm === 'function' ? action.confirm(1) : action.confirm).tone === 'danger';
}

/** What to do with the selected rows: each action confirmed first when it asks to, then run with their ids. */
export function BulkBar({
  actions,
  selected,
  onDone,
}: {
  actions: readonly BulkAction[];
  selected: ReadonlySet<string>;
  onDone: () => void;
}) {
  const { t } = useTranslation(consoleKitNamespace);
  const act = useAction();
  const [running, setRunning] = useState<string | null>(null);
  const count = selected.size;
  if (count === 0) return null;

  const run = async (action: BulkAction) => {
    const ids = [...selected];
    const question = typeof action.confirm === 'function' ? action.confirm(ids.length) : action.confirm;
    if (question && !(await confirm(question))) return;
    setRunning(action.key);
    const ok = await act(() => action.run(ids), {
      success: action.successMessage?.(ids.length) ?? t('bulk.done', { count: ids.length }),
    });
    setRunning(null);
    if (ok) onDone();
  };

  return (
    <div className={styles.bulk} role="group" aria-label={t('bulk.label')}>
      <p className={styles.bulkCount} aria-live="polite">
        {t('selection.count', { count })}
      </p>
      <div className={styles.bulkActions}>
        {actions.map((action) => (
          <button
            key={action.key}
            type="button"
            className={isDanger(action) ? styles.bulkDanger : styles.bulkButton}
            disabled={running !== null}
            aria-busy={running === action.key || undefined}
            onClick={() => void run(action)}
          >
            {action.label}
          </button>
        ))}
        <button type="button" className={styles.bulkClear} onClick={onDone} disabled={running !== null}>
          {t('selection.clear')}
        </button>
      </div>
    </div>
  );
}
