/**
 * Checks the production stack's files where no container engine runs (CI): `docker-compose.yml` through the compose
 * tool itself (`docker compose config`, or Debian's `docker-compose`), then what the tool does not check: every
 * service has a health check and is waited for by it, one container per remote, two API replicas configured alike,
 * the API's variables are the ones `api/src/config/env.ts` reads and pass its checks, the Dockerfile has the targets
 * the file builds, and the front proxy's upstreams are the file's services. Both nginx configurations go through
 * `nginx -t`, and each runs for real on loopback (stand-in servers for the API and the remotes) to prove its routes
 * and headers. Last, with the production build present, the stack runs without an engine: each remote's build in
 * its own nginx, the front proxy, and an API server with a replica's environment from the compose file.
 *
 *   node scripts/deploy/check.ts
 *
 * Without the compose tool, nginx or the build (a developer's machine) those checks are skipped; with CI set they fail.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { parse } from 'yaml';
import { remoteNames } from '@taesung/shared/site';
import { loadConfig } from '../../api/src/config/env.ts';
import { root } from '../apps.ts';
import { freePort } from '../free-port.ts';

const composeFile = path.join(root, 'docker-compose.yml');
const dockerfile = path.join(root, 'scripts/deploy/Dockerfile');
const frontConf = path.join(root, 'scripts/deploy/nginx.conf');
const remoteConf = path.join(root, 'scripts/deploy/remote.nginx.conf');
const read = (file: string) => readFileSync(file, 'utf8');

/** What the stack needs from its operator; the check stands in for it. */
const operatorEnv = { JWT_SECRET: 'a-shared-secret-of-at-least-thirty-two-characters' };
const siteOrigin = 'http://localhost:3000';
const apiReplicas = ['api-1', 'api-2'];
const remoteService = (name: string) => `remote-${name}`;

interface Healthcheck {
  test: string[] | string;
}
interface Service {
  image?: string;
  build?: { context: string; dockerfile: string; target?: string; args?: Record<string, string> };
  environment?: Record<string, string | number>;
  healthcheck?: Healthcheck;
  depends_on?: Record<string, { condition: string }> | string[];
  ports?: string[];
  networks?: Record<string, { ipv4_address?: string } | null> | string[];
  volumes?: string[];
  restart?: string;
}

/** Compose's interpolation of one value: `$$`, `$NAME`, `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?error}`. */
function interpolate(text: string, env: Record<string, string | undefined>): string {
  return text.replace(
    /\$(\$|[A-Za-z_]\w*|\{([A-Za-z_]\w*)(?:(:?)([-?])([^}]*))?\})/g,
    (_match, whole: string, name?: string, colon?: string, kind?: string, rest?: string) => {
      if (whole === '$') return '$';
      const variable = name ?? whole;
      const value = env[variable];
      const missing = value === undefined || (colon === ':' && value === '');
      if (kind === '?' && missing) throw new Error(`${variable}: ${rest}`);
      if (kind === '-' && missing) return rest ?? '';
      return value ?? '';
    },
  );
}

function interpolateAll(value: unknown, env: Record<string, string | undefined>): unknown {
  if (typeof value === 'string') return interpolate(value, env);
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, env));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateAll(item, env)]));
  return value;
}

/** The compose file as the tool reads it: anchors merged, variables filled in from `env`. */
function composeModel(env: Record<string, string | undefined> = operatorEnv): Record<string, Service> {
  const document = parse(read(composeFile), { merge: true }) as { services: Record<string, Service> };
  return (interpolateAll(document, env) as { services: Record<string, Service> }).services;
}

const dependencies = (service: Service): Record<string, { condition: string }> =>
  Array.isArray(service.depends_on)
    ? Object.fromEntries(service.depends_on.map((name) => [name, { condition: 'service_started' }]))
    : (service.depends_on ?? {});

/** One-shot jobs (the bucket's creation): they exit when done, and whoever needs them waits for that. */
function oneShots(services: Record<string, Service>): Set<string> {
  const jobs = new Set<string>();
  for (const service of Object.values(services)) {
    for (const [name, { condition }] of Object.entries(dependencies(service)))
      if (condition === 'service_completed_successfully') jobs.add(name);
  }
  return jobs;
}

function which(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** The compose tool: Docker's plugin (`docker compose`) or Debian's standalone `docker-compose`. */
function composeTool(): string[] | null {
  if (which('docker') && spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0)
    return ['docker', 'compose'];
  if (which('docker-compose')) return ['docker-compose'];
  return null;
}

const required = (available: boolean, what: string) =>
  available || process.env.CI ? false : `${what} is not installed`;

const compose = composeTool();
const nginxBinary =
  ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file)) ?? (which('nginx') ? 'nginx' : null);

describe('docker-compose.yml', () => {
  const services = composeModel();
  const serviceNames = Object.keys(services);

  test(
    'the compose tool accepts it, and refuses it without JWT_SECRET',
    { skip: required(compose !== null, 'docker compose') },
    () => {
      assert.ok(
        compose,
        'the compose tool is required: `apt-get install docker-compose` (Debian) or Docker with its compose plugin',
      );
      const [command, ...prefix] = compose;
      const run = (env: NodeJS.ProcessEnv) =>
        spawnSync(command!, [...prefix, '-f', composeFile, 'config', '-q'], {
          cwd: root,
          env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
          encoding: 'utf8',
        });
      const valid = run(operatorEnv);
      assert.equal(valid.status, 0, `${compose.join(' ')} config: ${valid.stderr}`);
      const withoutSecret = run({});
      assert.notEqual(withoutSecret.status, 0, 'the stack must not start without a shared JWT_SECRET');
      assert.match(withoutSecret.stderr, /JWT_SECRET is required/);
    },
  );

  test('every service has a health check, and every dependency waits for it', () => {
    const jobs = oneShots(services);
    for (const [name, service] of Object.entries(services)) {
      if (jobs.has(name)) {
        assert.equal(service.restart, 'no', `${name} runs once: restart 'no'`);
      } else {
        assert.ok(service.healthcheck?.test, `${name} has no health check`);
      }
      for (const [dependency, { condition }] of Object.entries(dependencies(service))) {
        assert.ok(serviceNames.includes(dependency), `${name} depends on ${dependency}, which is not a service`);
        const expected = jobs.has(dependency) ? 'service_completed_successfully' : 'service_healthy';
        assert.equal(condition, expected, `${name} waits for ${dependency} to be ${expected}`);
      }
    }
  });

  test('nginx publishes the only port, 3000 to its 80', () => {
    const published = Object.entries(services).filter(([, service]) => service.ports?.length);
    assert.deepEqual(
      published.map(([name, service]) => [name, service.ports]),
      [['nginx', ['3000:80']]],
    );
    assert.match(read(frontConf), /^\s*listen 80;/m);
    assert.ok(
      services.nginx!.volumes?.includes('./scripts/deploy/nginx.conf:/etc/nginx/nginx.conf:ro'),
      'nginx runs scripts/deploy/nginx.conf',
    );
  });

  test('two API replicas, built alike, configured alike, checked through /api/health', () => {
    const apis = serviceNames.filter((name) => services[name]!.build?.target === 'api');
    assert.deepEqual(apis.sort(), apiReplicas);
    const [first, second] = apiReplicas.map((name) => services[name]!);
    assert.deepEqual(second, first, 'the replicas differ');
    assert.equal(first!.build?.dockerfile, 'scripts/deploy/Dockerfile');
    assert.equal(first!.environment?.JWT_SECRET, operatorEnv.JWT_SECRET);
    assert.match(JSON.stringify(first!.healthcheck?.test), /\/api\/health/);
  });

  test('each remote is its own service, building only that remote', () => {
    const remoteServices = serviceNames.filter((name) => services[name]!.build?.target === 'remote');
    assert.deepEqual(remoteServices.sort(), remoteNames.map(remoteService).sort());
    for (const name of remoteNames) {
      const service = services[remoteService(name)]!;
      assert.equal(service.build?.dockerfile, 'scripts/deploy/Dockerfile');
      assert.deepEqual(service.build?.args, { REMOTE: name });
      assert.equal(service.environment?.SITE_ORIGIN, siteOrigin);
      assert.match(JSON.stringify(service.healthcheck?.test), /remoteEntry\.js/);
    }
  });

  test("the API's variables are the ones api/src/config/env.ts reads, and pass its checks", () => {
    const environment = Object.fromEntries(
      Object.entries(services[apiReplicas[0]!]!.environment ?? {}).map(([key, value]) => [key, String(value)]),
    );
    const source = read(path.join(root, 'api/src/config/env.ts'));
    // The keys of the schema's object, however the file is indented.
    const schemaSource = source.slice(
      source.indexOf('const schema = z'),
      source.indexOf('\n\n', source.indexOf('const schema = z')),
    );
    const declared = new Set([...schemaSource.matchAll(/^\s+([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!));
    assert.ok(declared.has('JWT_SECRET'), 'env.ts declares its variables in `const schema = z.object({ … })`');
    const remoteVariable = (name: string, suffix: string) =>
      `REMOTE_${name.replace(/-/g, '_').toUpperCase()}_${suffix}`;
    assert.match(source, /REMOTE_\$\{.*\}_\$\{suffix\}/, 'env.ts reads REMOTE_<NAME>_URL and REMOTE_<NAME>_SERVER_URL');
    const known = new Set([
      ...declared,
      ...remoteNames.flatMap((name) => [remoteVariable(name, 'URL'), remoteVariable(name, 'SERVER_URL')]),
    ]);
    const unknown = Object.keys(environment).filter((key) => !known.has(key));
    assert.deepEqual(unknown, [], `not read by the API: ${unknown.join(', ')}`);
    for (const key of [
      'DATABASE_URL',
      'REDIS_URL',
      'S3_ENDPOINT',
      'S3_BUCKET',
      'SMTP_URL',
      'JWT_SECRET',
      'PUBLIC_URL',
      'TRUST_PROXY',
    ]) {
      assert.ok(environment[key], `${key} is set`);
    }

    const config = loadConfig(environment);
    for (const name of remoteNames) {
      assert.equal(
        config.remoteUrls[name],
        `${siteOrigin}/remotes/${name}/`,
        `${name}: browsers load it through nginx`,
      );
      assert.equal(
        config.remoteServerUrls[name],
        `http://${remoteService(name)}/`,
        `${name}: the server fetches it from its container`,
      );
    }
    for (const address of [config.DATABASE_URL!, config.REDIS_URL!, config.S3_ENDPOINT!, config.SMTP_URL!]) {
      const host = new URL(address).hostname;
      assert.ok(serviceNames.includes(host), `${address}: ${host} is not a service`);
    }
  });

  test("the replicas believe X-Forwarded-For from nginx alone: TRUST_PROXY is nginx's fixed address", () => {
    const networks = services.nginx!.networks;
    const address = networks && !Array.isArray(networks) ? networks.default?.ipv4_address : undefined;
    assert.ok(address, 'nginx has a fixed address on the network');
    for (const name of apiReplicas)
      assert.equal(services[name]!.environment?.TRUST_PROXY, address, `${name} trusts nginx alone`);
  });

  test('the Dockerfile has the targets the file builds, and installs every workspace', () => {
    const text = read(dockerfile);
    const stages = [...text.matchAll(/^FROM\s+\S+\s+AS\s+(\S+)/gim)].map((match) => match[1]!);
    for (const [name, service] of Object.entries(services)) {
      if (!service.build) continue;
      assert.ok(
        stages.includes(service.build.target!),
        `${name} builds target ${service.build.target}, which the Dockerfile lacks`,
      );
    }
    const remoteStage = text.slice(text.search(/^FROM\s+\S+\s+AS\s+remote\s*$/im));
    assert.match(remoteStage, /^ARG REMOTE$/m, 'the remote target takes the build argument REMOTE');
    assert.match(remoteStage, /scripts\/deploy\/remote\.nginx\.conf/);
    const accepted = /case " ([a-z -]+) " in/.exec(text)?.[1]?.split(' ');
    assert.deepEqual(accepted?.sort(), [...remoteNames].sort(), 'the remotes the build accepts');

    const workspaces = (
      JSON.parse(read(path.join(root, 'package.json'))) as { workspaces: string[] }
    ).workspaces.flatMap((pattern) =>
      pattern.endsWith('/*')
        ? readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
            .filter(
              (entry) =>
                entry.isDirectory() && existsSync(path.join(root, pattern.slice(0, -2), entry.name, 'package.json')),
            )
            .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
        : [pattern],
    );
    for (const workspace of workspaces)
      assert.ok(
        text.includes(`COPY ${workspace}/package.json ${workspace}/`),
        `the dependencies stage lacks ${workspace}/package.json`,
      );
  });

  test("the front proxy's upstreams and routes are the file's services", () => {
    const conf = read(frontConf);
    const upstream = /upstream api \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    const port = services[apiReplicas[0]!]!.environment?.PORT;
    assert.deepEqual(
      [...upstream.matchAll(/^\s*server ([\w.-]+):(\d+)/gm)].map((match) => [match[1], Number(match[2])]),
      apiReplicas.map((name) => [name, Number(port)]),
    );
    const routes = [...conf.matchAll(/^\s*~\^\/remotes\/([a-z-]+)\/\s+([\w-]+);/gm)].map((match) => [
      match[1],
      match[2],
    ]);
    assert.deepEqual(
      routes,
      remoteNames.map((name) => [name, remoteService(name)]),
    );
    for (const [, service] of routes) assert.ok(serviceNames.includes(service!), `${service} is not a service`);
  });
});

// --- nginx: the configurations for real -----------------------------------------------------------------------------

interface Seen {
  server: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** A stand-in for an API replica or a remote's container: answers its name and records what it was sent. */
async function standIn(name: string, seen: Seen[]): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    seen.push({ server: name, url: request.url ?? '', headers: request.headers });
    response.setHeader('content-type', 'text/plain');
    response.end(name);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** Runs `nginx -t` on a configuration, then nginx itself in the foreground until `stop()`; ready when `probe` answers. */
async function startNginx(
  conf: string,
  prefix: string,
  port: number,
  probe = '/',
): Promise<{ process: ChildProcess; stop(): Promise<void> }> {
  const file = path.join(prefix, 'nginx.conf');
  await writeFile(file, conf);
  const checked = spawnSync(nginxBinary!, ['-t', '-q', '-c', file, '-p', `${prefix}/`], { encoding: 'utf8' });
  assert.equal(checked.status, 0, `nginx -t: ${checked.stderr}`);
  const child = spawn(nginxBinary!, ['-c', file, '-p', `${prefix}/`, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; ; attempt += 1) {
    const ready = await fetch(`http://127.0.0.1:${port}${probe}`).then(
      () => true,
      () => false,
    );
    if (ready) break;
    if (attempt > 100 || child.exitCode !== null) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}

/** Paths that belong to a system installation, moved into the test's own folder. */
const localPaths = (conf: string, prefix: string) =>
  conf
    .replace(/^\s*pid .*$/m, `pid ${prefix}/nginx.pid;`)
    .replace(/^\s*access_log \/dev\/stdout;$/m, 'access_log off;')
    .replace(
      /^(\s*)server_tokens off;$/m,
      [
        '$1server_tokens off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `$1${kind}_temp_path ${prefix}/${kind};`),
      ].join('\n'),
    );

/** The front proxy's configuration on loopback: its port, the replicas' ports, and each remote container's port. */
function frontProxy(
  prefix: string,
  port: number,
  replicaPorts: number[],
  remotePort: (name: string) => number,
): string {
  let conf = localPaths(read(frontConf), prefix).replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  apiReplicas.forEach(
    (name, index) => (conf = conf.replace(`server ${name}:3000`, `server 127.0.0.1:${replicaPorts[index]}`)),
  );
  for (const name of remoteNames)
    conf = conf.replace(new RegExp(`(\\s)${remoteService(name)};`), `$1127.0.0.1:${remotePort(name)};`);
  assert.doesNotMatch(conf, /api-\d|remote-[a-z]/, 'every service name was replaced by a loopback address');
  return conf;
}

/** A remote container's configuration on loopback, inside the stock image's main configuration. */
function remoteContainer(prefix: string, port: number, html: string): string {
  const server = read(remoteConf)
    .replaceAll('${SITE_ORIGIN}', siteOrigin)
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root \/usr\/share\/nginx\/html;$/m, `$1root ${html};`);
  assert.doesNotMatch(server, /\$\{/, 'the only placeholder is SITE_ORIGIN');
  return localPaths(
    [
      'pid /var/run/nginx.pid;',
      'error_log stderr warn;',
      'events {}',
      'http {',
      '    include /etc/nginx/mime.types;',
      '    access_log /dev/stdout;',
      '    server_tokens off;',
      server,
      '}',
      '',
    ].join('\n'),
    prefix,
  );
}

/** A folder of the test's own, which nginx's workers (an unprivileged user when the master is root) can read. */
async function workFolder(): Promise<string> {
  const work = await mkdtemp(path.join(tmpdir(), 'deploy-check-'));
  await chmod(work, 0o755);
  return work;
}

describe('nginx', { skip: required(nginxBinary !== null, 'nginx') }, () => {
  let work: string;
  const running: { stop(): Promise<void> }[] = [];
  const servers: Server[] = [];

  before(async () => {
    assert.ok(nginxBinary, 'nginx is required (Debian: apt-get install nginx)');
    work = await workFolder();
  });
  after(async () => {
    await Promise.all(running.map((nginx) => nginx.stop()));
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await rm(work, { recursive: true, force: true });
  });

  test('the front proxy spreads the API over both replicas, sends each remote to its container, and sets the client address', async () => {
    const seen: Seen[] = [];
    const replicas = await Promise.all(apiReplicas.map((name) => standIn(name, seen)));
    const remote = await standIn('remote', seen);
    servers.push(...replicas.map(({ server }) => server), remote.server);
    const port = await freePort();
    const prefix = path.join(work, 'front');
    await mkdir(prefix);
    const conf = frontProxy(
      prefix,
      port,
      replicas.map((replica) => replica.port),
      () => remote.port,
    );
    running.push(await startNginx(conf, prefix, port, '/nginx-health'));

    const base = `http://127.0.0.1:${port}`;
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        fetch(`${base}/api/health`, { headers: { 'X-Forwarded-For': '203.0.113.9' } }).then((response) =>
          response.text(),
        ),
      ),
    );
    assert.deepEqual([...new Set(answers)].sort(), apiReplicas, 'both replicas answer');
    const apiRequest = seen.find((entry) => entry.url === '/api/health')!;
    assert.equal(apiRequest.headers['x-forwarded-for'], '127.0.0.1', 'the client address replaces the one it claimed');
    assert.equal(apiRequest.headers.host, `127.0.0.1:${port}`);

    for (const name of remoteNames) {
      const response = await fetch(`${base}/remotes/${name}/static/js/1.abcdef12.js?v=1`);
      assert.equal(await response.text(), 'remote', `${name} is routed to its container`);
    }
    assert.deepEqual(
      seen.filter((entry) => entry.server === 'remote').map((entry) => entry.url),
      remoteNames.map(() => '/static/js/1.abcdef12.js?v=1'),
      "each remote's container is asked for the path under its own root",
    );
    assert.equal((await fetch(`${base}/remotes/unknown/remoteEntry.js`)).status, 404);
    assert.equal(await (await fetch(`${base}/nginx-health`)).text(), 'ok\n');
  });

  test("a remote's container serves its build: fixed names revalidated, hashed files immutable, gzip copies, CORS", async () => {
    const port = await freePort();
    const prefix = path.join(work, 'remote');
    const html = path.join(prefix, 'html');
    await mkdir(path.join(html, 'static/js'), { recursive: true });
    const entry = `var home = {}; ${'/* remote entry */ '.repeat(100)}`;
    await writeFile(path.join(html, 'remoteEntry.js'), entry);
    await writeFile(path.join(html, 'remoteEntry.js.gz'), gzipSync(entry));
    await writeFile(path.join(html, 'mf-manifest.json'), '{"name":"home"}');
    await writeFile(path.join(html, 'static/js/12.0123abcd.js'), 'console.log(1)');
    running.push(await startNginx(remoteContainer(prefix, port, html), prefix, port));

    const base = `http://127.0.0.1:${port}`;
    const fixed = await fetch(`${base}/remoteEntry.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(fixed.status, 200);
    assert.equal(fixed.headers.get('cache-control'), 'no-cache');
    assert.equal(fixed.headers.get('content-encoding'), 'gzip', 'the build’s gzip copy is sent');
    assert.equal(await fixed.text(), entry);
    assert.match(fixed.headers.get('content-type') ?? '', /javascript/);
    assert.equal(fixed.headers.get('access-control-allow-origin'), siteOrigin);
    assert.equal(fixed.headers.get('x-content-type-options'), 'nosniff');

    const manifest = await fetch(`${base}/mf-manifest.json`);
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    assert.match(manifest.headers.get('content-type') ?? '', /application\/json/);

    const hashed = await fetch(`${base}/static/js/12.0123abcd.js`);
    assert.equal(hashed.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await fetch(`${base}/static/js/missing.0123abcd.js`)).status, 404);
    assert.equal((await fetch(`${base}/`)).status, 404, 'no listing of the folder');
  });
});

// --- The stack without an engine -------------------------------------------------------------------------------------

const built =
  existsSync(path.join(root, 'shell/dist/server/main.js')) &&
  remoteNames.every((name) => existsSync(path.join(root, 'remotes', name, 'dist/remoteEntry.js')));

/**
 * A replica's environment as docker-compose.yml gives it, with the services' addresses moved to loopback. The
 * stores (PostgreSQL, Redis, S3, mail) are left out: the server runs on its embedded database here, and the tests of
 * the API cover each store.
 */
function replicaEnvironment(
  port: number,
  frontPort: number,
  remotePort: (name: string) => number,
  work: string,
): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(composeModel()[apiReplicas[0]!]!.environment ?? {})) {
    if (/^(DATABASE_URL|REDIS_URL|S3_|SMTP_URL)/.test(key)) continue;
    let text = String(value).replaceAll(siteOrigin, `http://127.0.0.1:${frontPort}`);
    for (const name of remoteNames)
      text = text.replace(`http://${remoteService(name)}/`, `http://127.0.0.1:${remotePort(name)}/`);
    environment[key] = text;
  }
  return {
    ...environment,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    SITE_ROOT: path.join(work, 'site'),
    SEED_CONTENT: 'false',
    LOG_LEVEL: 'warn',
  };
}

describe(
  'the stack without an engine',
  { skip: required(nginxBinary !== null && built, built ? 'nginx' : 'the production build (npm run build)') },
  () => {
    let work: string;
    const running: { stop(): Promise<void> }[] = [];

    before(async () => {
      assert.ok(built, 'the production build is required: npm run build');
      work = await workFolder();
    });
    after(async () => {
      await Promise.all(running.map((part) => part.stop()));
      await rm(work, { recursive: true, force: true });
    });

    test(
      'each remote in its own nginx, the front proxy and a server configured as a replica render the site',
      { timeout: 180_000 },
      async () => {
        const ports = new Map<string, number>();
        for (const name of remoteNames) ports.set(name, await freePort());
        const remotePort = (name: string) => ports.get(name)!;
        const [frontPort, apiPort] = [await freePort(), await freePort()];

        for (const name of remoteNames) {
          const prefix = path.join(work, name);
          await mkdir(prefix);
          running.push(
            await startNginx(
              remoteContainer(prefix, remotePort(name), path.join(root, 'remotes', name, 'dist')),
              prefix,
              remotePort(name),
            ),
          );
        }
        // As in the API's image: the shell's build, and no remote.
        await mkdir(path.join(work, 'site/shell'), { recursive: true });
        await symlink(path.join(root, 'shell/dist'), path.join(work, 'site/shell/dist'));
        for (const name of remoteNames) await mkdir(path.join(work, 'site/remotes', name, 'dist'), { recursive: true });
        const front = path.join(work, 'front');
        await mkdir(front);
        running.push(
          await startNginx(
            frontProxy(front, frontPort, [apiPort, apiPort], remotePort),
            front,
            frontPort,
            '/nginx-health',
          ),
        );

        const server = spawn(process.execPath, [path.join(root, 'api/src/server.ts')], {
          env: { PATH: process.env.PATH, ...replicaEnvironment(apiPort, frontPort, remotePort, work) },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        running.push({
          stop: () =>
            new Promise<void>((resolve) => {
              if (server.exitCode !== null) return resolve();
              server.once('exit', () => resolve());
              server.kill('SIGTERM');
            }),
        });
        // Ready when it answers itself (asked through the proxy, it would be marked down while it starts).
        for (let waited = 0; ; waited += 500) {
          const health = await fetch(`http://127.0.0.1:${apiPort}/api/health`).then(
            (response) => response.status,
            () => 0,
          );
          if (health === 200) break;
          if (waited > 150_000 || server.exitCode !== null) throw new Error('the server did not start');
          await new Promise((resolve) => setTimeout(resolve, 500));
        }

        const base = `http://127.0.0.1:${frontPort}`;
        assert.equal((await fetch(`${base}/api/health`)).status, 200);
        const map = (await (await fetch(`${base}/remotes.json`)).json()) as Record<
          string,
          { entry: string; ssrEntry: string }
        >;
        for (const name of remoteNames) {
          assert.equal(
            map[name]?.entry,
            `${base}/remotes/${name}/remoteEntry.js`,
            `browsers load ${name} through the front proxy`,
          );
          assert.equal(
            map[name]?.ssrEntry,
            `http://127.0.0.1:${remotePort(name)}/server/remoteEntry.js`,
            `the server loads ${name} from its container`,
          );
        }
        const page = await fetch(`${base}/`);
        assert.equal(page.status, 200);
        const html = await page.text();
        assert.match(
          html,
          /<main[^>]*>.*class="home-/s,
          "the home page is rendered on the server with the home remote's code, fetched from its container",
        );
        assert.doesNotMatch(html, /페이지를 불러오지 못했습니다/);
        const entry = await fetch(`${base}/remotes/home/remoteEntry.js`);
        assert.equal(entry.status, 200);
        assert.equal(entry.headers.get('cache-control'), 'no-cache');
      },
    );
  },
);
