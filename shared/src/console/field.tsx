import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleKitNamespace } from './i18n/index.ts';
import styles from './field.module.css';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  /** The control's id when it is known (a bound field); a new one otherwise. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, the control, its hint and its error, wired together for assistive technology. */
export function Field({ label, hint, error, required = false, id: givenId, className, children }: FieldProps) {
  const { t } = useTranslation(consoleKitNamespace);
  const ownId = useId();
  const id = givenId ?? ownId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required}>
            <span aria-hidden="true">*</span>
            <span className="visually-hidden">({t('form.required')})</span>
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-describedby': describedBy,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
