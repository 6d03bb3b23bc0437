import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

interface ZodIssueLike {
  code?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  input?: unknown;
  /** A custom check's own code (`end_before_start`), shown as `errors.<code>`. */
  params?: { code?: unknown };
}

const serverCodes: Record<string, string> = {
  minLength: 'too_small',
  minimum: 'too_small',
  minItems: 'too_small',
  maxLength: 'too_big',
  maximum: 'too_big',
  maxItems: 'too_big',
  format: 'invalid_format',
  pattern: 'invalid_format',
  type: 'invalid_type',
  enum: 'invalid_value',
  const: 'invalid_value',
  unique: 'conflict',
  duplicate: 'conflict',
};

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function sized(
  t: TFunction,
  code: 'too_small' | 'too_big',
  origin: string | undefined,
  limit: number | bigint | undefined,
) {
  const kind =
    origin === 'string'
      ? 'string'
      : origin === 'number' || origin === 'bigint'
        ? 'number'
        : origin === 'array' || origin === 'set'
          ? 'array'
          : null;
  if (!kind || limit === undefined) return t(`errors.${code}`);
  return t(`errors.${code}_${kind}`, code === 'too_small' ? { minimum: Number(limit) } : { maximum: Number(limit) });
}

/** A zod issue of the form's own check, in the page's language. */
export function zodIssueMessage(t: TFunction, issue: ZodIssueLike): string {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && (Number(issue.minimum) <= 1 || isEmpty(issue.input)))
        return t('errors.required');
      if (issue.origin === 'array' && Number(issue.minimum) <= 1) return t('errors.required');
      return sized(t, 'too_small', issue.origin, issue.minimum);
    case 'too_big':
      return sized(t, 'too_big', issue.origin, issue.maximum);
    case 'invalid_format':
      if (issue.format === 'email' || issue.format === 'url' || issue.format === 'datetime')
        return t(`errors.invalid_format_${issue.format}`);
      return isEmpty(issue.input) ? t('errors.required') : t('errors.invalid_format');
    case 'invalid_type':
    case 'invalid_value':
    case 'invalid_union':
      return isEmpty(issue.input) ? t('errors.required') : t(`errors.${issue.code}`);
    case 'custom':
      if (typeof issue.params?.code === 'string')
        return t(`errors.${issue.params.code}`, { defaultValue: t('errors.invalid') });
      return t('errors.custom');
    default:
      return t(`errors.${issue.code ?? 'invalid'}`, { defaultValue: t('errors.invalid') });
  }
}

/** A field issue the server answered with (`{ path, code }`), in the page's language. */
export function serverIssueMessage(t: TFunction, code: string): string {
  const known = serverCodes[code] ?? code;
  return t(`errors.${known}`, { defaultValue: t('errors.invalid') });
}

/** What to show under a field for its error. */
export function fieldErrorText(
  t: TFunction,
  error: Pick<FieldError, 'message' | 'type'> | undefined,
): string | undefined {
  if (!error) return undefined;
  return error.message || t(`errors.${String(error.type)}`, { defaultValue: t('errors.invalid') });
}
