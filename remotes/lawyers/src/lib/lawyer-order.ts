import type { Lawyer } from '@taesung/shared';

export const officeRegions = ['seoul', 'incheon', 'gwangju'] as const;
export type OfficeRegion = (typeof officeRegions)[number];

export const officeQueryParam = 'office';

/** The list's order: the representative lawyer first, then everyone by `order`. */
export function orderLawyers(lawyers: readonly Lawyer[]): Lawyer[] {
  return [...lawyers].sort((a, b) => Number(b.ceo) - Number(a.ceo) || a.order - b.order);
}

/** `seoul-main` and `seoul-branch` are both Seoul; `incheon` is Incheon. */
export function regionOf(officeCode: string): OfficeRegion | null {
  const prefix = officeCode.split('-')[0];
  return (officeRegions as readonly string[]).includes(prefix ?? '') ? (prefix as OfficeRegion) : null;
}

export function regionFromQuery(value: string | null): OfficeRegion | null {
  return (officeRegions as readonly string[]).includes(value ?? '') ? (value as OfficeRegion) : null;
}

/** The regions that have at least one lawyer, in the order of `officeRegions`. */
export function regionsOf(lawyers: readonly Lawyer[]): OfficeRegion[] {
  const present = new Set(lawyers.map((lawyer) => regionOf(lawyer.office)));
  return officeRegions.filter((region) => present.has(region));
}

const directionsPaths: Partial<Record<OfficeRegion, string>> = {
  seoul: '/contact/seoul',
  incheon: '/contact/incheon',
};

export function directionsPathOf(officeCode: string): string | null {
  const region = regionOf(officeCode);
  return region ? (directionsPaths[region] ?? null) : null;
}

export function profilePath(key: string): string {
  return `/taesung/lawyer/${encodeURIComponent(key)}`;
}

/** The lawyers before and after one in the list's order. */
export function neighboursOf(
  lawyers: readonly Lawyer[],
  key: string,
): { previous: Lawyer | null; next: Lawyer | null } {
  const ordered = orderLawyers(lawyers);
  const index = ordered.findIndex((lawyer) => lawyer.key === key);
  if (index < 0) return { previous: null, next: null };
  return { previous: ordered[index - 1] ?? null, next: ordered[index + 1] ?? null };
}
