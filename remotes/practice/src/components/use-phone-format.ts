import { formatPhone, formatPhoneInternational, useLocale } from '@taesung/shared';

/** Phone numbers as the page's readers write them: 02-1234-5678 in Korean, +82 2-1234-5678 in English. */
export function usePhoneFormat(): (phone: string | null | undefined) => string {
  const locale = useLocale();
  return locale === 'en' ? formatPhoneInternational : formatPhone;
}
