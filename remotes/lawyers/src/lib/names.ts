import type { Lawyer, Locale } from '@taesung/shared';

export interface LawyerNames {
  primary: string;
  primaryLang: Locale;
  secondary: string;
  secondaryLang: Locale;
}

/** Korean pages lead with the Korean name (`title`), English pages with `titleEn`. */
export function namesOf(lawyer: Pick<Lawyer, 'title' | 'titleEn'>, locale: Locale): LawyerNames {
  return locale === 'en'
    ? { primary: lawyer.titleEn, primaryLang: 'en', secondary: lawyer.title, secondaryLang: 'ko' }
    : { primary: lawyer.title, primaryLang: 'ko', secondary: lawyer.titleEn, secondaryLang: 'en' };
}
