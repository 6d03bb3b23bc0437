/**
 * Runs `measure` once, where the browser has just laid `element` out: in a `ResizeObserver`'s first report on it,
 * which the browser sends right after its own layout, in the same frame. Reading a size or a scroll position
 * anywhere else (an effect after hydration, a timer, an idle callback) makes the browser lay the page out first
 * whenever something has just changed it, as the web font's steps and arriving pictures do between frames: forced
 * layouts of 12–38 ms at 4× slowdown. Without `ResizeObserver`, the frame after this one. Answers a cancel.
 */
export function afterLayout(element: Element, measure: () => void): () => void {
  if (typeof ResizeObserver === 'function') {
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      measure();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = setTimeout(measure, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
