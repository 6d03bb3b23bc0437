import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allConsoleScopes } from '@taesung/shared';
import { json } from '@taesung/shared/test-support/api-server';
import { accountsApi, serveAccountsApi } from '@/test-support/fake-api.ts';
import { renderScreen, texts } from '@/test-support/render-screen.tsx';
import { LevelCreate } from './level-create.tsx';
import { LevelEdit } from './level-edit.tsx';
import { LevelList } from './level-list.tsx';

const server = serveAccountsApi();
/** An administrator holding every scope, on a level of its own. */
const administrator = allConsoleScopes;
beforeAll(texts);
beforeEach(() => window.localStorage.clear());

test('lists each level with the labels of its scopes', async () => {
  renderScreen(<LevelList />, {
    path: '/console/users/levels',
    route: '/console/users/levels',
    baseURL: server.api.baseURL,
  });
  const table = await screen.findByRole('table', { name: '등급 목록과 각 등급의 권한' });
  const staff = within(table).getAllByRole('row')[2]!;
  expect(within(staff).getByRole('link', { name: '사무장' })).toHaveAttribute(
    'href',
    '/console/users/levels/level-staff',
  );
  expect(
    within(staff)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['관리자 화면 접속', '게시물', '상담 신청']);
});

test('creates a level from the checklist, each scope saying what it allows', async () => {
  const user = userEvent.setup();
  server.api.handle(
    accountsApi({}, (request, url, response) => {
      if (request.method !== 'POST' || url.pathname !== '/api/console/levels') return false;
      json(response, 201, { level: { _id: 'level-new', ...JSON.parse(request.body) } });
      return true;
    }),
  );
  renderScreen(<LevelCreate />, {
    path: '/console/users/levels/create',
    route: '/console/users/levels/create',
    baseURL: server.api.baseURL,
    scope: administrator,
  });
  await user.type(await screen.findByRole('textbox', { name: /등급 이름/ }), '상담 담당');
  const scopes = screen.getByRole('group', { name: /권한/ });
  expect(within(scopes).getByRole('checkbox', { name: '관리자 화면 접속' })).toBeChecked();
  const requests = within(scopes).getByRole('checkbox', { name: '상담 신청' });
  expect(requests).toHaveAccessibleDescription(/상담 신청서\(이름, 연락처, 사건 내용\)를 열람하고/);
  expect(within(scopes).getByRole('checkbox', { name: '사이트 설정' })).not.toBeChecked();
  await user.click(requests);
  await user.click(within(scopes).getByRole('checkbox', { name: '고객센터' }));
  const twoFactor = screen.getByRole('checkbox', { name: '2단계 인증 필수' });
  expect(twoFactor).not.toBeChecked();
  expect(twoFactor).toHaveAccessibleDescription(/인증 앱의 코드로 로그인합니다/);
  await user.click(twoFactor);
  await user.click(screen.getByRole('button', { name: '등급 만들기' }));

  expect(await screen.findByText('등급을 만들었습니다.')).toBeInTheDocument();
  expect(server.writes()).toEqual([
    {
      method: 'POST',
      url: '/api/console/levels',
      body: { name: '상담 담당', scope: ['console', 'console:requests', 'console:center'], twoFactor: true },
    },
  ]);
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/console\/users\/levels$/),
  );
});

test('an edit that would leave no administrator shows the server message; deletion asks first and shows a refusal', async () => {
  const user = userEvent.setup();
  server.api.handle(
    accountsApi({}, (request, _url, response) => {
      if (request.method === 'PUT') {
        json(response, 409, { message: '관리자 계정 권한을 가진 계정이 하나도 남지 않게 됩니다.', code: 'LAST_ADMIN' });
        return true;
      }
      if (request.method === 'DELETE') {
        json(response, 409, { message: '이 등급의 계정이 있어 삭제할 수 없습니다.', code: 'LEVEL_IN_USE' });
        return true;
      }
      return false;
    }),
  );
  renderScreen(<LevelEdit />, {
    path: '/console/users/levels/:id',
    route: '/console/users/levels/level-admin',
    baseURL: server.api.baseURL,
    scope: administrator,
  });
  const scopes = await screen.findByRole('group', { name: /권한/ });
  await user.click(within(scopes).getByRole('checkbox', { name: '관리자 계정' }));
  await user.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findByRole('alert', { name: '입력 내용을 확인해 주세요.' })).toHaveTextContent(
    '관리자 계정 권한을 가진 계정이 하나도 남지 않게 됩니다.',
  );
  expect(within(scopes).getByRole('checkbox', { name: '관리자 계정' })).not.toBeChecked();

  await user.click(screen.getByRole('button', { name: '등급 삭제' }));
  const dialog = await screen.findByRole('dialog', { name: '「최고 관리자」 등급을 삭제할까요?' });
  await user.click(within(dialog).getByRole('button', { name: '등급 삭제' }));
  expect(await screen.findByText('이 등급의 계정이 있어 삭제할 수 없습니다.')).toBeInTheDocument();
  expect(server.writes().map((write) => write.method)).toEqual(['PUT', 'DELETE']);
});

describe('a staff manager (console and console:staff) is offered only what it may grant', () => {
  test('the scopes it lacks are disabled, each saying why, and a refusal of the server is shown', async () => {
    const user = userEvent.setup();
    server.api.handle(
      accountsApi({}, (request, url, response) => {
        if (request.method !== 'POST' || url.pathname !== '/api/console/levels') return false;
        json(response, 403, {
          message: '내 등급에 없는 권한은 다른 등급에 주거나 뺄 수 없습니다.',
          code: 'SCOPE_NOT_HELD',
        });
        return true;
      }),
    );
    const alerted = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderScreen(<LevelCreate />, {
      path: '/console/users/levels/create',
      route: '/console/users/levels/create',
      baseURL: server.api.baseURL,
    });
    const scopes = await screen.findByRole('group', { name: /권한/ });
    expect(within(scopes).getByRole('checkbox', { name: '관리자 화면 접속' })).toBeEnabled();
    for (const name of ['게시물', '상담 신청', '고객센터', '사이트 설정']) {
      const box = within(scopes).getByRole('checkbox', { name });
      expect(box).toBeDisabled();
      expect(box).not.toBeChecked();
      expect(box).toHaveAccessibleDescription(/내 등급에 없는 권한이라 주거나 뺄 수 없습니다\.$/);
    }
    for (const name of ['관리자 계정', '접근 기록']) {
      expect(within(scopes).getByRole('checkbox', { name })).toBeDisabled();
      expect(within(scopes).getByRole('checkbox', { name })).toHaveAccessibleDescription(
        /모든 권한을 가진 계정만 주거나 뺄 수 있는 권한입니다\.$/,
      );
    }
    expect(within(scopes).getAllByText('내 등급에 없는 권한이라 주거나 뺄 수 없습니다.')).toHaveLength(4);
    await user.click(within(scopes).getByRole('checkbox', { name: '게시물' }));
    expect(within(scopes).getByRole('checkbox', { name: '게시물' })).not.toBeChecked();

    await user.type(screen.getByRole('textbox', { name: /등급 이름/ }), '접속 전용');
    await user.click(screen.getByRole('button', { name: '등급 만들기' }));
    expect(await screen.findByRole('alert', { name: '입력 내용을 확인해 주세요.' })).toHaveTextContent(
      '내 등급에 없는 권한은 다른 등급에 주거나 뺄 수 없습니다.',
    );
    expect(server.writes()).toEqual([
      { method: 'POST', url: '/api/console/levels', body: { name: '접속 전용', scope: ['console'], twoFactor: false } },
    ]);
    expect(alerted).toHaveBeenCalledWith('내 등급에 없는 권한은 다른 등급에 주거나 뺄 수 없습니다.');
    alerted.mockRestore();
  });

  test('on a level holding scopes it lacks, those scopes stay as they are, and its two-factor rule and deletion are locked', async () => {
    const user = userEvent.setup();
    server.api.handle(
      accountsApi({}, (request, _url, response) => {
        if (request.method !== 'PUT') return false;
        json(response, 200, { level: { _id: 'level-staff', ...JSON.parse(request.body) } });
        return true;
      }),
    );
    renderScreen(<LevelEdit />, {
      path: '/console/users/levels/:id',
      route: '/console/users/levels/level-staff',
      baseURL: server.api.baseURL,
    });
    const scopes = await screen.findByRole('group', { name: /권한/ });
    for (const name of ['게시물', '상담 신청']) {
      expect(within(scopes).getByRole('checkbox', { name })).toBeChecked();
      expect(within(scopes).getByRole('checkbox', { name })).toBeDisabled();
    }
    const twoFactor = screen.getByRole('checkbox', { name: '2단계 인증 필수' });
    expect(twoFactor).toBeDisabled();
    expect(twoFactor).toHaveAccessibleDescription(/2단계 인증 설정을 바꿀 수 없습니다\.$/);
    expect(screen.getByRole('button', { name: '등급 삭제' })).toBeDisabled();
    expect(screen.getByText('내 등급에 없는 권한이 있는 등급이라 삭제할 수 없습니다.')).toBeVisible();

    await user.clear(screen.getByRole('textbox', { name: /등급 이름/ }));
    await user.type(screen.getByRole('textbox', { name: /등급 이름/ }), '사무장실');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(server.writes()).toEqual([
        {
          method: 'PUT',
          url: '/api/console/levels/level-staff',
          body: { name: '사무장실', scope: ['console', 'console:posts', 'console:requests'], twoFactor: false },
        },
      ]),
    );
  });

  test('its own level is read-only, saying why', async () => {
    server.api.handle(accountsApi({ me: { level: 'level-staff' } }));
    renderScreen(<LevelEdit />, {
      path: '/console/users/levels/:id',
      route: '/console/users/levels/level-staff',
      baseURL: server.api.baseURL,
      scope: administrator,
    });
    expect(await screen.findByRole('note')).toHaveTextContent('내 계정이 속한 등급이라 여기서 바꿀 수 없습니다.');
    expect(screen.getByText('사무장')).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '저장' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '등급 삭제' })).not.toBeInTheDocument();
  });

  test('a level with staff accounts is read-only to it', async () => {
    renderScreen(<LevelEdit />, {
      path: '/console/users/levels/:id',
      route: '/console/users/levels/level-admin',
      baseURL: server.api.baseURL,
    });
    expect(await screen.findByRole('note')).toHaveTextContent('모든 권한을 가진 계정만 바꾸거나 삭제할 수 있습니다.');
    expect(screen.queryByRole('button', { name: '저장' })).not.toBeInTheDocument();
  });
});

test('an administrator giving a level staff accounts or access records finds two-factor sign-in locked on', async () => {
  const user = userEvent.setup();
  server.api.handle(
    accountsApi({}, (request, url, response) => {
      if (request.method !== 'POST' || url.pathname !== '/api/console/levels') return false;
      json(response, 201, { level: { _id: 'level-new', ...JSON.parse(request.body) } });
      return true;
    }),
  );
  renderScreen(<LevelCreate />, {
    path: '/console/users/levels/create',
    route: '/console/users/levels/create',
    baseURL: server.api.baseURL,
    scope: administrator,
  });
  await user.type(await screen.findByRole('textbox', { name: /등급 이름/ }), '기록 점검');
  const twoFactor = screen.getByRole('checkbox', { name: '2단계 인증 필수' });
  expect(twoFactor).toBeEnabled();
  await user.click(within(screen.getByRole('group', { name: /권한/ })).getByRole('checkbox', { name: '접근 기록' }));
  expect(twoFactor).toBeChecked();
  expect(twoFactor).toBeDisabled();
  expect(twoFactor).toHaveAccessibleDescription(/2단계 인증이 항상 필수입니다\.$/);
  await user.click(screen.getByRole('button', { name: '등급 만들기' }));
  await waitFor(() =>
    expect(server.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/console/levels',
        body: { name: '기록 점검', scope: ['console', 'console:records'], twoFactor: true },
      },
    ]),
  );
});
