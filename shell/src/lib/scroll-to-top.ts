const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Scrolls the window to the top in exactly `duration` milliseconds with an eased requestAnimationFrame animation
 * (at once when `instant`), then calls `done`. Returns a function that stops the animation.
 */
export function scrollToTop({ duration, instant, done }: { duration: number; instant: boolean; done?: () => void }) {
  const start = window.scrollY;
  if (instant || start <= 0 || duration <= 0) {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    done?.();
    return () => undefined;
  }
  const began = performance.now();
  let frame = 0;
  const step = (now: number) => {
    const progress = Math.min(1, Math.max(0, (now - began) / duration));
    window.scrollTo({ top: Math.round(start * (1 - easeInOutCubic(progress))), left: 0, behavior: 'instant' });
    if (progress < 1) frame = window.requestAnimationFrame(step);
    else done?.();
  };
  frame = window.requestAnimationFrame(step);
  return () => window.cancelAnimationFrame(frame);
}
