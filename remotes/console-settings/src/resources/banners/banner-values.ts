import type { TFunction } from 'i18next';
import type { BannerInput, BannerRecord } from '@taesung/shared';
import { bannerBreakpoints, bannerInput } from '@taesung/shared/schemas';
import { checkDisplayWindow, type FilterOption } from '@taesung/shared/console';

export type BannerBreakpoint = (typeof bannerBreakpoints)[number];
export type BannerValues = Omit<BannerInput, 'images'>;

export const bannerListPath = '/console/banners';
export const bannerCreatePath = `${bannerListPath}/create`;
export const bannerPath = (id: string) => `${bannerListPath}/${encodeURIComponent(id)}`;

/** Where the site shows banners: the guide page, above its questions (docs/console.md). */
export const bannerPlacements = ['guide-top'] as const;

export const bannerSchema = bannerInput.omit({ images: true }).superRefine(checkDisplayWindow);

export const placementLabel = (t: TFunction, code: string) => t(`banners.placements.${code}`, { defaultValue: code });
export const placementOptions = (t: TFunction): FilterOption[] =>
  bannerPlacements.map((value) => ({ value, label: placementLabel(t, value) }));

/** The screen widths each picture is for, as the site switches them: below 768 px, below 1200 px, from 1200 px. */
export const breakpointMedia: Record<BannerBreakpoint, string | null> = {
  mobile: null,
  tablet: '(min-width: 768px)',
  desktop: '(min-width: 1200px)',
};
export { bannerBreakpoints };

export const emptyBanner = (): BannerValues => ({
  code: bannerPlacements[0],
  title: { ko: '', en: '' },
  link: '',
  startAt: null,
  endAt: null,
  active: true,
  order: 1,
});

export const bannerToValues = (banner: BannerRecord): BannerValues => ({
  code: banner.code,
  title: banner.title,
  link: banner.link ?? '',
  startAt: banner.startAt,
  endAt: banner.endAt,
  active: banner.active,
  order: banner.order,
});

export const bannerValuesToInput = (values: BannerValues): BannerValues => ({
  ...values,
  link: values.link?.trim() ? values.link.trim() : null,
});
