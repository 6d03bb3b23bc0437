import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

/**
 * A remote deployed on its own: its package copied outside the repository as its team's project would hold it,
 * built there, and served from another origin by a static host with CORS. The repository's own builds are hashed
 * before and after, to show nothing of them was rebuilt.
 */
export const root = path.resolve(import.meta.dirname, '../..');

/** Every app the repository builds, as folders under its root. */
export const builtApps = [
  'shell',
  ...['home', 'practice', 'lawyers', 'reference', 'console-boards', 'console-users', 'console-settings'].map(
    (name) => `remotes/${name}`,
  ),
];

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** A hash of every file of the repository's builds, by path. */
export async function buildHashes(apps: readonly string[] = builtApps): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const app of apps) {
    for (const file of (await filesOf(path.join(root, app, 'dist'))).sort()) {
      hashes.set(
        path.relative(root, file),
        createHash('sha256')
          .update(await readFile(file))
          .digest('hex'),
      );
    }
  }
  return hashes;
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let errors = '';
    const collect = (chunk: Buffer) => (errors += chunk.toString());
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${errors}`)),
    );
  });
}

/**
 * Copies remote `name`'s sources into `dir` with a webpack config of its own that uses the repository's factory.
 * `configure` is the body of a function given each webpack configuration (`config`) before it runs, for a copy
 * built differently from the repository's.
 */
export async function copyRemote(
  name: string,
  dir: string,
  options: { ssr: boolean; configure?: string },
): Promise<void> {
  const source = path.join(root, 'remotes', name);
  await cp(path.join(source, 'src'), path.join(dir, 'src'), { recursive: true });
  for (const file of ['package.json', 'tsconfig.json']) await cp(path.join(source, file), path.join(dir, file));
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const app = `defineApp({ name: '${name}', dir: import.meta.dirname, kind: 'remote', exposes: { './routes': './src/routes.ts' }, ssr: ${options.ssr} })`;
  await writeFile(
    path.join(dir, 'webpack.config.ts'),
    `import type { Configuration } from 'webpack';\n` +
      `import { defineApp } from ${JSON.stringify(path.join(root, 'webpack.common.ts'))};\n\n` +
      (options.configure
        ? `const build = ${app};\n\nexport default (env: Record<string, unknown>, argv: { mode?: string }) =>\n  build(env, argv).map((config: Configuration) => {\n${options.configure}\n    return config;\n  });\n`
        : `export default ${app};\n`),
  );
}

/** Changes one JSON file of the copy (its texts, for instance). */
export async function editJson<T>(file: string, edit: (value: T) => void): Promise<void> {
  const value = JSON.parse(await readFile(file, 'utf8')) as T;
  edit(value);
  await writeFile(file, JSON.stringify(value, null, 2));
}

/** Builds the copy in `dir` for production into `dir/dist`, as its team's pipeline would. */
export const buildRemote = (dir: string) =>
  run(path.join(root, 'node_modules/.bin/webpack'), ['--config', 'webpack.config.ts', '--mode', 'production'], dir);

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The build's files from another origin, as a static host with CORS would serve them (on `port`, or a free one). */
export function serveStatic(dir: string, port = 0): Promise<Server> {
  const server = createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://static').pathname));
    if (!file.startsWith(`${dir}${path.sep}`)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
          'access-control-allow-origin': '*',
          'cache-control': 'no-cache',
        });
        response.end(body);
      },
      () => response.writeHead(404, { 'access-control-allow-origin': '*' }).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Stops a static server started by `serveStatic`. */
export function stopServer(server: Server | undefined): Promise<void> {
  if (!server) return Promise.resolve();
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
