/** The web font's family as fonts.css declares it; the page's font stack names it only once it is ready (tokens.css). */
const webFontFamily = 'Pretendard Variable';

/** The parts of the page moved to the web font one at a time, in this order, before the rest of it. */
const partsInOrder = '#root > * > header, #root > * > main > *, #root > * > footer';
/** A part with more elements than this is moved one child at a time (its own text with the rest of the page). */
const elementsPerStep = 8;

/** After the browser has laid out and painted what changed. */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function steps(part: Element): Element[] {
  if (part.getElementsByTagName('*').length <= elementsPerStep || part.children.length === 0) return [part];
  return [...part.children].flatMap(steps);
}

/**
 * Loads the web font in the background and moves the page to it in steps. Its faces are declared under a family that
 * no element uses yet, so neither their declaration nor each slice's arrival lays the page out again (each did: a
 * whole-page layout of about 100 ms on a 4× slower CPU, twice). Once the slices the page's text needs have arrived,
 * each part of the page (`data-web-font` on the header, each block of the main content, the footer, or a large one's
 * children) is laid out with it in a frame of its own (a block below the screen costs little:
 * `content-visibility: auto`), then `<html data-web-font>` puts the family first in every font stack. Characters shown
 * later (another page's, a menu's) fetch their slices then and swap in by themselves (`font-display: swap`).
 */
export async function loadWebFont(container: ParentNode = document): Promise<void> {
  // A touch screen (a phone, a tablet) keeps its system's Korean face, which the fallback already sizes like
  // Pretendard: iOS's and Android's are close kin of it, and the slices (300–390 KB) and the layouts of moving the page
  // over cost a phone more than the difference is worth.
  if (window.matchMedia('(pointer: coarse)').matches) return;
  try {
    await import(/* webpackChunkName: "fonts" */ './fonts.css');
  } catch {
    return; // Without its faces the page keeps the local fallback, as it would without JavaScript.
  }
  const parts = [...container.querySelectorAll(partsInOrder)];
  const text = parts.map((part) => part.textContent ?? '').join('');
  // A slice that fails to load leaves its characters in the fallback face; the others still apply.
  await document.fonts.load(`1em "${webFontFamily}"`, text).catch(() => undefined);
  for (const part of parts.flatMap(steps)) {
    if (!part.isConnected) continue;
    part.setAttribute('data-web-font', '');
    await nextFrame();
  }
  document.documentElement.dataset.webFont = '';
}
