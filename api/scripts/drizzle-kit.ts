import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, symlinkSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Runs drizzle-kit (`node scripts/drizzle-kit.ts generate`). npm installs drizzle-orm under `api/node_modules`
 * while drizzle-kit sits at the root and imports drizzle-orm by name, so both are linked into one folder first.
 */
const api = path.resolve(import.meta.dirname, '..');
const rootModules = path.resolve(api, '../node_modules');
const work = mkdtempSync(path.join(tmpdir(), 'drizzle-kit-'));
const modules = path.join(work, 'node_modules');
mkdirSync(modules);
for (const entry of readdirSync(rootModules)) {
  if (entry !== '.bin') symlinkSync(path.join(rootModules, entry), path.join(modules, entry));
}
symlinkSync(path.join(api, 'node_modules', 'drizzle-orm'), path.join(modules, 'drizzle-orm'));
const result = spawnSync(
  process.execPath,
  [
    '--preserve-symlinks',
    '--preserve-symlinks-main',
    path.join(modules, 'drizzle-kit', 'bin.cjs'),
    ...process.argv.slice(2),
  ],
  { cwd: api, stdio: 'inherit' },
);
rmSync(work, { recursive: true, force: true });
process.exit(result.status ?? 1);
