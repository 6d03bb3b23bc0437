import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollToTopDuration } from '@taesung/shared';
import { prefersReducedMotion, desktopQuery, useMediaQuery } from '../../lib/use-media-query.ts';
import { scrollToTop } from '../../lib/scroll-to-top.ts';
import { useScrolledPast } from '../../lib/use-scrolled-past.ts';
import { ArrowUpIcon } from '../../ui/icons.tsx';
import styles from './back-to-top.module.css';

/** Scroll offset after which the button appears. */
export const backToTopAfter = 400;

/**
 * 맨 위로: on the extra-large breakpoint only, once the page is scrolled; scrolls to the top in
 * `scrollToTopDuration` (at once when motion is reduced) and then moves focus to the top of the page.
 */
export function BackToTop({ focusTarget }: { focusTarget: () => HTMLElement | null }) {
  const { t } = useTranslation();
  const extraLarge = useMediaQuery(desktopQuery);
  const scrolled = useScrolledPast(backToTopAfter);
  const stop = useRef<(() => void) | null>(null);

  useEffect(() => () => stop.current?.(), []);

  if (!extraLarge || !scrolled) return null;
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => {
        stop.current?.();
        stop.current = scrollToTop({
          duration: scrollToTopDuration,
          instant: prefersReducedMotion(),
          done: () => focusTarget()?.focus({ preventScroll: true }),
        });
      }}
    >
      <ArrowUpIcon width={20} height={20} />
      <span className={styles.label}>{t('backToTop')}</span>
    </button>
  );
}
