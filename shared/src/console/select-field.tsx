import { Field } from './field.tsx';
import type { FilterOption } from './types.ts';
import { useBoundField } from './use-bound-field.ts';
import styles from './field.module.css';

export interface SelectFieldProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  options: readonly FilterOption[];
  /** The text of an empty first choice (value `''`); none when omitted. */
  emptyOption?: string;
  /** The value is a number (a weekday), read back from the option's text. */
  numeric?: boolean;
}

export function SelectField({ name, label, hint, required, options, emptyOption, numeric }: SelectFieldProps) {
  const { form, id, error } = useBoundField(name, label);
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(control) => (
        <select
          {...control}
          {...form.register(
            name,
            numeric ? { setValueAs: (value: string) => (value === '' ? null : Number(value)) } : {},
          )}
          className={styles.input}
        >
          {emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
