import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@taesung/shared/dialog';
import { apiErrorMessage, isNetworkFailure } from '@taesung/shared';
import { consoleKitNamespace } from './i18n/index.ts';
import type { PromptOptions } from './types.ts';
import styles from './console-overlays.module.css';
import fieldStyles from './field.module.css';

const lengthOf = (text: string) => Array.from(text.trim()).length;

/**
 * The question of `prompt()`: a labelled text box that has focus first, its length checked on sending, and the write
 * run while the dialog waits; a refusal is shown in the dialog with the text kept.
 */
export function PromptDialog({
  options,
  onSettle,
}: {
  options: PromptOptions;
  onSettle: (submitted: boolean) => void;
}) {
  const { t } = useTranslation(consoleKitNamespace);
  const id = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { minLength = 1, maxLength } = options;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [options.hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  const send = async () => {
    const length = lengthOf(text);
    if (length < minLength) {
      setError(minLength <= 1 ? t('prompt.required') : t('prompt.tooShort', { min: minLength, count: length }));
      inputRef.current?.focus();
      return;
    }
    if (maxLength && length > maxLength) {
      setError(t('prompt.tooLong', { max: maxLength }));
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await options.submit(text.trim());
      onSettle(true);
    } catch (failure) {
      setBusy(false);
      setError(isNetworkFailure(failure) ? t('form.network') : apiErrorMessage(failure, t('form.failed')));
      inputRef.current?.focus();
    }
  };

  return (
    <Dialog
      open
      onClose={() => (busy ? undefined : onSettle(false))}
      title={options.title}
      initialFocus={inputRef}
      className={styles.confirm}
    >
      <form
        noValidate
        aria-busy={busy || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void send();
        }}
      >
        {options.message ? <div className={styles.confirmMessage}>{options.message}</div> : null}
        <div className={fieldStyles.field}>
          <label htmlFor={id} className={fieldStyles.label}>
            {options.label}
            <span className={fieldStyles.required}>
              <span aria-hidden="true">*</span>
              <span className="visually-hidden">({t('form.required')})</span>
            </span>
          </label>
          {options.hint ? (
            <p id={hintId} className={fieldStyles.hint}>
              {options.hint}
            </p>
          ) : null}
          <textarea
            ref={inputRef}
            id={id}
            className={fieldStyles.input}
            rows={4}
            value={text}
            maxLength={maxLength}
            readOnly={busy}
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
          />
          {maxLength ? (
            <p className={fieldStyles.counter} aria-hidden="true">
              {lengthOf(text).toLocaleString()} / {maxLength.toLocaleString()}
            </p>
          ) : null}
          {error ? (
            <p id={errorId} className={fieldStyles.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className={styles.confirmActions}>
          <button type="button" className={styles.cancel} onClick={() => onSettle(false)} disabled={busy}>
            {options.cancelLabel ?? t('confirm.cancel')}
          </button>
          <button
            type="submit"
            className={options.tone === 'danger' ? styles.danger : styles.primary}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? t('prompt.sending') : options.confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
