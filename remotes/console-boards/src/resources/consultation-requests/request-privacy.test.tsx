import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRoutes } from 'react-router';
import type { RequestHold } from '@taesung/shared';
import type { ConsoleRequest } from '@/api/consultation-requests.ts';
import { renderWithProviders } from '@taesung/shared/test-support';
import { ConsoleOverlays } from '@taesung/shared/console';
import { RequestDetail } from './request-detail.tsx';
import { RequestList } from './request-list.tsx';
import { consultationRequestOf, fakeApi, listOf, session, type Answer, type SeenCall } from './test-api.ts';

function Screens() {
  return useRoutes([
    { path: '/console/forms', element: <RequestList /> },
    { path: '/console/forms/:id', element: <RequestDetail /> },
  ]);
}

function renderScreen(route: string, handle: (call: SeenCall) => Answer) {
  const api = fakeApi(handle);
  renderWithProviders(
    <>
      <Screens />
      <ConsoleOverlays />
    </>,
    { route, preloadedState: { session }, storeOptions: { client: { adapter: api.adapter } } },
  );
  return api;
}

function catchDownloads() {
  const saved: { href: string; download: string }[] = [];
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:export');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  return { saved, createObjectURL, restore: () => click.mockRestore() };
}

const masked = [
  consultationRequestOf({ _id: 'form-1', name: '홍*동', phone: '010-****-5678' }),
  consultationRequestOf({ _id: 'form-2', name: '남**수', phone: '02-***-4567' }),
  consultationRequestOf({ _id: 'form-3', name: '김*', phone: '010-****-4321' }),
];

test('shows the names and numbers the API masked exactly as they came', async () => {
  renderScreen('/console/forms', () => ({ status: 200, data: listOf(masked) }));
  const rows = within(await screen.findByRole('table', { name: '상담 신청 목록' })).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('홍*동');
  expect(rows[1]).toHaveTextContent('010-****-5678');
  expect(rows[2]).toHaveTextContent('남**수');
  expect(rows[2]).toHaveTextContent('02-***-4567');
  expect(rows[3]).toHaveTextContent('김*');
  expect(rows[3]).toHaveTextContent('010-****-4321');
});

test('exports the filtered list after asking why, keeps the reason when refused, and saves the file under the name the server gives', async () => {
  const user = userEvent.setup();
  const downloads = catchDownloads();
  const csv = new Blob(['\uFEFF접수 시각,이름,연락처\n'], { type: 'text/csv' });
  let refuse = true;
  const api = renderScreen('/console/forms?status=new&search=%EC%9E%AC%EC%82%B0&page=2', (call) => {
    if (call.url !== '/api/console/forms/export') return { status: 200, data: listOf(masked, 45) };
    if (refuse)
      return {
        status: 503,
        data: new Blob([JSON.stringify({ message: '잠시 후 다시 시도해 주세요.', code: 'UNAVAILABLE' })]),
      };
    return {
      status: 200,
      data: csv,
      headers: { 'content-disposition': 'attachment; filename="consultation-requests-20261124.csv"' },
    };
  });
  await screen.findByRole('table');

  await user.click(screen.getByRole('button', { name: '내보내기 (CSV)' }));
  const dialog = screen.getByRole('dialog', { name: '상담 신청 내보내기' });
  const reason = within(dialog).getByRole('textbox', { name: /내보내는 이유/ });
  expect(reason).toHaveFocus();
  await user.type(reason, '제출');
  await user.click(within(dialog).getByRole('button', { name: '내보내기' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('5자 이상 입력해 주세요.');
  expect(api.calls.filter((call) => call.url === '/api/console/forms/export')).toEqual([]);

  await user.type(reason, '용 가정법원 자료');
  await user.click(within(dialog).getByRole('button', { name: '내보내기' }));
  expect(await within(dialog).findByText('잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
  expect(reason).toHaveValue('제출용 가정법원 자료');

  refuse = false;
  await user.click(within(dialog).getByRole('button', { name: '내보내기' }));
  expect(await screen.findByText('CSV 파일을 내려받았습니다. 내보낸 일은 접근 기록에 남았습니다.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const exports = api.calls.filter((call) => call.url === '/api/console/forms/export');
  expect(exports.at(-1)).toMatchObject({ method: 'POST', responseType: 'blob', authorization: 'Bearer access-token' });
  expect(exports.at(-1)?.data).toEqual({ status: 'new', search: '재산', reason: '제출용 가정법원 자료' });
  expect(downloads.createObjectURL).toHaveBeenCalledWith(csv);
  expect(downloads.saved).toEqual([{ href: 'blob:export', download: 'consultation-requests-20261124.csv' }]);
  downloads.restore();
});

test('says that opening the record is recorded, sets a legal hold with a reason and lifts it after a confirmation', async () => {
  const user = userEvent.setup();
  let form: ConsoleRequest = consultationRequestOf();
  const hold: RequestHold = { reason: '2026드단1234 사건 진행 중', at: '2026-11-24T03:00:00.000Z', by: 'admin' };
  const api = renderScreen('/console/forms/form-1', (call) => {
    if (call.url === '/api/console/forms/form-1/hold' && call.method === 'PUT') {
      form = { ...form, hold: { ...hold, reason: (call.data as { reason: string }).reason } };
      return { status: 200, data: { form } };
    }
    if (call.url === '/api/console/forms/form-1/hold' && call.method === 'DELETE') {
      form = { ...form, hold: null };
      return { status: 204 };
    }
    return { status: 200, data: { form } };
  });

  expect(await screen.findByText(/이 화면을 연 일은 누가 언제 열었는지 접근 기록에 남습니다/)).toBeInTheDocument();
  const panel = screen.getByRole('region', { name: '법적 보존' });
  expect(panel).toHaveTextContent('보존 설정이 없습니다.');

  await user.click(within(panel).getByRole('button', { name: '법적 보존 설정' }));
  const dialog = screen.getByRole('dialog', { name: '이 신청을 법적 보존할까요?' });
  await user.click(within(dialog).getByRole('button', { name: '보존 설정' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('내용을 입력해 주세요.');
  await user.type(within(dialog).getByRole('textbox', { name: /보존 사유/ }), '2026드단1234 사건 진행 중');
  await user.click(within(dialog).getByRole('button', { name: '보존 설정' }));
  expect(await screen.findByText('법적 보존을 설정했습니다.')).toBeInTheDocument();
  expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
    url: '/api/console/forms/form-1/hold',
    data: { reason: '2026드단1234 사건 진행 중' },
  });
  await waitFor(() => expect(panel).toHaveTextContent('보존 중'));
  expect(panel).toHaveTextContent('2026드단1234 사건 진행 중');
  expect(panel).toHaveTextContent('admin');
  expect(panel).toHaveTextContent('2026-11-24 12:00');

  await user.click(within(panel).getByRole('button', { name: '보존 해제' }));
  const confirmDialog = screen.getByRole('dialog', { name: '법적 보존을 해제할까요?' });
  await user.click(within(confirmDialog).getByRole('button', { name: '보존 해제' }));
  expect(await screen.findByText('법적 보존을 해제했습니다.')).toBeInTheDocument();
  expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([
    expect.objectContaining({ url: '/api/console/forms/form-1/hold' }),
  ]);
  await waitFor(() => expect(panel).toHaveTextContent('보존 설정이 없습니다.'));
});
