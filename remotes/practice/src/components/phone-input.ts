/**
 * A Korean phone number formatted while it is typed: mobiles 3-4-4 (`010-1234-5678`) from the first digits,
 * Seoul numbers 02-3(4)-4 and other area codes 3-3(4)-4, the middle group widening when the last digit arrives.
 */
export function formatPhoneAsTyped(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.startsWith('02')) {
    const rest = digits.slice(2, 10);
    if (rest.length === 0) return digits.slice(0, 2);
    if (rest.length <= 3) return `02-${rest}`;
    if (rest.length <= 7) return `02-${rest.slice(0, 3)}-${rest.slice(3)}`;
    return `02-${rest.slice(0, 4)}-${rest.slice(4)}`;
  }
  const head = digits.slice(0, 3);
  const rest = digits.slice(3, 11);
  if (rest.length === 0) return head;
  if (/^01\d$/.test(head)) {
    if (rest.length <= 4) return `${head}-${rest}`;
    return `${head}-${rest.slice(0, 4)}-${rest.slice(4)}`;
  }
  if (rest.length <= 3) return `${head}-${rest}`;
  if (rest.length <= 7) return `${head}-${rest.slice(0, 3)}-${rest.slice(3)}`;
  return `${head}-${rest.slice(0, 4)}-${rest.slice(4)}`;
}

/** Where the caret goes in `formatted` so that `digitsBefore` digits stand before it, as before formatting. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index] ?? '')) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}

export function countDigits(value: string): number {
  return value.replace(/\D/g, '').length;
}
