import {
  isDay,
  parseAmount,
  type CalculatorIssue,
  type CalculatorIssueCode,
  type Day,
} from '@taesung/shared/calculators';

/** A calculator's inputs as the form sends them and the address keeps them: field name → text, empty fields left out. */
export type Values = Readonly<Record<string, string>>;
/** The message code shown next to each refused field. */
export type FieldIssues = Record<string, CalculatorIssueCode>;

const maxLength = 100;

/** The values of a query or a form: the first text of each name, trimmed of nothing, empty ones left out. */
export function valuesOf(entries: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (typeof value === 'string' && value !== '' && !(name in values)) values[name] = value.slice(0, maxLength);
  }
  return values;
}

export function sameValues(a: Values, b: Values): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** The address's query for some values, in the order the fields were filled. */
export const queryOf = (values: Values) =>
  new URLSearchParams(Object.entries(values).filter(([, value]) => value !== '')).toString();

/** Nothing entered yet in any of the fields: the page asks for input instead of refusing it. */
export const isPristine = (values: Values, fields: readonly string[]) =>
  fields.every((field) => !(values[field] ?? '').trim());

export function readAmount(values: Values, field: string, issues: FieldIssues, optional = false): number | null {
  const text = values[field] ?? '';
  if (optional && !text.trim()) return 0;
  const parsed = parseAmount(text);
  if (parsed.ok) return parsed.value;
  issues[field] = parsed.error;
  return null;
}

export function readDay(values: Values, field: string, issues: FieldIssues, optional = false): Day | null {
  const text = (values[field] ?? '').trim();
  if (!text) {
    if (!optional) issues[field] = 'required';
    return null;
  }
  if (isDay(text)) return text;
  issues[field] = 'dayInvalid';
  return null;
}

/** A calculation's refusals placed on the fields they concern. */
export function placeIssues(
  issues: FieldIssues,
  found: readonly CalculatorIssue[],
  fieldOf: (path: CalculatorIssue['path']) => string,
): FieldIssues {
  for (const issue of found) issues[fieldOf(issue.path)] ??= issue.code;
  return issues;
}

/** A share for display: `0.6` → `60`, `0.5555` → `55.55`. */
export const percentOf = (share: number) => String(Math.round(share * 10_000) / 100);
