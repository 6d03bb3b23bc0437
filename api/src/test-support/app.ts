import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import postgres from 'postgres';
import app, { type AppOptions } from '../app.ts';
import { loadConfig, type Config } from '../config/env.ts';
import { fastifyOptions } from '../config/fastify-options.ts';
import { migrationsFolder, openPglite, openPostgres, type DatabaseHandle } from '../db/index.ts';
import { levels } from '../db/schema.ts';
import { useTestPasswordCost } from '../services/passwords.ts';
import { startSmtpServer, type ReceivedMail } from './smtp.ts';

/** Tests that sign in wait on the database and on servers they start; shared CI machines are slow. */
jest.setTimeout(30_000);
// Hashing a password at the production cost (scrypt, 128 MiB) takes a third of a second here, for every sign-in.
useTestPasswordCost();

export const testSecret = 'test-signing-secret-that-is-long-enough-0123456789';
export const admin = { username: 'admin', password: 'admin-password-2024' };

/** A name for what the migrations make, which changes with any migration: the key of the snapshots below. */
async function migrationsKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(await readFile(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * An in-memory PGlite with the migrations applied. A new PGlite runs initdb (about a second), so the first test file
 * keeps a snapshot of a migrated database in the temporary folder and the others open copies of it.
 */
async function migratedPglite(): Promise<DatabaseHandle> {
  const snapshotFile = path.join(tmpdir(), `taesung-api-pglite-${await migrationsKey()}.tar`);
  const snapshot = await readFile(snapshotFile).catch(() => null);
  if (snapshot) return openPglite(null, new Blob([snapshot]));
  const handle = await openPglite(null);
  await handle.migrate(async () => undefined);
  const temporary = `${snapshotFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temporary, Buffer.from(await (await handle.dump!()).arrayBuffer()));
  await rename(temporary, snapshotFile);
  return handle;
}

/**
 * A new `DATA_DIR` whose embedded database is already made and migrated, for a server process to start on. A server
 * on an empty folder runs initdb on disk first, about 10 s here (the e2e suite and the first start cover that), so
 * the first caller keeps a migrated folder in the temporary folder and the others copy it.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  // On PostgreSQL the server's database is DATABASE_URL's, and the folder keeps only uploads and the secret.
  if (process.env.API_TEST_DATABASE === 'postgres') return dataDir;
  const template = path.join(tmpdir(), `taesung-api-datadir-${await migrationsKey()}`);
  if (!existsSync(template)) {
    const making = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
    const handle = await openPglite(path.join(making, 'db'));
    await handle.migrate(async () => undefined);
    await handle.close();
    await rename(making, template).catch(async () => rm(making, { recursive: true, force: true }));
  }
  await cp(path.join(template, 'db'), path.join(dataDir, 'db'), { recursive: true });
  return dataDir;
}

/** A database for one test file: in-memory PGlite, or a new database on `TEST_DATABASE_URL` when `API_TEST_DATABASE=postgres`. */
export async function openTestDatabase(): Promise<{
  handle: DatabaseHandle;
  url: string | null;
  drop(): Promise<void>;
}> {
  if (process.env.API_TEST_DATABASE !== 'postgres') {
    const handle = await migratedPglite();
    return { handle, url: null, drop: () => handle.close() };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('API_TEST_DATABASE=postgres needs TEST_DATABASE_URL');
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const maintenance = postgres(base, { max: 1, onnotice: () => {} });
  await maintenance.unsafe(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), { max: 4 });
  return {
    handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      await maintenance.unsafe(`drop database if exists ${name} with (force)`);
      await maintenance.end({ timeout: 5 });
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  database: DatabaseHandle;
  /**
   * What the app mailed, as the real SMTP server it sends to received it: the only place a password link can be
   * read. Null when the test gave an `SMTP_URL` in `env` (an empty one for none).
   */
  mail: ReceivedMail[] | null;
  /** `app.inject` with `Accept-Language` and the bearer of `token` when given. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Logs in and answers both tokens. */
  login(username?: string, password?: string): Promise<{ refreshToken: string; accessToken: string }>;
  close(): Promise<void>;
}

/**
 * The app on a fresh database and `DATA_DIR`, as `npm start` builds it (without the site), mailing through the
 * test's SMTP server (`smtp`), one of its own, or the `SMTP_URL` of `env`. No level requires two-factor sign-in
 * unless `twoFactor` is true (the seed's 최고관리자 does): tests about something else log in with a password alone.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    appOptions?: Partial<AppOptions>;
    database?: Awaited<ReturnType<typeof openTestDatabase>>;
    twoFactor?: boolean;
    smtp?: { url: string; received: ReceivedMail[] };
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'taesung-api-test-'));
  const database = options.database ?? (await openTestDatabase());
  const ownSmtp = options.smtp || (options.env && 'SMTP_URL' in options.env) ? null : await startSmtpServer();
  const smtp = options.smtp ?? ownSmtp;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: testSecret,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'silent',
    SEED_CONTENT: 'false',
    ...(smtp ? { SMTP_URL: smtp.url } : {}),
    ...options.env,
  });
  const fastify = Fastify({ logger: false, ...fastifyOptions(config) });
  await fastify.register(app, {
    config,
    database: database.handle,
    seedContent: null,
    site: false,
    ...options.appOptions,
  });
  await fastify.ready();
  if (!options.twoFactor) await database.handle.db.update(levels).set({ twoFactor: false });

  const request: TestApp['request'] = ({ token, headers, ...rest }) =>
    fastify.inject({ ...rest, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });

  return {
    app: fastify,
    config,
    dataDir,
    database: database.handle,
    mail: smtp?.received ?? null,
    request,
    async login(username = admin.username, password = admin.password) {
      const basic = `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
      const refresh = await fastify.inject({
        method: 'GET',
        url: '/api/auth/refreshToken',
        headers: { authorization: basic },
      });
      if (refresh.statusCode !== 200) throw new Error(`login failed: ${refresh.statusCode} ${refresh.body}`);
      const { refreshToken } = refresh.json<{ refreshToken: string }>();
      const access = await fastify.inject({
        method: 'GET',
        url: '/api/auth/accessToken',
        headers: { authorization: `Bearer ${refreshToken}` },
      });
      if (access.statusCode !== 200) throw new Error(`access token failed: ${access.statusCode} ${access.body}`);
      return { refreshToken, accessToken: access.json<{ accessToken: string }>().accessToken };
    },
    async close() {
      await fastify.close();
      await ownSmtp?.close();
      if (!options.database) await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A `multipart/form-data` body. */
export function multipart(parts: { name: string; value?: string; filename?: string; type?: string; data?: Buffer }[]) {
  const boundary = `----taesung${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename !== undefined
        ? `form-data; name="${part.name}"; filename="${part.filename}"`
        : `form-data; name="${part.name}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.filename !== undefined ? `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head, 'utf8'), part.data ?? Buffer.from(part.value ?? '', 'utf8'), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
