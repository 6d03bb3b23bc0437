import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repositoryRoot } from './config/env.ts';
import { consoleLogin, postJson, startServer, stopServer, type RunningServer } from './test-support/server-process.ts';
import { startNginx, startPostgresCluster, startRedis } from './test-support/services.ts';

/**
 * The production shape on one machine: two API servers on one PostgreSQL (a cluster of the test's own, so that it
 * can stop it), Debian's nginx in front of both, Redis for the second run of the rate limits. Every check polls a
 * replica directly where it is about what that replica knows, and goes through nginx where it is about the whole.
 */
const onPostgres = process.env.API_TEST_DATABASE === 'postgres';
const describeReplicas = onPostgres ? describe : describe.skip;

const credentials = { username: 'admin', password: 'replica-password-1' };
const secret = 'replica-test-signing-secret-0123456789abcdef';
/**
 * Pages are rendered only when the site has been built (`npm run build`); the API is checked either way. In CI the
 * build comes first (`npm test`), and a missing one fails the suite rather than leave the pages unchecked.
 */
const siteBuilt = existsSync(path.join(repositoryRoot, 'shell', 'dist', 'assets.json'));
const consultation = {
  name: '홍길동',
  phone: '010-1234-5678',
  category: 'divorce-agreement',
  office: 'seoul-main',
  contactTime: 'morning',
  content: '상담 부탁드립니다.',
  agree: true,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 25 ms until it holds or `ms` have passed; answers the time it took (or fails). */
async function within(ms: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(25);
  }
}

const text = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers });
  return { status: response.status, body: await response.text() };
};

describeReplicas('two API replicas on one PostgreSQL behind nginx', () => {
  let cluster: Awaited<ReturnType<typeof startPostgresCluster>>;
  let redis: Awaited<ReturnType<typeof startRedis>> | null = null;
  let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
  let replicas: RunningServer[] = [];
  const dataDirs: string[] = [];
  const enrolled: { secret: string | null } = { secret: null };
  /** The administrator's access token: signed with the one `JWT_SECRET`, so good on every replica. */
  let token = '';

  async function startReplicas(env: Record<string, string> = {}) {
    await Promise.all(replicas.map((replica) => stopServer(replica)));
    dataDirs.push(...(await Promise.all([1, 2].map(() => mkdtemp(path.join(tmpdir(), 'taesung-replica-'))))));
    const common = {
      DATABASE_URL: cluster.url,
      JWT_SECRET: secret,
      ADMIN_USERNAME: credentials.username,
      ADMIN_PASSWORD: credentials.password,
      TRUST_PROXY: 'loopback',
      ...(siteBuilt ? { SITE_ROOT: repositoryRoot } : {}),
      ...env,
    };
    // The first migrates; the second starts when it listens, as a rolling deployment would.
    const first = await startServer({ ...common, DATA_DIR: dataDirs.at(-2)! });
    const second = await startServer({ ...common, DATA_DIR: dataDirs.at(-1)! });
    replicas = [first, second];
    return replicas;
  }

  beforeAll(async () => {
    if (process.env.CI && !siteBuilt)
      throw new Error(
        'the site is not built (no shell/dist/assets.json): CI checks the rendered pages, so npm test builds it first',
      );
    cluster = await startPostgresCluster();
    await startReplicas();
  }, 90_000);

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => stopServer(replica)));
    await nginx?.stop();
    await redis?.stop();
    await cluster?.remove();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }, 30_000);

  /** Five requests from one address alternate between the replicas; the sixth is refused by both. */
  async function checkRateLimitAcross(address: string) {
    const [a, b] = replicas as [RunningServer, RunningServer];
    const send = (replica: RunningServer) =>
      postJson(`${replica.origin}/api/v1/forms`, consultation, undefined, { 'x-forwarded-for': address });
    const statuses: number[] = [];
    for (let index = 0; index < 5; index++) statuses.push((await send(index % 2 ? b : a)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    for (const replica of [a, b]) {
      const refused = await send(replica);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { code: string }).code).toBe('RATE_LIMITED');
    }
  }

  test("a console write through one replica shows in the other replica's API reads and pages within a second", async () => {
    const [a, b] = replicas as [RunningServer, RunningServer];
    token = await consoleLogin(a.origin, credentials, enrolled);
    const list = `${b.origin}/api/v1/boards?code=reference&limit=6`;
    // B reads (and caches) the list and the page before the write.
    expect((await text(list)).status).toBe(200);
    if (siteBuilt) expect((await text(`${b.origin}/reference`)).status).toBe(200);

    const subject = `복제본 사이의 성공사례 ${Date.now()}`;
    const created = await postJson(
      `${a.origin}/api/console/boards`,
      { code: 'reference', subject: { ko: subject, en: '' }, content: { ko: '<p>본문</p>', en: '' } },
      token,
    );
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { board: { _id: string } }).board._id;

    await within(1000, "the new post in B's API list", async () => (await text(list)).body.includes(subject));
    if (siteBuilt)
      await within(1000, "the new post in B's rendered page", async () =>
        (await text(`${b.origin}/reference`)).body.includes(subject),
      );

    const changed = `${subject} (고침)`;
    const edited = await fetch(`${a.origin}/api/console/boards/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        code: 'reference',
        subject: { ko: changed, en: '' },
        content: { ko: '<p>본문</p>', en: '' },
      }),
    });
    expect(edited.status).toBe(200);
    await within(1000, "the edit in B's API read of the post", async () =>
      (await text(`${b.origin}/api/v1/boards/${id}`)).body.includes(changed),
    );
  }, 30_000);

  test('a username locked by failures counted on both replicas is locked on both', async () => {
    const [a, b] = replicas as [RunningServer, RunningServer];
    const attempt = (replica: RunningServer, index: number) =>
      postJson(
        `${replica.origin}/api/auth/login`,
        { username: 'someone-else', password: 'not-the-password' },
        undefined,
        { 'x-forwarded-for': `192.0.2.${index + 10}` },
      );
    const statuses: number[] = [];
    for (let index = 0; index < 5; index++) statuses.push((await attempt(index % 2 ? b : a, index)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    for (const replica of [a, b]) {
      const locked = await attempt(replica, 20);
      expect(locked.status).toBe(429);
      expect(((await locked.json()) as { code: string }).code).toBe('ACCOUNT_LOCKED');
    }
  }, 30_000);

  test('rate limits count a visitor across both replicas in PostgreSQL', async () => {
    await checkRateLimitAcross('198.51.100.21');
  });

  describe('with REDIS_URL, behind nginx', () => {
    beforeAll(async () => {
      redis = await startRedis();
      await startReplicas({ REDIS_URL: redis.url });
      nginx = await startNginx(replicas.map((replica) => replica.origin));
    }, 60_000);

    test('rate limits count a visitor across both replicas in Redis', async () => {
      await checkRateLimitAcross('198.51.100.22');
    });

    test("requests through nginx answer, and the limits count the visitor's address it passes on", async () => {
      const health = await Promise.all(Array.from({ length: 4 }, () => fetch(`${nginx!.origin}/api/health`)));
      expect(health.map((response) => response.status)).toEqual([200, 200, 200, 200]);
      const boards = await fetch(`${nginx!.origin}/api/v1/boards?code=reference`);
      expect(boards.status).toBe(200);
      expect(((await boards.json()) as { boards: { subject: string }[] }).boards.length).toBeGreaterThan(0);
      if (siteBuilt) {
        const page = await text(`${nginx!.origin}/reference`);
        expect(page.status).toBe(200);
        expect(page.body).toContain('<html');
      }
      // nginx adds 127.0.0.1 (its client) to the header: the limit counts that address, not the proxy.
      const statuses: number[] = [];
      for (let index = 0; index < 6; index++)
        statuses.push(
          (
            await postJson(`${nginx!.origin}/api/v1/forms`, consultation, undefined, {
              'x-forwarded-for': '198.51.100.23',
            })
          ).status,
        );
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    });

    test('with PostgreSQL stopped both replicas answer 503 with a message, and serve again once it is back, without a restart', async () => {
      const [a, b] = replicas as [RunningServer, RunningServer];
      token ||= await consoleLogin(a.origin, credentials, enrolled);
      const pids = replicas.map((replica) => replica.child.pid);
      const stopped = Date.now();
      await cluster.stop();
      try {
        for (const replica of replicas) {
          const read = await fetch(`${replica.origin}/api/v1/boards?code=notice&page=3&limit=13`, {
            headers: { 'accept-language': 'en' },
          });
          expect(read.status).toBe(503);
          expect(await read.json()).toEqual({
            code: 'SERVICE_UNAVAILABLE',
            message: 'The service is temporarily unavailable.',
          });
          const write = await postJson(`${replica.origin}/api/v1/forms`, consultation, undefined, {
            'x-forwarded-for': '198.51.100.24',
          });
          expect(write.status).toBe(503);
          expect(((await write.json()) as { message: string }).message).toBe('서비스를 일시적으로 이용할 수 없습니다.');
          const consoleRead = await fetch(`${replica.origin}/api/console/boards`, {
            headers: { authorization: `Bearer ${token}` },
          });
          expect(consoleRead.status).toBe(503);
          expect((await fetch(`${replica.origin}/api/health`)).status).toBe(503);
        }
        expect((await fetch(`${nginx!.origin}/api/v1/lawyers`)).status).toBe(503);
        // Every answer came at once: none waited for a connection that cannot be made.
        expect(Date.now() - stopped).toBeLessThan(5_000);
        if (siteBuilt) {
          // A page still answers, never with a fault: from the cache, as what renders without the database, or the
          // plain 503 page when rendering fails.
          const page = await text(`${a.origin}/`);
          expect([200, 503]).toContain(page.status);
          expect(page.body).toContain('<html');
          // A page no server has kept, whose list cannot be read: 503 with the header and footer, and not kept.
          const unread = await text(`${b.origin}/reference?page=7`);
          expect(unread.status).toBe(503);
          expect(unread.body).toContain('<footer');
        }
      } finally {
        await cluster.start();
      }
      for (const replica of replicas)
        await within(
          2_000,
          'health after PostgreSQL started again',
          async () => (await fetch(`${replica.origin}/api/health`)).status === 200,
        );
      expect(replicas.map((replica) => replica.child.pid)).toEqual(pids);
      if (siteBuilt) expect((await text(`${b.origin}/reference?page=7`)).status).toBe(200);
      for (const replica of replicas) {
        expect((await fetch(`${replica.origin}/api/v1/boards?code=notice&page=3&limit=13`)).status).toBe(200);
        expect(
          (await fetch(`${replica.origin}/api/console/boards`, { headers: { authorization: `Bearer ${token}` } }))
            .status,
        ).toBe(200);
      }
      const subject = `장애 뒤의 공지 ${Date.now()}`;
      const created = await postJson(
        `${a.origin}/api/console/boards`,
        { code: 'notice', subject: { ko: subject, en: '' }, content: { ko: '<p>본문</p>', en: '' } },
        token,
      );
      expect(created.status).toBe(201);
      await within(1000, "a write after the outage in the other replica's read", async () =>
        (await text(`${b.origin}/api/v1/boards?code=notice`)).body.includes(subject),
      );
    }, 60_000);
  });
});
