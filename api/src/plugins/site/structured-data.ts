import type { Setting } from '@taesung/shared/schemas';
import { practicePathByCode, type PracticeCode } from '@taesung/shared/site';

const practiceTopics: Record<PracticeCode, { ko: string; en: string }> = {
  'divorce-agreement': { ko: '협의이혼', en: 'Divorce by agreement' },
  'divorce-lawsuit': { ko: '이혼소송', en: 'Divorce litigation' },
  'divorce-custody': { ko: '양육권·친권', en: 'Custody and parental authority' },
  'divorce-property': { ko: '재산분할', en: 'Division of property' },
  'adultery-lawsuit': { ko: '상간자소송', en: "Claims against a spouse's partner" },
  'inheritance-property': { ko: '상속재산분할', en: 'Division of an estate' },
  'inheritance-forced-share': { ko: '유류분', en: 'Forced share' },
  'inheritance-recovery': { ko: '상속회복청구', en: 'Recovery of inheritance' },
};

/** schema.org `LegalService` of the firm with every office's address, coordinates and phone (home page). */
export function legalServiceJsonLd(setting: Setting, locale: 'ko' | 'en', origin: string, homeUrl: string): object {
  const telephone = (phone: string) => {
    const digits = phone.replace(/\D/g, '');
    return digits.startsWith('0') ? `+82-${digits.slice(1)}` : phone;
  };
  const sameAs = Object.values(setting.social).filter((link): link is string => Boolean(link));
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    '@id': `${origin}/#legal-service`,
    name: `${setting.firmName} ${setting.teamName}`,
    url: homeUrl,
    logo: `${origin}/favicon.svg`,
    image: `${origin}/og-image.png`,
    telephone: telephone(setting.phone),
    email: setting.email,
    inLanguage: locale,
    areaServed: { '@type': 'Country', name: locale === 'ko' ? '대한민국' : 'Republic of Korea' },
    knowsAbout: Object.values(practiceTopics).map((topic) => topic[locale]),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: locale === 'ko' ? '주요 취급 분야' : 'Main practice areas',
      itemListElement: (Object.keys(practiceTopics) as PracticeCode[]).map((code) => ({
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: practiceTopics[code][locale],
          url: `${origin}${locale === 'en' ? '/en' : ''}${practicePathByCode[code]}`,
        },
      })),
    },
    ...(sameAs.length > 0 ? { sameAs } : {}),
    department: setting.offices.map((office) => ({
      '@type': 'LegalService',
      '@id': `${origin}/#office-${office.code}`,
      name: office.name,
      telephone: telephone(office.phone),
      ...(office.fax ? { faxNumber: telephone(office.fax) } : {}),
      address: { '@type': 'PostalAddress', streetAddress: office.address, addressCountry: 'KR' },
      geo: { '@type': 'GeoCoordinates', latitude: office.lat, longitude: office.lng },
      ...(office.image ? { image: new URL(office.image, origin).href } : {}),
      ...(office.mapUrl ? { hasMap: office.mapUrl } : {}),
    })),
  };
}
