import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config/env.ts';
import type { Database } from '../db/index.ts';
import { rateLimits } from '../db/schema.ts';

interface Count {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Count) => void;

/** How often windows that have ended are deleted (by whichever replica's timer fires). */
export const rateLimitPruneIntervalMs = 10 * 60 * 1000;

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Counts of `@fastify/rate-limit` kept in the `rate_limits` table, so every replica counts the same hits: one
 * atomic upsert per hit starts a window or adds one to the running window. A fixed window, as the plugin's own
 * stores count (`continueExceeding` and `exponentialBackoff` are not used by the routes and not supported).
 */
export function postgresRateLimitStore(database: () => Database) {
  return class PostgresRateLimitStore {
    readonly prefix: string;

    constructor(_options?: unknown, prefix = 'rate-') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      const name = this.prefix + key;
      database()
        .execute(
          sql`insert into rate_limits as r (key, hits, expires_at)
              values (${name}, 1, now() + ${timeWindow} * interval '1 millisecond')
              on conflict (key) do update set
                hits = case when r.expires_at <= now() then 1 else r.hits + 1 end,
                expires_at = case when r.expires_at <= now() then excluded.expires_at else r.expires_at end
              returning hits, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::float8 as ttl`,
        )
        .then((result) => {
          const [row] = rowsOf<{ hits: number; ttl: number }>(result);
          callback(null, { current: Number(row!.hits), ttl: Number(row!.ttl) });
        }, callback);
    }

    read(key: string, callback: Callback) {
      database()
        .execute(
          sql`select hits, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::float8 as ttl
              from rate_limits where key = ${this.prefix + key} and expires_at > now()`,
        )
        .then((result) => {
          const [row] = rowsOf<{ hits: number; ttl: number }>(result);
          callback(null, row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 });
        }, callback);
    }

    /** The plugin passes the route's merged limits, with the route itself as `routeInfo`. */
    child(routeOptions: object) {
      const { method, url } =
        (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new PostgresRateLimitStore(undefined, `${this.prefix}${String(method ?? '')}${url ?? ''}-`);
    }
  };
}

/** Deletes the windows that have ended every ten minutes, until the server closes. */
function pruneRateLimits(fastify: FastifyInstance) {
  const prune = () =>
    fastify.db
      .delete(rateLimits)
      .where(lt(rateLimits.expiresAt, sql`now()`))
      .catch((error: unknown) => fastify.log.warn({ err: error }, 'ended rate-limit windows not deleted'));
  const timer = setInterval(() => void prune(), rateLimitPruneIntervalMs).unref();
  fastify.addHook('onClose', async () => clearInterval(timer));
}

/**
 * Where `@fastify/rate-limit` keeps its counts, shared by every replica: Redis when `REDIS_URL` is set, the database
 * otherwise. A store that cannot answer lets the request through (`skipOnError`): a limit against abuse is not
 * worth refusing every visitor while Redis is away (and without the database the request fails anyway).
 */
export async function sharedRateLimitStore(fastify: FastifyInstance, config: Pick<Config, 'REDIS_URL'>) {
  if (!config.REDIS_URL) {
    pruneRateLimits(fastify);
    return { store: postgresRateLimitStore(() => fastify.db), skipOnError: true };
  }
  const redis = new Redis(config.REDIS_URL, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
  });
  let warned = false;
  redis.on('error', (error: Error) => {
    if (!warned)
      fastify.log.warn({ err: error }, 'Redis of the rate limits unreachable: requests are not counted meanwhile');
    warned = true;
  });
  redis.on('ready', () => (warned = false));
  await redis.connect().catch(() => undefined);
  fastify.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, nameSpace: 'taesung-rate-', skipOnError: true };
}
