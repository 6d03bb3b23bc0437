import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema.ts';

export { schema };

/** The one query interface of both stores (and of a transaction on them). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations, then runs `then` while no other server does the same. */
  migrate<T>(then: () => Promise<T>): Promise<T>;
  /** Whether the store answers a trivial query. */
  ping(): Promise<boolean>;
  /** PGlite only: the whole database as a tarball, to open copies of it (`openPglite(null, snapshot)`). */
  dump?(): Promise<Blob>;
  /**
   * PGlite only, which has no autovacuum: marks what no transaction still needs as visible (a count then reads an
   * index instead of the table) and gathers the planner's statistics.
   */
  maintain?(): Promise<void>;
  /** PostgreSQL only: messages between every server on this database (`LISTEN`/`NOTIFY`). */
  notifications?: Notifications;
  close(): Promise<void>;
}

/** One channel's messages across servers. */
export interface Notifications {
  /**
   * Listens on `channel` over a connection of its own, kept open: `onListening` runs each time the listening starts,
   * the first time and after every reconnection (messages sent while it was down are lost), `onLost` when the
   * connection drops. Answers a function that stops listening.
   */
  listen(
    channel: string,
    handlers: { onMessage(payload: string): void; onListening(): void; onLost(error: unknown): void },
  ): () => Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** An arbitrary constant: the advisory lock that serialises migrations and seeding across replicas. */
const migrationLock = 7_210_431_905;

/** The embedded database's shared buffers (PostgreSQL's default is 128 MB). */
export const pgliteSharedBuffers = '32MB';

/** PGlite in `dataDir` (in memory when null), or a snapshot of one made by `dumpDataDir`; loaded only when used. */
export async function openPglite(dataDir: string | null, snapshot?: Blob): Promise<DatabaseHandle> {
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    extensions: { pg_trgm },
    // PostgreSQL's 128 MB of shared buffers live in the server's own memory here (WebAssembly) and made the embedded
    // database alone about 360 MB resident; with 32 MB it is about 230 MB. A firm's database is a few tens of MB,
    // and its files stay in the operating system's cache besides.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers}`],
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async migrate(then) {
      await migratePglite(drizzlePglite({ client }), { migrationsFolder });
      return then();
    },
    async ping() {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async dump() {
      return client.dumpDataDir('none');
    },
    async maintain() {
      await client.exec('vacuum (analyze)');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/** The delays between attempts to listen again after the connection dropped (ms), the last one repeated. */
const relistenDelays = [100, 250, 500, 1000, 2000, 5000];

/**
 * `LISTEN` on a dedicated connection that is opened again whenever it drops (postgres.js's own `listen` gives up
 * after one failed attempt, which an outage of more than a moment always is).
 */
function postgresNotifications(url: string, client: postgres.Sql): Notifications {
  return {
    listen(channel, { onMessage, onListening, onLost }) {
      let stopped = false;
      let attempt = 0;
      let timer: NodeJS.Timeout | undefined;
      // `onnotify` is how postgres.js hands over a connection's notifications; its types leave it out.
      const options: postgres.Options<Record<string, never>> & { onnotify(name: string, payload: string): void } = {
        max: 1,
        max_lifetime: null,
        connect_timeout: 5,
        fetch_types: false,
        onnotice: () => {},
        onnotify: (name: string, payload: string) => {
          if (name === channel) onMessage(payload);
        },
        onclose: () => {
          if (stopped) return;
          onLost(new Error('the notification connection closed'));
          schedule();
        },
      };
      const listener = postgres(url, options);
      const start = async () => {
        timer = undefined;
        if (stopped) return;
        try {
          await listener.unsafe(`listen "${channel.replace(/"/g, '""')}"`);
          attempt = 0;
          if (!stopped) onListening();
        } catch (error) {
          if (stopped) return;
          onLost(error);
          schedule();
        }
      };
      const schedule = () => {
        if (stopped || timer) return;
        timer = setTimeout(() => void start(), relistenDelays[Math.min(attempt++, relistenDelays.length - 1)]);
        timer.unref();
      };
      void start();
      return async () => {
        stopped = true;
        clearTimeout(timer);
        await listener.end({ timeout: 1 }).catch(() => undefined);
      };
    },
    async notify(channel, payload) {
      await client`select pg_notify(${channel}, ${payload})`;
    },
  };
}

/**
 * Seconds a pooled connection that failed waits before it connects again, by failures in a row (reset by a
 * success). postgres.js's default grows to 20 s: during an outage every request would hang that long before its
 * 503, and after PostgreSQL is back the server would go on refusing for as long. Connections are only opened for a
 * query, so a short wait does not hammer a server that is down.
 */
const reconnectBackoff = (failures: number) => Math.min(0.05 * 2 ** failures, 0.5);

/** PostgreSQL through a connection pool. */
export function openPostgres(url: string, options: { max?: number } = {}): DatabaseHandle {
  const client = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    connect_timeout: 10,
    backoff: reconnectBackoff,
  });
  const db = drizzlePostgres({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    notifications: postgresNotifications(url, client),
    async migrate(then) {
      const lockClient = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
      try {
        await lockClient`select pg_advisory_lock(${migrationLock})`;
        await migratePostgres(drizzlePostgres({ client: lockClient }), { migrationsFolder });
        return await then();
      } finally {
        await lockClient`select pg_advisory_unlock(${migrationLock})`.catch(() => undefined);
        await lockClient.end({ timeout: 5 });
      }
    },
    async ping() {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await client.end({ timeout: 5 });
    },
  };
}

/** PostgreSQL when `DATABASE_URL` is set, otherwise PGlite in `DATA_DIR/db`. */
export async function openDatabase(config: { DATABASE_URL?: string; DATA_DIR: string }): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
  return openPglite(path.join(config.DATA_DIR, 'db'));
}
