import { spawn } from 'node:child_process';
import path from 'node:path';
import { build } from './build.ts';
import { root } from './apps.ts';

/** `npm run dev`: rebuilds every app on change and restarts the API when its code changes. */
await build({ mode: 'development' });
await build({ mode: 'development', watch: true });
const server = spawn(
  process.execPath,
  ['--watch-path', path.join(root, 'api/src'), path.join(root, 'api/src/server.ts')],
  {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', LOG_LEVEL: 'info', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
