import type { Page } from '@playwright/test';

/** A PNG of `width` × `height` in one colour, drawn by the page's own canvas, as bytes for an upload or a paste. */
export async function drawnPng(page: Page, width: number, height: number, colour = '#0b3b66'): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      context.fillStyle = fill;
      context.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [width, height, colour] as const,
  );
  return Buffer.from(base64, 'base64');
}
