import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@taesung/shared/dialog';
import { isCompositionEnter } from '../ui/ime.ts';
import { consoleKitNamespace } from './i18n/index.ts';
import type { ConfirmOptions } from './types.ts';
import styles from './console-overlays.module.css';

/** The question of `confirm()`: cancel has focus first, so an unintended Enter never destroys anything. */
export function ConfirmDialog({
  options,
  onSettle,
}: {
  options: ConfirmOptions;
  onSettle: (confirmed: boolean) => void;
}) {
  const { t } = useTranslation(consoleKitNamespace);
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const needsText = Boolean(options.typeToConfirm);
  const allowed = !needsText || typed.trim() === options.typeToConfirm;

  return (
    <Dialog
      open
      onClose={() => onSettle(false)}
      title={options.title}
      initialFocus={needsText ? inputRef : cancelRef}
      className={styles.confirm}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (allowed) onSettle(true);
        }}
      >
        {options.message ? <div className={styles.confirmMessage}>{options.message}</div> : null}
        {needsText ? (
          <div className={styles.typeToConfirm}>
            <label htmlFor={id}>{t('confirm.typeToConfirm', { text: options.typeToConfirm })}</label>
            <input
              ref={inputRef}
              id={id}
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (isCompositionEnter(event)) event.preventDefault();
              }}
            />
          </div>
        ) : null}
        <div className={styles.confirmActions}>
          <button ref={cancelRef} type="button" className={styles.cancel} onClick={() => onSettle(false)}>
            {options.cancelLabel ?? t('confirm.cancel')}
          </button>
          <button
            type="submit"
            className={options.tone === 'danger' ? styles.danger : styles.primary}
            disabled={!allowed}
          >
            {options.confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
