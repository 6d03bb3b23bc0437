import { useWatch } from 'react-hook-form';
import { Field } from './field.tsx';
import { useBoundField } from './use-bound-field.ts';
import styles from './field.module.css';

export interface TextAreaFieldProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  rows?: number;
  maxLength?: number;
}

export function TextAreaField({ name, label, hint, required, rows = 5, maxLength }: TextAreaFieldProps) {
  const { form, id, error } = useBoundField(name, label);
  const value = useWatch({ control: form.control, name }) as unknown;
  const length = typeof value === 'string' ? value.length : 0;

  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(control) => (
        <>
          <textarea {...control} {...form.register(name)} className={styles.input} rows={rows} maxLength={maxLength} />
          {maxLength ? (
            <p className={styles.counter} aria-hidden="true">
              {length.toLocaleString()} / {maxLength.toLocaleString()}
            </p>
          ) : null}
        </>
      )}
    </Field>
  );
}
