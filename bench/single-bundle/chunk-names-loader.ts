import path from 'node:path';
import type { LoaderContext } from 'webpack';

const remotesDir = path.resolve(import.meta.dirname, '../../remotes');

/**
 * Prefixes the chunk names of a remote's `import()`s with the remote's name (`i18n-ko` → `home-i18n-ko`): in one
 * build, chunks of the same name are merged, and every page would download every remote's texts.
 */
export default function chunkNamesLoader(this: LoaderContext<object>, source: string): string {
  const remote = path.relative(remotesDir, this.resourcePath).split(path.sep)[0];
  return source.replace(/webpackChunkName: "([^"]+)"/g, `webpackChunkName: "${remote}-$1"`);
}
