import { expect, test } from '@playwright/test';
import { accessToken, logIn } from '../support/console.ts';
import { invitedStaff } from '../support/staff.ts';
import { enrolThroughApi } from '../support/two-factor.ts';

const origin = () => `http://127.0.0.1:${process.env.E2E_PORT}`;
const headers = (token: string, locale = 'ko') => ({ authorization: `Bearer ${token}`, 'accept-language': locale });

test('a staff manager sees which scopes it cannot grant, its own level is read-only, and the API refuses it with its message', async ({
  page,
  request,
}) => {
  const manager = await invitedStaff(request, 'manager', ['console', 'console:staff']);
  const first = await request.post('/api/auth/login', {
    data: { username: manager.username, password: manager.password },
  });
  const { accessToken: pending } = (await first.json()) as { accessToken: string };
  const me = (await (await request.get('/api/console/me', { headers: headers(pending) })).json()) as {
    user: { level: string };
    twoFactor: { required: boolean };
  };
  expect(me.twoFactor.required).toBe(true);
  await enrolThroughApi(request, origin(), manager.username, pending);

  await page.goto('/console/users/levels/create');
  await logIn(page, manager);
  const scopes = page.getByRole('group', { name: /권한/ });
  await expect(scopes.getByRole('checkbox', { name: '관리자 화면 접속' })).toBeEnabled();
  for (const name of ['게시물', '상담 신청', '고객센터', '사이트 설정']) {
    await expect(scopes.getByRole('checkbox', { name })).toBeDisabled();
    await expect(scopes.getByRole('checkbox', { name })).toHaveAccessibleDescription(
      /내 등급에 없는 권한이라 주거나 뺄 수 없습니다\.$/,
    );
  }
  for (const name of ['관리자 계정', '접근 기록']) {
    await expect(scopes.getByRole('checkbox', { name })).toBeDisabled();
    await expect(scopes.getByRole('checkbox', { name })).toHaveAccessibleDescription(
      /모든 권한을 가진 계정만 주거나 뺄 수 있는 권한입니다\.$/,
    );
  }
  await expect(scopes.getByText('내 등급에 없는 권한이라 주거나 뺄 수 없습니다.')).toHaveCount(4);

  await page.goto(`/console/users/levels/${me.user.level}`);
  await expect(page.getByRole('note')).toHaveText(/^내 계정이 속한 등급이라 여기서 바꿀 수 없습니다\./);
  await expect(page.getByRole('button', { name: '저장' })).toHaveCount(0);

  const token = await accessToken(request, manager);
  const own = await request.put(`/api/console/levels/${me.user.level}`, {
    headers: headers(token),
    data: {
      name: 'e2e 관리자',
      scope: [
        'console',
        'console:posts',
        'console:requests',
        'console:center',
        'console:staff',
        'console:settings',
        'console:records',
      ],
      twoFactor: true,
    },
  });
  expect(own.status()).toBe(403);
  expect(await own.json()).toEqual({
    code: 'OWN_LEVEL',
    message:
      '내 계정이 속한 등급은 바꾸거나 삭제할 수 없습니다. 다른 등급의, 모든 권한을 가진 관리자에게 요청해 주세요.',
  });
  const made = await request.post('/api/console/levels', {
    headers: headers(token, 'en'),
    data: { name: 'e2e requests', scope: ['console:requests'] },
  });
  expect(made.status()).toBe(403);
  expect(await made.json()).toEqual({
    code: 'SCOPE_NOT_HELD',
    message: 'You cannot give or take away a permission your own level does not hold.',
  });
  expect((await request.get('/api/console/forms', { headers: headers(token) })).status()).toBe(403);
});
