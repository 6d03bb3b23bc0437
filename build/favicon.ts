/**
 * The site's icons as the document names them (`api/src/plugins/site/document.ts`): PNG drawings of
 * `shell/public/favicon.svg`, the one source of the icon, made by the shell's build. A browser draws an SVG icon by
 * building a whole SVG document on the page's main thread (20-27 ms in Lighthouse's traces, a long task at 4x
 * slowdown).
 */
const pageIcons = [
  { file: 'favicon-32.png', size: 32 },
  { file: 'favicon-192.png', size: 192 },
];

async function renderIcon(svg: Buffer, size: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  // The SVG's view box is 64 units wide; drawn at the density that makes it `size` pixels, not scaled afterwards.
  return sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/** The copy patterns that draw the icons into the shell's `public/`. */
export const pageIconPatterns = pageIcons.map(({ file, size }) => ({
  from: 'public/favicon.svg',
  to: `public/${file}`,
  noErrorOnMissing: true,
  transform: { transformer: (svg: Buffer) => renderIcon(svg, size), cache: true },
}));
