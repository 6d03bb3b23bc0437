import { createTestApp, multipart, type TestApp } from '../../test/app.ts';
import { bannerInput, boardInput, faqInput, image, lawyerInput, pdf, popupInput, practiceInput, settingRecord, termsInput } from '../../test/fixtures.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).accessToken;
}, 60_000);
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers?: Record<string, string>) =>
  t.request({ method, url, token, payload: payload as never, headers });

const upload = async (url: string, parts: Parameters<typeof multipart>[0]) => {
  const body = multipart(parts);
  return t.request({ method: 'POST', url, token, payload: body.payload, headers: body.headers });
};

describe('boards', () => {
  test('create, read, list with filters and search, update, delete', async () => {
    const created = await call('POST', '/api/console/boards', boardInput());
    expect(created.statusCode).toBe(201);
    const board = created.json().board;
    expect(board).toMatchObject({ code: 'reference', published: true, files: [], thumb: null, category: 'divorce-property' });
    expect(board.content.ko).toBe('<p>혼인 기간 30년 동안 형성된 <strong>재산</strong>을 분할했습니다.</p><img src="x" />');
    expect(board.content.ko).not.toMatch(/script|onerror/);

    await call('POST', '/api/console/boards', boardInput({ code: 'notice', subject: { ko: '휴무 안내', en: 'Closed' }, category: null, pinned: true }));
    await call('POST', '/api/console/boards', boardInput({ code: 'media', subject: { ko: '방송 출연', en: 'On TV' }, published: false, video: 'abc123', category: null }));

    const all = (await call('GET', '/api/console/boards')).json();
    expect(all.summary).toEqual({ totalCount: 3, page: 1, limit: 20 });
    expect(all.boards[0].pinned).toBe(true);
    expect((await call('GET', '/api/console/boards?code=media')).json().boards).toHaveLength(1);
    expect((await call('GET', '/api/console/boards?published=false')).json().boards[0].code).toBe('media');
    expect((await call('GET', '/api/console/boards?search=on tv')).json().boards.map((item: { code: string }) => item.code)).toEqual(['media']);
    expect((await call('GET', '/api/console/boards?search=100%25')).json().boards).toHaveLength(0);
    const paged = (await call('GET', '/api/console/boards?limit=2&page=2')).json();
    expect(paged.boards).toHaveLength(1);
    expect(paged.summary).toEqual({ totalCount: 3, page: 2, limit: 2 });

    expect((await call('GET', `/api/console/boards/${board._id}`)).json().board.subject.ko).toBe('황혼이혼 재산분할 사례');
    const updated = await call('PUT', `/api/console/boards/${board._id}`, boardInput({ subject: { ko: '수정된 사례', en: '' }, published: false }));
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
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'body', code: 'unrecognized_keys' }] });
    const wrongType = await call('POST', '/api/console/boards', boardInput({ published: 'yes' }));
    expect(wrongType.json().issues).toEqual([{ path: 'body.published', code: 'invalid_type' }]);
    expect((await call('POST', '/api/console/boards', boardInput({ code: 'auction' }))).statusCode).toBe(400);
    expect((await call('POST', '/api/console/boards', boardInput({ subject: { ko: '', en: '' } }))).statusCode).toBe(400);
    expect((await call('GET', '/api/console/boards?limit=1000')).statusCode).toBe(400);
    expect((await call('GET', '/api/console/boards?code=auction')).statusCode).toBe(400);
    expect((await call('PUT', '/api/console/boards/nothing', boardInput())).statusCode).toBe(404);
    expect((await call('GET', `/api/console/boards/${'x'.repeat(65)}`)).statusCode).toBe(400);
    expect((await call('GET', '/api/console/boards')).json().summary.totalCount).toBe(2);
  });

  test('thumbnail and attachments are uploaded, replaced and removed', async () => {
    const board = (await call('POST', '/api/console/boards', boardInput())).json().board;
    const thumb = await upload(`/api/console/boards/${board._id}/thumb`, [{ name: 'file', filename: 'thumb.png', type: 'image/png', data: await image(64, 48) }]);
    expect(thumb.statusCode).toBe(200);
    const url = thumb.json().board.thumb as string;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(200);

    const replaced = await upload(`/api/console/boards/${board._id}/thumb`, [{ name: 'file', filename: 'new.jpg', data: await image(64, 48, 'jpeg') }]);
    expect(replaced.json().board.thumb).toMatch(/\.jpg$/);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);

    const notImage = await upload(`/api/console/boards/${board._id}/thumb`, [{ name: 'file', filename: 'thumb.png', type: 'image/png', data: pdf }]);
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().code).toBe('UNSUPPORTED_FILE_TYPE');

    const files = await upload(`/api/console/boards/${board._id}/files`, [
      { name: 'files', filename: '판결문.pdf', data: pdf },
      { name: 'files', filename: 'photo.webp', data: await image(20, 20, 'webp') },
    ]);
    expect(files.statusCode).toBe(200);
    expect(files.json().board.files).toEqual([
      { name: '판결문.pdf', url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.pdf$/), size: pdf.length, type: 'application/pdf' },
      { name: 'photo.webp', url: expect.stringMatching(/\.webp$/), size: expect.any(Number), type: 'image/webp' },
    ]);
    const removed = await call('DELETE', `/api/console/boards/${board._id}/files/0`);
    expect(removed.json().board.files).toHaveLength(1);
    expect((await call('DELETE', `/api/console/boards/${board._id}/files/5`)).statusCode).toBe(404);
    const noThumb = await call('DELETE', `/api/console/boards/${board._id}/thumb`);
    expect(noThumb.json().board.thumb).toBeNull();
    expect((await upload('/api/console/boards/missing/thumb', [{ name: 'file', filename: 'a.png', data: await image(8, 8) }])).statusCode).toBe(404);
    expect((await call('POST', `/api/console/boards/${board._id}/thumb`, { file: 'x' })).statusCode).toBe(415);
    expect((await upload(`/api/console/boards/${board._id}/thumb`, [{ name: 'caption', value: 'no file' }])).json().code).toBe('FILE_REQUIRED');
  });
});

describe('notices', () => {
  test('are posts with code notice, managed under center/notifications', async () => {
    const created = await call('POST', '/api/console/center/notifications', { subject: { ko: '공지', en: 'Notice' }, content: { ko: '<p>내용</p>', en: '' }, pinned: true });
    expect(created.statusCode).toBe(201);
    const notice = created.json().notification;
    expect(notice.code).toBe('notice');
    expect((await call('GET', `/api/console/center/notifications/${notice._id}`)).json().notification.subject.ko).toBe('공지');
    const thumb = await upload(`/api/console/center/notifications/${notice._id}/thumb`, [{ name: 'file', filename: 't.png', data: await image(40, 40) }]);
    expect(thumb.json().notification.thumb).toMatch(/^\/uploads\//);
    const attached = await upload(`/api/console/center/notifications/${notice._id}/files`, [{ name: 'files', filename: '안내문.pdf', data: pdf }]);
    expect(attached.json().notification.files.map((file: { name: string }) => file.name)).toEqual(['안내문.pdf']);
    expect((await call('GET', '/api/console/center/notifications')).json().notifications.every((item: { code: string }) => item.code === 'notice')).toBe(true);
    const other = (await call('POST', '/api/console/boards', boardInput())).json().board;
    expect((await call('GET', `/api/console/center/notifications/${other._id}`)).statusCode).toBe(404);
    expect((await call('POST', '/api/console/center/notifications', { code: 'media', subject: { ko: 'x', en: '' }, content: { ko: '', en: '' } })).statusCode).toBe(400);
    const updated = await call('PUT', `/api/console/center/notifications/${notice._id}`, { subject: { ko: '공지 수정', en: '' }, content: { ko: '', en: '' } });
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
    const created = await call('POST', '/api/console/terms', termsInput({ content: { ko: '<p onclick="x()">본문</p>', en: '' } }));
    expect(created.statusCode).toBe(201);
    expect(created.json().terms.content.ko).toBe('<p>본문</p>');
    await call('POST', '/api/console/terms', termsInput({ code: 'service', title: { ko: '이용약관', en: 'Terms' } }));
    expect((await call('GET', '/api/console/terms?code=service')).json().terms).toHaveLength(1);
    const id = created.json().terms._id;
    expect((await call('PUT', `/api/console/terms/${id}`, termsInput({ effectiveAt: '2024-03-01T00:00:00+09:00' }))).json().terms.effectiveAt).toBe('2024-02-29T15:00:00.000Z');
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
    const duplicate = await call('POST', '/api/console/lawyers', lawyerInput({ title: '다른 사람' }), { 'accept-language': 'en' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ code: 'KEY_TAKEN', message: 'This key (address) is already in use.' });
    expect((await call('POST', '/api/console/lawyers', lawyerInput({ key: 'Not A Key' }))).statusCode).toBe(400);
    const second = (await call('POST', '/api/console/lawyers', lawyerInput({ key: 'lee-second', order: 2, ceo: false }))).json().lawyer;
    expect((await call('PUT', `/api/console/lawyers/${second._id}`, lawyerInput({ key: 'kim-taesung' }))).statusCode).toBe(409);
    expect((await call('PUT', `/api/console/lawyers/${second._id}`, lawyerInput({ key: 'lee-second', office: 'incheon' }))).json().lawyer.office).toBe('incheon');
    expect((await call('GET', '/api/console/lawyers?office=incheon')).json().lawyers).toHaveLength(1);

    const portrait = await upload(`/api/console/lawyers/${lawyer._id}/image`, [{ name: 'image', filename: 'me.jpg', data: await image(300, 400, 'jpeg') }]);
    expect(portrait.statusCode).toBe(200);
    expect(portrait.json().lawyer.image).toMatch(/^\/uploads\/.+\.jpg$/);
    expect((await upload(`/api/console/lawyers/${lawyer._id}/image`, [{ name: 'image', filename: 'cv.pdf', data: pdf }])).statusCode).toBe(415);
    expect((await call('GET', `/api/console/lawyers/${lawyer._id}`)).json().lawyer.image).toBe(portrait.json().lawyer.image);
    expect((await call('DELETE', `/api/console/lawyers/${second._id}`)).statusCode).toBe(204);
  });
});

describe('practices', () => {
  test('CRUD restricted to the site\'s practice codes, with sanitised sections', async () => {
    const created = await call('POST', '/api/console/practices', practiceInput());
    expect(created.statusCode).toBe(201);
    const practice = created.json().practice;
    expect(practice.sections.ko[0].body).toBe('<p>협의이혼은 <a href="https://example.com" target="_blank" rel="noopener noreferrer">법원</a>의 확인을 받습니다.</p>');
    expect((await call('POST', '/api/console/practices', practiceInput())).statusCode).toBe(409);
    expect((await call('POST', '/api/console/practices', practiceInput({ code: 'auctions' }))).statusCode).toBe(400);
    expect((await call('POST', '/api/console/practices', practiceInput({ code: 'divorce-lawsuit', sections: { ko: [{ kind: 'video', heading: 'x' }], en: [] } }))).statusCode).toBe(400);
    const updated = await call('PUT', `/api/console/practices/${practice._id}`, practiceInput({ order: 5 }));
    expect(updated.json().practice.order).toBe(5);
    expect((await call('GET', '/api/console/practices')).json().summary.totalCount).toBe(1);
    expect((await call('GET', `/api/console/practices/${practice._id}`)).statusCode).toBe(200);
    const other = (await call('POST', '/api/console/practices', practiceInput({ code: 'divorce-custody' }))).json().practice;
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
    expect((await call('GET', `/api/console/banners/${banner._id}`)).json().banner).toMatchObject({ code: 'home-hero', images: [] });
    const first = await upload(`/api/console/banners/${banner._id}/images/0`, [
      { name: 'alt.ko', value: '상담 배너' },
      { name: 'file', filename: 'banner.png', data: await image(1200, 400) },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json().banner.images).toEqual([{ url: expect.stringMatching(/^\/uploads\//), alt: { ko: '상담 배너', en: '' } }]);
    const second = await upload(`/api/console/banners/${banner._id}/images/1`, [{ name: 'file', filename: 'b.png', data: await image(1200, 400) }]);
    expect(second.json().banner.images).toHaveLength(2);
    expect((await upload(`/api/console/banners/${banner._id}/images/5`, [{ name: 'file', filename: 'c.png', data: await image(10, 10) }])).statusCode).toBe(400);
    const images = second.json().banner.images as { url: string; alt: { ko: string; en: string } }[];
    const reordered = await call('PUT', `/api/console/banners/${banner._id}`, { ...bannerInput(), images: [images[1], images[0]] });
    expect(reordered.json().banner.images[0].url).toBe(images[1]!.url);
    const foreign = await call('PUT', `/api/console/banners/${banner._id}`, { ...bannerInput(), images: [{ url: '/uploads/someone-else.png', alt: { ko: '', en: '' } }] });
    expect(foreign.statusCode).toBe(400);
    const dropped = await call('PUT', `/api/console/banners/${banner._id}`, { ...bannerInput(), images: [images[0]] });
    expect(dropped.json().banner.images).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: images[1]!.url })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/console/banners/${banner._id}/images/0`)).json().banner.images).toHaveLength(0);
    expect((await call('POST', '/api/console/banners', bannerInput({ startAt: '2024-05-01T00:00:00Z', endAt: '2024-04-01T00:00:00Z' }))).statusCode).toBe(400);
    expect((await call('GET', '/api/console/banners?code=home-hero')).json().banners).toHaveLength(1);
    expect((await call('DELETE', `/api/console/banners/${banner._id}`)).statusCode).toBe(204);
  });
});

describe('popups', () => {
  test('CRUD with image upload', async () => {
    const created = await call('POST', '/api/console/popups', popupInput({ content: { ko: '<p style="color:red">휴무</p><script>x</script>', en: '' } }));
    expect(created.statusCode).toBe(201);
    const popup = created.json().popup;
    expect(popup.content.ko).toBe('<p>휴무</p>');
    expect((await call('GET', `/api/console/popups/${popup._id}`)).json().popup.title.ko).toBe('설 연휴 안내');
    const pictured = await upload(`/api/console/popups/${popup._id}/image`, [{ name: 'file', filename: 'p.webp', data: await image(400, 300, 'webp') }]);
    expect(pictured.json().popup.image).toMatch(/\.webp$/);
    expect((await call('DELETE', `/api/console/popups/${popup._id}/image`)).json().popup.image).toBeNull();
    expect((await call('PUT', `/api/console/popups/${popup._id}`, popupInput({ width: 50 }))).statusCode).toBe(400);
    expect((await call('PUT', `/api/console/popups/${popup._id}`, popupInput({ active: false }))).json().popup.active).toBe(false);
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
    expect((await call('PUT', `/api/console/files/${file._id}`, { name: '서식.pdf' })).json().file.name).toBe('서식.pdf');
    expect((await call('GET', '/api/console/files?search=서식')).json().files).toHaveLength(1);
    expect((await call('GET', `/api/console/files/${file._id}`)).statusCode).toBe(200);
    expect((await upload('/api/console/files', [{ name: 'file', filename: 'page.html', data: Buffer.from('<html></html>') }])).statusCode).toBe(415);
    expect((await call('DELETE', `/api/console/files/${file._id}`)).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: file.url })).statusCode).toBe(404);
  });

  test('the editor uploads a photo and answers its URL and size', async () => {
    const response = await upload('/api/console/editor', [{ name: 'photo', filename: 'photo.png', data: await image(800, 600) }]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/), width: 800, height: 600 });
    expect((await upload('/api/console/editor', [{ name: 'photo', filename: 'photo.png', data: pdf }])).statusCode).toBe(415);
  });
});
