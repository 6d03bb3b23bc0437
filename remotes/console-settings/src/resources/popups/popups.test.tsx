import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { popupOf, renderScreen, startDisplayApi } from '@/test-support/fake-display-api.tsx';
import { PopupCreate } from './popup-create.tsx';
import { PopupEdit } from './popup-edit.tsx';
import { PopupList } from './popup-list.tsx';

let api: Awaited<ReturnType<typeof startDisplayApi>>;
const holiday = popupOf({ _id: 'popup-holiday', width: 480, height: 0 });
const tomorrow = popupOf({
  _id: 'popup-tomorrow',
  title: { ko: '상담 시간 변경', en: '' },
  startAt: '2099-01-01T00:00:00.000Z',
  active: true,
});
const off = popupOf({ _id: 'popup-off', title: { ko: '지난 공지', en: '' }, active: false });

beforeEach(async () => {
  api = await startDisplayApi({ popups: [holiday, tomorrow, off].map((popup) => ({ ...popup })) });
  window.localStorage.clear();
});
afterEach(() => api.close());

test('lists popups with whether the home page shows them now, their window and size', async () => {
  renderScreen(<PopupList />, { path: '/console/popups', route: '/console/popups', baseURL: api.baseURL });
  const table = await screen.findByRole('table', { name: '팝업 목록' });
  const rowOf = (title: string) => within(table).getByRole('link', { name: title }).closest('tr')!;
  expect(rowOf('연말 휴무 안내')).toHaveTextContent('게시 중');
  expect(rowOf('연말 휴무 안내')).toHaveTextContent('480 × 자동');
  expect(rowOf('상담 시간 변경')).toHaveTextContent('게시 예정');
  expect(rowOf('지난 공지')).toHaveTextContent('꺼짐');
});

test('the preview follows what is typed, at the popup width; a new popup is saved and opens its screen', async () => {
  const user = userEvent.setup();
  renderScreen(<PopupCreate />, {
    path: '/console/popups/create',
    route: '/console/popups/create',
    baseURL: api.baseURL,
  });
  await user.type(screen.getByRole('textbox', { name: /제목 \(한국어\)/ }), '설 연휴 휴무 안내');
  await user.clear(screen.getByRole('spinbutton', { name: /너비/ }));
  await user.type(screen.getByRole('spinbutton', { name: /너비/ }), '520');
  const frame = screen.getByTitle('홈 화면에 보이는 모습 (입력 중인 내용): 데스크톱 화면') as HTMLIFrameElement;
  await waitFor(() => expect(frame.contentDocument?.querySelector('h2')).toHaveTextContent('설 연휴 휴무 안내'));
  expect((frame.contentDocument?.querySelector('section') as HTMLElement).style.getPropertyValue('--popup-width')).toBe(
    '520px',
  );

  await user.type(screen.getByLabelText(/^종료/), '2027-02-01T00:00');
  await user.click(screen.getByRole('button', { name: '팝업 저장' }));
  await waitFor(() => expect(api.writes()).toHaveLength(1));
  expect(JSON.parse(api.writes()[0]!.body)).toMatchObject({
    title: { ko: '설 연휴 휴무 안내', en: '' },
    width: 520,
    height: 0,
    link: null,
    endAt: '2027-01-31T15:00:00.000Z',
    active: true,
  });
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/console\/popups\/popups-\d+$/),
  );
});

test('a stored popup takes a picture at once and is deleted only after a confirmation', async () => {
  const user = userEvent.setup();
  renderScreen(<PopupEdit />, {
    path: '/console/popups/:id',
    route: '/console/popups/popup-holiday',
    baseURL: api.baseURL,
  });
  await user.upload(
    await screen.findByLabelText(/사진 올리기/),
    new File(['picture'], 'holiday.png', { type: 'image/png' }),
  );
  expect(await screen.findByRole('img', { name: '지금 사진' })).toHaveAttribute('src', '/uploads/popup.webp');
  await user.click(screen.getByRole('button', { name: '팝업 삭제' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: '이 팝업을 삭제할까요?' })).getByRole('button', { name: '삭제' }),
  );
  await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/console\/popups$/));
  expect(api.writes().map((request) => `${request.method} ${request.url}`)).toEqual([
    'POST /api/console/popups/popup-holiday/image',
    'DELETE /api/console/popups/popup-holiday',
  ]);
});
