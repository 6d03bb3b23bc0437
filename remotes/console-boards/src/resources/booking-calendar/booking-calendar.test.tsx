import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRoutes } from 'react-router';
import type { ConsoleBooking } from '@taesung/shared';
import { renderWithProviders } from '@taesung/shared/test-support';
import { ConsoleOverlays } from '@taesung/shared/console';
import { fakeApi, session, type Answer, type SeenCall } from '@/test-support/fake-api.ts';
import { BookingCalendar } from './booking-calendar.tsx';

function Screen() {
  return useRoutes([{ path: '/console/forms/calendar', element: <BookingCalendar /> }]);
}

const morning: ConsoleBooking = {
  _id: 'booking-1',
  requestId: 'form-1',
  name: '홍*동',
  office: 'incheon',
  kind: 'visit',
  start: '2026-12-03T09:00:00+09:00',
  end: '2026-12-03T10:00:00+09:00',
  status: 'booked',
  lawyer: null,
};
const saturday: ConsoleBooking = {
  ...morning,
  _id: 'booking-2',
  requestId: 'form-2',
  name: '김*리',
  kind: 'phone',
  start: '2026-12-05T14:30:00+09:00',
  end: '2026-12-05T15:00:00+09:00',
  status: 'confirmed',
  lawyer: { _id: 'lawyer-1', name: '이변호', nameEn: 'Lee', office: 'incheon' },
};
const freeSlot = { start: '2026-12-04T11:00:00+09:00', end: '2026-12-04T12:00:00+09:00' };

function renderCalendar(route: string, handle: (call: SeenCall) => Answer | undefined = () => undefined) {
  const api = fakeApi((call) => {
    const answer = handle(call);
    if (answer) return answer;
    if (call.url === '/api/console/bookings') return { status: 200, data: { bookings: [morning, saturday] } };
    if (call.url === '/api/console/bookings/lawyers') return { status: 200, data: { lawyers: [saturday.lawyer] } };
    if (call.url === '/api/v1/booking/slots') return { status: 200, data: { slots: [freeSlot] } };
    return { status: 200, data: { booking: morning } };
  });
  renderWithProviders(
    <>
      <Screen />
      <ConsoleOverlays />
    </>,
    { route, preloadedState: { session }, storeOptions: { client: { adapter: api.adapter } } },
  );
  return api;
}

const writes = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.method !== 'GET');

test('the week shows each booking under its Seoul day with its time, kind, masked name, status and lawyer', async () => {
  const api = renderCalendar('/console/forms/calendar?day=2026-12-03&view=week&office=incheon');
  const thursday = await screen.findByRole('region', { name: '12월 3일 (목)' });
  const row = within(thursday).getByRole('row', { name: /09:00–10:00/ });
  expect(row).toHaveTextContent('홍*동');
  expect(row).toHaveTextContent('방문 상담');
  expect(row).toHaveTextContent('예약됨');
  expect(row).toHaveTextContent('미배정');
  const saturdayRegion = screen.getByRole('region', { name: '12월 5일 (토)' });
  expect(within(saturdayRegion).getByRole('row', { name: /14:30–15:00/ })).toHaveTextContent('이변호');
  expect(within(saturdayRegion).getByRole('row', { name: /14:30–15:00/ })).toHaveTextContent('확정');
  expect(screen.getByRole('region', { name: '12월 4일 (금)' })).toHaveTextContent('이 날의 예약이 없습니다.');
  expect(api.calls.find((call) => call.url === '/api/console/bookings')?.params).toEqual({
    from: '2026-11-30',
    to: '2026-12-06',
    office: 'incheon',
  });
  expect(screen.getByRole('button', { name: '주간' })).toHaveAttribute('aria-pressed', 'true');
});

test('a booking opens with a link to its request; a move to a free time calls the API and confirms it', async () => {
  const user = userEvent.setup();
  const api = renderCalendar('/console/forms/calendar?day=2026-12-03');
  await user.click(await screen.findByRole('link', { name: '09:00–10:00' }));
  const dialog = await screen.findByRole('dialog', { name: '홍*동 님의 상담 예약' });
  expect(within(dialog).getByRole('link', { name: '상담 신청 보기' })).toHaveAttribute('href', '/console/forms/form-1');
  const time = within(dialog).getByRole('combobox', { name: '옮길 시간' });
  await waitFor(() => expect(within(time).getByRole('option', { name: '2026-12-04 11:00–12:00' })).toBeInTheDocument());
  await user.selectOptions(time, freeSlot.start);
  await user.click(within(dialog).getByRole('button', { name: '시간 변경' }));
  expect(await screen.findByText('예약 시간을 변경했습니다.')).toBeInTheDocument();
  expect(writes(api)).toEqual([
    expect.objectContaining({
      method: 'PATCH',
      url: '/api/console/bookings/booking-1',
      data: { start: freeSlot.start },
    }),
  ]);
});

test("a refused move shows the server's message", async () => {
  const user = userEvent.setup();
  renderCalendar('/console/forms/calendar?day=2026-12-03&booking=booking-1', (call) =>
    call.method === 'PATCH'
      ? { status: 409, data: { code: 'SLOT_TAKEN', message: '고르신 상담 시간이 방금 마감되었습니다.', slots: [] } }
      : undefined,
  );
  const dialog = await screen.findByRole('dialog', { name: '홍*동 님의 상담 예약' });
  const time = within(dialog).getByRole('combobox', { name: '옮길 시간' });
  await waitFor(() => expect(within(time).getAllByRole('option')).toHaveLength(2));
  await user.selectOptions(time, freeSlot.start);
  await user.click(within(dialog).getByRole('button', { name: '시간 변경' }));
  expect(await screen.findByText('고르신 상담 시간이 방금 마감되었습니다.')).toBeInTheDocument();
});

test('cancelling asks first, then calls the API and confirms it', async () => {
  const user = userEvent.setup();
  const api = renderCalendar('/console/forms/calendar?day=2026-12-03&booking=booking-1');
  const dialog = await screen.findByRole('dialog', { name: '홍*동 님의 상담 예약' });
  await user.click(within(dialog).getByRole('button', { name: '예약 취소' }));
  const question = await screen.findByRole('dialog', { name: '상담 예약을 취소할까요?' });
  expect(question).toHaveTextContent('2026-12-03 09:00–10:00');
  await user.click(within(question).getByRole('button', { name: '예약 취소' }));
  expect(await screen.findByText('예약을 취소했습니다.')).toBeInTheDocument();
  expect(writes(api)).toEqual([
    expect.objectContaining({ method: 'POST', url: '/api/console/bookings/booking-1/cancel' }),
  ]);
});

test("assigning a busy lawyer shows the server's message; confirming calls the API", async () => {
  const user = userEvent.setup();
  const api = renderCalendar('/console/forms/calendar?day=2026-12-03&booking=booking-1', (call) =>
    call.method === 'PUT'
      ? { status: 409, data: { code: 'LAWYER_BUSY', message: '이 변호사는 겹치는 시간에 다른 상담 예약이 있습니다.' } }
      : undefined,
  );
  const dialog = await screen.findByRole('dialog', { name: '홍*동 님의 상담 예약' });
  const lawyer = within(dialog).getByRole('combobox', { name: '담당 변호사' });
  await waitFor(() => expect(within(lawyer).getByRole('option', { name: '이변호' })).toBeInTheDocument());
  await user.selectOptions(lawyer, 'lawyer-1');
  await user.click(within(dialog).getByRole('button', { name: '배정 저장' }));
  expect(await screen.findByText('이 변호사는 겹치는 시간에 다른 상담 예약이 있습니다.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '예약 확정' }));
  expect(await screen.findByText('예약을 확정했습니다.')).toBeInTheDocument();
  expect(writes(api).map((call) => [call.method, call.url, call.data])).toEqual([
    ['PUT', '/api/console/bookings/booking-1/lawyer', { lawyerId: 'lawyer-1' }],
    ['POST', '/api/console/bookings/booking-1/confirm', undefined],
  ]);
});
