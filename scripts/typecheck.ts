import { spawn } from 'node:child_process';
import path from 'node:path';
import { apps, root } from './apps.ts';

/**
 * Type-checks every package with its own tsconfig, one after another, with TypeScript's native compiler (`tsgo`,
 * which checks a project's files in parallel itself): the thirteen projects in about 40 s on two cores, where `tsc`
 * took 100 s two at a time. Its checker is TypeScript's own, ported; the editor and the linter use `tsc`'s, and
 * `--tsc` checks with that instead.
 */
const projects = ['.', 'shared', ...apps, 'api', 'e2e', 'bench'];
const useTsc = process.argv.includes('--tsc');
const compiler = useTsc
  ? [path.join(root, 'node_modules/typescript/bin/tsc')]
  : [path.join(root, 'node_modules/@typescript/native-preview/bin/tsgo')];

function check(project: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...compiler, '-p', path.join(root, project, 'tsconfig.json'), '--pretty'], {
      stdio: 'inherit',
    });
    child.on('exit', (code) => resolve(code === 0));
  });
}

const failed: string[] = [];
for (const project of projects) {
  if (!(await check(project))) failed.push(project);
}
if (failed.length > 0) {
  console.error(`typecheck failed in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`typecheck: ${projects.length} projects clean`);
