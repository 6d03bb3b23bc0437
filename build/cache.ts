import path from 'node:path';
import type { Configuration } from 'webpack';
import { rootDir } from './options.ts';

/**
 * Development builds keep webpack's disk cache. Production builds do not: restored from the cache, a build with
 * tree shaking and module concatenation came out different from a cold build of the same sources, and broken
 * (shared modules lost exports). `scripts/build.ts` skips an app whose inputs have not changed instead.
 */
export function cacheConfig(
  app: string,
  target: string,
  configFile: string,
  production: boolean,
): Configuration['cache'] {
  if (production) return false;
  return {
    type: 'filesystem',
    name: `${app}-${target}-development`,
    cacheDirectory: path.join(rootDir, 'node_modules/.cache/webpack'),
    buildDependencies: { config: [path.join(rootDir, 'webpack.common.ts'), `${import.meta.dirname}/`, configFile] },
  };
}
