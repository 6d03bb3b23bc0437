import { useBoundField } from './use-bound-field.ts';
import styles from './field.module.css';

export interface CheckboxFieldProps {
  name: string;
  label: string;
  hint?: string;
  /** Why it cannot change here: the box is disabled, keeps its value, and says this under the hint. */
  locked?: string;
}

export function CheckboxField({ name, label, hint, locked }: CheckboxFieldProps) {
  const { form, id, error } = useBoundField(name, label);
  const describedBy =
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null, locked ? `${id}-lock` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.checkbox} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          {...form.register(name)}
          disabled={locked ? true : undefined}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {locked ? (
        <p id={`${id}-lock`} className={styles.lock}>
          {locked}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
