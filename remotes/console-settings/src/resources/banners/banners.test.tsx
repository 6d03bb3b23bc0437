import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bannerOf, renderScreen, startDisplayApi } from '@/test-support/fake-display-api.tsx';
import { BannerCreate } from './banner-create.tsx';
import { BannerEdit } from './banner-edit.tsx';
import { BannerList } from './banner-list.tsx';

let api: Awaited<ReturnType<typeof startDisplayApi>>;
const shown = bannerOf({
  _id: 'banner-shown',
  images: [{ url: '/uploads/m.webp', alt: { ko: '상속 상담', en: '' }, breakpoint: 'mobile' }],
});
const later = bannerOf({
  _id: 'banner-later',
  title: { ko: '설 연휴 안내', en: '' },
  startAt: '2027-02-01T00:00:00.000Z',
  endAt: null,
});

beforeEach(async () => {
  api = await startDisplayApi({ banners: [shown, later].map((banner) => ({ ...banner, images: [...banner.images] })) });
  window.localStorage.clear();
});
afterEach(() => api.close());

test('lists banners with their placement, whether they show now, their window and pictures', async () => {
  renderScreen(<BannerList />, { path: '/console/banners', route: '/console/banners', baseURL: api.baseURL });
  const table = await screen.findByRole('table', { name: '배너 목록' });
  const rowOf = (title: string) => within(table).getByRole('link', { name: title }).closest('tr')!;
  expect(rowOf('상속 상담 안내')).toHaveTextContent('게시 중');
  expect(rowOf('상속 상담 안내')).toHaveTextContent('이용 안내 페이지 상단 (/guide)');
  expect(rowOf('상속 상담 안내')).toHaveTextContent('휴대폰');
  expect(rowOf('설 연휴 안내')).toHaveTextContent('게시 예정');
  expect(rowOf('설 연휴 안내')).toHaveTextContent('2027-02-01 09:00 ~ 종료 없음');
  expect(screen.getByRole('link', { name: '새 배너' })).toHaveAttribute('href', '/console/banners/create');
});

test('a new banner is saved without pictures and opens its own screen for them', async () => {
  const user = userEvent.setup();
  renderScreen(<BannerCreate />, {
    path: '/console/banners/create',
    route: '/console/banners/create',
    baseURL: api.baseURL,
  });
  await user.type(screen.getByRole('textbox', { name: /배너 이름 \(한국어\)/ }), '이혼 상담 안내');
  await user.type(screen.getByLabelText(/^시작/), '2026-12-01T00:00');
  await user.click(screen.getByRole('button', { name: '배너 저장' }));
  await waitFor(() => expect(api.writes()).toHaveLength(1));
  expect(JSON.parse(api.writes()[0]!.body)).toEqual({
    code: 'guide-top',
    title: { ko: '이혼 상담 안내', en: '' },
    link: null,
    startAt: '2026-11-30T15:00:00.000Z',
    endAt: null,
    active: true,
    order: 1,
  });
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/console\/banners\/banners-\d+$/),
  );
});

test('a picture goes up for its screen size with its description, shows in the preview at that size, and is removed after a confirmation', async () => {
  const user = userEvent.setup();
  renderScreen(<BannerEdit />, {
    path: '/console/banners/:id',
    route: '/console/banners/banner-shown',
    baseURL: api.baseURL,
  });
  const desktop = await screen.findByRole('group', { name: '데스크톱 사진' });
  const chooser = within(desktop).getByLabelText(/데스크톱 사진 올리기/);
  expect(chooser).toBeDisabled();
  await user.type(within(desktop).getByRole('textbox', { name: '데스크톱 사진 설명 (한국어)' }), '상속 상담 예약 안내');
  expect(chooser).toBeEnabled();
  await user.upload(chooser, new File(['picture'], 'wide.webp', { type: 'image/webp' }));
  await waitFor(() =>
    expect(api.writes().map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/console/banners/banner-shown/images/1',
    ]),
  );
  const body = api.writes()[0]!.body;
  expect(body).toContain('name="breakpoint"\r\n\r\ndesktop');
  expect(body).toContain('name="alt.ko"\r\n\r\n상속 상담 예약 안내');

  const frame = (await screen.findByTitle('방문자에게 보이는 모습: 휴대폰 화면')) as HTMLIFrameElement;
  await waitFor(() =>
    expect(frame.contentDocument?.querySelector('source')).toHaveAttribute('media', '(min-width: 1200px)'),
  );
  expect(frame.contentDocument?.querySelector('source')).toHaveAttribute('srcset', '/uploads/banner-1-desktop.webp');
  expect(frame.contentDocument?.querySelector('img')).toHaveAttribute('src', '/uploads/m.webp');
  expect(frame.contentDocument?.querySelector('a')).toHaveAttribute('href', '/contact/consultation');

  await user.click(
    within(await screen.findByRole('group', { name: '데스크톱 사진' })).getByRole('button', {
      name: '데스크톱 사진 삭제',
    }),
  );
  await user.click(
    within(await screen.findByRole('dialog', { name: '데스크톱 사진을 삭제할까요?' })).getByRole('button', {
      name: '삭제',
    }),
  );
  expect(await screen.findByText('데스크톱 사진을 삭제했습니다.')).toBeInTheDocument();
  expect(api.writes().at(-1)).toMatchObject({ method: 'DELETE', url: '/api/console/banners/banner-shown/images/1' });
});
