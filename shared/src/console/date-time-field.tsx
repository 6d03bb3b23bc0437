import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from './field.tsx';
import { consoleKitNamespace } from './i18n/index.ts';
import { fromSeoulInput, toSeoulInput } from './seoul-time.ts';
import { useBoundField } from './use-bound-field.ts';
import styles from './field.module.css';

export interface DateTimeFieldProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
}

/** A date and time typed in Korean time whatever the browser's zone; the form holds an ISO instant or `null`. */
export function DateTimeField({ name, label, hint, required }: DateTimeFieldProps) {
  const { t } = useTranslation(consoleKitNamespace);
  const { form, id, error } = useBoundField(name, label);
  const { field } = useController({ control: form.control, name });
  const value = typeof field.value === 'string' ? field.value : null;
  const [text, setText] = useState(() => toSeoulInput(value));
  const [shown, setShown] = useState(value);

  if (shown !== value) {
    setShown(value);
    if (fromSeoulInput(text) !== value) setText(toSeoulInput(value));
  }

  return (
    <Field
      label={label}
      hint={hint ? `${hint} (${t('form.timeZone')})` : t('form.timeZone')}
      error={error}
      required={required}
      id={id}
    >
      {(control) => (
        <input
          {...control}
          ref={field.ref}
          name={field.name}
          type="datetime-local"
          className={styles.input}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            field.onChange(fromSeoulInput(event.target.value));
          }}
          onBlur={field.onBlur}
        />
      )}
    </Field>
  );
}
