import {
  formatPhone,
  formatPhoneInternational,
  phoneHref,
  useGetSettingQuery,
  useLocale,
  type Locale,
} from '@taesung/shared';

export interface PhoneLink {
  /** 02-XXXX-XXXX in Korean, +82 2-XXXX-XXXX in English. */
  display: string;
  /** `tel:` in E.164. */
  href: string;
}

export function phoneLink(number: string | null | undefined, locale: Locale): PhoneLink | null {
  if (!number?.trim()) return null;
  return { display: locale === 'en' ? formatPhoneInternational(number) : formatPhone(number), href: phoneHref(number) };
}

/** An http(s) address from the settings, or null (anything else is never turned into a link). */
export function externalUrl(value: string | null | undefined): string | null {
  const url = value?.trim();
  return url && /^https?:\/\/[^\s]+$/i.test(url) ? url : null;
}

/** The firm's main line and chat link from the site settings; null while they are unavailable. */
export function useFirmContact() {
  const locale = useLocale();
  const { data: setting } = useGetSettingQuery();
  return {
    setting,
    phone: phoneLink(setting?.phone, locale),
    chatUrl: externalUrl(setting?.chatUrl),
  };
}
