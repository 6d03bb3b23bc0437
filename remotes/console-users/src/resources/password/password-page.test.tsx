import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '@taesung/shared/test-support/api-server';
import { accountsApi, serveAccountsApi } from '@/test-support/fake-api.ts';
import { renderScreen, texts } from '@/test-support/render-screen.tsx';
import { PasswordPage } from './password-page.tsx';

const server = serveAccountsApi();
beforeAll(texts);

function answerPassword(status: number, body?: unknown) {
  server.api.handle(
    accountsApi({}, (request, url, response) => {
      if (url.pathname !== '/api/console/me/password') return false;
      if (status === 204) {
        response.writeHead(204);
        response.end();
      } else json(response, status, body);
      return true;
    }),
  );
}

const open = (locale: 'ko' | 'en' = 'ko') =>
  renderScreen(<PasswordPage />, {
    path: '/console/password',
    route: '/console/password',
    baseURL: server.api.baseURL,
    locale,
  });

test('shows the meter as the new password is typed, and the API refusal of a common one on its field', async () => {
  const user = userEvent.setup();
  answerPassword(400, {
    message: '입력 내용을 확인해 주세요.',
    code: 'VALIDATION_FAILED',
    issues: [{ path: 'body.next', code: 'password_common' }],
  });
  open();
  await user.type(screen.getByLabelText(/지금 비밀번호/), 'old-password-2025');
  const next = screen.getByLabelText(/새 비밀번호/, { selector: '[name="next"]' });
  await user.type(next, 'admin');
  expect(await screen.findByText(/널리 알려진 비밀번호라 쓸 수 없습니다/)).toBeInTheDocument();
  await user.clear(next);
  await user.type(next, 'qwertyuiop12');
  await user.type(screen.getByLabelText(/새 비밀번호 확인/), 'qwertyuiop12');
  await user.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));

  await waitFor(() =>
    expect(next).toHaveAccessibleDescription(/널리 알려진 비밀번호라 쓸 수 없습니다. 나만 아는 문장이나/),
  );
  expect(server.writes()).toEqual([
    { method: 'PUT', url: '/api/console/me/password', body: { current: 'old-password-2025', next: 'qwertyuiop12' } },
  ]);
  expect(next).toHaveValue('qwertyuiop12');
});

test('a wrong current password is said on that field, in English when the console is in English', async () => {
  const user = userEvent.setup();
  answerPassword(400, { message: 'The current password is incorrect.', code: 'WRONG_PASSWORD' });
  open('en');
  const current = await screen.findByLabelText(/Current password/);
  await user.type(current, 'not-my-password');
  await user.type(screen.getByLabelText(/New password/, { selector: '[name="next"]' }), '봄비 내리는 서초동 골목 2026');
  await user.type(screen.getByLabelText(/Confirm new password/), '봄비 내리는 서초동 골목 2026');
  expect(await screen.findByText('This password can be used.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is incorrect.'));
});

test('asks for the same password twice, never submits on the Enter of a Hangul composition, and clears the form once changed', async () => {
  const user = userEvent.setup();
  answerPassword(204);
  open();
  await user.type(screen.getByLabelText(/지금 비밀번호/), 'old-password-2025');
  const next = screen.getByLabelText(/새 비밀번호/, { selector: '[name="next"]' });
  await user.type(next, '봄비 내리는 서초동 골목');
  expect(fireEvent.keyDown(next, { key: 'Enter', keyCode: 229, isComposing: true })).toBe(false);
  await user.type(screen.getByLabelText(/새 비밀번호 확인/), '봄비 내리는 서초동');
  await user.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
  expect(screen.getByLabelText(/새 비밀번호 확인/)).toHaveAccessibleDescription(
    '새 비밀번호와 일치하지 않습니다. 같은 비밀번호를 한 번 더 입력해 주세요.',
  );
  expect(server.writes()).toEqual([]);

  await user.type(screen.getByLabelText(/새 비밀번호 확인/), ' 골목');
  await user.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
  expect(
    await screen.findByText('비밀번호를 바꿨습니다. 다른 기기에서는 모두 로그아웃되었습니다.'),
  ).toBeInTheDocument();
  expect(server.writes()).toEqual([
    {
      method: 'PUT',
      url: '/api/console/me/password',
      body: { current: 'old-password-2025', next: '봄비 내리는 서초동 골목' },
    },
  ]);
  await waitFor(() => expect(next).toHaveValue(''));
  expect(screen.getByLabelText(/지금 비밀번호/)).toHaveValue('');
});
