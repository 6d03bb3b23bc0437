import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '@taesung/shared/test-support/api-server';
import { accountsApi, serveAccountsApi } from '@/test-support/fake-api.ts';
import { renderScreen, texts } from '@/test-support/render-screen.tsx';
import { UserCreate } from './user-create.tsx';

const server = serveAccountsApi();
beforeAll(texts);
beforeEach(() => window.localStorage.clear());

async function fillNewAccount() {
  const user = userEvent.setup();
  renderScreen(<UserCreate />, {
    path: '/console/users/create',
    route: '/console/users/create',
    baseURL: server.api.baseURL,
  });
  await user.type(await screen.findByRole('textbox', { name: /아이디/ }), 'choi.minji');
  await user.type(screen.getByRole('textbox', { name: /이름/ }), '최민지');
  await user.type(screen.getByRole('textbox', { name: /이메일/ }), 'minji@taesung.example');
  await user.type(screen.getByRole('textbox', { name: /연락처/ }), '01098765432');
  expect(screen.getByRole('textbox', { name: /연락처/ })).toHaveValue('010-9876-5432');
  await user.selectOptions(screen.getByRole('combobox', { name: /등급/ }), '사무장');
  return user;
}

test('posts the account without any password, then opens it', async () => {
  const user = await fillNewAccount();
  expect(screen.queryByLabelText(/비밀번호/)).not.toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: '사용 중' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: '계정 만들기' }));

  expect(
    await screen.findByText('계정을 만들었습니다. 입력한 이메일로 비밀번호를 정하는 링크를 보냈습니다.'),
  ).toBeInTheDocument();
  expect(server.writes()).toEqual([
    {
      method: 'POST',
      url: '/api/console/users',
      body: {
        username: 'choi.minji',
        name: '최민지',
        email: 'minji@taesung.example',
        phone: '010-9876-5432',
        level: 'level-staff',
        active: true,
      },
    },
  ]);
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/console/users/user-new'),
  );
});

test('a taken username lands on its field with the server message heading the summary, and nothing typed is lost', async () => {
  server.api.handle(
    accountsApi({}, (request, url, response) => {
      if (request.method !== 'POST' || url.pathname !== '/api/console/users') return false;
      json(response, 409, {
        message: '이미 사용 중인 아이디입니다.',
        code: 'USERNAME_TAKEN',
        issues: [{ path: 'body.username', code: 'conflict' }],
      });
      return true;
    }),
  );
  const user = await fillNewAccount();
  await user.click(screen.getByRole('button', { name: '계정 만들기' }));

  const username = screen.getByRole('textbox', { name: /아이디/ });
  await waitFor(() => expect(username).toHaveAccessibleDescription(/이미 사용 중인 값입니다/));
  expect(
    screen.getByRole('alert', { name: /입력 내용을 확인해 주세요|이미 사용 중인 아이디입니다/ }),
  ).toHaveTextContent('이미 사용 중인 아이디입니다.');
  expect(username).toHaveValue('choi.minji');
  expect(screen.getByRole('textbox', { name: /이름/ })).toHaveValue('최민지');
  expect(screen.getByRole('textbox', { name: /연락처/ })).toHaveValue('010-9876-5432');
});
