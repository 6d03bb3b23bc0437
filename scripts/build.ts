import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration, type MultiStats } from 'webpack';
import { apps, root } from './apps.ts';

type ConfigFactory = (env: Record<string, unknown>, argv: { mode: string }) => Configuration[];

/** Builds the shell and every remote (browser and server bundles) in one webpack run, reusing its disk cache. */
export async function build({ mode = 'production', watch = false } = {}): Promise<void> {
  const configs: Configuration[] = [];
  for (const app of apps) {
    const file = pathToFileURL(path.join(root, app, 'webpack.config.ts')).href;
    const factory = ((await import(file)) as { default: ConfigFactory }).default;
    configs.push(...factory({}, { mode }));
  }
  const compiler = webpack(configs);
  const report = (stats: MultiStats | undefined) => {
    if (!stats) return false;
    if (stats.hasErrors() || stats.hasWarnings()) {
      console.log(stats.toString({ colors: process.stdout.isTTY, preset: 'errors-warnings' }));
    }
    return !stats.hasErrors();
  };
  if (watch) {
    compiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
      if (error) console.error(error);
      else if (report(stats)) console.log(`[build] ${new Date().toLocaleTimeString()} rebuilt`);
    });
    return;
  }
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (!report(stats)) return reject(new Error('the build failed'));
      resolve();
    });
  });
  console.log(`[build] ${configs.length} bundles built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.main) {
  const mode = process.argv.includes('--development') ? 'development' : 'production';
  build({ mode }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
