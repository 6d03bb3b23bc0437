import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { ConsoleOverlays } from '@taesung/shared/console';
import { renderWithProviders } from '@taesung/shared/test-support';
import { BookingSchedulePage } from './booking-schedule-page.tsx';
import { availabilityOf, fakeApi, listAnswer, session, type Answer, type SeenCall } from './test-api.ts';

const availability = [
  availabilityOf(),
  availabilityOf({ kind: 'phone', slotMinutes: 30, leadMinutes: 120 }),
  availabilityOf({ office: 'incheon' }),
];

/** The API of the screen: its reads, and `write` for every write. */
function scheduleApi(write: (call: SeenCall) => Answer) {
  return fakeApi((call) => {
    if (call.method !== 'GET') return write(call);
    if (call.url.endsWith('/availability')) return listAnswer('availability', availability);
    if (call.url.endsWith('/exceptions')) return listAnswer('exceptions', []);
    return listAnswer('holidays', []);
  });
}

function renderPage(api: ReturnType<typeof fakeApi>) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/console/forms/schedule" element={<BookingSchedulePage />} />
      </Routes>
      <ConsoleOverlays />
    </>,
    {
      route: '/console/forms/schedule',
      preloadedState: { session },
      storeOptions: { client: { adapter: api.adapter } },
    },
  );
}

const writes = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.method !== 'GET');
const range = (number: number) => screen.getByRole('group', { name: `${number}번째 구간` });
const box = (scope: HTMLElement, name: RegExp) => within(scope).getByRole('textbox', { name });

afterEach(() => {
  localStorage.clear();
});

test('edits the weekly hours of an office and kind and saves them, saying they apply at once', async () => {
  const user = userEvent.setup();
  const api = scheduleApi((call) => ({
    status: 200,
    data: { availability: { ...availabilityOf(), ...(call.data as object) } },
  }));
  renderPage(api);

  expect(await screen.findByRole('heading', { name: '서울 본사 · 방문 상담 운영 시간' })).toBeInTheDocument();
  await user.clear(box(range(1), /^끝/));
  await user.type(box(range(1), /^끝/), '12:30');
  await user.click(screen.getByRole('button', { name: '구간 추가' }));
  await user.selectOptions(within(range(2)).getByRole('combobox', { name: /^요일/ }), '토요일');
  await user.clear(box(range(2), /^시작/));
  await user.type(box(range(2), /^시작/), '10:00');
  await user.clear(box(range(2), /^끝/));
  await user.type(box(range(2), /^끝/), '13:00');
  const capacity = screen.getByRole('spinbutton', { name: /^같은 시간 동시 예약 수/ });
  await user.clear(capacity);
  await user.type(capacity, '2');
  await user.click(screen.getByRole('button', { name: '운영 시간 저장' }));

  expect(
    await screen.findByText('운영 시간을 저장했습니다. 사이트의 예약 가능 시간에 바로 반영됩니다.'),
  ).toBeInTheDocument();
  expect(writes(api)).toEqual([
    expect.objectContaining({
      method: 'PUT',
      url: '/api/console/booking/availability/seoul-main/visit',
      data: {
        weeklyHours: [
          { weekday: 1, from: '09:00', to: '12:30' },
          { weekday: 6, from: '10:00', to: '13:00' },
        ],
        slotMinutes: 60,
        horizonDays: 30,
        leadMinutes: 1440,
        capacity: 2,
      },
    }),
  ]);
});

test('hours ending before they start or overlapping are refused on the form; a server refusal keeps everything typed', async () => {
  const user = userEvent.setup();
  const api = scheduleApi(() => ({
    status: 400,
    data: {
      message: '사이트 설정에 없는 사무소입니다. 설정의 사무소 목록에서 골라 주세요.',
      code: 'UNKNOWN_OFFICE',
      issues: [{ path: 'params.office', code: 'invalid_value' }],
    },
  }));
  renderPage(api);

  await user.clear(await screen.findByRole('textbox', { name: /^끝/ }));
  await user.type(box(range(1), /^끝/), '08:00');
  await user.click(screen.getByRole('button', { name: '운영 시간 저장' }));
  expect(await screen.findAllByText('종료 시각은 시작 시각보다 뒤여야 합니다.')).not.toHaveLength(0);

  await user.clear(box(range(1), /^끝/));
  await user.type(box(range(1), /^끝/), '12:00');
  await user.click(screen.getByRole('button', { name: '구간 추가' }));
  await user.clear(box(range(2), /^시작/));
  await user.type(box(range(2), /^시작/), '11:00');
  await user.click(screen.getByRole('button', { name: '운영 시간 저장' }));
  expect(await screen.findAllByText('같은 요일의 다른 시간과 겹칩니다. 겹치지 않게 나눠 주세요.')).not.toHaveLength(0);
  expect(box(range(2), /^시작/)).toHaveAttribute('aria-invalid', 'true');
  expect(writes(api)).toEqual([]);

  await user.clear(box(range(2), /^시작/));
  await user.type(box(range(2), /^시작/), '13:00');
  await user.click(screen.getByRole('button', { name: '운영 시간 저장' }));
  expect(
    await screen.findAllByText('사이트 설정에 없는 사무소입니다. 설정의 사무소 목록에서 골라 주세요.'),
  ).not.toHaveLength(0);
  expect(writes(api)).toHaveLength(1);
  expect(box(range(1), /^끝/)).toHaveValue('12:00');
  expect(box(range(2), /^시작/)).toHaveValue('13:00');
  expect(box(range(2), /^끝/)).toHaveValue('18:00');
});

test('adds a day of extra hours to the office; a server error keeps what was typed, and a second try saves it', async () => {
  const user = userEvent.setup();
  let failing = true;
  const api = scheduleApi((call) =>
    failing
      ? { status: 503, data: { message: '서비스를 일시적으로 이용할 수 없습니다.', code: 'SERVICE_UNAVAILABLE' } }
      : {
          status: 201,
          data: {
            exception: {
              _id: 'exception-1',
              ...(call.data as object),
              createdAt: '2026-11-29T01:00:00.000Z',
              updatedAt: '2026-11-29T01:00:00.000Z',
            },
          },
        },
  );
  renderPage(api);

  await user.click(await screen.findByRole('button', { name: '휴무일·추가 운영일 추가' }));
  const section = screen.getByRole('region', { name: '서울 본사 휴무일·추가 운영일' });
  fireEvent.change(within(section).getByLabelText(/^날짜/), { target: { value: '2026-12-26' } });
  await user.selectOptions(within(section).getByRole('combobox', { name: /^구분/ }), '추가 운영');
  await user.type(box(section, /^시작/), '10:00');
  await user.type(box(section, /^끝/), '14:00');
  await user.type(box(section, /^메모/), '연말 토요 상담');
  await user.click(within(section).getByRole('button', { name: '추가' }));

  expect(await screen.findAllByText('서비스를 일시적으로 이용할 수 없습니다.')).not.toHaveLength(0);
  expect(within(section).getByLabelText(/^날짜/)).toHaveValue('2026-12-26');
  expect(box(section, /^시작/)).toHaveValue('10:00');
  expect(box(section, /^메모/)).toHaveValue('연말 토요 상담');

  failing = false;
  await user.click(within(section).getByRole('button', { name: '추가' }));
  expect(await screen.findByText('저장했습니다. 사이트의 예약 가능 시간에 바로 반영됩니다.')).toBeInTheDocument();
  const posted = {
    office: 'seoul-main',
    day: '2026-12-26',
    type: 'open',
    from: '10:00',
    to: '14:00',
    note: '연말 토요 상담',
  };
  expect(writes(api)).toEqual([
    expect.objectContaining({ method: 'POST', url: '/api/console/booking/exceptions', data: posted }),
    expect.objectContaining({ method: 'POST', url: '/api/console/booking/exceptions', data: posted }),
  ]);
  await waitFor(() => expect(within(section).queryByRole('button', { name: '추가' })).not.toBeInTheDocument());
});
