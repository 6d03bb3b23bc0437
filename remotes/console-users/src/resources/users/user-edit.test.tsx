import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '@taesung/shared/test-support/api-server';
import { accountsApi, serveAccountsApi } from '@/test-support/fake-api.ts';
import { renderScreen, texts } from '@/test-support/render-screen.tsx';
import { UserEdit } from './user-edit.tsx';

const server = serveAccountsApi();
beforeAll(texts);
beforeEach(() => window.localStorage.clear());

const open = () =>
  renderScreen(<UserEdit />, {
    path: '/console/users/:id',
    route: '/console/users/user-2',
    baseURL: server.api.baseURL,
  });

const lastAdmin = { message: '관리자 계정 권한을 가진 마지막 계정이라 사용 중지할 수 없습니다.', code: 'LAST_ADMIN' };

test('deactivation says the account is signed out at once, and saves only after yes', async () => {
  const user = userEvent.setup();
  open();
  const active = await screen.findByRole('checkbox', { name: '사용 중' });
  expect(screen.getByRole('textbox', { name: /연락처/ })).toHaveValue('010-1234-5678');
  await user.click(active);
  await user.click(screen.getByRole('button', { name: '저장' }));

  const dialog = await screen.findByRole('dialog', { name: '김서연 님의 계정을 사용 중지할까요?' });
  expect(dialog).toHaveTextContent('저장하는 즉시 김서연 님은 모든 기기에서 로그아웃됩니다.');
  await user.click(within(dialog).getByRole('button', { name: '취소' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(server.writes()).toEqual([]);

  await user.click(screen.getByRole('button', { name: '저장' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '사용 중지하고 저장' }));
  expect(await screen.findByText('계정을 저장했습니다.')).toBeInTheDocument();
  expect(server.writes()).toEqual([
    {
      method: 'PUT',
      url: '/api/console/users/user-2',
      body: {
        name: '김서연',
        email: 'seoyeon@taesung.example',
        phone: '010-1234-5678',
        level: 'level-staff',
        active: false,
      },
    },
  ]);
});

test('a level change asks too; the last administrator refusal is shown with the change kept', async () => {
  const user = userEvent.setup();
  server.api.handle(
    accountsApi({}, (request, _url, response) => {
      if (request.method !== 'PUT') return false;
      json(response, 409, lastAdmin);
      return true;
    }),
  );
  open();
  await user.selectOptions(await screen.findByRole('combobox', { name: /등급/ }), '최고 관리자');
  await user.click(screen.getByRole('button', { name: '저장' }));
  const dialog = await screen.findByRole('dialog', { name: '김서연 님의 등급을 바꿀까요?' });
  await user.click(within(dialog).getByRole('button', { name: '등급 바꾸고 저장' }));

  const summary = await screen.findByRole('alert', { name: '입력 내용을 확인해 주세요.' });
  expect(summary).toHaveTextContent(lastAdmin.message);
  expect(summary).toHaveFocus();
  expect(screen.getByRole('combobox', { name: /등급/ })).toHaveValue('level-admin');
});

test('sends a password reset link after a confirmation and says whether it was sent, will be sent again or could not be sent', async () => {
  const user = userEvent.setup();
  open();
  await user.click(await screen.findByRole('button', { name: '비밀번호 재설정 링크 보내기' }));
  const dialog = await screen.findByRole('dialog', { name: '비밀번호 재설정 링크를 보낼까요?' });
  expect(dialog).toHaveTextContent('seoyeon@taesung.example');
  await user.click(within(dialog).getByRole('button', { name: '링크 보내기' }));
  expect(
    await screen.findByText('seoyeon@taesung.example(으)로 비밀번호 재설정 링크를 보냈습니다.'),
  ).toBeInTheDocument();
  expect(server.writes()).toEqual([
    { method: 'POST', url: '/api/console/users/user-2/password-reset', body: undefined },
  ]);

  const send = screen.getByRole('button', { name: '비밀번호 재설정 링크 보내기' });
  server.api.handle(accountsApi({ outbox: 'queued' }));
  await waitFor(() => expect(send).toBeEnabled());
  await user.click(send);
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '링크 보내기' }));
  expect(await screen.findByText(/잠시 뒤 다시 보냅니다/)).toBeInTheDocument();

  server.api.handle(accountsApi({ outbox: 'stored' }));
  await waitFor(() => expect(send).toBeEnabled());
  await user.click(send);
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '링크 보내기' }));
  expect(await screen.findByText(/링크를 seoyeon@taesung.example\(으\)로 보내지 못했습니다/)).toBeInTheDocument();
});

test('withdraws after a confirmation and returns to the list; a refusal shows the server message', async () => {
  const user = userEvent.setup();
  server.api.handle(
    accountsApi({}, (request, url, response) => {
      if (!url.pathname.endsWith('/withdraw') || server.writes().length > 1) return false;
      json(response, 409, { message: '마지막 관리자 계정은 탈퇴 처리할 수 없습니다.', code: 'LAST_ADMIN' });
      return true;
    }),
  );
  open();
  await user.click(await screen.findByRole('button', { name: '탈퇴 처리' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: '김서연 님의 계정을 탈퇴 처리할까요?' })).getByRole('button', {
      name: '탈퇴 처리',
    }),
  );
  expect(await screen.findByText('마지막 관리자 계정은 탈퇴 처리할 수 없습니다.')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/console/users/user-2');

  await user.click(screen.getByRole('button', { name: '탈퇴 처리' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '탈퇴 처리' }));
  expect(await screen.findByText('김서연 님의 계정을 탈퇴 처리했습니다.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/console\/users$/));
});
