import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration, type MultiStats } from 'webpack';
import { apps, root } from './apps.ts';

type ConfigFactory = (env: Record<string, unknown>, argv: { mode: string }) => Configuration[];

const ignored = new Set(['node_modules', 'dist', '.cache', 'coverage']);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    if (ignored.has(entry.name) || entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(full)));
    else files.push(full);
  }
  return files;
}

/** A hash of everything an app's build reads: its package, the shared package, the factory and its parts, the lockfile. */
async function inputHash(app: string, mode: string): Promise<string> {
  const files = [
    ...(await filesUnder(path.join(root, app))),
    ...(await filesUnder(path.join(root, 'shared'))),
    ...(await filesUnder(path.join(root, 'build'))),
    ...['webpack.common.ts', 'package-lock.json', 'tsconfig.json'].map((file) => path.join(root, file)),
  ].sort();
  const hash = createHash('sha256').update(mode);
  for (const file of files) hash.update(path.relative(root, file)).update(await readFile(file));
  return hash.digest('hex');
}

const stampFile = (app: string) => path.join(root, app, 'dist', '.build-stamp');

/**
 * Builds the shell and every remote (browser and Node bundles) in one webpack run. An app whose inputs have not
 * changed since its last build of the same mode is skipped, so an unchanged start takes well under a second.
 */
export async function build({ mode = 'production', watch = false, force = false } = {}): Promise<void> {
  const started = Date.now();
  const stale: { app: string; hash: string }[] = [];
  for (const app of apps) {
    const hash = await inputHash(app, mode);
    const previous = await readFile(stampFile(app), 'utf8').catch(() => '');
    if (force || watch || previous.trim() !== hash) stale.push({ app, hash });
  }
  if (stale.length === 0) {
    console.log(`[build] up to date (${apps.length} apps checked in ${Date.now() - started} ms)`);
    return;
  }
  for (const { app } of stale) await rm(stampFile(app), { force: true });
  const configs: Configuration[] = [];
  for (const { app } of stale) {
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
    // Development builds are not stamped: the next production start rebuilds what they overwrote.
    compiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
      if (error) console.error(error);
      else if (report(stats)) console.log(`[build] ${new Date().toLocaleTimeString()} rebuilt`);
    });
    return;
  }
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (!report(stats)) return reject(new Error('the build failed'));
      resolve();
    });
  });
  for (const { app, hash } of stale) {
    await mkdir(path.dirname(stampFile(app)), { recursive: true });
    await writeFile(stampFile(app), `${hash}\n`);
  }
  const names = stale.map(({ app }) => path.basename(app)).join(', ');
  console.log(`[build] ${names}: ${configs.length} bundles built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.main) {
  const mode = process.argv.includes('--development') ? 'development' : 'production';
  build({ mode, force: process.argv.includes('--force') }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
