import { createTestApp, multipart, type TestApp } from '../../test-support/app.ts';
import {
  bannerInput,
  boardInput,
  faqInput,
  html,
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
const ids: Record<string, string> = {};

const get = (url: string, language?: string) =>
  t.request({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });
let address = 0;
/** Each visitor post from its own address, so the per-address limit of public posts stays out of the way. */
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url, payload: payload as never, headers, remoteAddress: `192.0.2.${(address += 1)}` });
const consoleCall = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.request({ method, url, token, payload: payload as never });

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).accessToken;
  await consoleCall('PUT', '/api/console/setting', settingRecord());
  ids.reference = (await consoleCall('POST', '/api/console/boards', boardInput())).json().board._id;
  ids.draft = (
    await consoleCall(
      'POST',
      '/api/console/boards',
      boardInput({ published: false, subject: { ko: '비공개 사례', en: '' } }),
    )
  ).json().board._id;
  ids.notice = (
    await consoleCall(
      'POST',
      '/api/console/boards',
      boardInput({ code: 'notice', subject: { ko: '휴무 공지', en: '' }, category: null }),
    )
  ).json().board._id;
  ids.media = (
    await consoleCall(
      'POST',
      '/api/console/boards',
      boardInput({ code: 'media', subject: { ko: '방송 출연: 재산분할', en: 'On TV' }, category: null, video: 'v1' }),
    )
  ).json().board._id;
  await consoleCall('POST', '/api/console/lawyers', lawyerInput());
  await consoleCall(
    'POST',
    '/api/console/lawyers',
    lawyerInput({
      key: 'park-incheon',
      title: '박인천',
      titleEn: 'Incheon Park',
      office: 'incheon',
      order: 2,
      ceo: false,
    }),
  );
  await consoleCall('POST', '/api/console/practices', practiceInput());
  await consoleCall(
    'POST',
    '/api/console/practices',
    practiceInput({ code: 'divorce-property', order: 0, title: { ko: '재산분할', en: 'Property division' } }),
  );
  await consoleCall('POST', '/api/console/center/faqs', faqInput());
  await consoleCall(
    'POST',
    '/api/console/center/faqs',
    faqInput({
      category: 'fees',
      question: { ko: '수임료는 어떻게 정해지나요?', en: 'How are fees set?' },
      answer: { ko: '<p>사건마다 다릅니다.</p>', en: '<p>It depends.</p>' },
    }),
  );
  await consoleCall(
    'POST',
    '/api/console/center/faqs',
    faqInput({ published: false, question: { ko: '비공개 질문', en: '' } }),
  );
  await consoleCall('POST', '/api/console/terms', termsInput());
  await consoleCall(
    'POST',
    '/api/console/terms',
    termsInput({ title: { ko: '개정 예정 방침', en: '' }, effectiveAt: '2999-01-01T00:00:00Z' }),
  );
  const hour = 60 * 60 * 1000;
  await consoleCall('POST', '/api/console/popups', popupInput());
  await consoleCall(
    'POST',
    '/api/console/popups',
    popupInput({ title: { ko: '지난 팝업', en: '' }, endAt: new Date(Date.now() - hour).toISOString() }),
  );
  await consoleCall('POST', '/api/console/popups', popupInput({ title: { ko: '꺼진 팝업', en: '' }, active: false }));
  await consoleCall(
    'POST',
    '/api/console/popups',
    popupInput({ title: { ko: '예정 팝업', en: '' }, startAt: new Date(Date.now() + hour).toISOString() }),
  );
  await consoleCall('POST', '/api/console/banners', bannerInput());
  await consoleCall('POST', '/api/console/banners', bannerInput({ code: 'practice-side' }));
}, 60_000);
afterAll(async () => t?.close());

describe('reads', () => {
  test("boards: published posts only, with filters, in the caller's language", async () => {
    const all = await get('/api/v1/boards');
    expect(all.statusCode).toBe(200);
    expect(all.headers.vary).toContain('Accept-Language');
    const body = all.json();
    expect(body.summary).toEqual({ totalCount: 3, page: 1, limit: 20 });
    expect(body.boards.map((board: { _id: string }) => board._id)).not.toContain(ids.draft);
    const references = (await get('/api/v1/boards?code=reference&category=divorce-property')).json().boards;
    expect(references).toHaveLength(1);
    expect(references[0]).toMatchObject({
      subject: '황혼이혼 재산분할 사례',
      summary: '혼인 기간 30년 동안 형성된 재산을 분할했습니다.',
    });
    const english = (await get(`/api/v1/boards/${ids.reference}`, 'en-US,en;q=0.9,ko;q=0.5')).json().board;
    expect(english).toMatchObject({
      subject: 'Property division in a late-life divorce',
      content: '<p>We divided the <em>property</em> built over 30 years.</p>',
    });
    const fallback = (await get(`/api/v1/boards/${ids.notice}`, 'en')).json().board;
    expect(fallback.subject).toBe('휴무 공지');
    expect((await get(`/api/v1/boards/${ids.draft}`)).statusCode).toBe(404);
    expect((await get('/api/v1/boards?code=shop')).statusCode).toBe(400);
    expect((await get('/api/v1/boards?page=0')).statusCode).toBe(400);
  });

  test('notices: posts with code notice', async () => {
    const response = (await get('/api/v1/center/notifications')).json();
    expect(response.notifications.map((item: { _id: string }) => item._id)).toEqual([ids.notice]);
    expect(response.summary.totalCount).toBe(1);
    expect((await get(`/api/v1/center/notifications/${ids.notice}`)).json().notification._id).toBe(ids.notice);
    expect((await get(`/api/v1/center/notifications/${ids.reference}`)).statusCode).toBe(404);
  });

  test('popups: only active ones whose window holds now', async () => {
    const popups = (await get('/api/v1/popups', 'en')).json().popups;
    expect(popups.map((popup: { title: string }) => popup.title)).toEqual(['Lunar New Year']);
  });

  test('banners by placement', async () => {
    const banners = (await get('/api/v1/banners/home-hero')).json();
    expect(banners.banners).toHaveLength(1);
    expect(banners.banners[0]).toMatchObject({ code: 'home-hero', title: '상담 안내', images: [] });
    expect((await get('/api/v1/banners/nowhere')).json().banners).toEqual([]);
  });

  test('lawyers in order, by key, English falling back per field', async () => {
    const list = (await get('/api/v1/lawyers?limit=100')).json();
    expect(list.lawyers.map((lawyer: { key: string }) => lawyer.key)).toEqual(['kim-taesung', 'park-incheon']);
    expect(list.summary).toEqual({ totalCount: 2, page: 1, limit: 100 });
    const english = (await get('/api/v1/lawyers/kim-taesung', 'en')).json().lawyer;
    expect(english).toMatchObject({ position: 'Representative Attorney', info: [{ title: '약력' }] });
    expect((await get('/api/v1/lawyers?office=incheon')).json().lawyers).toHaveLength(1);
    expect((await get('/api/v1/lawyers/nobody')).statusCode).toBe(404);
    expect((await get('/api/v1/lawyers/Bad_Key')).statusCode).toBe(400);
  });

  test('practices in order and by code', async () => {
    const list = (await get('/api/v1/practices')).json();
    expect(list.practices.map((practice: { code: string }) => practice.code)).toEqual([
      'divorce-property',
      'divorce-agreement',
    ]);
    const english = (await get('/api/v1/practices/divorce-agreement', 'en')).json().practice;
    expect(english.sections).toEqual([
      { kind: 'text', heading: 'What it is', body: '<p>The court confirms an agreed divorce.</p>' },
    ]);
    expect((await get('/api/v1/practices/unknown')).statusCode).toBe(404);
  });

  test('setting without the notification recipients', async () => {
    const response = await get('/api/v1/setting', 'en');
    expect(response.statusCode).toBe(200);
    const { setting } = response.json();
    expect(setting).toMatchObject({
      firmName: 'Taesung Law Firm',
      representatives: '김태성',
      offices: [{ code: 'seoul-main', name: 'Seoul Main Office', parking: '주차 가능' }, { code: 'incheon' }],
    });
    expect(setting.notificationRecipients).toBeUndefined();
    expect(response.body).not.toContain('desk@taesung-law.example');
  });

  test('terms: the version in effect', async () => {
    const privacy = (await get('/api/v1/terms/privacy')).json().terms;
    expect(privacy.title).toBe('개인정보처리방침');
    expect((await get('/api/v1/terms')).json().terms).toHaveLength(1);
    expect((await get('/api/v1/terms/service')).statusCode).toBe(404);
    expect((await get('/api/v1/terms/cookies')).statusCode).toBe(400);
  });

  test('FAQs: published, by category', async () => {
    const all = (await get('/api/v1/center/faqs?limit=100')).json();
    expect(all.faqs).toHaveLength(2);
    const fees = (await get('/api/v1/center/faqs?category=fees', 'en')).json().faqs;
    expect(fees).toEqual([expect.objectContaining({ question: 'How are fees set?', answer: '<p>It depends.</p>' })]);
    const fallback = (await get('/api/v1/center/faqs?category=divorce-agreement', 'en')).json().faqs[0];
    expect(fallback.answer).toBe('<p>자녀가 있으면 3개월입니다.</p>');
  });

  test('search: practices, lawyers, success cases, media and FAQs with site paths', async () => {
    const response = await get('/api/v1/search?searchKeyword=재산분할');
    expect(response.statusCode).toBe(200);
    const { results, summary } = response.json();
    expect(summary).toEqual({ totalCount: results.length, keyword: '재산분할' });
    const byType = Object.fromEntries(
      results.map((result: { type: string; path: string }) => [result.type, result.path]),
    );
    expect(byType).toMatchObject({
      practice: '/divorce/property',
      reference: `/reference/${ids.reference}`,
      media: '/media',
    });
    const lawyer = (await get('/api/v1/search?searchKeyword=Taesung', 'en')).json().results;
    expect(lawyer).toContainEqual(
      expect.objectContaining({ type: 'lawyer', title: 'Taesung Kim', path: '/taesung/lawyer/kim-taesung' }),
    );
    const faq = (await get('/api/v1/search?searchKeyword=숙려기간')).json().results;
    expect(faq).toEqual([expect.objectContaining({ type: 'faq', path: '/divorce/agreement' })]);
    expect((await get('/api/v1/search?searchKeyword=%25')).json().results).toEqual([]);
    expect((await get('/api/v1/search?searchKeyword=')).json()).toEqual({
      results: [],
      summary: { totalCount: 0, keyword: '' },
    });
    expect((await get(`/api/v1/search?searchKeyword=${'a'.repeat(101)}`)).statusCode).toBe(400);
    expect((await get('/api/v1/search?searchKeyword=비공개')).json().results).toEqual([]);
  });
});

describe('visitor requests', () => {
  const request = {
    name: '홍길동',
    phone: '01012345678',
    category: 'divorce-property',
    office: 'seoul-main',
    contactTime: 'evening',
    content: '재산분할 상담을 받고 싶습니다.',
    agree: true,
  };

  test('a consultation request is stored and listed in the console at once', async () => {
    const response = await post('/api/v1/forms', request);
    expect(response.statusCode).toBe(201);
    const { form } = response.json();
    expect(form).toMatchObject({ name: '홍길동', phone: '010-1234-5678', status: 'new', locale: 'ko', files: [] });
    const listed = (await consoleCall('GET', '/api/console/forms?status=new')).json().forms;
    expect(listed.map((item: { _id: string }) => item._id)).toContain(form._id);
  });

  test("consent is required and fields are checked, in the caller's language", async () => {
    const refused = await post('/api/v1/forms', { ...request, agree: false }, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please check what you entered.',
      issues: [{ path: 'body.agree', code: 'invalid_value' }],
    });
    const phone = await post('/api/v1/forms', { ...request, phone: '12345' });
    expect(phone.json().issues).toEqual([{ path: 'body.phone', code: 'invalid_format' }]);
    expect((await post('/api/v1/forms', { ...request, office: 'busan' })).statusCode).toBe(400);
    expect((await post('/api/v1/forms', { ...request, admin: true })).statusCode).toBe(400);
    expect((await post('/api/v1/forms', { ...request, name: 42 })).statusCode).toBe(400);
  });

  test('attachments come through multipart and stay private', async () => {
    const body = multipart([
      ...Object.entries(request).map(([name, value]) => ({ name, value: String(value) })),
      { name: 'files', filename: '소장.pdf', data: pdf },
      { name: 'files', filename: 'photo.jpg', data: await image(100, 100, 'jpeg') },
    ]);
    const response = await post('/api/v1/forms', body.payload, body.headers);
    expect(response.statusCode).toBe(201);
    const { form } = response.json();
    expect(form.files).toHaveLength(2);
    expect(form.files[0]).toMatchObject({
      name: '소장.pdf',
      type: 'application/pdf',
      url: expect.stringMatching(new RegExp(`^/api/console/forms/${form._id}/files/[0-9a-f]{32}\\.pdf$`)),
    });
    const name = form.files[0].url.split('/').pop();
    expect((await get(`/uploads/${name}`)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: form.files[0].url })).statusCode).toBe(401);
    const download = await t.request({ method: 'GET', url: form.files[0].url, token });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''%EC%86%8C%EC%9E%A5.pdf");
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  test('attachments are checked by content and size, and a refused request stores nothing', async () => {
    const before = (await consoleCall('GET', '/api/console/forms')).json().summary.totalCount;
    const fields = Object.entries(request).map(([name, value]) => ({ name, value: String(value) }));
    const disguised = multipart([
      ...fields,
      { name: 'files', filename: 'scan.pdf', type: 'application/pdf', data: html },
    ]);
    const refused = await post('/api/v1/forms', disguised.payload, disguised.headers);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().code).toBe('UNSUPPORTED_FILE_TYPE');
    const large = multipart([
      ...fields,
      { name: 'files', filename: 'big.pdf', data: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]) },
    ]);
    const tooLarge = await post('/api/v1/forms', large.payload, large.headers);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: '파일은 10 MB 이하만 올릴 수 있습니다.' });
    const many = multipart([
      ...fields,
      ...[1, 2, 3, 4].map((index) => ({ name: 'files', filename: `${index}.pdf`, data: pdf })),
    ]);
    expect((await post('/api/v1/forms', many.payload, many.headers)).statusCode).toBe(413);
    const invalid = multipart([
      ...fields.filter((field) => field.name !== 'agree'),
      { name: 'files', filename: 'a.pdf', data: pdf },
    ]);
    expect((await post('/api/v1/forms', invalid.payload, invalid.headers)).statusCode).toBe(400);
    expect((await consoleCall('GET', '/api/console/forms')).json().summary.totalCount).toBe(before);
  });

  test('a filled honeypot is answered as accepted but nothing is stored', async () => {
    const before = (await consoleCall('GET', '/api/console/forms')).json().summary.totalCount;
    const bot = await post('/api/v1/forms', { ...request, website: 'http://spam.example' });
    expect(bot.statusCode).toBe(201);
    expect(bot.json().form).toMatchObject({ name: '홍길동', status: 'new' });
    const botCallback = await post('/api/v1/message', {
      name: '봇',
      phone: '010-1111-2222',
      agree: true,
      website: 'x',
    });
    expect(botCallback.statusCode).toBe(201);
    expect((await consoleCall('GET', '/api/console/forms')).json().summary.totalCount).toBe(before);
    const botQuestion = await post('/api/v1/center/questions', {
      name: '봇',
      subject: '광고',
      content: '광고',
      agree: true,
      website: 'x',
    });
    expect(botQuestion.statusCode).toBe(201);
    expect((await consoleCall('GET', '/api/console/center/questions')).json().summary.totalCount).toBe(0);
  });

  test('a callback request is kept with the consultation requests', async () => {
    const response = await post('/api/v1/message', { name: '김철수', phone: '02-1234-5678', agree: true });
    expect(response.statusCode).toBe(201);
    expect(response.json().form).toMatchObject({ category: 'callback', phone: '02-1234-5678', content: '' });
    expect((await post('/api/v1/message', { name: '김철수', phone: '02-1234-5678' })).statusCode).toBe(400);
  });

  test('a question is stored for the console', async () => {
    const response = await post('/api/v1/center/questions', {
      name: '이영희',
      email: 'visitor@example.com',
      subject: '양육비',
      content: '양육비 산정 기준이 궁금합니다.',
      agree: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().question).toMatchObject({ answered: false, answer: null, email: 'visitor@example.com' });
    expect(
      (await post('/api/v1/center/questions', { name: '이영희', subject: '양육비', content: '', agree: true }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await post('/api/v1/center/questions', {
          name: '이영희',
          email: 'not-mail',
          subject: 'x',
          content: 'y',
          agree: true,
        })
      ).statusCode,
    ).toBe(400);
  });

  test('public posts are rate limited per address', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/message',
        payload: { name: '반복', phone: '010-9999-8888', agree: true },
        remoteAddress: '198.51.100.7',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await t.request({
      method: 'POST',
      url: '/api/v1/message',
      payload: {},
      remoteAddress: '198.51.100.7',
      headers: { 'accept-language': 'en' },
    });
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again in a moment.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('a page view is refused unless it is a path alone; without the site, no path is a public page to count', async () => {
    expect((await post('/api/v1/pageviews', { path: '/media' })).statusCode).toBe(204);
    expect((await post('/api/v1/pageviews', { path: 'media' })).statusCode).toBe(400);
    expect((await post('/api/v1/pageviews', { path: '/media', referrer: 'x' })).statusCode).toBe(400);
    const { pageViews } = (await consoleCall('GET', '/api/console/statistics/dashboard')).json();
    expect(pageViews.topPaths).toEqual([]);
  });
});
