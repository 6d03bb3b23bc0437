import path from 'node:path';
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { createTestApp, multipart, type TestApp } from '../../test-support/app.ts';
import {
  bannerInput,
  boardInput,
  faqInput,
  image,
  lawyerInput,
  pdf,
  popupInput,
  practiceInput,
  settingRecord,
  termsInput,
} from '../../test-support/fixtures.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).accessToken;
}, 60_000);
afterAll(async () => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => t.request({ method, url, token, payload: payload as never, headers });

const upload = async (url: string, parts: Parameters<typeof multipart>[0]) => {
  const body = multipart(parts);
  return t.request({ method: 'POST', url, token, payload: body.payload, headers: body.headers });
};
/** A visitor's read of the public API. */
const visit = (url: string, language = 'ko') =>
  t.request({ method: 'GET', url, headers: { 'accept-language': language } });

describe('boards', () => {
  test('create, read, list with filters and search, update, delete', async () => {
    const created = await call('POST', '/api/console/boards', boardInput());
    expect(created.statusCode).toBe(201);
    const board = created.json().board;
    expect(board).toMatchObject({
      code: 'reference',
      published: true,
      files: [],
      thumb: null,
      category: 'divorce-property',
    });
    expect(board.content.ko).toBe(
      '<p>혼인 기간 30년 동안 형성된 <strong>재산</strong>을 분할했습니다.</p><img src="x" />',
    );
    expect(board.content.ko).not.toMatch(/script|onerror/);

    await call(
      'POST',
      '/api/console/boards',
      boardInput({ code: 'notice', subject: { ko: '휴무 안내', en: 'Closed' }, category: null, pinned: true }),
    );
    await call(
      'POST',
      '/api/console/boards',
      boardInput({
        code: 'media',
        subject: { ko: '방송 출연', en: 'On TV' },
        published: false,
        video: 'abc123',
        category: null,
      }),
    );

    const all = (await call('GET', '/api/console/boards')).json();
    expect(all.summary).toEqual({ totalCount: 3, page: 1, limit: 20 });
    expect(all.boards[0].pinned).toBe(true);
    expect((await call('GET', '/api/console/boards?code=media')).json().boards).toHaveLength(1);
    expect((await call('GET', '/api/console/boards?published=false')).json().boards[0].code).toBe('media');
    expect(
      (await call('GET', '/api/console/boards?search=on tv')).json().boards.map((item: { code: string }) => item.code),
    ).toEqual(['media']);
    expect((await call('GET', '/api/console/boards?search=100%25')).json().boards).toHaveLength(0);
    const paged = (await call('GET', '/api/console/boards?limit=2&page=2')).json();
    expect(paged.boards).toHaveLength(1);
    expect(paged.summary).toEqual({ totalCount: 3, page: 2, limit: 2 });

    expect((await call('GET', `/api/console/boards/${board._id}`)).json().board.subject.ko).toBe(
      '황혼이혼 재산분할 사례',
    );
    const updated = await call(
      'PUT',
      `/api/console/boards/${board._id}`,
      boardInput({ subject: { ko: '수정된 사례', en: '' }, published: false }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().board).toMatchObject({ subject: { ko: '수정된 사례', en: '' }, published: false });
    expect(Date.parse(updated.json().board.updatedAt)).toBeGreaterThanOrEqual(Date.parse(board.updatedAt));

    expect((await call('DELETE', `/api/console/boards/${board._id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/console/boards/${board._id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/console/boards/${board._id}`)).statusCode).toBe(404);
  });

  test('bad input: unknown fields, wrong types, bad codes, missing subject, bad paging', async () => {
    const unknown = await call('POST', '/api/console/boards', { ...boardInput(), author: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'body', code: 'unrecognized_keys' }],
    });
    const wrongType = await call('POST', '/api/console/boards', boardInput({ published: 'yes' }));
    expect(wrongType.json().issues).toEqual([{ path: 'body.published', code: 'invalid_type' }]);
    expect((await call('POST', '/api/console/boards', boardInput({ code: 'auction' }))).statusCode).toBe(400);
    expect((await call('POST', '/api/console/boards', boardInput({ subject: { ko: '', en: '' } }))).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/api/console/boards?limit=1000')).statusCode).toBe(400);
    expect((await call('GET', '/api/console/boards?code=auction')).statusCode).toBe(400);
    expect((await call('PUT', '/api/console/boards/nothing', boardInput())).statusCode).toBe(404);
    expect((await call('GET', `/api/console/boards/${'x'.repeat(65)}`)).statusCode).toBe(400);
    expect((await call('GET', '/api/console/boards')).json().summary.totalCount).toBe(2);
  });

  test('thumbnail and attachments are uploaded, replaced and removed', async () => {
    const board = (await call('POST', '/api/console/boards', boardInput())).json().board;
    const thumb = await upload(`/api/console/boards/${board._id}/thumb`, [
      { name: 'file', filename: 'thumb.png', type: 'image/png', data: await image(64, 48) },
    ]);
    expect(thumb.statusCode).toBe(200);
    const url = thumb.json().board.thumb as string;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(200);

    const replaced = await upload(`/api/console/boards/${board._id}/thumb`, [
      { name: 'file', filename: 'new.jpg', data: await image(64, 48, 'jpeg') },
    ]);
    expect(replaced.json().board.thumb).toMatch(/\.jpg$/);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);

    const notImage = await upload(`/api/console/boards/${board._id}/thumb`, [
      { name: 'file', filename: 'thumb.png', type: 'image/png', data: pdf },
    ]);
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().code).toBe('UNSUPPORTED_FILE_TYPE');

    const files = await upload(`/api/console/boards/${board._id}/files`, [
      { name: 'files', filename: '판결문.pdf', data: pdf },
      { name: 'files', filename: 'photo.webp', data: await image(20, 20, 'webp') },
    ]);
    expect(files.statusCode).toBe(200);
    expect(files.json().board.files).toEqual([
      {
        name: '판결문.pdf',
        url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.pdf$/),
        size: pdf.length,
        type: 'application/pdf',
      },
      { name: 'photo.webp', url: expect.stringMatching(/\.webp$/), size: expect.any(Number), type: 'image/webp' },
    ]);
    const removed = await call('DELETE', `/api/console/boards/${board._id}/files/0`);
    expect(removed.json().board.files).toHaveLength(1);
    expect((await call('DELETE', `/api/console/boards/${board._id}/files/5`)).statusCode).toBe(404);
    const noThumb = await call('DELETE', `/api/console/boards/${board._id}/thumb`);
    expect(noThumb.json().board.thumb).toBeNull();
    expect(
      (
        await upload('/api/console/boards/missing/thumb', [
          { name: 'file', filename: 'a.png', data: await image(8, 8) },
        ])
      ).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/console/boards/${board._id}/thumb`, { file: 'x' })).statusCode).toBe(415);
    expect(
      (await upload(`/api/console/boards/${board._id}/thumb`, [{ name: 'caption', value: 'no file' }])).json().code,
    ).toBe('FILE_REQUIRED');
  });
});

describe('notices', () => {
  test('are posts with code notice, managed under center/notifications', async () => {
    const created = await call('POST', '/api/console/center/notifications', {
      subject: { ko: '공지', en: 'Notice' },
      content: { ko: '<p>내용</p>', en: '' },
      pinned: true,
    });
    expect(created.statusCode).toBe(201);
    const notice = created.json().notification;
    expect(notice.code).toBe('notice');
    expect((await call('GET', `/api/console/center/notifications/${notice._id}`)).json().notification.subject.ko).toBe(
      '공지',
    );
    const thumb = await upload(`/api/console/center/notifications/${notice._id}/thumb`, [
      { name: 'file', filename: 't.png', data: await image(40, 40) },
    ]);
    expect(thumb.json().notification.thumb).toMatch(/^\/uploads\//);
    const attached = await upload(`/api/console/center/notifications/${notice._id}/files`, [
      { name: 'files', filename: '안내문.pdf', data: pdf },
    ]);
    expect(attached.json().notification.files.map((file: { name: string }) => file.name)).toEqual(['안내문.pdf']);
    expect(
      (await call('GET', '/api/console/center/notifications'))
        .json()
        .notifications.every((item: { code: string }) => item.code === 'notice'),
    ).toBe(true);
    const other = (await call('POST', '/api/console/boards', boardInput())).json().board;
    expect((await call('GET', `/api/console/center/notifications/${other._id}`)).statusCode).toBe(404);
    expect(
      (
        await call('POST', '/api/console/center/notifications', {
          code: 'media',
          subject: { ko: 'x', en: '' },
          content: { ko: '', en: '' },
        })
      ).statusCode,
    ).toBe(400);
    const updated = await call('PUT', `/api/console/center/notifications/${notice._id}`, {
      subject: { ko: '공지 수정', en: '' },
      content: { ko: '', en: '' },
    });
    expect(updated.json().notification.subject.ko).toBe('공지 수정');
    expect((await call('DELETE', `/api/console/center/notifications/${notice._id}`)).statusCode).toBe(204);
  });
});

describe('FAQs', () => {
  test('CRUD with category filter and bad input', async () => {
    const created = await call('POST', '/api/console/center/faqs', faqInput());
    expect(created.statusCode).toBe(201);
    const faq = created.json().faq;
    await call('POST', '/api/console/center/faqs', faqInput({ category: 'fees', order: 2 }));
    expect((await call('GET', '/api/console/center/faqs?category=fees')).json().faqs).toHaveLength(1);
    expect((await call('GET', `/api/console/center/faqs/${faq._id}`)).json().faq.question.ko).toContain('숙려기간');
    const updated = await call('PUT', `/api/console/center/faqs/${faq._id}`, faqInput({ published: false }));
    expect(updated.json().faq.published).toBe(false);
    expect((await call('POST', '/api/console/center/faqs', faqInput({ order: 1.5 }))).statusCode).toBe(400);
    expect((await call('POST', '/api/console/center/faqs', { ...faqInput(), extra: 1 })).statusCode).toBe(400);
    expect((await call('DELETE', `/api/console/center/faqs/${faq._id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/console/center/faqs/${faq._id}`)).statusCode).toBe(404);
  });
});

describe('terms', () => {
  test('versions per code with sanitised content', async () => {
    const created = await call(
      'POST',
      '/api/console/terms',
      termsInput({ content: { ko: '<p onclick="x()">본문</p>', en: '' } }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().terms.content.ko).toBe('<p>본문</p>');
    await call('POST', '/api/console/terms', termsInput({ code: 'service', title: { ko: '이용약관', en: 'Terms' } }));
    expect((await call('GET', '/api/console/terms?code=service')).json().terms).toHaveLength(1);
    const scheduled = (
      await call('POST', '/api/console/terms', termsInput({ effectiveAt: '2099-01-01T00:00:00Z' }))
    ).json().terms;
    const id = scheduled._id;
    expect(
      (await call('PUT', `/api/console/terms/${id}`, termsInput({ effectiveAt: '2099-03-01T00:00:00+09:00' }))).json()
        .terms.effectiveAt,
    ).toBe('2099-02-28T15:00:00.000Z');
    expect((await call('POST', '/api/console/terms', termsInput({ code: 'cookies' }))).statusCode).toBe(400);
    expect((await call('POST', '/api/console/terms', termsInput({ effectiveAt: 'yesterday' }))).statusCode).toBe(400);
    expect((await call('GET', `/api/console/terms/${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/console/terms/${id}`)).statusCode).toBe(204);
  });
});

describe('lawyers', () => {
  test('CRUD, unique key and portrait upload', async () => {
    const created = await call('POST', '/api/console/lawyers', lawyerInput());
    expect(created.statusCode).toBe(201);
    const lawyer = created.json().lawyer;
    expect(lawyer).toMatchObject({ key: 'kim-taesung', image: null, info: { en: [] } });
    const duplicate = await call('POST', '/api/console/lawyers', lawyerInput({ title: '다른 사람' }), {
      'accept-language': 'en',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ code: 'KEY_TAKEN', message: 'This key (address) is already in use.' });
    expect((await call('POST', '/api/console/lawyers', lawyerInput({ key: 'Not A Key' }))).statusCode).toBe(400);
    const second = (
      await call('POST', '/api/console/lawyers', lawyerInput({ key: 'lee-second', order: 2, ceo: false }))
    ).json().lawyer;
    expect(
      (await call('PUT', `/api/console/lawyers/${second._id}`, lawyerInput({ key: 'kim-taesung' }))).statusCode,
    ).toBe(409);
    expect(
      (
        await call('PUT', `/api/console/lawyers/${second._id}`, lawyerInput({ key: 'lee-second', office: 'incheon' }))
      ).json().lawyer.office,
    ).toBe('incheon');
    expect((await call('GET', '/api/console/lawyers?office=incheon')).json().lawyers).toHaveLength(1);

    const portrait = await upload(`/api/console/lawyers/${lawyer._id}/image`, [
      { name: 'image', filename: 'me.jpg', data: await image(300, 400, 'jpeg') },
    ]);
    expect(portrait.statusCode).toBe(200);
    expect(portrait.json().lawyer.image).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(
      (await upload(`/api/console/lawyers/${lawyer._id}/image`, [{ name: 'image', filename: 'cv.pdf', data: pdf }]))
        .statusCode,
    ).toBe(415);
    expect((await call('GET', `/api/console/lawyers/${lawyer._id}`)).json().lawyer.image).toBe(
      portrait.json().lawyer.image,
    );
    expect((await call('DELETE', `/api/console/lawyers/${second._id}`)).statusCode).toBe(204);
  });
});

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

describe('setting', () => {
  test('PUT takes back what GET answered', async () => {
    expect((await call('GET', '/api/console/setting')).statusCode).toBe(404);
    const put = await call('PUT', '/api/console/setting', settingRecord());
    expect(put.statusCode).toBe(200);
    const got = (await call('GET', '/api/console/setting')).json();
    expect(got.setting).toMatchObject(settingRecord());
    const again = await call('PUT', '/api/console/setting', { ...got.setting, phone: '02-0000-5900' });
    expect(again.statusCode).toBe(200);
    expect(again.json().setting.phone).toBe('02-0000-5900');
    expect((await call('PUT', '/api/console/setting', { ...got.setting, offices: [] })).statusCode).toBe(400);
    expect((await call('PUT', '/api/console/setting', { ...got.setting, email: 'not-mail' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/console/setting', { ...got.setting, theme: 'dark' })).statusCode).toBe(400);
    expect((await call('GET', '/api/console/setting')).json().setting.phone).toBe('02-0000-5900');
  });
});

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
    expect((await t.request({ method: 'GET', url: images[1]!.url })).statusCode).toBe(404);
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

describe('popups', () => {
  test('CRUD with image upload', async () => {
    const created = await call(
      'POST',
      '/api/console/popups',
      popupInput({ content: { ko: '<p style="color:red">휴무</p><script>x</script>', en: '' } }),
    );
    expect(created.statusCode).toBe(201);
    const popup = created.json().popup;
    expect(popup.content.ko).toBe('<p>휴무</p>');
    expect((await call('GET', `/api/console/popups/${popup._id}`)).json().popup.title.ko).toBe('설 연휴 안내');
    const pictured = await upload(`/api/console/popups/${popup._id}/image`, [
      { name: 'file', filename: 'p.webp', data: await image(400, 300, 'webp') },
    ]);
    expect(pictured.json().popup.image).toMatch(/\.webp$/);
    expect((await call('DELETE', `/api/console/popups/${popup._id}/image`)).json().popup.image).toBeNull();
    expect((await call('PUT', `/api/console/popups/${popup._id}`, popupInput({ width: 50 }))).statusCode).toBe(400);
    expect(
      (await call('PUT', `/api/console/popups/${popup._id}`, popupInput({ active: false }))).json().popup.active,
    ).toBe(false);
    expect((await call('GET', '/api/console/popups?active=false')).json().popups).toHaveLength(1);
    expect((await call('DELETE', `/api/console/popups/${popup._id}`)).statusCode).toBe(204);
  });
});

describe('files and the editor', () => {
  test('the file library keeps uploads with their names', async () => {
    const created = await upload('/api/console/files', [{ name: 'file', filename: '../../etc/passwd.pdf', data: pdf }]);
    expect(created.statusCode).toBe(201);
    const file = created.json().file;
    expect(file).toMatchObject({ name: 'passwd.pdf', type: 'application/pdf', size: pdf.length });
    expect(file.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);
    expect((await call('PUT', `/api/console/files/${file._id}`, { name: '서식.pdf' })).json().file.name).toBe(
      '서식.pdf',
    );
    expect((await call('GET', '/api/console/files?search=서식')).json().files).toHaveLength(1);
    expect((await call('GET', `/api/console/files/${file._id}`)).statusCode).toBe(200);
    expect(
      (
        await upload('/api/console/files', [
          { name: 'file', filename: 'page.html', data: Buffer.from('<html></html>') },
        ])
      ).statusCode,
    ).toBe(415);
    expect((await call('DELETE', `/api/console/files/${file._id}`)).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: file.url })).statusCode).toBe(404);
  });

  test('the editor uploads a photo and answers its URL and size', async () => {
    const response = await upload('/api/console/editor', [
      { name: 'photo', filename: 'photo.png', data: await image(800, 600) },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/),
      width: 800,
      height: 600,
    });
    expect(
      (await upload('/api/console/editor', [{ name: 'photo', filename: 'photo.png', data: pdf }])).statusCode,
    ).toBe(415);
  });
});

/** The stored bytes behind an upload URL. */
async function stored(url: string): Promise<Buffer> {
  const response = await t.request({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

/** A picture whose left half is red and right half blue, to see which part a crop kept. */
const halves = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 220, g: 20, b: 20 } } })
    .composite([
      {
        input: { create: { width: width / 2, height, channels: 3, background: { r: 20, g: 20, b: 220 } } },
        left: width / 2,
        top: 0,
      },
    ])
    .toFormat(format)
    .toBuffer();

const colourAt = async (data: Buffer, x: number, y: number) => {
  const { data: pixels, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return pixels[offset]! > pixels[offset + 2]! ? 'red' : 'blue';
};

describe('lawyers: hidden, order, portraits', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    for (const lawyer of (await call('GET', '/api/console/lawyers')).json().lawyers as { _id: string }[]) {
      expect((await call('DELETE', `/api/console/lawyers/${lawyer._id}`)).statusCode).toBe(204);
    }
    for (const [index, key] of ['lawyer-a', 'lawyer-b', 'lawyer-c'].entries()) {
      const created = await call(
        'POST',
        '/api/console/lawyers',
        lawyerInput({ key, title: `변호사${index}`, titleEn: `Lawyer ${key}`, order: index + 1 }),
      );
      expect(created.statusCode).toBe(201);
      expect(created.json().lawyer.hidden).toBe(false);
      ids[key] = created.json().lawyer._id;
    }
  });

  test('a hidden lawyer is absent from the public list and its profile answers 404; the console still lists it', async () => {
    const hidden = await call(
      'PUT',
      `/api/console/lawyers/${ids['lawyer-b']}`,
      lawyerInput({ key: 'lawyer-b', title: '변호사1', titleEn: 'Lawyer lawyer-b', order: 2, hidden: true }),
    );
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().lawyer.hidden).toBe(true);
    const keys = (await visit('/api/v1/lawyers')).json().lawyers.map((lawyer: { key: string }) => lawyer.key);
    expect(keys).toEqual(['lawyer-a', 'lawyer-c']);
    expect((await visit('/api/v1/lawyers')).json().summary.totalCount).toBe(2);
    expect((await visit('/api/v1/lawyers/lawyer-b')).statusCode).toBe(404);
    expect((await visit('/api/v1/lawyers/lawyer-a')).json().lawyer).not.toHaveProperty('hidden');
    const found = (await visit('/api/v1/search?searchKeyword=Lawyer%20lawyer', 'en')).json().results as {
      type: string;
      title: string;
    }[];
    expect(found.filter((result) => result.type === 'lawyer').map((result) => result.title)).toEqual([
      'Lawyer lawyer-a',
      'Lawyer lawyer-c',
    ]);
    const staff = (await call('GET', '/api/console/lawyers')).json();
    expect(staff.lawyers.map((lawyer: { key: string; hidden: boolean }) => [lawyer.key, lawyer.hidden])).toEqual([
      ['lawyer-a', false],
      ['lawyer-b', true],
      ['lawyer-c', false],
    ]);
    await call(
      'PUT',
      `/api/console/lawyers/${ids['lawyer-b']}`,
      lawyerInput({ key: 'lawyer-b', title: '변호사1', titleEn: 'Lawyer lawyer-b', order: 2 }),
    );
    expect((await visit('/api/v1/lawyers/lawyer-b')).statusCode).toBe(200);
  });

  test('PUT order sets every lawyer\u2019s order at once; anything but each lawyer once is a 400 that changes nothing', async () => {
    const [a, b, c] = [ids['lawyer-a']!, ids['lawyer-b']!, ids['lawyer-c']!];
    const ordered = await call('PUT', '/api/console/lawyers/order', { ids: [c, a, b] });
    expect(ordered.statusCode).toBe(204);
    const list = (await call('GET', '/api/console/lawyers')).json().lawyers as { _id: string; order: number }[];
    expect(list.map((lawyer) => [lawyer._id, lawyer.order])).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    expect((await visit('/api/v1/lawyers')).json().lawyers.map((lawyer: { key: string }) => lawyer.key)).toEqual([
      'lawyer-c',
      'lawyer-a',
      'lawyer-b',
    ]);

    const missing = await call('PUT', '/api/console/lawyers/order', { ids: [a, b] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'body.ids', code: 'missing_ids' }],
    });
    const repeated = await call('PUT', '/api/console/lawyers/order', { ids: [a, b, c, a] });
    expect(repeated.json().issues).toEqual([{ path: 'body.ids.3', code: 'duplicate' }]);
    const unknown = await call('PUT', '/api/console/lawyers/order', { ids: [a, b, 'nobody'] });
    expect(unknown.json().issues).toEqual([{ path: 'body.ids.2', code: 'unknown_id' }]);
    expect((await call('PUT', '/api/console/lawyers/order', { ids: [] })).statusCode).toBe(400);
    expect((await call('PUT', '/api/console/lawyers/order', { ids: [a, b, c], extra: 1 })).statusCode).toBe(400);
    expect(
      ((await call('GET', '/api/console/lawyers')).json().lawyers as { _id: string }[]).map((lawyer) => lawyer._id),
    ).toEqual([c, a, b]);
  });

  test('a portrait is cut to the crop at 3:4, made no larger than 600 × 800, stripped of metadata, and replaces the old file', async () => {
    const id = ids['lawyer-a']!;
    // The blue right half of a 2000 × 1500 picture, 900 × 1200 from (1050, 100): kept as 600 × 800, all blue.
    const large = await sharp(await halves(2000, 1500, 'jpeg'))
      .withMetadata({ exif: { IFD0: { Copyright: 'Studio Example', Artist: 'Photographer' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(large).metadata()).exif).toBeDefined();
    const first = await upload(`/api/console/lawyers/${id}/image`, [
      { name: 'crop.x', value: '1050' },
      { name: 'crop.y', value: '100' },
      { name: 'crop.width', value: '900' },
      { name: 'crop.height', value: '1200' },
      { name: 'file', filename: 'portrait.jpg', type: 'image/jpeg', data: large },
    ]);
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().lawyer.image as string;
    expect(firstUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const firstFile = await stored(firstUrl);
    const metadata = await sharp(firstFile).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: 'webp',
      width: 600,
      height: 800,
    });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect([await colourAt(firstFile, 0, 0), await colourAt(firstFile, 599, 799)]).toEqual(['blue', 'blue']);
    // The public responsive variants of the new portrait are made from it.
    const variant = await t.request({ method: 'GET', url: `${firstUrl}?w=320`, headers: { accept: 'image/webp' } });
    expect(variant.statusCode).toBe(200);
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(320);

    // A crop that is not 3:4 (react-easy-crop rounds) is cut to 3:4 around its centre; a small one is not enlarged.
    const second = await upload(`/api/console/lawyers/${id}/image`, [
      { name: 'file', filename: 'small.png', type: 'image/png', data: await halves(800, 600) },
      { name: 'crop.x', value: '10' },
      { name: 'crop.y', value: '20' },
      { name: 'crop.width', value: '310' },
      { name: 'crop.height', value: '400' },
    ]);
    expect(second.statusCode).toBe(200);
    const secondFile = await stored(second.json().lawyer.image);
    expect(await sharp(secondFile).metadata()).toMatchObject({ width: 300, height: 400 });
    expect(await colourAt(secondFile, 150, 200)).toBe('red');
    // The replaced portrait is deleted.
    expect((await t.request({ method: 'GET', url: firstUrl })).statusCode).toBe(404);

    // Without a crop, the centre: a 1000 × 500 picture keeps its middle 375 × 500.
    const centred = await upload(`/api/console/lawyers/${id}/image`, [
      { name: 'file', filename: 'wide.png', data: await image(1000, 500) },
    ]);
    expect(await sharp(await stored(centred.json().lawyer.image)).metadata()).toMatchObject({
      width: 375,
      height: 500,
    });
    expect((await visit('/api/v1/lawyers/lawyer-a')).json().lawyer.image).toBe(centred.json().lawyer.image);
  });

  test('a crop that is partial, not a number or outside the picture is a 400 with its fields, and nothing is kept', async () => {
    const id = ids['lawyer-c']!;
    const uploadsBefore = await readdir(path.join(t.dataDir, 'uploads')).catch(() => []);
    const file = { name: 'file', filename: 'p.png', data: await image(600, 800) };
    const partial = await upload(`/api/console/lawyers/${id}/image`, [{ name: 'crop.x', value: '10' }, file]);
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'body.crop', code: 'custom' }],
    });
    const words = await upload(`/api/console/lawyers/${id}/image`, [
      { name: 'crop.x', value: 'left' },
      { name: 'crop.y', value: '0' },
      { name: 'crop.width', value: '10' },
      { name: 'crop.height', value: '10' },
      file,
    ]);
    expect(words.json().issues).toEqual([{ path: 'body.crop.x', code: 'invalid_type' }]);
    const outside = await upload(`/api/console/lawyers/${id}/image`, [
      { name: 'crop.x', value: '700' },
      { name: 'crop.y', value: '0' },
      { name: 'crop.width', value: '10' },
      { name: 'crop.height', value: '10' },
      file,
    ]);
    expect(outside.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'body.crop', code: 'too_big' }],
    });
    expect((await upload(`/api/console/lawyers/${id}/image`, [{ name: 'crop.x', value: '0' }])).statusCode).toBe(400);
    expect(await readdir(path.join(t.dataDir, 'uploads')).catch(() => [])).toEqual(uploadsBefore);
    expect((await call('GET', `/api/console/lawyers/${id}`)).json().lawyer.image).toBeNull();
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
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
    const removed = await call('DELETE', `/api/console/practices/${practice._id}/visual`);
    expect(removed.json().practice.visual).toBeNull();
    expect((await t.request({ method: 'GET', url: second.json().practice.visual })).statusCode).toBe(404);
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

describe('settings: every field, bad input, office photos', () => {
  const full = () =>
    settingRecord({
      advertisingLawyer: { ko: '김태성', en: 'Taesung Kim' },
      social: { youtube: 'https://youtube.example/@taesung', blog: 'https://blog.example/taesung', instagram: '' },
      offices: [
        {
          code: 'seoul-main',
          phone: '02-0000-5800',
          fax: '02-0000-5801',
          lat: 37.47,
          lng: 127.03,
          image: null,
          mapUrl: 'https://map.example/taesung',
          name: { ko: '서울 본사', en: 'Seoul Main Office' },
          address: { ko: '서울 서초구', en: 'Seocho-gu, Seoul' },
          hours: { ko: '평일 09:00~18:00', en: 'Weekdays 9–6' },
          directions: { ko: '교대역 10번 출구', en: 'Exit 10, Gyodae station' },
          parking: { ko: '건물 지하', en: 'In the basement' },
        },
        {
          code: 'incheon',
          phone: '032-0000-5820',
          lat: 37.44,
          lng: 126.7,
          image: null,
          name: { ko: '인천 분사무소', en: 'Incheon Office' },
          address: { ko: '인천 미추홀구', en: 'Michuhol-gu, Incheon' },
          hours: { ko: '평일', en: 'Weekdays' },
          directions: { ko: '버스', en: 'Bus' },
          parking: { ko: '', en: '' },
        },
      ],
    });

  test('every field the console edits is kept and the public settings carry what visitors read, in their language', async () => {
    const put = await call('PUT', '/api/console/setting', full());
    expect(put.statusCode).toBe(200);
    const { updatedAt, ...saved } = (await call('GET', '/api/console/setting')).json().setting;
    expect(updatedAt).toEqual(expect.any(String));
    expect(saved).toEqual({
      ...full(),
      privacy: { requestRetentionDays: 365, questionRetentionDays: 365, idleMinutes: 30 },
    });
    const english = (await visit('/api/v1/setting', 'en')).json().setting;
    expect(english).toMatchObject({
      firmName: 'Taesung Law Firm',
      // Text left empty in English is read in Korean.
      representatives: '김태성',
      advertisingLawyer: 'Taesung Kim',
      registrationNumber: '000-00-00000',
      phone: '02-0000-5800',
      chatUrl: 'https://chat.example/taesung',
    });
    expect(english.offices[0]).toEqual({
      code: 'seoul-main',
      phone: '02-0000-5800',
      fax: '02-0000-5801',
      lat: 37.47,
      lng: 127.03,
      image: null,
      mapUrl: 'https://map.example/taesung',
      name: 'Seoul Main Office',
      address: 'Seocho-gu, Seoul',
      hours: 'Weekdays 9–6',
      directions: 'Exit 10, Gyodae station',
      parking: 'In the basement',
    });
    expect(english).not.toHaveProperty('notificationRecipients');
  });

  test('bad input answers which fields, and saves nothing', async () => {
    await call('PUT', '/api/console/setting', full());
    const bad = full();
    const response = await call(
      'PUT',
      '/api/console/setting',
      {
        ...bad,
        phone: 'call us',
        chatUrl: 'javascript:alert(1)',
        social: { youtube: 'ftp://video.example' },
        offices: [{ ...bad.offices[0], mapUrl: 'javascript:alert(1)', fax: '12' }],
        notificationRecipients: { email: ['not-mail'], sms: ['abc'] },
      },
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please check what you entered.');
    const paths = (response.json().issues as { path: string }[]).map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.phone',
        'body.chatUrl',
        'body.social.youtube',
        'body.offices.0.mapUrl',
        'body.offices.0.fax',
        'body.notificationRecipients.email.0',
        'body.notificationRecipients.sms.0',
      ]),
    );
    const twice = await call('PUT', '/api/console/setting', { ...bad, offices: [bad.offices[0], bad.offices[0]] });
    expect(twice.json().issues).toEqual([{ path: 'body.offices', code: 'custom' }]);
    expect(
      (await call('PUT', '/api/console/setting', { ...bad, offices: [{ ...bad.offices[0], code: 'busan' }] }))
        .statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/console/setting')).json().setting.phone).toBe('02-0000-5800');
  });

  test('an office\u2019s photo is uploaded, kept by a later save of the form, replaced, and removed', async () => {
    await call('PUT', '/api/console/setting', full());
    const first = await upload('/api/console/setting/offices/incheon/image', [
      { name: 'file', filename: 'office.jpg', data: await image(4000, 3000, 'jpeg') },
    ]);
    expect(first.statusCode).toBe(200);
    const url = first.json().setting.offices[1].image as string;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(await sharp(await stored(url)).metadata()).toMatchObject({ width: 1600, height: 1200 });
    expect((await visit('/api/v1/setting')).json().setting.offices[1].image).toBe(url);
    // The form, opened before the upload, is saved with the old (empty) photo: the upload stays.
    const saved = await call('PUT', '/api/console/setting', { ...full(), phone: '02-0000-5900' });
    expect(saved.json().setting.offices[1].image).toBe(url);
    expect(saved.json().setting.offices[0].image).toBeNull();
    const second = await upload('/api/console/setting/offices/incheon/image', [
      { name: 'file', filename: 'office.png', data: await image(640, 480) },
    ]);
    const secondUrl = second.json().setting.offices[1].image as string;
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
    expect(
      (
        await upload('/api/console/setting/offices/busan/image', [
          { name: 'file', filename: 'a.png', data: await image(10, 10) },
        ])
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await upload('/api/console/setting/offices/gwangju/image', [
          { name: 'file', filename: 'a.png', data: await image(10, 10) },
        ])
      ).statusCode,
    ).toBe(404);
    const removed = await call('DELETE', '/api/console/setting/offices/incheon/image');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().setting.offices[1].image).toBeNull();
    expect((await t.request({ method: 'GET', url: secondUrl })).statusCode).toBe(404);
    // An office dropped from the settings takes its photo with it.
    const third = await upload('/api/console/setting/offices/incheon/image', [
      { name: 'file', filename: 'office.png', data: await image(640, 480) },
    ]);
    const thirdUrl = third.json().setting.offices[1].image as string;
    await call('PUT', '/api/console/setting', { ...full(), offices: [full().offices[0]] });
    expect((await t.request({ method: 'GET', url: thirdUrl })).statusCode).toBe(404);
  });
});

describe('terms: versions in effect and scheduled', () => {
  const day = 24 * 60 * 60 * 1000;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const create = async (name: string, effectiveAt: string, code = 'privacy') => {
      const response = await call(
        'POST',
        '/api/console/terms',
        termsInput({ code, effectiveAt, title: { ko: `방침 ${name}`, en: `Policy ${name}` } }),
      );
      expect(response.statusCode).toBe(201);
      ids[name] = response.json().terms._id;
    };
    await create('first', '2023-01-01T00:00:00Z');
    await create('second', '2024-06-01T00:00:00Z');
    await create('next', new Date(Date.now() + 30 * day).toISOString());
    await create('service', '2024-01-01T00:00:00Z', 'service');
  });

  test('a version in effect is never changed or deleted: 409 TERMS_IN_EFFECT, in the caller\u2019s language', async () => {
    const put = await call(
      'PUT',
      `/api/console/terms/${ids.second}`,
      termsInput({ effectiveAt: '2024-06-01T00:00:00Z', content: { ko: '<p>바꾼 내용</p>', en: '' } }),
    );
    expect(put.statusCode).toBe(409);
    expect(put.json()).toEqual({
      code: 'TERMS_IN_EFFECT',
      message: '이미 시행된 버전은 수정하거나 삭제할 수 없습니다. 바뀐 내용은 새 버전으로 저장해 주세요.',
    });
    const remove = await call('DELETE', `/api/console/terms/${ids.first}`, undefined, { 'accept-language': 'en' });
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toEqual({
      code: 'TERMS_IN_EFFECT',
      message: 'A version already in effect cannot be changed or deleted. Please save the changes as a new version.',
    });
    expect((await call('GET', `/api/console/terms/${ids.second}`)).json().terms.content.ko).toBe(
      '<h2>수집 항목</h2><p>이름, 연락처</p>',
    );
    expect((await call('PUT', '/api/console/terms/nothing', termsInput())).statusCode).toBe(404);
    expect((await call('DELETE', '/api/console/terms/nothing')).statusCode).toBe(404);
  });

  test('a scheduled version can be changed and deleted until its date', async () => {
    const effectiveAt = new Date(Date.now() + 40 * day).toISOString();
    const put = await call(
      'PUT',
      `/api/console/terms/${ids.next}`,
      termsInput({
        effectiveAt,
        title: { ko: '방침 next', en: 'Policy next' },
        content: { ko: '<p>개정</p>', en: '' },
      }),
    );
    expect(put.statusCode).toBe(200);
    expect(put.json().terms.content.ko).toBe('<p>개정</p>');
    const extra = (await call('POST', '/api/console/terms', termsInput({ effectiveAt }))).json().terms._id;
    expect((await call('DELETE', `/api/console/terms/${extra}`)).statusCode).toBe(204);
  });

  test('the public site lists the versions in effect now or before, newest first, and opens each; a scheduled one is 404', async () => {
    const list = await visit('/api/v1/terms/privacy/versions', 'en');
    expect(list.statusCode).toBe(200);
    const versions = list.json().terms as { _id: string; effectiveAt: string }[];
    expect(list.json().summary).toEqual({ totalCount: versions.length, page: 1, limit: versions.length });
    expect(versions[0]).toEqual({
      _id: ids.second,
      code: 'privacy',
      title: 'Policy second',
      effectiveAt: '2024-06-01T00:00:00.000Z',
    });
    expect(
      versions.filter((version) => [ids.first, ids.second].includes(version._id)).map((version) => version._id),
    ).toEqual([ids.second, ids.first]);
    expect(versions.map((version) => version.effectiveAt)).toEqual(
      versions
        .map((version) => version.effectiveAt)
        .sort()
        .reverse(),
    );
    expect(versions.every((version) => Date.parse(version.effectiveAt) <= Date.now())).toBe(true);
    const old = await visit(`/api/v1/terms/privacy/versions/${ids.first}`);
    expect(old.statusCode).toBe(200);
    expect(old.json().terms).toMatchObject({
      _id: ids.first,
      title: '방침 first',
      content: '<h2>수집 항목</h2><p>이름, 연락처</p>',
    });
    expect((await visit(`/api/v1/terms/privacy/versions/${ids.next}`)).statusCode).toBe(404);
    expect((await visit(`/api/v1/terms/service/versions/${ids.first}`)).statusCode).toBe(404);
    expect((await visit('/api/v1/terms/cookies/versions')).statusCode).toBe(400);
    expect((await visit('/api/v1/terms/privacy')).json().terms._id).toBe(ids.second);
    const service = (await visit('/api/v1/terms/service/versions')).json().terms as { _id: string; code: string }[];
    expect(service.map((item) => item._id)).toContain(ids.service);
    expect(service.every((item) => item.code === 'service')).toBe(true);
  });
});

describe('banners and popups: screens and display windows', () => {
  const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();

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

  test('a popup whose window starts tomorrow is not among the public popups today', async () => {
    await call('POST', '/api/console/popups', popupInput({ title: { ko: '오늘 팝업', en: 'Today' } }));
    await call(
      'POST',
      '/api/console/popups',
      popupInput({ title: { ko: '내일 팝업', en: 'Tomorrow' }, startAt: tomorrow() }),
    );
    const titles = (await visit('/api/v1/popups', 'en')).json().popups.map((item: { title: string }) => item.title);
    expect(titles).toContain('Today');
    expect(titles).not.toContain('Tomorrow');
  });
});
