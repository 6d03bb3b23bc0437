import { request as httpRequest } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listenOrigin } from './plugins/public-origin.ts';
import { createTestApp, migratedDataDir, openTestDatabase } from './test-support/app.ts';
import { consoleLogin, startServer, stopServer, type RunningServer } from './test-support/server-process.ts';
import { startSmtpServer } from './test-support/smtp.ts';

/**
 * A visitor forging the headers a proxy would set, against the server as `npm start` runs it (no `PUBLIC_URL`, no
 * `TRUST_PROXY`), and against one told to believe a proxy on loopback: the links it mails and writes into pages keep
 * the server's own address, and a made-up `X-Forwarded-For` from a peer nobody trusts neither escapes the sign-in
 * throttle nor lands in the access records.
 */
const credentials = { username: 'admin', password: 'forged-headers-password-1' };
const evil = 'evil.example';

/**
 * A shell whose every page has a head: the server writes the canonical link, hreflang and Open Graph around it. Its
 * one public page is what the sitemap lists beside the seed's lawyers and success cases.
 */
const shellServer = `
module.exports = Promise.resolve({
  sitePages: async () => ({
    pages: [{ remote: 'home', path: '/', title: { ko: '홈', en: 'Home' }, sitemap: true, pageView: true }],
    unknown: [],
  }),
  render: async (request) => ({
    status: 200,
    locale: new URL(request.url, 'http://x').pathname.startsWith('/en') ? 'en' : 'ko',
    html: '<main><h1>page</h1></main>',
    head: { title: 'Page', description: 'A page of the site.' },
    state: {},
    remote: null,
    chunk: null,
  }),
});
`;

/** A request with any `Host` (fetch always sends the real one). */
function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers };
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const sent = httpRequest(url, { method: options.method ?? 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, text: Buffer.concat(chunks).toString('utf8') }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

async function within<T>(ms: number, what: string, find: () => T | undefined): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const onPostgres = process.env.API_TEST_DATABASE === 'postgres';
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let siteRoot: string;
const cleanups: (() => Promise<void>)[] = [];
/** As `npm start` runs it: no PUBLIC_URL, no TRUST_PROXY. */
let plain: RunningServer;
/** Told that a proxy on loopback sets `X-Forwarded-For`. */
let proxied: RunningServer;
const tokens = new Map<RunningServer, string>();

async function serverWith(env: Record<string, string>) {
  const dataDir = await migratedDataDir('taesung-forged-');
  const database = onPostgres ? await openTestDatabase() : null;
  await database?.handle.close();
  const running = await startServer({
    DATA_DIR: dataDir,
    ADMIN_USERNAME: credentials.username,
    ADMIN_PASSWORD: credentials.password,
    SMTP_URL: smtp.url,
    SITE_ROOT: siteRoot,
    ...(database?.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  cleanups.push(async () => {
    await stopServer(running);
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  tokens.set(running, await consoleLogin(running.origin, credentials, { secret: null }));
  return running;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  siteRoot = await mkdtemp(path.join(tmpdir(), 'taesung-forged-site-'));
  await mkdir(path.join(siteRoot, 'shell/dist/server'), { recursive: true });
  await writeFile(path.join(siteRoot, 'shell/dist/server/package.json'), '{ "type": "commonjs" }\n');
  await writeFile(path.join(siteRoot, 'shell/dist/server/main.js'), shellServer);
  await writeFile(path.join(siteRoot, 'shell/dist/assets.json'), JSON.stringify({ js: [], css: [], preload: [] }));
  [plain, proxied] = await Promise.all([serverWith({}), serverWith({ TRUST_PROXY: 'loopback' })]);
}, 300_000);

afterAll(async () => {
  await Promise.all(cleanups.map((cleanup) => cleanup()));
  await smtp?.close();
  if (siteRoot) await rm(siteRoot, { recursive: true, force: true });
}, 30_000);

describe('forged Host and X-Forwarded-Host', () => {
  test.each([
    ['Host', { host: evil }],
    ['X-Forwarded-Host', { 'x-forwarded-host': evil, 'x-forwarded-proto': 'https' }],
  ])(
    "a password reset asked for with a forged %s mails the link to the server's own address",
    async (_name, headers) => {
      for (const server of [plain, proxied]) {
        const before = smtp.received.length;
        const asked = await send(`${server.origin}/api/v1/users/recovery`, {
          method: 'POST',
          headers,
          body: { username: credentials.username, email: 'admin@taesung-law.example' },
        });
        expect(asked.status).toBe(202);
        const mail = await within(10_000, 'the reset mail', () =>
          smtp.received.slice(before).find((message) => message.text.includes('/console/password/reset')),
        );
        const links = [...mail.text.matchAll(/https?:\/\/[^\s"'<>]+\/console\/password\/reset\?token=[^\s"'<>]+/g)].map(
          (match) => match[0],
        );
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) expect(link.startsWith(`${server.origin}/console/password/reset?token=`)).toBe(true);
        expect(mail.raw).not.toContain(evil);
      }
    },
    60_000,
  );

  test("pages rendered for a forged Host or X-Forwarded-Host link to the server's own address, and so do the sitemap and robots.txt", async () => {
    for (const server of [plain, proxied]) {
      const { origin } = server;
      for (const headers of [{ host: evil }, { 'x-forwarded-host': evil, 'x-forwarded-proto': 'https' }, {}] as Record<
        string,
        string
      >[]) {
        for (const [url, self] of [
          ['/', `${origin}/`],
          ['/en/about', `${origin}/en/about`],
        ] as const) {
          const page = await send(`${origin}${url}`, { headers });
          expect(page.status).toBe(200);
          expect(page.text).not.toContain(evil);
          expect(/<link rel="canonical" href="([^"]+)"/.exec(page.text)?.[1]).toBe(self);
          expect(/<meta property="og:url" content="([^"]+)"/.exec(page.text)?.[1]).toBe(self);
          expect(/<meta property="og:image" content="([^"]+)"/.exec(page.text)?.[1]).toBe(`${origin}/og-image.png`);
          expect([...page.text.matchAll(/hreflang="[^"]+" href="([^"]+)"/g)].map((match) => match[1])).toEqual([
            `${origin}${url === '/' ? '/' : '/about'}`,
            `${origin}${url === '/' ? '/en' : '/en/about'}`,
            `${origin}${url === '/' ? '/' : '/about'}`,
          ]);
        }
        const sitemap = await send(`${origin}/sitemap.xml`, { headers });
        expect(sitemap.status).toBe(200);
        const locations = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>|href="([^"]+)"/g)].map(
          (match) => match[1] ?? match[2]!,
        );
        expect(locations.length).toBeGreaterThan(0);
        expect(locations.filter((location) => !location.startsWith(`${origin}/`))).toEqual([]);
        const robots = await send(`${origin}/robots.txt`, { headers });
        expect(robots.text).toContain(`Sitemap: ${origin}/sitemap.xml`);
        expect(robots.text).not.toContain(evil);
      }
    }
  }, 60_000);

  test('without PUBLIC_URL the server says once at start which address its links take', () => {
    const said = plain.output().match(/PUBLIC_URL is not set[^"]*/g) ?? [];
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(plain.origin);
  });
});

describe('forged X-Forwarded-For', () => {
  const spray = (server: RunningServer) => {
    const statuses: { status: number; code: string }[] = [];
    return (async () => {
      for (let index = 1; index <= 25; index++) {
        const answer = await send(`${server.origin}/api/auth/login`, {
          method: 'POST',
          headers: { 'x-forwarded-for': `203.0.113.${index}` },
          body: { username: `sprayed-${index}`, password: 'Spring-2024-password' },
        });
        statuses.push({ status: answer.status, code: (JSON.parse(answer.text) as { code: string }).code });
      }
      return statuses;
    })();
  };
  const records = async (server: RunningServer, action: string) => {
    const response = await fetch(`${server.origin}/api/console/access-records?action=${action}&limit=100`, {
      headers: { authorization: `Bearer ${tokens.get(server)}` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { items: { address: string; detail: string | null }[] }).items;
  };

  test('25 failed sign-ins from one peer, each claiming a new address, are throttled as one address, and recorded with the real one', async () => {
    const statuses = await spray(plain);
    expect(statuses.slice(0, 20).map((answer) => answer.code)).toEqual(Array(20).fill('INVALID_CREDENTIALS'));
    expect(statuses.slice(20)).toEqual(Array(5).fill({ status: 429, code: 'LOGIN_THROTTLED' }));
    const failed = await records(plain, 'sign_in_failed');
    expect(failed).toHaveLength(20);
    const refused = await records(plain, 'sign_in_locked');
    expect(refused.map((record) => record.detail)).toEqual(Array(5).fill('address throttled'));
    expect(new Set([...failed, ...refused].map((record) => record.address))).toEqual(new Set(['127.0.0.1']));
  }, 120_000);

  test('with TRUST_PROXY naming the proxy, the address it passes on is the one throttled and recorded', async () => {
    const statuses = await spray(proxied);
    expect(statuses.map((answer) => answer.code)).toEqual(Array(25).fill('INVALID_CREDENTIALS'));
    const failed = await records(proxied, 'sign_in_failed');
    expect(failed.map((record) => record.address).sort()).toEqual(
      Array.from({ length: 25 }, (_unused, index) => `203.0.113.${index + 1}`).sort(),
    );
  }, 120_000);
});

describe('the address links start with', () => {
  test('is PUBLIC_URL when set, or the address the server listens on (localhost for every address)', async () => {
    expect(listenOrigin('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(listenOrigin('::', 8080)).toBe('http://localhost:8080');
    expect(listenOrigin('192.0.2.10', 3000)).toBe('http://192.0.2.10:3000');
    expect(listenOrigin('::1', 3000)).toBe('http://[::1]:3000');
    const configured = await createTestApp({ env: { PUBLIC_URL: 'https://www.taesung-law.example/' } });
    try {
      expect(configured.app.publicOrigin).toBe('https://www.taesung-law.example');
    } finally {
      await configured.close();
    }
  });
});
