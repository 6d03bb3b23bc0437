import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRoutes } from 'react-router';
import { renderWithProviders } from '@taesung/shared/test-support';
import { ConsoleOverlays } from '@taesung/shared/console';
import { RequestDetail } from './request-detail.tsx';
import { consultationRequestOf, fakeApi, session, type SeenCall } from './test-api.ts';

function Screen() {
  return useRoutes([{ path: '/console/forms/:id', element: <RequestDetail /> }]);
}

const attachment = {
  name: '혼인관계증명서.pdf',
  url: '/api/console/forms/form-1/files/abc123.pdf',
  size: 204_800,
  type: 'application/pdf',
};

function renderDetail(handle: (call: SeenCall) => { status: number; data: unknown } | undefined) {
  let form = consultationRequestOf({ files: [attachment], memo: '첫 통화 완료' });
  const api = fakeApi((call) => {
    const answer = handle(call);
    if (answer) return answer;
    if (call.method === 'PUT' && call.url === '/api/console/forms/form-1') {
      form = { ...form, ...(call.data as object) };
      return { status: 200, data: { form } };
    }
    return { status: 200, data: { form } };
  });
  renderWithProviders(
    <>
      <Screen />
      <ConsoleOverlays />
    </>,
    { route: '/console/forms/form-1', preloadedState: { session }, storeOptions: { client: { adapter: api.adapter } } },
  );
  return api;
}

test('shows every field of the request in full', async () => {
  renderDetail(() => undefined);
  expect(await screen.findByRole('heading', { level: 1, name: '홍길동 님의 상담 신청' })).toBeInTheDocument();
  const fields = screen.getByRole('region', { name: '신청 내용' });
  for (const text of [
    '2026-11-24 10:30',
    '010-1234-5678',
    '재산분할',
    '인천 분사무소',
    '오후 (12–18시)',
    '재산분할 비율이 궁금합니다.',
    '동의함',
    '한국어 사이트',
  ]) {
    expect(fields).toHaveTextContent(text);
  }
  expect(within(fields).getByRole('link', { name: '010-1234-5678 번호로 전화 걸기' })).toHaveAttribute(
    'href',
    'tel:+821012345678',
  );
  expect(screen.getByRole('textbox', { name: /내부 메모/ })).toHaveValue('첫 통화 완료');
});

test("shows the visitor's booked time in Seoul time, with its kind", async () => {
  renderDetail((call) =>
    call.method === 'GET'
      ? {
          status: 200,
          data: {
            form: consultationRequestOf({
              appointment: { kind: 'phone', start: '2026-12-03T09:00:00+09:00', end: '2026-12-03T09:30:00+09:00' },
            }),
          },
        }
      : undefined,
  );
  const fields = await screen.findByRole('region', { name: '신청 내용' });
  const row = within(fields).getByText('예약한 상담 시간').closest('div')!;
  expect(row).toHaveTextContent('2026-12-03 09:00–09:30 · 전화 상담');
});

test('has no booked-time row for a request without one', async () => {
  renderDetail(() => undefined);
  const fields = await screen.findByRole('region', { name: '신청 내용' });
  expect(within(fields).queryByText('예약한 상담 시간')).not.toBeInTheDocument();
  expect(within(fields).queryByText('이메일')).not.toBeInTheDocument();
});

test('shows the e-mail address a visitor left for booking notices, as a link to write to it', async () => {
  renderDetail((call) =>
    call.method === 'GET'
      ? { status: 200, data: { form: consultationRequestOf({ email: 'visitor@example.com' }) } }
      : undefined,
  );
  const fields = await screen.findByRole('region', { name: '신청 내용' });
  const row = within(fields).getByText('이메일').closest('div')!;
  expect(within(row).getByRole('link', { name: 'visitor@example.com' })).toHaveAttribute(
    'href',
    'mailto:visitor@example.com',
  );
});

test('changes the status through the API and confirms it with a toast', async () => {
  const user = userEvent.setup();
  const api = renderDetail(() => undefined);
  const status = await screen.findByRole('group', { name: '처리 상태' });
  expect(within(status).getByRole('button', { name: '신규' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(within(status).getByRole('button', { name: '완료' }));

  expect(await screen.findByText("처리 상태를 '완료'(으)로 바꿨습니다.")).toBeInTheDocument();
  expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([
    expect.objectContaining({ url: '/api/console/forms/form-1', data: { status: 'done' } }),
  ]);
  await waitFor(() =>
    expect(within(status).getByRole('button', { name: '완료' })).toHaveAttribute('aria-pressed', 'true'),
  );
  expect(within(status).getByRole('button', { name: '신규' })).toHaveAttribute('aria-pressed', 'false');
});

test("shows the server's message when the status cannot be changed", async () => {
  const user = userEvent.setup();
  renderDetail((call) =>
    call.method === 'PUT'
      ? { status: 409, data: { message: '다른 직원이 먼저 변경했습니다.', code: 'CONFLICT' } }
      : undefined,
  );
  const status = await screen.findByRole('group', { name: '처리 상태' });
  await user.click(within(status).getByRole('button', { name: '처리 중' }));
  expect(await screen.findByText('다른 직원이 먼저 변경했습니다.')).toBeInTheDocument();
  expect(within(status).getByRole('button', { name: '신규' })).toHaveAttribute('aria-pressed', 'true');
});

test('forwards to a typed address and shows what became of each message', async () => {
  const user = userEvent.setup();
  const api = renderDetail((call) =>
    call.url === '/api/console/forms/form-1/email'
      ? {
          status: 200,
          data: {
            form: consultationRequestOf(),
            messages: [
              {
                _id: 'm1',
                channel: 'email',
                to: 'lawyer@example.com',
                subject: '',
                body: '',
                status: 'sent',
                error: null,
                createdAt: '2026-11-24T02:00:00.000Z',
                sentAt: null,
              },
            ],
          },
        }
      : undefined,
  );
  const forward = await screen.findByRole('region', { name: '이메일로 전달' });

  await user.click(within(forward).getByRole('radio', { name: '직접 입력한 주소' }));
  await user.click(within(forward).getByRole('button', { name: '전달하기' }));
  expect(within(forward).getByText('받는 사람의 이메일 주소를 입력해 주세요.')).toBeInTheDocument();
  expect(within(forward).getByRole('textbox', { name: /받는 사람 이메일/ })).toHaveFocus();
  expect(api.calls.filter((call) => call.url.endsWith('/email'))).toEqual([]);

  await user.type(within(forward).getByRole('textbox', { name: /받는 사람 이메일/ }), 'lawyer@example.com');
  await user.click(within(forward).getByRole('button', { name: '전달하기' }));

  expect(await within(forward).findByRole('list', { name: '전달 결과' })).toHaveTextContent('lawyer@example.com: 보냄');
  expect(api.calls.filter((call) => call.url.endsWith('/email'))).toEqual([
    expect.objectContaining({ method: 'PUT', data: { to: 'lawyer@example.com' } }),
  ]);
  expect(screen.getByText('1건을 보냈습니다.')).toBeInTheDocument();
});

test('forwards to the notification recipients by default and shows a failed message with its error', async () => {
  const user = userEvent.setup();
  const message = (to: string, status: string, error: string | null) => ({
    _id: to,
    channel: 'email',
    to,
    subject: '',
    body: '',
    status,
    error,
    createdAt: '2026-11-24T02:00:00.000Z',
    sentAt: null,
  });
  const api = renderDetail((call) =>
    call.url.endsWith('/email')
      ? {
          status: 200,
          data: {
            form: consultationRequestOf(),
            messages: [
              message('a@taesung.example', 'sent', null),
              message('b@taesung.example', 'failed', 'connect ECONNREFUSED'),
            ],
          },
        }
      : undefined,
  );
  const forward = await screen.findByRole('region', { name: '이메일로 전달' });
  expect(within(forward).getByRole('radio', { name: '알림 수신자 전체 (사이트 설정)' })).toBeChecked();
  await user.click(within(forward).getByRole('button', { name: '전달하기' }));

  const outcome = await within(forward).findByRole('list', { name: '전달 결과' });
  expect(
    within(outcome)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['a@taesung.example: 보냄', 'b@taesung.example: 실패 (connect ECONNREFUSED)']);
  expect(api.calls.find((call) => call.url.endsWith('/email'))?.data).toEqual({});
  expect(screen.getByText('2건 중 일부를 보내지 못했습니다. 아래 결과를 확인해 주세요.')).toBeInTheDocument();
});

test('downloads an attachment with the session token and saves it under its own name', async () => {
  const user = userEvent.setup();
  const blob = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
  const api = renderDetail((call) => (call.url === attachment.url ? { status: 200, data: blob } : undefined));
  const saved: { href: string; download: string }[] = [];
  const createObjectURL = jest.fn(() => 'blob:saved');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });

  await user.click(await screen.findByRole('button', { name: '혼인관계증명서.pdf 내려받기 (200 KB)' }));

  expect(api.calls.find((call) => call.url === attachment.url)).toMatchObject({
    authorization: 'Bearer access-token',
    responseType: 'blob',
  });
  expect(createObjectURL).toHaveBeenCalledWith(blob);
  expect(saved).toEqual([{ href: 'blob:saved', download: '혼인관계증명서.pdf' }]);
  click.mockRestore();
});

test('saves the memo, and keeps what was typed when the server refuses it', async () => {
  const user = userEvent.setup();
  let refuse = true;
  const api = renderDetail((call) =>
    call.method === 'PUT' && refuse
      ? { status: 503, data: { message: '잠시 후 다시 시도해 주세요.', code: 'UNAVAILABLE' } }
      : undefined,
  );
  const memo = await screen.findByRole('textbox', { name: /내부 메모/ });
  await user.clear(memo);
  await user.type(memo, '내일 오전 통화 예정');
  await user.click(screen.getByRole('button', { name: '메모 저장' }));
  expect((await screen.findAllByText('잠시 후 다시 시도해 주세요.')).length).toBeGreaterThan(0);
  expect(memo).toHaveValue('내일 오전 통화 예정');

  refuse = false;
  await user.click(screen.getByRole('button', { name: '메모 저장' }));
  expect(await screen.findByText('메모를 저장했습니다.')).toBeInTheDocument();
  expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.data)).toEqual([
    { memo: '내일 오전 통화 예정' },
    { memo: '내일 오전 통화 예정' },
  ]);
});
