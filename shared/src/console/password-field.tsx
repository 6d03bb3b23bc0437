import { useWatch } from 'react-hook-form';
import { Field } from './field.tsx';
import { PasswordMeter } from './password-meter.tsx';
import { useBoundField } from './use-bound-field.ts';
import styles from './field.module.css';

export interface PasswordFieldProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  /** `new-password` (with the strength meter) or `current-password` (without). */
  autoComplete?: 'new-password' | 'current-password';
  /** The account's own words (username, name, e-mail), which make a password guessable. */
  userInputs?: readonly string[];
  /** Whether to show the strength meter; by default with a new password (not with its confirmation: pass false). */
  meter?: boolean;
}

/** A password bound to the form; a new password shows the strength meter, read with the box. */
export function PasswordField({
  name,
  label,
  hint,
  required,
  autoComplete = 'new-password',
  userInputs,
  meter,
}: PasswordFieldProps) {
  const { form, id, error } = useBoundField(name, label);
  const value = useWatch({ control: form.control, name }) as string | undefined;
  const withMeter = meter ?? autoComplete === 'new-password';
  const meterId = `${id}-meter`;
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(control) => (
        <>
          <input
            {...control}
            {...form.register(name)}
            aria-describedby={
              [control['aria-describedby'], withMeter ? meterId : null].filter(Boolean).join(' ') || undefined
            }
            type="password"
            autoComplete={autoComplete}
            spellCheck={false}
            autoCapitalize="off"
            className={styles.input}
          />
          {withMeter ? <PasswordMeter id={meterId} password={value ?? ''} userInputs={userInputs} /> : null}
        </>
      )}
    </Field>
  );
}
