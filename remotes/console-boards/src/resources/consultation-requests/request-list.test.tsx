import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { renderWithProviders } from '@taesung/shared/test-support';
import { ConsoleOverlays } from '@taesung/shared/console';
import { RequestList, requestsPollingInterval } from './request-list.tsx';
import { consultationRequestOf, fakeApi, listOf, session } from './test-api.ts';

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

const older = consultationRequestOf({ _id: 'form-1', name: '홍길동', phone: '010-1234-5678', status: 'progress' });
const newer = consultationRequestOf({
  _id: 'form-2',
  name: '김민지',
  phone: '010-9876-4321',
  createdAt: '2026-11-24T02:00:00.000Z',
});

function renderList(route: string, api: ReturnType<typeof fakeApi>) {
  return renderWithProviders(
    <>
      <RequestList />
      <Address />
      <ConsoleOverlays />
    </>,
    { route, preloadedState: { session }, storeOptions: { client: { adapter: api.adapter } } },
  );
}

const listCalls = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.url === '/api/console/forms');

afterEach(() => {
  jest.useRealTimers();
});

test('reads its filters from the address, asks the API with them, and writes a new filter back to page 1', async () => {
  const user = userEvent.setup();
  const api = fakeApi(() => ({ status: 200, data: listOf([older], 45) }));
  renderList('/console/forms?status=progress&office=incheon&page=2', api);

  const table = await screen.findByRole('table', { name: '상담 신청 목록' });
  expect(listCalls(api)[0]).toMatchObject({
    params: { status: 'progress', office: 'incheon', page: 2 },
    authorization: 'Bearer access-token',
  });
  expect(screen.getByRole('combobox', { name: '처리 상태' })).toHaveValue('progress');
  expect(screen.getByRole('combobox', { name: '희망 사무소' })).toHaveValue('incheon');

  const row = within(table).getAllByRole('row')[1]!;
  expect(row).toHaveTextContent('홍*동');
  expect(row).toHaveTextContent('010-****-5678');
  expect(row).not.toHaveTextContent('홍길동');
  expect(row).toHaveTextContent('2026-11-24 10:30');
  expect(row).toHaveTextContent('재산분할');
  expect(row).toHaveTextContent('인천 분사무소');
  expect(row).toHaveTextContent('오후 (12–18시)');
  expect(row).toHaveTextContent('처리 중');
  expect(within(row).getByRole('link', { name: '홍*동' })).toHaveAttribute('href', '/console/forms/form-1');

  await user.selectOptions(screen.getByRole('combobox', { name: '상담 분야' }), 'inheritance-forced-share');
  const address = new URLSearchParams(screen.getByRole('status', { name: 'address' }).textContent ?? '');
  expect(Object.fromEntries(address)).toEqual({
    status: 'progress',
    office: 'incheon',
    category: 'inheritance-forced-share',
  });
  await screen.findByRole('table', { name: '상담 신청 목록' });
  expect(listCalls(api).at(-1)?.params).toEqual({
    page: 1,
    limit: 20,
    status: 'progress',
    office: 'incheon',
    category: 'inheritance-forced-share',
  });
});

test('shows a request that arrives while the list is open, and announces it', async () => {
  jest.useFakeTimers();
  const api = fakeApi(() => ({ status: 200, data: listOf([older]) }));
  renderList('/console/forms', api);
  await screen.findByText('홍*동');
  expect(listCalls(api)).toHaveLength(1);

  api.handle(() => ({ status: 200, data: listOf([newer, older]) }));
  await act(() => jest.advanceTimersByTimeAsync(requestsPollingInterval));

  expect(await screen.findByText('김*지')).toBeInTheDocument();
  expect(screen.getByText('새 상담 신청 1건이 접수되었습니다.')).toBeInTheDocument();
  expect(listCalls(api)).toHaveLength(2);
});

test('stops asking while the tab is hidden and asks at once when it is shown again', async () => {
  jest.useFakeTimers();
  const api = fakeApi(() => ({ status: 200, data: listOf([older]) }));
  renderList('/console/forms', api);
  await screen.findByText('홍*동');

  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await act(() => jest.advanceTimersByTimeAsync(requestsPollingInterval * 3));
  expect(listCalls(api)).toHaveLength(1);
  expect(screen.getByText('이 탭이 보이지 않는 동안에는 새 상담 신청을 확인하지 않습니다.')).toBeInTheDocument();

  api.handle(() => ({ status: 200, data: listOf([newer, older]) }));
  visibility.mockReturnValue('visible');
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(await screen.findByText('김*지')).toBeInTheDocument();
  expect(listCalls(api)).toHaveLength(2);
  expect(screen.getByText('새 상담 신청 1건이 접수되었습니다.')).toBeInTheDocument();
});

test('shows the time a visitor booked, in Seoul time with its kind, and a dash where none was booked', async () => {
  const booked = consultationRequestOf({
    ...newer,
    appointment: { kind: 'visit', start: '2026-12-03T14:00:00+09:00', end: '2026-12-03T14:30:00+09:00' },
  });
  renderList(
    '/console/forms',
    fakeApi(() => ({ status: 200, data: listOf([booked, older]) })),
  );
  const table = await screen.findByRole('table', { name: '상담 신청 목록' });
  expect(within(table).getByRole('columnheader', { name: '상담 예약' })).toBeInTheDocument();
  const [, bookedRow, plainRow] = within(table).getAllByRole('row');
  expect(bookedRow).toHaveTextContent('2026-12-03 14:00–14:30 · 방문 상담');
  expect(plainRow).toHaveTextContent('—');
  expect(plainRow).not.toHaveTextContent('상담 ·');
});

test('filters by the day of the booked time, read from and kept in the address', async () => {
  const api = fakeApi(() => ({ status: 200, data: listOf([older]) }));
  renderList('/console/forms?bookedOn=2026-12-03', api);
  await screen.findByRole('table', { name: '상담 신청 목록' });
  expect(listCalls(api)[0]).toMatchObject({ params: { bookedOn: '2026-12-03', page: 1 } });
  expect(screen.getByLabelText('상담 예약일')).toHaveValue('2026-12-03');
});
