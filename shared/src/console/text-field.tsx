import type { HTMLAttributes } from 'react';
import { get } from 'react-hook-form';
import { Field } from './field.tsx';
import { useBoundField } from './use-bound-field.ts';
import styles from './field.module.css';

export interface TextFieldProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'password' | 'date';
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Rewrites what is typed as it is typed (hyphens in a phone number). */
  format?: (value: string) => string;
}

export function TextField({
  name,
  label,
  hint,
  required,
  type = 'text',
  autoComplete,
  maxLength,
  placeholder,
  inputMode,
  format,
}: TextFieldProps) {
  const { form, id, error } = useBoundField(name, label);
  const emptyNumber = get(form.control._defaultValues, name) === null ? null : undefined;
  const registered = form.register(
    name,
    type === 'number'
      ? {
          setValueAs: (value: unknown) =>
            value === '' || value === null || value === undefined ? emptyNumber : Number(value),
        }
      : {},
  );

  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(control) => (
        <input
          {...control}
          {...registered}
          onChange={(event) => {
            if (format) {
              const formatted = format(event.target.value);
              if (formatted !== event.target.value) event.target.value = formatted;
            }
            return registered.onChange(event);
          }}
          type={type}
          className={styles.input}
          autoComplete={autoComplete}
          maxLength={maxLength}
          placeholder={placeholder}
          inputMode={inputMode}
          spellCheck={type === 'text' ? undefined : false}
        />
      )}
    </Field>
  );
}
