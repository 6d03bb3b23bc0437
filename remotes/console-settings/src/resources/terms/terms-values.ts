import type { TFunction } from 'i18next';
import type { TermsRecord } from '@taesung/shared';
import { termsCodes } from '@taesung/shared/schemas';
import type { FilterOption } from '@taesung/shared/console';
import type { TermsInput } from './api.ts';

export type TermsCode = (typeof termsCodes)[number];
export type TermsState = 'current' | 'scheduled' | 'earlier';

export const termsListPath = '/console/terms';
export const termsPath = (id: string) => `${termsListPath}/${encodeURIComponent(id)}`;
export const termsCreatePath = (code: string, from?: string) =>
  `${termsListPath}/create?${new URLSearchParams({ code, ...(from ? { from } : {}) }).toString()}`;

export const isTermsCode = (value: string | null | undefined): value is TermsCode =>
  (termsCodes as readonly string[]).includes(value ?? '');

export const termsCodeOptions = (t: TFunction): FilterOption[] =>
  termsCodes.map((value) => ({ value, label: t(`terms.codes.${value}`) }));

const at = (value: string) => new Date(value).getTime();

/** The version visitors read now: of its code, the latest whose date has come. */
export function currentVersion(
  versions: readonly TermsRecord[],
  code: string,
  now = Date.now(),
): TermsRecord | undefined {
  return versions
    .filter((version) => version.code === code && at(version.effectiveAt) <= now)
    .sort((a, b) => at(b.effectiveAt) - at(a.effectiveAt) || at(b.createdAt) - at(a.createdAt))[0];
}

/** In effect (the one visitors read), scheduled (its date is still to come: it can be changed) or earlier (kept as it was). */
export function termsState(version: TermsRecord, versions: readonly TermsRecord[], now = Date.now()): TermsState {
  if (at(version.effectiveAt) > now) return 'scheduled';
  return currentVersion(versions, version.code, now)?._id === version._id ? 'current' : 'earlier';
}

export const emptyTerms = (code: TermsCode): TermsInput => ({
  code,
  title: { ko: '', en: '' },
  content: { ko: '', en: '' },
  effectiveAt: '',
});

/** A new version's form: the text of `from` (the version in effect, usually), with a date still to choose. */
export const termsFrom = (from: TermsRecord | undefined, code: TermsCode): TermsInput =>
  from ? { code: from.code, title: from.title, content: from.content, effectiveAt: '' } : emptyTerms(code);

export const termsToInput = (terms: TermsRecord): TermsInput => ({
  code: terms.code,
  title: terms.title,
  content: terms.content,
  effectiveAt: terms.effectiveAt,
});
