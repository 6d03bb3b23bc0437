import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountsApi, serveAccountsApi, userOf } from '@/test-support/fake-api.ts';
import { renderScreen, texts } from '@/test-support/render-screen.tsx';
import { WithdrawalList } from './withdrawal-list.tsx';

const server = serveAccountsApi();
beforeAll(texts);

const withdrawn = userOf({
  _id: 'user-9',
  username: 'park.old',
  name: '박예전',
  withdrawnAt: '2026-11-23T05:10:00.000Z',
});

beforeEach(() => server.api.handle(accountsApi({ withdrawn: [withdrawn] })));

const renderList = () =>
  renderScreen(<WithdrawalList />, {
    path: '/console/users/withdrawals',
    route: '/console/users/withdrawals',
    baseURL: server.api.baseURL,
  });

test('purges only after the username is typed into the confirmation', async () => {
  const user = userEvent.setup();
  renderList();
  const table = await screen.findByRole('table', { name: '탈퇴한 관리자 계정 목록' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2026-11-23 14:10');
  await user.click(within(table).getByRole('button', { name: 'park.old 계정 완전히 삭제' }));

  const dialog = await screen.findByRole('dialog', { name: '박예전 님의 계정을 완전히 삭제할까요?' });
  const purge = within(dialog).getByRole('button', { name: '완전히 삭제' });
  expect(purge).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox'), 'park.ol');
  expect(purge).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox'), 'd');
  expect(purge).toBeEnabled();
  await user.click(purge);

  expect(await screen.findByText('park.old 계정을 완전히 삭제했습니다.')).toBeInTheDocument();
  expect(server.writes()).toEqual([{ method: 'DELETE', url: '/api/console/users/user-9', body: undefined }]);
});

test('restores after a confirmation', async () => {
  const user = userEvent.setup();
  renderList();
  await user.click(await screen.findByRole('button', { name: 'park.old 계정 되살리기' }));
  const dialog = await screen.findByRole('dialog', { name: '박예전 님의 계정을 되살릴까요?' });
  await user.click(within(dialog).getByRole('button', { name: '되살리기' }));
  expect(await screen.findByText('박예전 님의 계정을 되살렸습니다.')).toBeInTheDocument();
  await waitFor(() =>
    expect(server.writes()).toEqual([{ method: 'POST', url: '/api/console/users/user-9/restore', body: undefined }]),
  );
});
