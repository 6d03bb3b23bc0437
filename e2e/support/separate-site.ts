import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './remote-build.ts';

/**
 * The site's production server started apart from the e2e one, on a free port and a fresh embedded database, with
 * `env` added (a remote at another origin, for instance). The build must exist; nothing is rebuilt.
 */
export interface SeparateSite {
  origin: string;
  stop(): Promise<void>;
}

export async function startSeparateSite(env: Record<string, string>): Promise<SeparateSite> {
  const probe = createServer();
  const port = await new Promise<number>((resolve) =>
    probe.listen(0, '127.0.0.1', () => resolve((probe.address() as { port: number }).port)),
  );
  await new Promise((resolve) => probe.close(resolve));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'taesung-e2e-faults-'));
  const origin = `http://127.0.0.1:${port}`;
  const node = existsSync(path.join(root, 'node_modules/.bin/node'))
    ? path.join(root, 'node_modules/.bin/node')
    : process.execPath;
  const child: ChildProcess = spawn(node, [path.join(root, 'api/src/server.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      PUBLIC_URL: origin,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'e2e-Admin-password-1',
      ...env,
    },
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = `${errors}${chunk.toString()}`.slice(-4000)));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server stopped while starting (exit ${child.exitCode})\n${errors}`);
    if (
      await fetch(`${origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`the server did not start within 3 minutes\n${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    origin,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
