import { ResponsiveImage } from '@taesung/shared';
import styles from './practice-visual.module.css';

/**
 * The practice page's top visual, when staff set one: a wide picture opening the page under its title band, part of
 * the server's HTML and loaded first (it is the page's largest image). Decorative: the title says what the page is.
 */
export function PracticeVisual({ src }: { src: string | null | undefined }) {
  if (!src) return null;
  return (
    <div className={styles.visual}>
      <ResponsiveImage
        src={src}
        alt=""
        width={1920}
        height={600}
        sizes="(min-width: 1280px) 1240px, 100vw"
        priority
        className={styles.image}
      />
    </div>
  );
}
