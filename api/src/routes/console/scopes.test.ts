import { decodeJwt } from 'jose';
import type { HTTPMethods } from 'fastify';
import { consoleScopes } from '@taesung/shared/schemas';
import { createTestApp, type TestApp } from '../../test-support/app.ts';
import { boardInput } from '../../test-support/fixtures.ts';
import { logIn, staffAccount } from '../../test-support/staff.ts';
import { documentedConsoleRoutes } from '../../test-support/console-routes.ts';

const { posts, requests, center, staff, settings, records } = consoleScopes;
type ModuleScope = typeof posts | typeof requests | typeof center | typeof staff | typeof settings | typeof records;
const moduleScopes: ModuleScope[] = [posts, requests, center, staff, settings, records];

/**
 * Which module scopes open each first segment of `/api/console/…` (besides `console`, which every route needs);
 * none: `console` alone is enough. A route under a segment missing here fails the test, so a new module is
 * given its scope on purpose.
 */
const modules: Record<string, ModuleScope[]> = {
  boards: [posts],
  files: [posts],
  forms: [requests],
  bookings: [requests],
  center: [center],
  users: [staff],
  levels: [staff],
  setting: [settings],
  lawyers: [settings],
  practices: [settings],
  terms: [settings],
  'child-support-tables': [settings],
  banners: [settings],
  popups: [settings],
  remotes: [settings],
  messages: [settings],
  email: [settings],
  message: [settings],
  outbox: [settings],
  editor: [posts, center, settings],
  booking: [requests],
  'access-records': [records],
  me: [],
  statistics: [],
};

let t: TestApp;
let adminToken: string;
let consoleRoutes: { method: HTTPMethods; url: string }[];
const tokens = new Map<ModuleScope | 'console', string>();

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await t.login()).accessToken;
  for (const scope of [...moduleScopes, 'console' as const]) {
    const username = `only.${scope.replace('console:', '')}`;
    const account = await staffAccount(t, adminToken, { username, scope: [scope] });
    tokens.set(scope, (await logIn(t, username, account.password)).accessToken);
  }
  consoleRoutes = await documentedConsoleRoutes(t);
}, 120_000);
afterAll(async () => t?.close());

const moduleOf = (url: string) => url.split('/')[3]!;
const call = (route: { method: HTTPMethods; url: string }, token: string) =>
  t.request({
    method: route.method,
    url: route.url,
    token,
    payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
  });

test('every console route belongs to a module whose scope is known', () => {
  expect(consoleRoutes.length).toBeGreaterThan(70);
  for (const route of consoleRoutes)
    expect({ route, known: moduleOf(route.url) in modules }).toEqual({ route, known: true });
});

test.each(moduleScopes)(
  'a level with only %s opens its modules and is refused (403) everywhere else',
  async (scope) => {
    const token = tokens.get(scope)!;
    for (const route of consoleRoutes) {
      const needed = modules[moduleOf(route.url)]!;
      const allowed = needed.length === 0 || needed.includes(scope);
      const response = await call(route, token);
      expect({ route, refused: response.statusCode === 403 }).toEqual({ route, refused: !allowed });
      if (!allowed) expect(response.json().code).toBe('FORBIDDEN');
      expect({ route, status: response.statusCode < 500 && response.statusCode !== 401 }).toEqual({
        route,
        status: true,
      });
    }
  },
);

test('`console` alone opens only the own account and the dashboard', async () => {
  const token = tokens.get('console')!;
  for (const route of consoleRoutes) {
    const response = await call(route, token);
    expect({ route, refused: response.statusCode === 403 }).toEqual({
      route,
      refused: modules[moduleOf(route.url)]!.length > 0,
    });
  }
});

test("the refusal speaks the caller's language", async () => {
  const ko = await t.request({ method: 'GET', url: '/api/console/users', token: tokens.get(posts) });
  expect(ko.json()).toEqual({ code: 'FORBIDDEN', message: '접근 권한이 없습니다.' });
  const en = await t.request({
    method: 'GET',
    url: '/api/console/users',
    token: tokens.get(posts),
    headers: { 'accept-language': 'en' },
  });
  expect(en.json()).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do this.' });
});

test('the scope of the level as stored now counts, not the scope written in the token', async () => {
  const account = await staffAccount(t, adminToken, { username: 'moved.around', scope: [posts] });
  const { accessToken } = await logIn(t, 'moved.around', account.password);
  expect((await t.request({ method: 'GET', url: '/api/console/boards', token: accessToken })).statusCode).toBe(200);
  const edited = await t.request({
    method: 'PUT',
    url: `/api/console/levels/${account.user.level}`,
    token: adminToken,
    payload: { name: 'moved.around 등급', scope: [requests] },
  });
  expect(edited.json().level.scope).toEqual(['console', requests]);
  expect(decodeJwt(accessToken).scope).toEqual(['console', posts]);
  expect((await t.request({ method: 'GET', url: '/api/console/boards', token: accessToken })).statusCode).toBe(403);
  expect((await t.request({ method: 'GET', url: '/api/console/forms', token: accessToken })).statusCode).toBe(200);
});

describe("the dashboard shows only what the caller's scopes cover", () => {
  beforeAll(async () => {
    await t.request({ method: 'POST', url: '/api/console/boards', token: adminToken, payload: boardInput() });
  });

  const dashboard = async (token: string) => {
    const response = await t.request({ method: 'GET', url: '/api/console/statistics/dashboard', token });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  test('every section for a level with every scope', async () => {
    const all = await dashboard(adminToken);
    expect(all.consultationRequests.perDay).toHaveLength(14);
    expect(all.questions.perDay).toHaveLength(14);
    expect(all.latestRequests).toEqual([]);
    expect(all.latestPosts).toHaveLength(1);
    expect(all.pageViews.perDay).toHaveLength(14);
  });

  test('posts only: the latest posts and page views, no requests or questions', async () => {
    const stats = await dashboard(tokens.get(posts)!);
    expect(stats).toMatchObject({
      consultationRequests: null,
      latestRequests: null,
      questions: null,
      unansweredCount: 0,
    });
    expect(stats.latestPosts).toHaveLength(1);
    expect(stats.pageViews.last30Days).toHaveLength(30);
    // How many requests each calculator led to is a count of requests: visits only, without console:requests.
    expect(stats.calculators.map((row: { requests: number | null }) => row.requests)).toEqual([null, null, null, null]);
    expect(stats.calculators.every((row: { visits: unknown }) => typeof row.visits === 'number')).toBe(true);
  });

  test('requests only: the requests, no questions or posts', async () => {
    const stats = await dashboard(tokens.get(requests)!);
    expect(stats).toMatchObject({ questions: null, latestPosts: null, latestRequests: [] });
    expect(stats.consultationRequests.perDay).toHaveLength(14);
    expect(stats.calculators.map((row: { requests: number | null }) => row.requests)).toEqual([0, 0, 0, 0]);
  });

  test('the customer center only: the questions', async () => {
    const stats = await dashboard(tokens.get(center)!);
    expect(stats).toMatchObject({ consultationRequests: null, latestRequests: null, latestPosts: null });
    expect(stats.questions.unanswered).toBe(0);
  });

  test('`console` alone: page views only', async () => {
    const stats = await dashboard(tokens.get('console')!);
    expect(stats).toMatchObject({
      consultationRequests: null,
      latestRequests: null,
      questions: null,
      latestPosts: null,
      unansweredCount: 0,
    });
    expect(stats.calculators.map((row: { requests: number | null }) => row.requests)).toEqual([null, null, null, null]);
  });
});
