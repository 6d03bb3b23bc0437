import { imageWidths } from '../site.ts';

export { imageWidths };

/** The `srcset` of an uploaded image; other images (inline SVG, external) get none. */
export function imageSrcSet(
  src: string | null | undefined,
  widths: readonly number[] = imageWidths,
): string | undefined {
  if (!src || !src.startsWith('/uploads/')) return undefined;
  return widths.map((width) => `${src}?w=${width} ${width}w`).join(', ');
}

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** How wide the image is shown, e.g. `(min-width: 1024px) 33vw, 50vw`. */
  sizes?: string;
  /** The page's main image (LCP): loaded at once with high priority; every other image is lazy. */
  priority?: boolean;
  className?: string;
}

/** An uploaded image served at the width the screen needs. */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  priority = false,
  className,
}: ResponsiveImageProps) {
  return (
    <img
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
    />
  );
}
