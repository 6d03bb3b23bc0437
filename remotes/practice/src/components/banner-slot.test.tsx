import { screen } from '@testing-library/react';
import type { Banner } from '@taesung/shared';
import { loadPageTexts } from '../i18n/index.ts';
import { renderPage } from '../test-support/render-page.tsx';
import { BannerSlot } from './banner-slot.tsx';

const banner = (overrides: Partial<Banner>): Banner => ({
  _id: 'b1',
  code: 'guide-top',
  title: '상속 상담 안내',
  link: '/contact/consultation',
  startAt: null,
  endAt: null,
  active: true,
  order: 1,
  images: [],
  ...overrides,
});

beforeAll(() => loadPageTexts());

const renderSlot = (banners: Banner[]) =>
  renderPage(<BannerSlot code="guide-top" />, {
    route: '/guide',
    fill: (store, upsert) => store.dispatch(upsert('getBanners', 'guide-top', banners)),
  });

test('draws a banner as one picture whose source follows the screen width, linked where staff pointed it', async () => {
  await renderSlot([
    banner({
      images: [
        { url: '/uploads/wide.webp', alt: '상속 상담 예약 안내', breakpoint: 'desktop' },
        { url: '/uploads/narrow.webp', alt: '상속 상담 예약 안내', breakpoint: 'mobile' },
      ],
    }),
  ]);
  const slot = screen.getByRole('complementary', { name: '안내 배너' });
  const image = screen.getByRole('img', { name: '상속 상담 예약 안내' });
  expect(image).toHaveAttribute('src', '/uploads/narrow.webp');
  expect([...slot.querySelectorAll('source')].map((source) => [source.media, source.srcset])).toEqual([
    ['(min-width: 1200px)', '/uploads/wide.webp'],
  ]);
  expect(screen.getByRole('link', { name: '상속 상담 예약 안내' })).toHaveAttribute('href', '/contact/consultation');
});

test('shows nothing while no banner of the placement has a picture', async () => {
  await renderSlot([banner({ images: [] })]);
  expect(screen.queryByRole('complementary', { name: '안내 배너' })).not.toBeInTheDocument();
});
