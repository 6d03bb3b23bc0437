import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountsApi, serveAccountsApi, userOf } from '@/test-support/fake-api.ts';
import { renderScreen, texts } from '@/test-support/render-screen.tsx';
import { UserList } from './user-list.tsx';

const server = serveAccountsApi();
beforeAll(texts);

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

test('reads the filters from the address, shows level names, and sends each new filter and search from page 1', async () => {
  const user = userEvent.setup();
  server.api.handle(
    accountsApi({
      users: [
        userOf(),
        userOf({
          _id: 'user-3',
          username: 'lee.jun',
          name: '이준',
          active: false,
          level: 'level-admin',
          phone: '0212345678',
        }),
      ],
    }),
  );
  renderScreen(<UserList />, {
    path: '/console/users',
    route: '/console/users?active=true&page=2',
    baseURL: server.api.baseURL,
  });

  const table = await screen.findByRole('table', { name: '관리자 계정 목록' });
  await waitFor(() =>
    expect(server.reads('/api/console/users')).toContainEqual({ active: 'true', page: '2', limit: '20' }),
  );
  const rows = within(table).getAllByRole('row');
  expect(within(rows[1]!).getByRole('link', { name: 'kim.seoyeon' })).toHaveAttribute('href', '/console/users/user-2');
  await waitFor(() => expect(rows[1]).toHaveTextContent('사무장'));
  expect(rows[1]).toHaveTextContent('seoyeon@taesung.example');
  expect(rows[2]).toHaveTextContent('최고 관리자');
  expect(rows[2]).toHaveTextContent('02-1234-5678');
  expect(rows[2]).toHaveTextContent('사용 중지');
  expect(screen.getByRole('link', { name: '새 계정 만들기' })).toHaveAttribute('href', '/console/users/create');

  await user.selectOptions(screen.getByRole('combobox', { name: '등급' }), '최고 관리자');
  expect(address()).toBe('/console/users?active=true&level=level-admin');
  await waitFor(() =>
    expect(server.reads('/api/console/users').at(-1)).toEqual({
      active: 'true',
      level: 'level-admin',
      page: '1',
      limit: '20',
    }),
  );

  await user.type(screen.getByRole('searchbox', { name: '아이디, 이름, 이메일, 연락처 검색' }), '김서연{Enter}');
  await waitFor(() =>
    expect(server.reads('/api/console/users').at(-1)).toMatchObject({
      search: '김서연',
      level: 'level-admin',
      active: 'true',
      page: '1',
    }),
  );
});
