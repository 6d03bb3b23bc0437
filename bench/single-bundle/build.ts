import webpack, { type StatsCompilation } from 'webpack';
import singleBundleConfig from './webpack.config.ts';

/** Builds the single bundle; resolves with webpack's record of its chunk groups. */
export function buildSingleBundle(): Promise<StatsCompilation> {
  const compiler = webpack(singleBundleConfig());
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) return reject(error ?? new Error('webpack gave no result'));
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(stats.toJson({ all: false, chunkGroups: true, entrypoints: true, warnings: true }));
    });
  });
}

if (import.meta.main) {
  const stats = await buildSingleBundle();
  for (const [name, group] of Object.entries(stats.namedChunkGroups ?? {}))
    console.log(name, group.assets?.map((asset) => asset.name).join(' '));
  for (const warning of stats.warnings ?? []) console.warn(warning.message);
}
