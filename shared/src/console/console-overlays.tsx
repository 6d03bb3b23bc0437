import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { consoleKitNamespace } from './i18n/index.ts';
import { overlayStore } from './overlay-store.ts';
import { PromptDialog } from './prompt-dialog.tsx';
import { ToastItem } from './toast-item.tsx';
import styles from './console-overlays.module.css';

/**
 * The console's one host of toasts, of the confirm dialog and of the prompt dialog, mounted once by the frame. Toasts are read out: errors
 * by an alert region, the rest by a status region; both regions are always in the page so the first one is heard.
 */
export function ConsoleOverlays() {
  const { t } = useTranslation(consoleKitNamespace);
  const { toasts, confirms, prompts } = useSyncExternalStore(
    overlayStore.subscribe,
    overlayStore.getSnapshot,
    overlayStore.getSnapshot,
  );
  const pending = confirms[0];
  const asking = prompts[0];

  useEffect(() => overlayStore.addHost(), []);

  return (
    <>
      <div className={styles.toasts} aria-label={t('toast.region')} role="region">
        <ul className={styles.toastList} role="alert">
          {toasts
            .filter((toast) => toast.tone === 'error')
            .map((toast) => (
              <ToastItem key={toast.id} toast={toast} />
            ))}
        </ul>
        <ul className={styles.toastList} role="status">
          {toasts
            .filter((toast) => toast.tone !== 'error')
            .map((toast) => (
              <ToastItem key={toast.id} toast={toast} />
            ))}
        </ul>
      </div>
      {asking ? (
        <PromptDialog
          key={asking.id}
          options={asking.options}
          onSettle={(submitted) => overlayStore.settlePrompt(asking.id, submitted)}
        />
      ) : null}
      {pending ? (
        <ConfirmDialog
          key={pending.id}
          options={pending.options}
          onSettle={(confirmed) => overlayStore.settleConfirm(pending.id, confirmed)}
        />
      ) : null}
    </>
  );
}
