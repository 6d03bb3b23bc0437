import { createTestApp, openTestDatabase, type TestApp } from '../test-support/app.ts';
import { postgresRateLimitStore } from './rate-limit-store.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  first = await createTestApp({ database });
  second = await createTestApp({ database });
}, 60_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.drop();
});

const consultation = {
  name: '홍길동',
  phone: '010-1234-5678',
  category: 'divorce-agreement',
  office: 'seoul-main',
  contactTime: 'morning',
  content: '상담 부탁드립니다.',
  agree: true,
};

test('two servers on one database count the same visitor once: the sixth request in ten minutes is refused by either', async () => {
  const post = (t: TestApp, remoteAddress: string) =>
    t.request({ method: 'POST', url: '/api/v1/forms', payload: consultation as never, remoteAddress });
  const statuses = [];
  for (let index = 0; index < 5; index++)
    statuses.push((await post(index % 2 ? second : first, '198.51.100.7')).statusCode);
  expect(statuses).toEqual([201, 201, 201, 201, 201]);
  const refused = await post(second, '198.51.100.7');
  expect(refused.statusCode).toBe(429);
  expect(refused.json().code).toBe('RATE_LIMITED');
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
  expect((await post(first, '198.51.100.7')).statusCode).toBe(429);
  expect((await post(first, '198.51.100.8')).statusCode).toBe(201);
});

test('a window that has ended starts again at one', async () => {
  const Store = postgresRateLimitStore(() => database.handle.db);
  const store = new Store().child({ routeInfo: { method: 'POST', url: '/window' } });
  const incr = (window: number) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr('203.0.113.9', (error, result) => (error ? reject(error) : resolve(result!)), window),
    );
  expect(await incr(1500)).toMatchObject({ current: 1 });
  const second = await incr(1500);
  expect(second.current).toBe(2);
  expect(second.ttl).toBeGreaterThan(0);
  expect(second.ttl).toBeLessThanOrEqual(1500);
  await new Promise((resolve) => setTimeout(resolve, second.ttl + 50));
  expect(await incr(1500)).toMatchObject({ current: 1 });
});
