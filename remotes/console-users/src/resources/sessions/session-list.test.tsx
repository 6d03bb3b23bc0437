import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '@taesung/shared/test-support/api-server';
import { accountsApi, serveAccountsApi, userOf } from '@/test-support/fake-api.ts';
import { renderScreen, texts } from '@/test-support/render-screen.tsx';
import { UserEdit } from '../users/user-edit.tsx';
import type { AccountSession } from './api.ts';
import { SessionList } from './session-list.tsx';

const server = serveAccountsApi();
beforeAll(texts);

const sessionOf = (overrides: Partial<AccountSession>): AccountSession => ({
  _id: 'session-1',
  device: 'Chrome · Windows',
  address: '203.0.113.7',
  createdAt: '2026-11-24T00:05:00.000Z',
  lastUsedAt: '2026-11-24T01:10:00.000Z',
  expiresAt: '2026-11-24T12:05:00.000Z',
  ...overrides,
});

const own = [
  sessionOf({ _id: 'session-1', current: true }),
  sessionOf({ _id: 'session-2', device: 'Safari · iPhone', address: '198.51.100.4', current: false }),
  sessionOf({ _id: 'session-3', device: 'Edge · Windows', current: false }),
];

function sessionsApi(sessions: AccountSession[]) {
  return accountsApi({}, (request, url, response) => {
    if (request.method === 'GET' && (url.pathname === '/api/console/me/sessions' || url.pathname.endsWith('/sessions')))
      return (json(response, 200, { sessions }), true);
    if (request.method === 'POST' && url.pathname.endsWith('/two-factor/reset'))
      return (json(response, 200, { message: '김서연 님의 2단계 인증을 초기화했습니다.' }), true);
    return false;
  });
}

test('lists the own sessions with this one marked, and ends one after confirming', async () => {
  server.api.handle(sessionsApi(own));
  const user = userEvent.setup();
  renderScreen(<SessionList />, { path: '/console/sessions', route: '/console/sessions', baseURL: server.api.baseURL });
  const table = await screen.findByRole('table', { name: '이 계정의 로그인 기기' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(3);
  expect(rows[0]).toHaveTextContent('Chrome · Windows (지금 이 기기)');
  expect(rows[0]).toHaveTextContent('2026-11-24 09:05');
  expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
  expect(rows[1]).toHaveTextContent('198.51.100.4');

  await user.click(within(rows[1]!).getByRole('button', { name: /로그아웃시키기/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Safari · iPhone에서 로그아웃시킬까요?' });
  await user.click(within(dialog).getByRole('button', { name: '로그아웃시키기' }));
  expect(await screen.findByText('그 기기에서 로그아웃시켰습니다.')).toBeInTheDocument();
  expect(server.writes()).toEqual([{ method: 'DELETE', url: '/api/console/me/sessions/session-2', body: undefined }]);
});

test('ends every other session at once, keeping this one', async () => {
  server.api.handle(sessionsApi(own));
  const user = userEvent.setup();
  renderScreen(<SessionList />, { path: '/console/sessions', route: '/console/sessions', baseURL: server.api.baseURL });
  await user.click(await screen.findByRole('button', { name: '다른 기기 모두 로그아웃' }));
  const dialog = await screen.findByRole('dialog', { name: '지금 이 기기를 빼고 2대를 모두 로그아웃시킬까요?' });
  await user.click(within(dialog).getByRole('button', { name: '다른 기기 모두 로그아웃' }));
  expect(await screen.findByText('다른 기기 2대를 로그아웃시켰습니다.')).toBeInTheDocument();
  expect(server.writes().map((write) => `${write.method} ${write.url}`)).toEqual([
    'DELETE /api/console/me/sessions/session-2',
    'DELETE /api/console/me/sessions/session-3',
  ]);
});

test('an account’s screen lists its sessions, ends them all and resets its two-factor sign-in, each after confirming', async () => {
  server.api.handle(sessionsApi([sessionOf({}), sessionOf({ _id: 'session-4', device: 'Firefox · Linux' })]));
  const user = userEvent.setup();
  renderScreen(<UserEdit />, {
    path: '/console/users/:id',
    route: '/console/users/user-2',
    baseURL: server.api.baseURL,
  });
  const table = await screen.findByRole('table', { name: '김서연 님의 로그인 기기' });
  expect(within(table).getAllByRole('row')).toHaveLength(3);

  await user.click(screen.getByRole('button', { name: '모든 기기에서 로그아웃' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: '김서연 님을 모든 기기에서 로그아웃시킬까요?' })).getByRole(
      'button',
      { name: '모든 기기에서 로그아웃' },
    ),
  );
  expect(await screen.findByText('김서연 님을 모든 기기에서 로그아웃시켰습니다.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '2단계 인증 초기화' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: '김서연 님의 2단계 인증을 초기화할까요?' })).getByRole('button', {
      name: '초기화',
    }),
  );
  expect(await screen.findByText('김서연 님의 2단계 인증을 초기화했습니다.')).toBeInTheDocument();
  await waitFor(() =>
    expect(server.writes().map((write) => `${write.method} ${write.url}`)).toEqual([
      'DELETE /api/console/users/user-2/sessions',
      'POST /api/console/users/user-2/two-factor/reset',
    ]),
  );
  expect(userOf().name).toBe('김서연');
});
