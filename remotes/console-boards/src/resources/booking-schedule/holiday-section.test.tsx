import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsoleOverlays } from '@taesung/shared/console';
import { renderWithProviders } from '@taesung/shared/test-support';
import { HolidaySection } from './holiday-section.tsx';
import { fakeApi, listAnswer, session } from './test-api.ts';

const holiday = {
  day: '2027-06-03',
  name: { ko: '지방선거일', en: 'Local elections' },
  createdAt: '2026-11-20T01:00:00.000Z',
  updatedAt: '2026-11-20T01:00:00.000Z',
};

function renderHolidays(api: ReturnType<typeof fakeApi>) {
  return renderWithProviders(
    <>
      <HolidaySection years={[2026, 2027]} />
      <ConsoleOverlays />
    </>,
    {
      route: '/console/forms/schedule',
      preloadedState: { session },
      storeOptions: { client: { adapter: api.adapter } },
    },
  );
}

afterEach(() => {
  localStorage.clear();
});

test('lists the holidays of both years, renames one and deletes one only after the confirmation', async () => {
  const user = userEvent.setup();
  const api = fakeApi((call) => {
    if (call.method === 'GET') return listAnswer('holidays', call.params.year === 2027 ? [holiday] : []);
    if (call.method === 'PUT') return { status: 200, data: { holiday: { ...holiday, ...(call.data as object) } } };
    return { status: 204 };
  });
  renderHolidays(api);

  expect(await screen.findByText('2026년에 등록된 공휴일이 없습니다.')).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: '2027년 공휴일 목록' });
  await user.click(within(table).getByRole('button', { name: '이름 바꾸기' }));
  const korean = screen.getByRole('textbox', { name: /^이름 \(한국어\)/ });
  expect(korean).toHaveValue('지방선거일');
  await user.clear(korean);
  await user.type(korean, '전국동시지방선거일');
  await user.click(screen.getByRole('button', { name: '이름 저장' }));
  expect(await screen.findByText('공휴일 이름을 바꿨습니다.')).toBeInTheDocument();

  await user.click(within(table).getByRole('button', { name: '삭제' }));
  const dialog = await screen.findByRole('dialog', { name: '이 공휴일을 삭제할까요?' });
  await user.click(within(dialog).getAllByRole('button', { name: '취소' })[0]!);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await user.click(within(table).getByRole('button', { name: '삭제' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: '이 공휴일을 삭제할까요?' })).getByRole('button', {
      name: '삭제',
    }),
  );
  expect(await screen.findByText('공휴일을 삭제했습니다.')).toBeInTheDocument();

  expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([
    expect.objectContaining({
      method: 'PUT',
      url: '/api/console/booking/holidays/2027-06-03',
      data: { name: { ko: '전국동시지방선거일', en: 'Local elections' } },
    }),
    expect.objectContaining({ method: 'DELETE', url: '/api/console/booking/holidays/2027-06-03' }),
  ]);
});
