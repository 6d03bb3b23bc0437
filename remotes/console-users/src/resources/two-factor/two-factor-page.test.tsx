import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '@taesung/shared/test-support/api-server';
import { accountsApi, serveAccountsApi, type Route } from '@/test-support/fake-api.ts';
import { renderScreen, texts } from '@/test-support/render-screen.tsx';
import { TwoFactorPage } from './two-factor-page.tsx';

const server = serveAccountsApi();
beforeAll(texts);

const recoveryCodes = Array.from({ length: 10 }, (_, index) => `code-${String(index).padStart(4, '0')}`);
const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

function twoFactorApi(
  state: { enabled: boolean; required: boolean },
  answers: Partial<Record<string, [number, unknown]>> = {},
): Route {
  return (request, url, response) => {
    const path = url.pathname;
    const key = `${request.method} ${path}`;
    const answer = answers[key];
    if (answer) {
      json(response, answer[0], answer[1]);
      return true;
    }
    if (key === 'GET /api/console/me')
      return (json(response, 200, { user: { _id: 'user-1' }, twoFactor: { ...state, recoveryCodesLeft: 7 } }), true);
    if (key === 'POST /api/console/me/two-factor/setup')
      return (
        json(response, 200, { secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', otpauthUrl: 'otpauth://totp/x', qrSvg: svg }),
        true
      );
    if (key === 'POST /api/console/me/two-factor/enable' || key === 'POST /api/console/me/two-factor/recovery-codes')
      return (json(response, 200, { recoveryCodes }), true);
    if (key === 'DELETE /api/console/me/two-factor') {
      response.writeHead(204);
      response.end();
      return true;
    }
    return false;
  };
}

const open = (locale: 'ko' | 'en' = 'ko') =>
  renderScreen(<TwoFactorPage />, {
    path: '/console/two-factor',
    route: '/console/two-factor',
    baseURL: server.api.baseURL,
    locale,
  });

test('enrols: the QR code and the secret in groups of four, the confirm code, then the ten codes shown once', async () => {
  server.api.handle(accountsApi({}, twoFactorApi({ enabled: false, required: true })));
  const user = userEvent.setup();
  open();
  expect(await screen.findByText(/이 계정의 등급은 2단계 인증이 필수입니다/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '등록 시작' }));

  const qr = await screen.findByRole('img', { name: /인증 앱으로 찍을 QR 코드/ });
  expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
  expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();
  const code = screen.getByLabelText(/인증 코드/);
  expect(code).toHaveAttribute('inputmode', 'numeric');
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await user.type(code, '12a3456');
  await user.click(screen.getByRole('button', { name: '확인하고 사용 시작' }));

  const list = await screen.findByRole('list', { name: '복구 코드 10개' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(recoveryCodes);
  expect(server.writes()).toEqual([
    { method: 'POST', url: '/api/console/me/two-factor/setup', body: undefined },
    { method: 'POST', url: '/api/console/me/two-factor/enable', body: { code: '123456' } },
  ]);
  const done = screen.getByRole('button', { name: '완료' });
  expect(done).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: '안전한 곳에 보관했습니다' }));
  expect(done).toBeEnabled();
  expect(screen.getByRole('button', { name: '파일로 저장(.txt)' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '인쇄' })).toBeInTheDocument();
});

test('draws the QR code of the otpauth address when the API sends none', async () => {
  server.api.handle(
    accountsApi(
      {},
      twoFactorApi(
        { enabled: false, required: false },
        {
          'POST /api/console/me/two-factor/setup': [
            200,
            { secret: 'JBSW Y3DP EHPK 3PXP', otpauthUrl: 'otpauth://totp/admin', qrSvg: null },
          ],
        },
      ),
    ),
  );
  const user = userEvent.setup();
  open();
  await user.click(await screen.findByRole('button', { name: '등록 시작' }));
  const qr = await screen.findByRole('img', { name: /인증 앱으로 찍을 QR 코드/ });
  expect(decodeURIComponent(qr.getAttribute('src')!)).toMatch(
    /^data:image\/svg\+xml;charset=utf-8,<svg [^>]*viewBox="0 0 33 33"/,
  );
  expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
});

test('a wrong code shows the server’s message and keeps the code typed', async () => {
  server.api.handle(
    accountsApi(
      {},
      twoFactorApi(
        { enabled: false, required: false },
        {
          'POST /api/console/me/two-factor/enable': [
            401,
            { message: '인증 코드가 올바르지 않습니다.', code: 'TWO_FACTOR_INVALID' },
          ],
        },
      ),
    ),
  );
  const user = userEvent.setup();
  open();
  await user.click(await screen.findByRole('button', { name: '등록 시작' }));
  await user.type(await screen.findByLabelText(/인증 코드/), '000000');
  await user.click(screen.getByRole('button', { name: '확인하고 사용 시작' }));
  expect(await screen.findAllByText('인증 코드가 올바르지 않습니다.')).not.toHaveLength(0);
  expect(screen.getByLabelText(/인증 코드/)).toHaveValue('000000');
  expect(screen.queryByRole('list', { name: '복구 코드 10개' })).not.toBeInTheDocument();
});

test('in use: renews the recovery codes with a code, and offers no turning off when the level requires it', async () => {
  server.api.handle(accountsApi({}, twoFactorApi({ enabled: true, required: true })));
  const user = userEvent.setup();
  open();
  expect(await screen.findByText('2단계 인증을 사용하고 있습니다.')).toBeInTheDocument();
  expect(screen.getByText(/남은 복구 코드: 7개/)).toBeInTheDocument();
  expect(screen.getByText(/2단계 인증이 필수라서 끌 수 없습니다/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '2단계 인증 끄기' })).not.toBeInTheDocument();
  await user.type(screen.getByLabelText(/인증 코드/), '654321');
  await user.click(screen.getByRole('button', { name: '새 복구 코드 만들기' }));
  expect(await screen.findByRole('list', { name: '복구 코드 10개' })).toBeInTheDocument();
  expect(server.writes()).toEqual([
    { method: 'POST', url: '/api/console/me/two-factor/recovery-codes', body: { code: '654321' } },
  ]);
});

test('turns off with the password and a code; a wrong password is said on its field', async () => {
  server.api.handle(
    accountsApi(
      {},
      twoFactorApi(
        { enabled: true, required: false },
        {
          'DELETE /api/console/me/two-factor': [
            400,
            { message: '현재 비밀번호가 올바르지 않습니다.', code: 'WRONG_PASSWORD' },
          ],
        },
      ),
    ),
  );
  const user = userEvent.setup();
  open();
  const section = within((await screen.findByRole('heading', { name: '2단계 인증 끄기' })).closest('section')!);
  await user.type(section.getByLabelText(/현재 비밀번호/), 'not-my-password');
  await user.type(section.getByLabelText(/인증 코드/), '111111');
  await user.click(section.getByRole('button', { name: '2단계 인증 끄기' }));
  await waitFor(() =>
    expect(section.getByLabelText(/현재 비밀번호/)).toHaveAccessibleDescription(/현재 비밀번호가 올바르지 않습니다/),
  );
  expect(server.writes()).toEqual([
    { method: 'DELETE', url: '/api/console/me/two-factor', body: { password: 'not-my-password', code: '111111' } },
  ]);
});
