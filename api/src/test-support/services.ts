import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process.ts';

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;

/** The newest PostgreSQL of Debian's packages (`/usr/lib/postgresql/<version>/bin`), or null. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b))
    .pop();
  return version ? path.join(root, version, 'bin') : null;
}

/** Runs a PostgreSQL program as the `postgres` user when we are root (PostgreSQL refuses to run as root). */
const asPostgres = (program: string, args: string[]) =>
  asRoot ? run('runuser', ['-u', 'postgres', '--', program, ...args]) : run(program, args);

/**
 * A throwaway PostgreSQL cluster on a free port of 127.0.0.1, as `.ci/run` starts one, that a test may stop and
 * start again (`pg_ctl stop -m fast`, as an operator's restart does).
 */
export async function startPostgresCluster() {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql/<version>/bin)');
  const dir = await mkdtemp(path.join(tmpdir(), 'taesung-pg-'));
  if (asRoot)
    await chown(
      dir,
      Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
      Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
    );
  const user = asRoot ? 'postgres' : userInfo().username;
  const data = path.join(dir, 'data');
  const port = await freePort();
  await asPostgres(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', user, '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) => asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, ...args]);
  const start = () => pgCtl('-o', options, '-l', path.join(dir, 'log'), '-w', 'start');
  await start();
  return {
    url: `postgres://${user}@127.0.0.1:${port}/postgres`,
    start,
    stop: () => pgCtl('-m', 'fast', '-w', 'stop'),
    async remove() {
      await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until `child` prints `ready` (on either stream), or fails with what it printed. */
function readyWhen(child: ChildProcess, ready: RegExp, name: string): Promise<void> {
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output}`));
    });
  });
}

function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Debian's `redis-server` on a free port of 127.0.0.1, keeping nothing on disk. */
export async function startRedis() {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await readyWhen(child, /Ready to accept connections/, 'redis-server');
  return { url: `redis://127.0.0.1:${port}`, stop: () => ended(child) };
}

/**
 * Debian's nginx on a free port of 127.0.0.1 as the reverse proxy of `upstreams` (origins such as
 * `http://127.0.0.1:4001`), with the headers a production proxy sets; its configuration, pid and logs live in a
 * temporary folder.
 */
export async function startNginx(upstreams: string[]) {
  const dir = await mkdtemp(path.join(tmpdir(), 'taesung-nginx-'));
  await mkdir(path.join(dir, 'temp'), { mode: 0o777 });
  const port = await freePort();
  const servers = upstreams.map((origin) => `    server ${new URL(origin).host};`).join('\n');
  const conf = `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 1;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  upstream api {
${servers}
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 40m;
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
    }
  }
}
`;
  const confFile = path.join(dir, 'nginx.conf');
  await writeFile(confFile, conf);
  const child = spawn('/usr/sbin/nginx', ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', confFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const answered = await fetch(`${origin}/api/health`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() - started > 10_000) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin,
    async stop() {
      await ended(child);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
