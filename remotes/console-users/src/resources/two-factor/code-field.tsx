import { TextField } from '@taesung/shared/console';

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/** The six digits of the authenticator app: a numeric keyboard on phones, and the code offered by the system. */
export function CodeField({ label, hint }: { label: string; hint?: string }) {
  return (
    <TextField
      name="code"
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      format={digitsOnly}
      required
    />
  );
}
