import { formatDateTime, formatPhone } from '@taesung/shared';

/** `YYYY-MM-DD HH:mm` on the firm's clock, as the console shows when something happened. */
export function formatDateTimeMinutes(value: Date | string | number | null | undefined): string {
  return formatDateTime(value).slice(0, 16);
}

const masked = (value: string) => value.includes('*');

/**
 * A person's name as lists show it (personal data in the console): `홍길동` → `홍*동`, `김철` → `김*`. A value the API
 * already masked is shown as it came.
 */
export function maskName(value: string | null | undefined): string {
  if (masked(value ?? '')) return (value ?? '').trim();
  const letters = Array.from((value ?? '').trim());
  if (letters.length <= 1) return letters.join('');
  if (letters.length === 2) return `${letters[0]}*`;
  return `${letters[0]}${'*'.repeat(letters.length - 2)}${letters[letters.length - 1]}`;
}

/** A phone number as lists show it: `010-1234-5678` → `010-****-5678`; one the API already masked as it came. */
export function maskPhone(value: string | null | undefined): string {
  if (masked(value ?? '')) return (value ?? '').trim();
  const phone = formatPhone(value);
  const parts = phone.split('-');
  if (parts.length === 3) return `${parts[0]}-${'*'.repeat(parts[1]!.length)}-${parts[2]}`;
  const digits = phone.replace(/\D/g, '');
  return digits.length > 4 ? `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}` : phone;
}
