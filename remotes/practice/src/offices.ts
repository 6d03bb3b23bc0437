import type { OfficeCode } from '@taesung/shared';

/** The offices each team page and directions page shows (Seoul: the main office and the branch). */
export const officesOfRegion = {
  seoul: ['seoul-main', 'seoul-branch'],
  incheon: ['incheon'],
} as const satisfies Record<string, readonly OfficeCode[]>;

export type Region = keyof typeof officesOfRegion;

export function regionOfOffice(code: string): Region | undefined {
  return (Object.keys(officesOfRegion) as Region[]).find((region) =>
    (officesOfRegion[region] as readonly string[]).includes(code),
  );
}

export function teamPathOfOffice(code: string): string | undefined {
  const region = regionOfOffice(code);
  return region ? `/taesung/${region}` : undefined;
}

export function directionsPathOfOffice(code: string): string | undefined {
  const region = regionOfOffice(code);
  return region ? `/contact/${region}` : undefined;
}
