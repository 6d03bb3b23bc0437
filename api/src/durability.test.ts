import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { totpCode } from './lib/totp.ts';
import { openTestDatabase } from './test/app.ts';

const serverEntry = path.resolve(import.meta.dirname, 'server.ts');
const credentials = { username: 'admin', password: 'durable-password-1' };

interface Running {
  child: ChildProcess;
  origin: string;
}

/** Starts `node api/src/server.ts` as `npm start` does and waits until it listens. */
function startServer(env: Record<string, string>): Promise<Running> {
  const { NODE_OPTIONS: _options, ...inherited } = process.env;
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...inherited, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', SEED_CONTENT: 'false', SITE_ROOT: path.join(tmpdir(), 'no-site') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, origin: match[1]! });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

function killHard(running: Running): Promise<void> {
  return new Promise((resolve) => {
    running.child.once('exit', () => resolve());
    running.child.kill('SIGKILL');
  });
}

const post = async (url: string, body: unknown, token?: string) =>
  (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) })).json() as Promise<unknown>;

/**
 * Signs the administrator in as the console does. Its level requires two-factor sign-in: the first time it enrols
 * (with the test's own authenticator), afterwards it answers a code of the next 30-second step (the current one
 * may have been used).
 */
async function login(origin: string, enrolled: { secret: string | null }) {
  const first = await post(`${origin}/api/auth/login`, credentials);
  if (!enrolled.secret) {
    const { accessToken } = first as { accessToken: string };
    const { secret } = (await post(`${origin}/api/console/me/two-factor/setup`, {}, accessToken)) as { secret: string };
    await post(`${origin}/api/console/me/two-factor/enable`, { code: totpCode(secret) }, accessToken);
    enrolled.secret = secret;
    return accessToken;
  }
  const { ticket } = (first as { twoFactor: { ticket: string } }).twoFactor;
  const { accessToken } = (await post(`${origin}/api/auth/login/two-factor`, { ticket, code: totpCode(enrolled.secret, Date.now() + 30_000) })) as { accessToken: string };
  return accessToken;
}

test('a write the API acknowledged survives kill -9 of the server', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'taesung-durable-'));
  const database = process.env.API_TEST_DATABASE === 'postgres' ? await openTestDatabase() : null;
  const env = {
    DATA_DIR: dataDir,
    ADMIN_USERNAME: credentials.username,
    ADMIN_PASSWORD: credentials.password,
    ...(database?.url ? { DATABASE_URL: database.url } : {}),
  };
  let running: Running | null = null;
  try {
    const enrolled: { secret: string | null } = { secret: null };
    running = await startServer(env);
    const token = await login(running.origin, enrolled);
    const form = await fetch(`${running.origin}/api/v1/forms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '내구성', phone: '010-1234-5678', category: 'other', office: 'incheon', contactTime: 'anytime', content: '저장 확인', agree: true }),
    });
    expect(form.status).toBe(201);
    const formId = ((await form.json()) as { form: { _id: string } }).form._id;
    const board = await fetch(`${running.origin}/api/console/boards`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ code: 'notice', subject: { ko: '강제 종료 직전의 공지', en: '' }, content: { ko: '<p>본문</p>', en: '' } }),
    });
    expect(board.status).toBe(201);
    const boardId = ((await board.json()) as { board: { _id: string } }).board._id;
    await killHard(running);
    running = null;

    running = await startServer(env);
    const after = await login(running.origin, enrolled);
    const storedForm = await fetch(`${running.origin}/api/console/forms/${formId}`, { headers: { authorization: `Bearer ${after}` } });
    expect(storedForm.status).toBe(200);
    expect(((await storedForm.json()) as { form: { content: string } }).form.content).toBe('저장 확인');
    const storedBoard = await fetch(`${running.origin}/api/v1/boards/${boardId}`);
    expect(storedBoard.status).toBe(200);
    expect(((await storedBoard.json()) as { board: { subject: string } }).board.subject).toBe('강제 종료 직전의 공지');
  } finally {
    if (running) {
      const exited = new Promise((resolve) => running!.child.once('exit', resolve));
      running.child.kill('SIGTERM');
      await exited;
    }
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}, 120_000);
