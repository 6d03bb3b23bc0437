import type { LocalizedText } from '@taesung/shared/schemas';

export type Locale = 'ko' | 'en';

/** The caller's language from `Accept-Language`: English when it is preferred over Korean, Korean otherwise. */
export function localeOf(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'ko';
  let best: { locale: Locale; q: number } | null = null;
  for (const part of value.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const language = tag.split('-')[0];
    if (language !== 'ko' && language !== 'en') continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: language, q };
  }
  return best?.locale ?? 'ko';
}

/** A text in the caller's language; English falls back to Korean when it is empty. */
export function pick(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return '';
  if (locale === 'en' && text.en.trim()) return text.en;
  return text.ko;
}

/** A list kept per language; English falls back to the Korean list when it is empty. */
export function pickList<T>(lists: { ko: T[]; en: T[] }, locale: Locale): T[] {
  if (locale === 'en' && lists.en.length > 0) return lists.en;
  return lists.ko;
}
