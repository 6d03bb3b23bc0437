import { signedInApp } from '../../test-support/signed-in.ts';
import { bannerInput, image } from '../../test-support/fixtures.ts';

const { call, read, upload, visit } = signedInApp();

describe('banners', () => {
  test('CRUD, pictures per index, reorder and removal', async () => {
    const created = await call('POST', '/api/console/banners', bannerInput());
    expect(created.statusCode).toBe(201);
    const banner = created.json().banner;
    expect((await call('GET', `/api/console/banners/${banner._id}`)).json().banner).toMatchObject({
      code: 'home-hero',
      images: [],
    });
    const first = await upload(`/api/console/banners/${banner._id}/images/0`, [
      { name: 'alt.ko', value: '상담 배너' },
      { name: 'file', filename: 'banner.png', data: await image(1200, 400) },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json().banner.images).toEqual([
      { url: expect.stringMatching(/^\/uploads\//), alt: { ko: '상담 배너', en: '' }, breakpoint: 'desktop' },
    ]);
    const second = await upload(`/api/console/banners/${banner._id}/images/1`, [
      { name: 'file', filename: 'b.png', data: await image(1200, 400) },
    ]);
    expect(second.json().banner.images).toHaveLength(2);
    expect(
      (
        await upload(`/api/console/banners/${banner._id}/images/5`, [
          { name: 'file', filename: 'c.png', data: await image(10, 10) },
        ])
      ).statusCode,
    ).toBe(400);
    const images = second.json().banner.images as { url: string; alt: { ko: string; en: string } }[];
    const reordered = await call('PUT', `/api/console/banners/${banner._id}`, {
      ...bannerInput(),
      images: [images[1], images[0]],
    });
    expect(reordered.json().banner.images[0].url).toBe(images[1]!.url);
    const foreign = await call('PUT', `/api/console/banners/${banner._id}`, {
      ...bannerInput(),
      images: [{ url: '/uploads/someone-else.png', alt: { ko: '', en: '' }, breakpoint: 'mobile' }],
    });
    expect(foreign.statusCode).toBe(400);
    const dropped = await call('PUT', `/api/console/banners/${banner._id}`, { ...bannerInput(), images: [images[0]] });
    expect(dropped.json().banner.images).toHaveLength(1);
    expect((await read(images[1]!.url)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/console/banners/${banner._id}/images/0`)).json().banner.images).toHaveLength(0);
    expect(
      (
        await call(
          'POST',
          '/api/console/banners',
          bannerInput({ startAt: '2024-05-01T00:00:00Z', endAt: '2024-04-01T00:00:00Z' }),
        )
      ).statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/console/banners?code=home-hero')).json().banners).toHaveLength(1);
    expect((await call('DELETE', `/api/console/banners/${banner._id}`)).statusCode).toBe(204);
  });
});

const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();

describe('screens and display windows', () => {
  test('each banner picture is for mobile, tablet or desktop: given on upload, changed by PUT, answered publicly', async () => {
    const banner = (await call('POST', '/api/console/banners', bannerInput({ code: 'screens' }))).json().banner;
    const png = await image(750, 400);
    const picture = (breakpoint?: string) => [
      ...(breakpoint ? [{ name: 'breakpoint', value: breakpoint }] : []),
      { name: 'file', filename: 'b.png', data: png },
    ];
    expect(
      (await upload(`/api/console/banners/${banner._id}/images/0`, picture('mobile'))).json().banner.images[0]
        .breakpoint,
    ).toBe('mobile');
    expect(
      (await upload(`/api/console/banners/${banner._id}/images/1`, picture('tablet'))).json().banner.images[1]
        .breakpoint,
    ).toBe('tablet');
    const third = await upload(`/api/console/banners/${banner._id}/images/2`, picture());
    expect(third.json().banner.images.map((item: { breakpoint: string }) => item.breakpoint)).toEqual([
      'mobile',
      'tablet',
      'desktop',
    ]);
    // A replaced picture keeps its screen size unless another is given.
    const replaced = await upload(`/api/console/banners/${banner._id}/images/0`, picture());
    expect(replaced.json().banner.images[0].breakpoint).toBe('mobile');
    const wrong = await upload(`/api/console/banners/${banner._id}/images/0`, picture('watch'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([{ path: 'body.breakpoint', code: 'invalid_value' }]);

    const images = replaced.json().banner.images as {
      url: string;
      alt: { ko: string; en: string };
      breakpoint: string;
    }[];
    const moved = await call('PUT', `/api/console/banners/${banner._id}`, {
      ...bannerInput({ code: 'screens' }),
      images: [{ ...images[2]!, breakpoint: 'tablet' }, images[0], images[1]],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().banner.images.map((item: { breakpoint: string }) => item.breakpoint)).toEqual([
      'tablet',
      'mobile',
      'tablet',
    ]);
    const noScreen = await call('PUT', `/api/console/banners/${banner._id}`, {
      ...bannerInput({ code: 'screens' }),
      images: [{ url: images[0]!.url, alt: images[0]!.alt }],
    });
    expect(noScreen.json().issues).toEqual([{ path: 'body.images.0.breakpoint', code: 'invalid_value' }]);
    const shown = (await visit('/api/v1/banners/screens', 'en')).json().banners[0];
    expect(shown.images).toEqual([
      { url: images[2]!.url, alt: '', breakpoint: 'tablet' },
      { url: images[0]!.url, alt: '', breakpoint: 'mobile' },
      { url: images[1]!.url, alt: '', breakpoint: 'tablet' },
    ]);
  });

  test('the public banners are the active ones within their window: one starting tomorrow is not shown today', async () => {
    const hour = 60 * 60 * 1000;
    await call('POST', '/api/console/banners', bannerInput({ code: 'window', title: { ko: '지금', en: 'Now' } }));
    await call(
      'POST',
      '/api/console/banners',
      bannerInput({ code: 'window', title: { ko: '내일부터', en: 'From tomorrow' }, startAt: tomorrow() }),
    );
    await call(
      'POST',
      '/api/console/banners',
      bannerInput({
        code: 'window',
        title: { ko: '끝남', en: 'Ended' },
        endAt: new Date(Date.now() - hour).toISOString(),
      }),
    );
    await call(
      'POST',
      '/api/console/banners',
      bannerInput({ code: 'window', title: { ko: '꺼짐', en: 'Off' }, active: false }),
    );
    const titles = (await visit('/api/v1/banners/window', 'en'))
      .json()
      .banners.map((item: { title: string }) => item.title);
    expect(titles).toEqual(['Now']);
    expect((await call('GET', '/api/console/banners?code=window')).json().summary.totalCount).toBe(4);
  });
});
