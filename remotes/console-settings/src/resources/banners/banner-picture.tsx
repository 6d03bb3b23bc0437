import type { BannerRecord } from '@taesung/shared';
import { bannerBreakpoints, breakpointMedia } from './banner-values.ts';

/**
 * A banner as the site draws it: one `<picture>` whose sources switch at 768 and 1200 px; a screen size without its
 * own picture takes the next smaller one (or the smallest there is).
 */
export function BannerPicture({
  banner,
  language,
}: {
  banner: Pick<BannerRecord, 'images' | 'title' | 'link'>;
  language: 'ko' | 'en';
}) {
  const chosen = bannerBreakpoints.flatMap((breakpoint) =>
    banner.images.filter((image) => image.breakpoint === breakpoint).slice(0, 1),
  );
  const [smallest] = chosen;
  if (!smallest) return null;
  const sources = chosen.filter((image) => breakpointMedia[image.breakpoint]).reverse();
  const alt = smallest.alt[language] || smallest.alt.ko || banner.title[language] || banner.title.ko;
  const picture = (
    <picture style={{ display: 'block' }}>
      {sources.map((image) => (
        <source key={image.url} media={breakpointMedia[image.breakpoint] ?? undefined} srcSet={image.url} />
      ))}
      <img src={smallest.url} alt={alt} style={{ display: 'block', width: '100%', height: 'auto' }} />
    </picture>
  );
  return banner.link ? <a href={banner.link}>{picture}</a> : picture;
}
