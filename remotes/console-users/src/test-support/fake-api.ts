import type { ServerResponse } from 'node:http';
import type { Level, OutboxMessage, User } from '@taesung/shared';
import { json, startApiServer, type SeenRequest } from '@taesung/shared/test-support/api-server';

export const levels: Level[] = [
  {
    _id: 'level-admin',
    name: '최고 관리자',
    scope: ['console', 'console:posts', 'console:requests', 'console:center', 'console:staff', 'console:settings'],
    twoFactor: true,
  },
  { _id: 'level-staff', name: '사무장', scope: ['console', 'console:posts', 'console:requests'], twoFactor: false },
];

export const userOf = (overrides: Partial<User> = {}): User => ({
  _id: 'user-2',
  username: 'kim.seoyeon',
  name: '김서연',
  email: 'seoyeon@taesung.example',
  phone: '010-1234-5678',
  level: 'level-staff',
  active: true,
  withdrawnAt: null,
  createdAt: '2026-11-20T01:00:00.000Z',
  updatedAt: '2026-11-24T01:30:00.000Z',
  ...overrides,
});

/** Answers a request it knows and says so; the in-memory API answers the rest. */
export type Route = (request: SeenRequest, url: URL, response: ServerResponse) => boolean;

const summary = (count: number, url: URL) => ({
  totalCount: count,
  page: Number(url.searchParams.get('page') ?? 1),
  limit: Number(url.searchParams.get('limit') ?? 20),
});

/**
 * The console API of accounts as the screens see it: lists and records from memory; `routes` answer first. The
 * signed-in account (`me`) is on a level of its own unless a test puts it on another.
 */
export function accountsApi(
  data: { users?: User[]; withdrawn?: User[]; outbox?: OutboxMessage['status']; me?: Partial<User> } = {},
  ...routes: Route[]
) {
  const users = data.users ?? [userOf()];
  const me = userOf({ _id: 'user-1', username: 'admin', name: '박관리', level: 'level-own', ...data.me });
  const withdrawn = data.withdrawn ?? [];
  return (request: SeenRequest, response: ServerResponse) => {
    const url = new URL(request.url, 'http://api');
    for (const route of routes) if (route(request, url, response)) return;
    const path = url.pathname;
    const userId = /^\/api\/console\/users\/([^/]+)/.exec(path)?.[1];
    if (request.method === 'GET' && path === '/api/console/me') {
      return json(response, 200, {
        user: me,
        twoFactor: { enabled: true, required: true, recoveryCodesLeft: 10 },
        session: null,
      });
    }
    if (request.method === 'GET' && path === '/api/console/levels')
      return json(response, 200, { levels, summary: summary(levels.length, url) });
    if (request.method === 'GET' && path.startsWith('/api/console/levels/')) {
      const level = levels.find((item) => item._id === path.split('/').at(-1));
      return level
        ? json(response, 200, { level })
        : json(response, 404, { message: '찾을 수 없습니다.', code: 'NOT_FOUND' });
    }
    if (request.method === 'GET' && path === '/api/console/users')
      return json(response, 200, { users, summary: summary(users.length, url) });
    if (request.method === 'GET' && path === '/api/console/users/withdrawals')
      return json(response, 200, { users: withdrawn, summary: summary(withdrawn.length, url) });
    if (request.method === 'GET' && userId) {
      const user = [...users, ...withdrawn].find((item) => item._id === userId);
      return user
        ? json(response, 200, { user })
        : json(response, 404, { message: '찾을 수 없습니다.', code: 'NOT_FOUND' });
    }
    if (request.method === 'POST' && path === '/api/console/users')
      return json(response, 201, { user: userOf({ _id: 'user-new', ...(JSON.parse(request.body) as Partial<User>) }) });
    if (request.method === 'PUT' && userId)
      return json(response, 200, { user: userOf({ _id: userId, ...(JSON.parse(request.body) as Partial<User>) }) });
    if (request.method === 'POST' && path.endsWith('/password-reset')) {
      const message: OutboxMessage = {
        _id: 'mail-1',
        channel: 'email',
        to: users[0]!.email,
        subject: '비밀번호 재설정',
        body: '',
        status: data.outbox ?? 'sent',
        error: null,
        createdAt: '2026-11-24T02:00:00.000Z',
        sentAt: null,
      };
      return json(response, 200, { message });
    }
    if (request.method === 'POST' && (path.endsWith('/withdraw') || path.endsWith('/restore')))
      return json(response, 200, { user: userOf({ _id: userId }) });
    if (request.method === 'DELETE') {
      response.writeHead(204);
      response.end();
      return;
    }
    return json(response, 404, { message: '요청하신 주소를 찾을 수 없습니다.', code: 'ROUTE_NOT_FOUND' });
  };
}

/** The stand-in API server for a test file: started before and closed after its tests. */
export function serveAccountsApi() {
  const server = { current: undefined as Awaited<ReturnType<typeof startApiServer>> | undefined };
  beforeAll(async () => {
    server.current = await startApiServer(accountsApi());
  });
  afterAll(() => server.current?.close());
  beforeEach(() => {
    server.current!.seen.length = 0;
    server.current!.handle(accountsApi());
  });
  return {
    get api() {
      return server.current!;
    },
    /** The requests other than reads, as the API received them. */
    writes: () =>
      server
        .current!.seen.filter((request) => request.method !== 'GET')
        .map((request) => ({
          method: request.method,
          url: request.url,
          body: request.body ? JSON.parse(request.body) : undefined,
        })),
    reads: (pathname: string) =>
      server
        .current!.seen.filter(
          (request) => request.method === 'GET' && new URL(request.url, 'http://api').pathname === pathname,
        )
        .map((request) => Object.fromEntries(new URL(request.url, 'http://api').searchParams)),
  };
}
