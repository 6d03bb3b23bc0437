import { spawn } from 'node:child_process';
import path from 'node:path';
import { build } from './build.ts';
import { root } from './apps.ts';

/** `npm start`: builds what changed (the webpack cache makes an unchanged build quick), then serves on PORT. */
await build({ mode: 'production' });
const server = spawn(process.execPath, [path.join(root, 'api/src/server.ts')], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
