import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetBannersQuery, type Banner } from '@taesung/shared';
import { namespace } from '../i18n/index.ts';
import styles from './banner-slot.module.css';

type Breakpoint = Banner['images'][number]['breakpoint'];
const sizes: readonly Breakpoint[] = ['mobile', 'tablet', 'desktop'];
const media: Record<Breakpoint, string | undefined> = {
  mobile: undefined,
  tablet: '(min-width: 768px)',
  desktop: '(min-width: 1200px)',
};

function BannerItem({ banner }: { banner: Banner }) {
  const chosen = sizes.flatMap((size) => banner.images.filter((image) => image.breakpoint === size).slice(0, 1));
  const [smallest] = chosen;
  if (!smallest) return null;
  const picture = (
    <picture className={styles.picture}>
      {chosen
        .filter((image) => media[image.breakpoint])
        .reverse()
        .map((image) => (
          <source key={image.url} media={media[image.breakpoint]} srcSet={image.url} />
        ))}
      <img className={styles.image} src={smallest.url} alt={smallest.alt || banner.title} decoding="async" />
    </picture>
  );
  if (!banner.link) return picture;
  return banner.link.startsWith('/') && !banner.link.startsWith('//') ? (
    <Link to={banner.link} className={styles.link}>
      {picture}
    </Link>
  ) : (
    <a href={banner.link} className={styles.link} target="_blank" rel="noopener noreferrer">
      {picture}
    </a>
  );
}

/**
 * The banners staff place at `code` (docs/console.md): the server answers only the active ones within their display
 * window, in their order; each is a `<picture>` whose source follows the screen's width (768 and 1200 px).
 */
export function BannerSlot({ code }: { code: string }) {
  const { t } = useTranslation(namespace);
  const banners = useGetBannersQuery(code).data ?? [];
  if (!banners.some((banner) => banner.images.length > 0)) return null;
  return (
    <aside className={styles.slot} aria-label={t('banners.label')} data-banner-slot={code}>
      {banners.map((banner) => (
        <BannerItem key={banner._id} banner={banner} />
      ))}
    </aside>
  );
}
