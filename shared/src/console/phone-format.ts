/** The most digits a Korean phone number has (010-1234-5678). */
const maxDigits = 11;

const group = (digits: string, sizes: readonly number[]) => {
  const parts: string[] = [];
  let start = 0;
  for (const size of sizes) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join('-');
};

/**
 * Digits written as a Korean number is read, as far as they go: Seoul `02-123-4567` / `02-1234-5678`, mobiles and
 * other areas `010-1234-5678` / `031-123-4567`, nationwide numbers `1588-0000`.
 */
export function formatPhoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, maxDigits);
  if (digits.startsWith('02')) return group(digits, digits.length <= 9 ? [2, 3, 4] : [2, 4, 4]);
  if (/^1[5-9]/.test(digits) && digits.length <= 8) return group(digits, [4, 4]);
  return group(digits, digits.length <= 10 ? [3, 3, 4] : [3, 4, 4]);
}

/** Where the caret goes after `count` digits of `formatted` (before the next digit, after a hyphen it reached). */
function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index]!)) seen += 1;
    if (seen === count) return index + 1;
  }
  return formatted.length;
}

const digitsIn = (value: string) => value.replace(/\D/g, '');

/**
 * What a phone box shows after an edit: `typed` is its value with the caret at `caret`, `before` its value before
 * the edit. The caret keeps its place among the digits; a Backspace that only took a hyphen takes the digit before it.
 */
export function formatPhoneInput(typed: string, caret: number, before = '', deletingBackward = false): { value: string; caret: number } {
  let digits = digitsIn(typed);
  let digitsBeforeCaret = digitsIn(typed.slice(0, caret)).length;
  if (deletingBackward && digits === digitsIn(before) && digitsBeforeCaret > 0) {
    digits = digits.slice(0, digitsBeforeCaret - 1) + digits.slice(digitsBeforeCaret);
    digitsBeforeCaret -= 1;
  }
  const value = formatPhoneDigits(digits);
  return { value, caret: caretAfterDigits(value, Math.min(digitsBeforeCaret, maxDigits)) };
}
