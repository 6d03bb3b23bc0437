import { createTestApp, type TestApp } from '../../test-support/app.ts';
import { startSmtpServer } from '../../test-support/smtp.ts';

let t: TestApp;
let token: string;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.request({ method, url, token, payload: payload as never });
let address = 0;
const ask = (payload: Record<string, unknown>, locale = 'ko') =>
  t.request({
    method: 'POST',
    url: '/api/v1/center/questions',
    payload: {
      name: '김민지',
      subject: '양육권',
      content: '아이와 함께 살 수 있을까요?',
      agree: true,
      ...payload,
    } as never,
    headers: { 'accept-language': locale },
    remoteAddress: `198.51.100.${(address += 1)}`,
  });
const view = (path: string, locale = 'ko') =>
  t.request({
    method: 'GET',
    url: `/api/v1${path.replace('/guide/', '/center/')}`,
    headers: { 'accept-language': locale },
  });

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Taesung <no-reply@taesung-law.example>',
      PUBLIC_URL: 'https://www.taesung-law.example',
    },
  });
  token = (await t.login()).accessToken;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("a visitor's question page", () => {
  test('asking answers a private link whose page shows the question without the visitor’s details, then the answer', async () => {
    const asked = await ask({ email: 'minji@example.com', phone: '010-3333-4444' });
    expect(asked.statusCode).toBe(201);
    const { question, key, path } = asked.json();
    expect(path).toBe(`/guide/questions/${question._id}?key=${key}`);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const before = await view(path);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('private, no-store');
    expect(before.json().question).toEqual({
      _id: question._id,
      subject: '양육권',
      content: '아이와 함께 살 수 있을까요?',
      answered: false,
      answer: null,
      answeredAt: null,
      createdAt: question.createdAt,
    });
    expect(before.body).not.toContain('김민지');
    expect(before.body).not.toContain('minji@example.com');
    expect(before.body).not.toContain('010-3333-4444');

    expect(
      (
        await call('PUT', `/api/console/center/questions/${question._id}`, {
          answer: '자녀의 복리를 기준으로 법원이 정합니다.',
        })
      ).statusCode,
    ).toBe(200);
    const after = (await view(path)).json().question;
    expect(after).toMatchObject({
      answered: true,
      answer: '자녀의 복리를 기준으로 법원이 정합니다.',
      answeredAt: expect.any(String),
    });
  });

  test('a wrong, truncated or borrowed key is a 404, as is an unknown question', async () => {
    const first = (await ask({ subject: '첫 문의' })).json();
    const second = (await ask({ subject: '두 번째 문의' })).json();
    const url = (id: string, key: string) => `/api/v1/center/questions/${id}?key=${encodeURIComponent(key)}`;
    const get = (id: string, key: string) => t.request({ method: 'GET', url: url(id, key) });
    expect((await get(first.question._id, first.key)).statusCode).toBe(200);
    expect((await get(first.question._id, second.key)).statusCode).toBe(404);
    expect((await get(first.question._id, first.key.slice(0, -1))).statusCode).toBe(404);
    expect(
      (await get(first.question._id, `${first.key.slice(0, -1)}${first.key.endsWith('A') ? 'B' : 'A'}`)).statusCode,
    ).toBe(404);
    expect((await get('ffffffffffffffffffffffff', first.key)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/v1/center/questions/${first.question._id}` })).statusCode).toBe(
      400,
    );
    await call('DELETE', `/api/console/center/questions/${first.question._id}`);
    expect((await get(first.question._id, first.key)).statusCode).toBe(404);
  });

  test('an unanswered question shows no draft answer staff saved without marking it answered', async () => {
    const { question, path } = (await ask({ subject: '임시 저장' })).json();
    await call('PUT', `/api/console/center/questions/${question._id}`, { answer: '검토 중인 초안', answered: false });
    expect((await view(path)).json().question).toMatchObject({ answered: false, answer: null, answeredAt: null });
  });

  test('the first answer is mailed once with the link in the language asked in; an edit keeps the answer time and sends nothing', async () => {
    const { question, path } = (
      await ask(
        { name: 'Jane', subject: 'Custody', content: 'Who keeps the children?', email: 'jane@example.com' },
        'en',
      )
    ).json();
    const first = (
      await call('PUT', `/api/console/center/questions/${question._id}`, {
        answer: 'The court decides by the child’s welfare.',
      })
    ).json().question;
    await t.app.messaging.idle();
    const mails = () => smtp.received.filter((mail) => mail.to.includes('jane@example.com'));
    expect(mails()).toHaveLength(1);
    expect(mails()[0]!.subject).toBe('[Taesung Law Firm] Answer to your question: Custody');
    expect(mails()[0]!.text).toContain(`https://www.taesung-law.example/en${path}`);

    await new Promise((resolve) => setTimeout(resolve, 10));
    const edited = (
      await call('PUT', `/api/console/center/questions/${question._id}`, { answer: 'Edited answer.' })
    ).json().question;
    await t.app.messaging.idle();
    expect(mails()).toHaveLength(1);
    expect(edited.answeredAt).toBe(first.answeredAt);
    expect((await view(path, 'en')).json().question.answer).toBe('Edited answer.');
  });

  test('a bot filling the honeypot gets a receipt whose page does not exist', async () => {
    const response = await ask({ website: 'https://spam.example' });
    expect(response.statusCode).toBe(201);
    expect((await view(response.json().path)).statusCode).toBe(404);
  });
});
