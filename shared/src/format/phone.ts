const digitsIn = (value: string) => value.replace(/\D/g, '');

/** How a number's digits are grouped, by its first digits and how many there are; `null` for no Korean number. */
function groupsOf(digits: string): { sizes: readonly number[]; max: number } | null {
  if (digits.startsWith('02')) return { sizes: digits.length <= 9 ? [2, 3, 4] : [2, 4, 4], max: 10 };
  if (digits.startsWith('010')) return { sizes: [3, 4, 4], max: 11 };
  if (digits.startsWith('0')) return { sizes: digits.length <= 10 ? [3, 3, 4] : [3, 4, 4], max: 11 };
  if (/^1[568]/.test(digits)) return { sizes: [4, 4], max: 8 };
  return null;
}

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
 * A Korean number hyphenated as far as it is typed: mobiles `010-1234-5678` from the first digits; older mobiles
 * and area codes `011-123-4567` / `031-1234-5678` and Seoul `02-123-4567` / `02-1234-5678`, the middle group
 * widening when the last digit arrives; nationwide numbers `1588-0000`. Extra digits are dropped; digits that begin
 * no Korean number are left ungrouped.
 */
export function formatPhoneAsTyped(value: string): string {
  const digits = digitsIn(value);
  const groups = groupsOf(digits);
  if (!groups) return digits.slice(0, 11);
  const kept = digits.slice(0, groups.max);
  return group(kept, groupsOf(kept)!.sizes);
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
  return digitsIn(value).length;
}

/**
 * What a phone box shows after an edit: `typed` is its value with the caret at `caret`, `before` its value before
 * the edit. The caret keeps its place among the digits; a Backspace that only took a hyphen takes the digit before it.
 */
export function formatPhoneInput(
  typed: string,
  caret: number,
  before = '',
  deletingBackward = false,
): { value: string; caret: number } {
  let digits = digitsIn(typed);
  let digitsBeforeCaret = digitsIn(typed.slice(0, caret)).length;
  if (deletingBackward && digits === digitsIn(before) && digitsBeforeCaret > 0) {
    digits = digits.slice(0, digitsBeforeCaret - 1) + digits.slice(digitsBeforeCaret);
    digitsBeforeCaret -= 1;
  }
  const value = formatPhoneAsTyped(digits);
  return { value, caret: caretAfterDigits(value, Math.min(digitsBeforeCaret, countDigits(value))) };
}
