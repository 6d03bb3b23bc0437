import { ResponsiveImage } from '@taesung/shared';
import styles from './portrait.module.css';

export interface PortraitProps {
  src: string | null;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}

export const portraitSize = { width: 600, height: 800 } as const;

/** A lawyer's portrait at 3:4; without a picture, a quiet silhouette keeps the same box. */
export function Portrait({ src, alt, sizes, priority = false, className }: PortraitProps) {
  const frame = className ? `${styles.frame} ${className}` : styles.frame;
  return (
    <div className={frame}>
      {src ? (
        <ResponsiveImage
          src={src}
          alt={alt}
          width={portraitSize.width}
          height={portraitSize.height}
          sizes={sizes}
          priority={priority}
          className={styles.image}
        />
      ) : (
        <svg className={styles.placeholder} viewBox="0 0 30 40" role="img" aria-label={alt}>
          <circle cx="15" cy="15" r="6" />
          <path d="M4 40c0-7 5-12 11-12s11 5 11 12z" />
        </svg>
      )}
    </div>
  );
}
