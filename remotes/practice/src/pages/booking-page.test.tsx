import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes, Route, Routes } from 'react-router';
import { api, formatDate, isLazyPage, makeStore } from '@taesung/shared';
import { renderWithProviders } from '@taesung/shared/test-support';
import { routes } from '../routes.ts';
import type { BookingView } from '@taesung/shared/schemas';
import { daysFrom, formatDay } from '../components/seoul-times.ts';
import { loadBookingTexts } from '../i18n/booking.ts';
import { startApiServer, type ApiServer, type Reply } from '../test-support/api-server.ts';
import { setting } from '../test-support/fixtures.ts';
import { renderPage } from '../test-support/render-page.tsx';
import { BookingPage } from './booking-page.tsx';

const key = 'k3y-of-the-booking_0123456789abcdefghijklmn';
const [, tomorrow, dayAfter] = daysFrom(formatDate(Date.now()), 3) as [string, string, string];
const at = (day: string, time: string) => `${day}T${time}:00+09:00`;
const booked: BookingView = {
  _id: 'b1',
  office: 'seoul-branch',
  kind: 'video',
  start: at(tomorrow, '10:00'),
  end: at(tomorrow, '10:30'),
  status: 'booked',
};

let server: ApiServer;
let stored: BookingView;
let moveReply: Reply | null;

beforeAll(async () => {
  await loadBookingTexts();
  server = await startApiServer((request) => {
    if (request.path === '/api/v1/setting') return { body: { setting } };
    if (request.path === '/api/v1/booking/slots')
      return {
        body: { slots: [at(tomorrow, '11:00'), at(dayAfter, '15:00')].map((start) => ({ start, end: start })) },
      };
    if (request.path !== '/api/v1/bookings/b1' || request.query.get('key') !== key) return undefined;
    if (request.method === 'PATCH') {
      if (moveReply) return moveReply;
      const { start } = request.body as { start: string };
      stored = { ...stored, start, end: start };
    }
    if (request.method === 'DELETE') stored = { ...stored, status: 'cancelled' };
    return { body: { booking: stored } };
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  stored = booked;
  moveReply = null;
});

const renderBooking = (route = `/contact/consultation/booking/b1?key=${key}`) =>
  renderPage(<BookingPage />, {
    route,
    path: '/contact/consultation/booking/:id',
    baseURL: server.baseURL,
    fill: (store, upsert) => store.dispatch(upsert('getSetting', undefined, setting)),
  });

/** As the shell renders a page on the server: its route's prefetch first, then the page from that store. */
async function openFromRoute(url: string, locale: 'ko' | 'en') {
  const store = makeStore({ getLocale: () => locale, client: { baseURL: server.baseURL } });
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const [match] = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  )!;
  const { route } = match!.route;
  if (isLazyPage(route.Component)) await route.Component.preload();
  await route.prefetch?.({
    dispatch: store.dispatch,
    getState: store.getState,
    params: match!.params,
    searchParams,
    locale,
  });
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  const before = server.requests.length;
  renderWithProviders(
    <Routes>
      <Route path={route.path} element={<route.Component />} />
    </Routes>,
    { store, route: url, locale },
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
  return server.requests.slice(before);
}

describe("a visitor's booking page", () => {
  it('is rendered from its prefetch, in English on the English site', async () => {
    const requestsDuringRender = await openFromRoute(`/contact/consultation/booking/b1?key=${key}`, 'en');
    expect(requestsDuringRender).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: `${formatDay(tomorrow, 'en')} 10:00` })).toBeInTheDocument();
    expect(screen.getByText('By video')).toBeInTheDocument();
    expect(screen.getByText('Booked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change the time' })).toBeInTheDocument();
  });

  it('shows the booked time in Seoul time, its kind, office and status, and stays out of search engines', async () => {
    await renderBooking();
    expect(await screen.findByRole('heading', { name: `${formatDay(tomorrow, 'ko')} 10:00` })).toBeInTheDocument();
    expect(screen.getByText('화상 상담')).toBeInTheDocument();
    expect(screen.getByText('서울 분사무소')).toBeInTheDocument();
    expect(screen.getByText('예약됨')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
  });

  it('says a wrong key opens no booking', async () => {
    await renderBooking('/contact/consultation/booking/b1?key=wrong');
    expect(
      await screen.findByText('예약을 찾을 수 없습니다. 받으신 주소 전체가 맞는지 확인해 주세요.'),
    ).toBeInTheDocument();
  });

  it('moves the booking to another free time with the picker', async () => {
    const user = userEvent.setup();
    await renderBooking();
    await user.click(await screen.findByRole('button', { name: '다른 시간으로 변경' }));
    await user.click(await screen.findByRole('radio', { name: '11:00' }));
    await user.click(screen.getByRole('button', { name: '이 시간으로 변경' }));

    expect(
      await screen.findByText(`예약 시간을 ${formatDay(tomorrow, 'ko')} 11:00(으)로 변경했습니다.`),
    ).toBeInTheDocument();
    const patch = server.requests.find((request) => request.method === 'PATCH')!;
    expect(patch.body).toEqual({ start: at(tomorrow, '11:00') });
    expect(screen.getByRole('heading', { name: `${formatDay(tomorrow, 'ko')} 11:00` })).toBeInTheDocument();
  });

  it("shows the server's message and the next free times when the new time was just taken", async () => {
    moveReply = {
      status: 409,
      body: {
        message: '방금 다른 분이 예약한 시간입니다.',
        code: 'SLOT_TAKEN',
        slots: [{ start: at(dayAfter, '15:00'), end: at(dayAfter, '15:30') }],
      },
    };
    const user = userEvent.setup();
    await renderBooking();
    await user.click(await screen.findByRole('button', { name: '다른 시간으로 변경' }));
    await user.click(await screen.findByRole('radio', { name: '11:00' }));
    await user.click(screen.getByRole('button', { name: '이 시간으로 변경' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('방금 다른 분이 예약한 시간입니다.');
    const offered = screen.getByRole('group', { name: '가까운 예약 가능 시간' });
    expect(within(offered).getByRole('radio', { name: `${formatDay(dayAfter, 'ko')} 15:00` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `${formatDay(tomorrow, 'ko')} 10:00` })).toBeInTheDocument();
  });

  it('cancels the booking only after the visitor confirms it', async () => {
    const user = userEvent.setup();
    await renderBooking();
    await user.click(await screen.findByRole('button', { name: '예약 취소' }));
    const dialog = screen.getByRole('alertdialog', { name: '예약을 취소하시겠습니까?' });
    expect(within(dialog).getByRole('button', { name: '돌아가기' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: '돌아가기' }));
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: '예약 취소' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: '예약을 취소하시겠습니까?' })).getByRole('button', {
        name: '예약 취소하기',
      }),
    );
    expect(await screen.findByText('예약을 취소했습니다.')).toBeInTheDocument();
    expect(screen.getByText('취소됨')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다른 시간으로 변경' })).toBeNull();
  });
});
