import type { Lawyer, Locale, Office } from '@taesung/shared';
import { namesOf } from './names.ts';

export interface PersonInput {
  lawyer: Lawyer;
  locale: Locale;
  /** Path of the profile in the page's language. */
  path: string;
  firmName: string;
  firmPath: string;
  firmTelephone?: string;
  office?: Office;
  practiceAreas: readonly string[];
}

export function personJsonLd({
  lawyer,
  locale,
  path,
  firmName,
  firmPath,
  firmTelephone,
  office,
  practiceAreas,
}: PersonInput) {
  const names = namesOf(lawyer, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: names.primary,
    alternateName: names.secondary,
    jobTitle: lawyer.position,
    description: lawyer.summary || undefined,
    image: lawyer.image ?? undefined,
    url: path,
    worksFor: {
      '@type': 'LegalService',
      name: firmName,
      url: firmPath,
      telephone: firmTelephone,
    },
    workLocation: office
      ? { '@type': 'Place', name: office.name, address: office.address, telephone: office.phone }
      : undefined,
    knowsAbout: practiceAreas,
    knowsLanguage: ['ko'],
  };
}
