import { spawn } from 'node:child_process';
import path from 'node:path';
import { apps, root } from './apps.ts';

/** Type-checks every package with its own tsconfig, two at a time. */
const projects = ['.', 'shared', ...apps, 'api', 'e2e', 'bench'];
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

function check(project: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', path.join(root, project, 'tsconfig.json'), '--pretty'], { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code === 0));
  });
}

const queue = [...projects];
const failed: string[] = [];
await Promise.all(
  [0, 1].map(async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if (!(await check(project))) failed.push(project);
    }
  }),
);
if (failed.length > 0) {
  console.error(`typecheck failed in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`typecheck: ${projects.length} projects clean`);
