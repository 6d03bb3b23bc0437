import path from 'node:path';
import { z } from 'zod';
import { remoteNames, type RemoteName } from '@taesung/shared/site';

/** The repository root: the built site lives beside the API in `shell/dist` and `remotes/<name>/dist`. */
export const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /**
     * The site's public address (`https://www.taesung-law.example`): every link in mail, SMS and pages starts with it;
     * the address the server listens on when unset. Never taken from a request.
     */
    PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'an http(s) address is required' }).optional()),
    DATA_DIR: z.string().default(path.join(repositoryRoot, 'data')),
    DATABASE_URL: optionalText,
    ADMIN_USERNAME: optionalText,
    /** The first administrator's password: the console's own length rule (10 to 128 characters) applies. */
    ADMIN_PASSWORD: optionalText.pipe(
      z
        .string()
        .min(10, 'ADMIN_PASSWORD needs at least 10 characters')
        .max(128, 'ADMIN_PASSWORD takes at most 128 characters')
        .optional(),
    ),
    /** Signing secret of the tokens; generated once and kept in `DATA_DIR` when unset. */
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET needs at least 32 characters').optional()),
    /** The Seoul hour (0–23) from which the day-before reminder of a booking is sent (docs/booking.md); 10 when unset. */
    BOOKING_REMINDER_HOUR: optionalText
      .transform((value) => (value === undefined ? 10 : Number(value)))
      .pipe(z.number().int('BOOKING_REMINDER_HOUR is an hour, 0 to 23').min(0).max(23)),
    SMTP_URL: optionalText.pipe(z.url().optional()),
    MAIL_FROM: optionalText.transform((value) => value ?? '법무법인 태성 <no-reply@taesung-law.example>'),
    S3_ENDPOINT: optionalText,
    S3_REGION: optionalText.transform((value) => value ?? 'us-east-1'),
    S3_BUCKET: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** Redis for the rate limits' counts shared by every replica (`redis://host:6379`); the database keeps them when unset. */
    REDIS_URL: optionalText.pipe(z.url().optional()),
    /**
     * Which proxies' `X-Forwarded-For` to believe: `false` (none, the default: the connecting peer's address counts),
     * `true` (any), or the proxies' addresses and ranges (comma separated, e.g. `loopback` or `10.203.0.2`).
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .transform((value): boolean | string =>
        value === 'true' ? true : value === 'false' || value === '' ? false : value,
      ),
    /** `false` skips the seed content on an empty database (levels and the first administrator are still created). */
    SEED_CONTENT: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Where the built shell and remotes are; the repository by default. */
    SITE_ROOT: z.string().default(repositoryRoot),
  })
  .superRefine((env, context) => {
    if (!env.S3_ENDPOINT) return;
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[key]) context.addIssue({ code: 'custom', path: [key], message: 'required when S3_ENDPOINT is set' });
    }
  });

export type Config = z.infer<typeof schema> & {
  /** `REMOTE_<NAME>_URL`: a remote deployed elsewhere (its base URL, ending with `/`). */
  remoteUrls: Partial<Record<RemoteName, string>>;
  /**
   * `REMOTE_<NAME>_SERVER_URL`: where the server itself fetches that remote's Node build and JSON files (e.g. its
   * container's address inside a private network); its `REMOTE_<NAME>_URL` when unset.
   */
  remoteServerUrls: Partial<Record<RemoteName, string>>;
  /**
   * `REMOTE_ALLOWED_ORIGINS`: the locations besides `REMOTE_<NAME>_URL` and `REMOTE_<NAME>_SERVER_URL` a remote may
   * be loaded from (comma separated URL prefixes, e.g. `https://static.taesung-law.example/taesung/`), each as the
   * URL parser writes it and ending with `/`; none when unset. A remote's code runs in every page and its Node build
   * in the server: the rule is `remoteLocationAllowed` (api/src/plugins/site/remote-directory.ts).
   */
  remoteAllowedPrefixes: string[];
};

function allowedPrefixes(env: NodeJS.ProcessEnv): string[] {
  const value = env.REMOTE_ALLOWED_ORIGINS?.trim();
  if (!value) return [];
  return value.split(',').flatMap((item) => {
    const text = item.trim();
    if (!text) return [];
    const url = /^https?:\/\/[^/]/i.test(text) && URL.canParse(text) ? new URL(text) : null;
    if (!url || url.username || url.password || url.search || url.hash) {
      throw new Error(
        `Invalid configuration: REMOTE_ALLOWED_ORIGINS: ${text} is not an http(s) address without credentials, query or fragment`,
      );
    }
    return [url.href.endsWith('/') ? url.href : `${url.href}/`];
  });
}

/** The `REMOTE_<NAME>_<suffix>` variables, as base URLs ending with `/`; a value that is not an http(s) URL stops the server. */
function remoteUrls(env: NodeJS.ProcessEnv, suffix: 'URL' | 'SERVER_URL'): Partial<Record<RemoteName, string>> {
  const urls: Partial<Record<RemoteName, string>> = {};
  for (const name of remoteNames) {
    const variable = `REMOTE_${name.replace(/-/g, '_').toUpperCase()}_${suffix}`;
    const value = env[variable]?.trim();
    if (!value) continue;
    if (!/^https?:\/\/[^/]/i.test(value) || !URL.canParse(value))
      throw new Error(`Invalid configuration: ${variable}: an http(s) address is required`);
    urls[name] = value.endsWith('/') ? value : `${value}/`;
  }
  return urls;
}

/** Reads and checks the environment once; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return {
    ...parsed.data,
    remoteUrls: remoteUrls(env, 'URL'),
    remoteServerUrls: remoteUrls(env, 'SERVER_URL'),
    remoteAllowedPrefixes: allowedPrefixes(env),
    ...overrides,
  };
}
