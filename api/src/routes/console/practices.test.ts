import sharp from 'sharp';
import { signedInApp } from '../../test-support/signed-in.ts';
import { image, practiceInput } from '../../test-support/fixtures.ts';

const { call, read, stored, upload, visit } = signedInApp();

describe('practices', () => {
  test("CRUD restricted to the site's practice codes, with sanitised sections", async () => {
    const created = await call('POST', '/api/console/practices', practiceInput());
    expect(created.statusCode).toBe(201);
    const practice = created.json().practice;
    expect(practice.sections.ko[0].body).toBe(
      '<p>협의이혼은 <a href="https://example.com" target="_blank" rel="noopener noreferrer">법원</a>의 확인을 받습니다.</p>',
    );
    expect((await call('POST', '/api/console/practices', practiceInput())).statusCode).toBe(409);
    expect((await call('POST', '/api/console/practices', practiceInput({ code: 'auctions' }))).statusCode).toBe(400);
    expect(
      (
        await call(
          'POST',
          '/api/console/practices',
          practiceInput({ code: 'divorce-lawsuit', sections: { ko: [{ kind: 'video', heading: 'x' }], en: [] } }),
        )
      ).statusCode,
    ).toBe(400);
    const updated = await call('PUT', `/api/console/practices/${practice._id}`, practiceInput({ order: 5 }));
    expect(updated.json().practice.order).toBe(5);
    expect((await call('GET', '/api/console/practices')).json().summary.totalCount).toBe(1);
    expect((await call('GET', `/api/console/practices/${practice._id}`)).statusCode).toBe(200);
    const other = (await call('POST', '/api/console/practices', practiceInput({ code: 'divorce-custody' }))).json()
      .practice;
    expect((await call('DELETE', `/api/console/practices/${other._id}`)).statusCode).toBe(204);
  });
});

describe('practice pages: top visual and sections', () => {
  test('the top visual is resized for a wide hero, carried by the public page, replaced and removed', async () => {
    const practice = (await call('POST', '/api/console/practices', practiceInput({ code: 'divorce-property' }))).json()
      .practice;
    expect(practice.visual).toBeNull();
    const first = await upload(`/api/console/practices/${practice._id}/visual`, [
      { name: 'file', filename: 'hero.png', data: await image(3000, 1000) },
    ]);
    expect(first.statusCode).toBe(200);
    const url = first.json().practice.visual as string;
    expect(await sharp(await stored(url)).metadata()).toMatchObject({ format: 'webp', width: 1920, height: 640 });
    expect((await visit('/api/v1/practices/divorce-property', 'en')).json().practice.visual).toBe(url);
    const listed = (await visit('/api/v1/practices')).json().practices as { code: string; visual: string | null }[];
    expect(listed.find((item) => item.code === 'divorce-property')?.visual).toBe(url);
    expect(listed.find((item) => item.code === 'divorce-agreement')?.visual).toBeNull();
    // Saving the page's prose keeps the visual; the record's own `visual` is not input.
    expect(
      (
        await call(
          'PUT',
          `/api/console/practices/${practice._id}`,
          practiceInput({ code: 'divorce-property', order: 3 }),
        )
      ).json().practice.visual,
    ).toBe(url);
    expect(
      (
        await call('PUT', `/api/console/practices/${practice._id}`, {
          ...practiceInput({ code: 'divorce-property' }),
          visual: null,
        })
      ).statusCode,
    ).toBe(400);
    const second = await upload(`/api/console/practices/${practice._id}/visual`, [
      { name: 'file', filename: 'small.jpg', data: await image(800, 400, 'jpeg') },
    ]);
    expect(await sharp(await stored(second.json().practice.visual)).metadata()).toMatchObject({
      width: 800,
      height: 400,
    });
    expect((await read(url)).statusCode).toBe(404);
    const removed = await call('DELETE', `/api/console/practices/${practice._id}/visual`);
    expect(removed.json().practice.visual).toBeNull();
    expect((await read(second.json().practice.visual)).statusCode).toBe(404);
    expect((await visit('/api/v1/practices/divorce-property')).json().practice.visual).toBeNull();
    expect(
      (
        await upload('/api/console/practices/nothing/visual', [
          { name: 'file', filename: 'a.png', data: await image(10, 10) },
        ])
      ).statusCode,
    ).toBe(404);
  });

  test('sections\u2019 HTML is sanitised on write, in both languages', async () => {
    const created = await call(
      'POST',
      '/api/console/practices',
      practiceInput({
        code: 'divorce-custody',
        sections: {
          ko: [
            {
              kind: 'text',
              heading: '양육권',
              body: '<p onclick="steal()">본문<script>alert(1)</script></p><img src="x" onerror="alert(1)">',
            },
          ],
          en: [{ kind: 'text', heading: 'Custody', body: '<a href="javascript:alert(1)">link</a><style>p{}</style>' }],
        },
      }),
    );
    const sections = created.json().practice.sections;
    expect(sections.ko[0].body).toBe('<p>본문</p><img src="x" />');
    expect(sections.en[0].body).toBe('<a>link</a>');
  });
});
