import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleKitNamespace } from './i18n/index.ts';
import { overlayStore, type ToastItem as Toast } from './overlay-store.ts';
import styles from './console-overlays.module.css';

export const toastLifetime = 5000;

/** One toast: a success or a note fades after a few seconds; an error stays until it is dismissed. */
export function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation(consoleKitNamespace);

  useEffect(() => {
    if (toast.tone === 'error') return;
    const timer = setTimeout(() => overlayStore.dismissToast(toast.id), toastLifetime);
    return () => clearTimeout(timer);
  }, [toast.id, toast.tone]);

  return (
    <li className={`${styles.toast} ${styles[toast.tone]}`}>
      <p className={styles.toastMessage}>{toast.message}</p>
      <button
        type="button"
        className={styles.dismiss}
        onClick={() => overlayStore.dismissToast(toast.id)}
        aria-label={t('toast.dismiss')}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        </svg>
      </button>
    </li>
  );
}
