import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

interface Loaded {
  stamp: string;
  css: string;
}

/**
 * Reads the start-up stylesheets to write them into the page's head (no render-blocking request). Each one is
 * marked with its URL (`data-href`), so the chunk loader does not fetch it again.
 */
export function createStylesheetReader(resolveFile: (href: string) => string | undefined) {
  const cache = new Map<string, Loaded>();
  return async function read(href: string): Promise<string | undefined> {
    const file = resolveFile(href);
    if (!file) return undefined;
    const info = await stat(file).catch(() => null);
    if (!info) return undefined;
    const stamp = `${info.mtimeMs}:${info.size}`;
    const known = cache.get(file);
    if (known?.stamp === stamp) return known.css;
    const css = (await readFile(file, 'utf8'))
      .replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '')
      .replace(/url\((?!['"]?(?:data:|https?:|\/))(['"]?)([^'")]+)\1\)/g, (_match, quote: string, relative: string) => {
        const absolute = path.posix.join(path.posix.dirname(href), relative);
        return `url(${quote}${absolute}${quote})`;
      });
    cache.set(file, { stamp, css });
    return css;
  };
}
