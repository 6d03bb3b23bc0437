import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { totpCode } from '../lib/totp.ts';

const serverEntry = path.resolve(import.meta.dirname, '../server.ts');

export interface RunningServer {
  child: ChildProcess;
  origin: string;
  /** Everything it logged so far. */
  output(): string;
}

/**
 * Starts `node api/src/server.ts` as `npm start` does, on a free port of 127.0.0.1, and waits until it logs that it
 * listens (so `LOG_LEVEL` stays `info`). Without `SITE_ROOT` in `env` it serves no built site (API only).
 */
export function startServer(env: Record<string, string>): Promise<RunningServer> {
  const { NODE_OPTIONS: _options, ...inherited } = process.env;
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_CONTENT: 'false',
      SITE_ROOT: path.join(tmpdir(), 'no-site'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, origin: match[1]!, output: () => output });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/** Ends the server as an operator's SIGKILL (`kill -9`) would: no shutdown hook runs. */
export function killHard(running: RunningServer): Promise<void> {
  if (running.child.exitCode !== null || running.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    running.child.once('exit', () => resolve());
    running.child.kill('SIGKILL');
  });
}

/** Stops the server as `npm start` is stopped (SIGTERM, a graceful close). */
export function stopServer(running: RunningServer | null): Promise<void> {
  if (!running || running.child.exitCode !== null || running.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    running.child.once('exit', () => resolve());
    running.child.kill('SIGTERM');
  });
}

/** A port of 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export const postJson = async (url: string, body: unknown, token?: string, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });

/**
 * Signs an account whose level requires two-factor sign-in in as the console does: the first time it enrols (with
 * the test's own authenticator, kept in `enrolled`), afterwards it answers a code of a later 30-second step than
 * the last one used (a step's code is accepted once).
 */
export async function consoleLogin(
  origin: string,
  credentials: { username: string; password: string },
  enrolled: { secret: string | null; step?: number },
) {
  const first = (await (await postJson(`${origin}/api/auth/login`, credentials)).json()) as {
    accessToken?: string;
    twoFactor?: { ticket: string };
  };
  if (!enrolled.secret) {
    const accessToken = first.accessToken!;
    const { secret } = (await (
      await postJson(`${origin}/api/console/me/two-factor/setup`, {}, accessToken)
    ).json()) as { secret: string };
    const step = Math.floor(Date.now() / 30_000);
    await postJson(
      `${origin}/api/console/me/two-factor/enable`,
      { code: totpCode(secret, step * 30_000) },
      accessToken,
    );
    Object.assign(enrolled, { secret, step });
    return accessToken;
  }
  const step = Math.max(Math.floor(Date.now() / 30_000), (enrolled.step ?? 0) + 1);
  enrolled.step = step;
  const answer = await postJson(`${origin}/api/auth/login/two-factor`, {
    ticket: first.twoFactor!.ticket,
    code: totpCode(enrolled.secret, step * 30_000),
  });
  const { accessToken } = (await answer.json()) as { accessToken: string };
  if (!accessToken) throw new Error(`two-factor sign-in refused: ${answer.status}`);
  return accessToken;
}
