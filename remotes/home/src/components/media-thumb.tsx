import { ResponsiveImage, type BoardCard } from '@taesung/shared';
import styles from './media-thumb.module.css';

export interface MediaThumbProps {
  item: BoardCard;
  sizes: string;
  className?: string;
}

/** A media item's picture at 16:9 with a play mark; a drawn frame when the item has none. */
export function MediaThumb({ item, sizes, className }: MediaThumbProps) {
  return (
    <span className={[styles.thumb, className].filter(Boolean).join(' ')}>
      {item.thumb ? (
        <ResponsiveImage className={styles.image} src={item.thumb} alt="" width={640} height={360} sizes={sizes} />
      ) : (
        <svg
          className={styles.image}
          viewBox="0 0 16 9"
          aria-hidden="true"
          focusable="false"
          preserveAspectRatio="xMidYMid slice"
        >
          <rect width="16" height="9" fill="var(--color-primary)" />
          <path d="M0 9 6 4l4 3 6-5v7z" fill="rgb(255 255 255 / 10%)" />
        </svg>
      )}
      {item.video ? (
        <svg className={styles.play} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="23" fill="rgb(0 0 0 / 55%)" stroke="#fff" strokeWidth="2" />
          <path d="M19 15.5v17l14-8.5z" fill="#fff" />
        </svg>
      ) : null}
    </span>
  );
}
