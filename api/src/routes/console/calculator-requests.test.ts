import { createTestApp, type TestApp } from '../../test-support/app.ts';
import { settingRecord } from '../../test-support/fixtures.ts';

let t: TestApp;
let token: string;
let address = 0;

const staff = (url: string) => t.request({ method: 'GET', url, token });
const visitor = (url: string, payload: unknown, language = 'ko') =>
  t.request({
    method: 'POST',
    url,
    payload: payload as never,
    headers: { 'accept-language': language },
    remoteAddress: `198.51.100.${(address += 1)}`,
  });

const consultation = {
  name: '김지원',
  phone: '010-2345-6789',
  category: 'divorce-custody',
  office: 'seoul-main',
  contactTime: 'evening',
  content: '양육비 계산 결과: 월 1,525,200원. 상담을 받고 싶습니다.',
  agree: true,
};

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).accessToken;
}, 60_000);
afterAll(() => t?.close());

test('a request made from a calculator keeps which one, and the console reads it in the list and the request', async () => {
  const response = await visitor('/api/v1/forms', { ...consultation, source: 'child-support' });
  expect(response.statusCode).toBe(201);
  const { form } = response.json();
  expect(form.source).toBe('child-support');
  const plain = (await visitor('/api/v1/forms', { ...consultation, name: '이서준' })).json().form;
  expect(plain.source).toBeNull();

  const listed = (await staff('/api/console/forms')).json().forms as { _id: string; source: string | null }[];
  expect(listed.find((item) => item._id === form._id)?.source).toBe('child-support');
  expect(listed.find((item) => item._id === plain._id)?.source).toBeNull();
  expect((await staff(`/api/console/forms/${form._id}`)).json().form.source).toBe('child-support');
});

test("a source that is not one of the calculators is refused in the caller's language, and nothing is stored", async () => {
  const before = (await staff('/api/console/forms')).json().summary.totalCount;
  const refused = await visitor('/api/v1/forms', { ...consultation, source: 'lottery' });
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({
    code: 'UNKNOWN_CHOICE',
    message: '계산기 항목에서 고른 값이 목록에 없습니다. 목록에서 다시 골라 주세요.',
    issues: [{ path: 'body.source', code: 'invalid_value' }],
  });
  const english = await visitor('/api/v1/forms', { ...consultation, source: '/calculator/child-support' }, 'en');
  expect(english.json().message).toBe(
    'That is not one of the choices for the calculator. Please pick one from the list.',
  );
  expect((await visitor('/api/v1/forms', { ...consultation, source: 7 })).statusCode).toBe(400);
  expect((await staff('/api/console/forms')).json().summary.totalCount).toBe(before);
});

test('the dashboard counts the requests that came from each calculator (its page views: site.test.ts)', async () => {
  await visitor('/api/v1/forms', { ...consultation, name: '박하윤', source: 'inheritance' });

  const stats = (await staff('/api/console/statistics/dashboard')).json();
  expect(stats.calculators).toEqual([
    { tool: 'child-support', visits: 0, requests: 1 },
    { tool: 'property-division', visits: 0, requests: 0 },
    { tool: 'inheritance', visits: 0, requests: 1 },
    { tool: 'divorce-grounds', visits: 0, requests: 0 },
  ]);
  expect(JSON.stringify(stats.calculators)).not.toMatch(/김지원|010/);
});

test('the staff notice by mail and SMS names the calculator a request came from, as the tool is called', async () => {
  await t.request({
    method: 'PUT',
    url: '/api/console/setting',
    token,
    payload: settingRecord({
      notificationRecipients: { email: ['desk@taesung-law.example'], sms: ['010-0000-1234'] },
    }) as never,
  });
  await visitor('/api/v1/forms', { ...consultation, name: '최다은', source: 'property-division' });
  await visitor('/api/v1/forms', { ...consultation, name: '정우진' });
  await t.app.messaging.idle();
  const mail = t.mail!.find((message) => message.subject.includes('최다은'))!;
  expect(mail.text).toContain('재산분할 계산기');
  expect(mail.text).not.toContain('property-division');
  expect(t.mail!.find((message) => message.subject.includes('정우진'))!.text).not.toContain('계산기');
  const texts = (await staff('/api/console/outbox?channel=sms'))
    .json()
    .messages.map((message: { body: string }) => message.body) as string[];
  expect(texts.find((text) => text.includes('최다은'))).toContain('재산분할 계산기');
  expect(texts.find((text) => text.includes('정우진'))).not.toContain('계산기');
  await t.request({ method: 'PUT', url: '/api/console/setting', token, payload: settingRecord() as never });
});

test("the CSV export names the calculator of each request in the caller's language, and leaves it empty for the others", async () => {
  await visitor('/api/v1/forms', { ...consultation, name: '한예린', source: 'divorce-grounds' });
  await visitor('/api/v1/forms', { ...consultation, name: '오세훈' });
  const exported = async (language: string) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/console/forms/export',
      token,
      payload: { reason: '상담 현황 점검' },
      headers: { 'accept-language': language },
    });
    const [header, ...lines] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const column = header!.split(',').indexOf(language === 'en' ? '"Calculator"' : '"계산기"');
    expect(column).toBeGreaterThan(0);
    const cell = (name: string) => {
      const cells = lines.find((line) => line.includes(name))!.split('","');
      return cells[column]?.replace(/"/g, '');
    };
    return { from: cell('한예린'), plain: cell('오세훈') };
  };
  expect(await exported('ko')).toEqual({ from: '이혼 사유 자가진단', plain: '' });
  expect(await exported('en')).toEqual({ from: 'Divorce Grounds Self-Check', plain: '' });
});
