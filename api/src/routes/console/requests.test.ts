import { createTestApp, type TestApp } from '../../test-support/app.ts';
import { boardInput, practiceInput, settingRecord } from '../../test-support/fixtures.ts';
import { startSmtpServer } from '../../test-support/smtp.ts';
import { mailedToken, setPassword, staffPassword } from '../../test-support/staff.ts';

let t: TestApp;
let token: string;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => t.request({ method, url, token, payload: payload as never, headers });
let address = 0;
const visitor = (url: string, payload: unknown) =>
  t.request({ method: 'POST', url, payload: payload as never, remoteAddress: `203.0.113.${(address += 1)}` });

const consultation = {
  name: '홍길동',
  phone: '010-1234-5678',
  category: 'divorce-agreement',
  office: 'seoul-main',
  contactTime: 'morning',
  content: '협의이혼 절차가 궁금합니다. <b>급합니다</b>',
  agree: true,
};

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
  await call(
    'PUT',
    '/api/console/setting',
    settingRecord({
      notificationRecipients: {
        email: ['desk@taesung-law.example', 'lead@taesung-law.example'],
        sms: ['010-0000-1234'],
      },
    }),
  );
  await call('POST', '/api/console/practices', practiceInput());
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('consultation requests', () => {
  test('a new request notifies the recipients by mail and SMS', async () => {
    const response = await visitor('/api/v1/forms', consultation);
    expect(response.statusCode).toBe(201);
    const { form } = response.json();
    await t.app.messaging.idle();
    const mails = smtp.received.filter((mail) => mail.subject.includes('[상담 신청] 홍길동'));
    expect(mails.map((mail) => mail.to)).toEqual([['desk@taesung-law.example'], ['lead@taesung-law.example']]);
    expect(mails[0]!.from).toBe('no-reply@taesung-law.example');
    expect(mails[0]!.subject).toBe('[상담 신청] 홍길동 · 협의이혼');
    expect(mails[0]!.text).toContain('010-1234-5678');
    expect(mails[0]!.text).toContain('서울 본사');
    expect(mails[0]!.text).toContain('&lt;b&gt;급합니다&lt;/b&gt;');
    expect(mails[0]!.text).toContain(`https://www.taesung-law.example/console/forms/${form._id}`);
    const outbox = (await call('GET', '/api/console/outbox?channel=sms')).json();
    expect(outbox.messages[0]).toMatchObject({ channel: 'sms', to: '010-0000-1234', status: 'stored' });
    expect(outbox.messages[0].body).toContain('홍길동');
    const sent = (await call('GET', '/api/console/outbox?channel=email')).json().messages;
    expect(
      sent.every((message: { status: string; sentAt: string | null }) => message.status === 'sent' && message.sentAt),
    ).toBe(true);
  });

  test('list with status filter and search, status and memo, forwarding, deletion', async () => {
    const first = (await visitor('/api/v1/forms', { ...consultation, name: '검색대상' })).json().form;
    await visitor('/api/v1/forms', { ...consultation, name: '다른사람', phone: '010-9876-5432' });
    expect(
      (await call('GET', '/api/console/forms?search=검색대상')).json().forms.map((form: { _id: string }) => form._id),
    ).toEqual([first._id]);
    expect((await call('GET', '/api/console/forms?search=9876')).json().forms).toHaveLength(1);

    const updated = await call('PUT', `/api/console/forms/${first._id}`, {
      status: 'progress',
      memo: '내일 오전 통화 예정',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().form).toMatchObject({ status: 'progress', memo: '내일 오전 통화 예정' });
    expect(
      (await call('GET', '/api/console/forms?status=progress')).json().forms.map((form: { _id: string }) => form._id),
    ).toEqual([first._id]);
    expect((await call('PUT', `/api/console/forms/${first._id}`, { status: 'archived' })).statusCode).toBe(400);
    expect((await call('PUT', `/api/console/forms/${first._id}`, { name: 'x' })).statusCode).toBe(400);
    expect((await call('GET', '/api/console/forms?status=lost')).statusCode).toBe(400);

    const forwarded = await call('PUT', `/api/console/forms/${first._id}/email`, { to: 'partner@taesung-law.example' });
    expect(forwarded.statusCode).toBe(200);
    expect(forwarded.json().messages).toEqual([
      expect.objectContaining({ to: 'partner@taesung-law.example', status: 'sent' }),
    ]);
    // The visitors' notifications are sent after their answers, so they may arrive after the forwarded mail.
    const mail = smtp.received.find((message) => message.to.includes('partner@taesung-law.example'))!;
    expect(mail.to).toEqual(['partner@taesung-law.example']);
    expect(mail.subject).toBe('[상담 신청 전달] 검색대상 · 협의이혼');
    expect(mail.text).toContain('내일 오전 통화 예정');
    const toRecipients = await call('PUT', `/api/console/forms/${first._id}/email`, {});
    expect(toRecipients.json().messages.map((message: { to: string }) => message.to)).toEqual([
      'desk@taesung-law.example',
      'lead@taesung-law.example',
    ]);
    expect((await call('PUT', `/api/console/forms/${first._id}/email`, { to: 'nobody' })).statusCode).toBe(400);

    const taken = await call('POST', '/api/console/forms', { ...consultation, name: '전화 접수' });
    expect(taken.statusCode).toBe(201);
    expect((await call('GET', `/api/console/forms/${taken.json().form._id}`)).json().form.name).toBe('전화 접수');
    expect((await call('DELETE', `/api/console/forms/${first._id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/console/forms/${first._id}`)).statusCode).toBe(404);
  });

  test('forwarding without recipients is refused', async () => {
    await call('PUT', '/api/console/setting', settingRecord({ notificationRecipients: { email: [], sms: [] } }));
    const form = (await call('POST', '/api/console/forms', consultation)).json().form;
    const response = await call('PUT', `/api/console/forms/${form._id}/email`, {}, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'NO_RECIPIENTS', message: 'No recipient is set.' });
    await call(
      'PUT',
      '/api/console/setting',
      settingRecord({
        notificationRecipients: {
          email: ['desk@taesung-law.example', 'lead@taesung-law.example'],
          sms: ['010-0000-1234'],
        },
      }),
    );
  });
});

describe('questions', () => {
  test('are listed, answered (mailed to the visitor in their language) and deleted', async () => {
    const asked = await t.request({
      method: 'POST',
      url: '/api/v1/center/questions',
      payload: {
        name: 'Jane',
        email: 'jane@example.com',
        subject: 'Custody',
        content: 'Who keeps the children?',
        agree: true,
      },
      headers: { 'accept-language': 'en' },
      remoteAddress: '203.0.113.200',
    });
    const question = asked.json().question;
    await visitor('/api/v1/center/questions', {
      name: '익명',
      subject: '전화만',
      content: '연락 주세요',
      phone: '010-2222-1111',
      agree: true,
    });
    expect((await call('GET', '/api/console/center/questions?answered=false')).json().summary.totalCount).toBe(2);
    const answered = await call('PUT', `/api/console/center/questions/${question._id}`, {
      answer: "The court decides by the child's welfare.",
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().question).toMatchObject({
      answered: true,
      answer: "The court decides by the child's welfare.",
      answeredAt: expect.any(String),
    });
    await t.app.messaging.idle();
    const answers = smtp.received.filter((received) => received.to.includes('jane@example.com'));
    expect(answers).toHaveLength(1);
    const mail = answers[0]!;
    expect(mail.subject).toBe('[Taesung Law Firm] Answer to your question: Custody');
    expect(mail.text).toContain('The court decides by the child&#39;s welfare.');
    await call('PUT', `/api/console/center/questions/${question._id}`, { answer: 'Edited answer.' });
    await t.app.messaging.idle();
    expect(smtp.received.filter((received) => received.to.includes('jane@example.com'))).toHaveLength(1);
    expect((await call('GET', '/api/console/center/questions?answered=true')).json().questions).toHaveLength(1);
    expect((await call('GET', '/api/console/center/questions?search=전화만')).json().questions).toHaveLength(1);
    expect((await call('GET', `/api/console/center/questions/${question._id}`)).json().question.answer).toBe(
      'Edited answer.',
    );
    expect((await call('PUT', `/api/console/center/questions/${question._id}`, { answer: '' })).statusCode).toBe(400);
    expect((await call('DELETE', `/api/console/center/questions/${question._id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/console/center/questions/${question._id}`)).statusCode).toBe(404);
  });
});

describe('users and levels', () => {
  test('levels map to scopes; a level in use cannot be deleted', async () => {
    const created = await call('POST', '/api/console/levels', { name: '상담실장', scope: ['console', 'console'] });
    expect(created.statusCode).toBe(201);
    const level = created.json().level;
    expect(level.scope).toEqual(['console']);
    expect((await call('GET', `/api/console/levels/${level._id}`)).json().level).toEqual(level);
    expect((await call('POST', '/api/console/levels', { name: '상담실장', scope: [] })).statusCode).toBe(409);
    expect((await call('POST', '/api/console/levels', { name: '', scope: [] })).statusCode).toBe(400);
    const listed = (await call('GET', '/api/console/levels')).json().levels.map((item: { name: string }) => item.name);
    expect(listed).toEqual(['최고관리자', '관리자', '상담실장']);
    expect(
      (await call('PUT', `/api/console/levels/${level._id}`, { name: '상담팀장', scope: ['console'] })).json().level
        .name,
    ).toBe('상담팀장');
    await call('POST', '/api/console/users', {
      username: 'counsel',
      name: '상담',
      email: 'counsel@taesung-law.example',
      phone: '010-3333-4444',
      level: level._id,
    });
    const inUse = await call('DELETE', `/api/console/levels/${level._id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().code).toBe('LEVEL_IN_USE');
    const spare = (await call('POST', '/api/console/levels', { name: '임시', scope: [] })).json().level;
    expect((await call('DELETE', `/api/console/levels/${spare._id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/console/levels/${spare._id}`)).statusCode).toBe(404);
  });

  test('accounts: create, update, withdraw, restore and purge; passwords never leave the server', async () => {
    const levels = (await call('GET', '/api/console/levels')).json().levels;
    const created = await call('POST', '/api/console/users', {
      username: 'Staff.Kim',
      name: '김직원',
      email: 'Staff@Taesung-Law.example',
      phone: '01055556666',
      level: levels[1]._id,
    });
    expect(created.statusCode).toBe(400);
    const user = (
      await call('POST', '/api/console/users', {
        username: 'staff.kim',
        name: '김직원',
        email: 'Staff@Taesung-Law.example',
        phone: '01055556666',
        level: levels[1]._id,
      })
    ).json().user;
    expect(user).toMatchObject({
      username: 'staff.kim',
      email: 'staff@taesung-law.example',
      phone: '010-5555-6666',
      active: true,
      withdrawnAt: null,
    });
    expect(JSON.stringify(user)).not.toMatch(/password/i);
    expect((await call('GET', `/api/console/users/${user._id}`)).json().user).toEqual(user);
    expect(
      (
        await call('POST', '/api/console/users', {
          username: 'staff.kim',
          name: 'x',
          email: 'x@example.com',
          phone: '010-1111-1111',
          level: levels[1]._id,
        })
      ).json().code,
    ).toBe('USERNAME_TAKEN');
    expect(
      (
        await call('POST', '/api/console/users', {
          username: 'newbie',
          name: 'x',
          email: 'x@example.com',
          phone: '010-1111-1111',
          level: 'nope',
        })
      ).json().code,
    ).toBe('UNKNOWN_LEVEL');
    expect(
      (
        await call('POST', '/api/console/users', {
          username: 'newbie',
          password: 'staff-password-1',
          name: 'x',
          email: 'x@example.com',
          phone: '010-1111-1111',
          level: levels[1]._id,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await setPassword(t, await mailedToken(t, 'staff@taesung-law.example', smtp.received), staffPassword))
        .statusCode,
    ).toBe(204);

    const session = await t.login('staff.kim', staffPassword);
    const updated = await call('PUT', `/api/console/users/${user._id}`, { name: '김직원2', active: false });
    expect(updated.json().user).toMatchObject({ name: '김직원2', active: false });
    expect((await t.request({ method: 'GET', url: '/api/console/me', token: session.accessToken })).statusCode).toBe(
      401,
    );
    await expect(t.login('staff.kim', staffPassword)).rejects.toThrow(/401/);
    expect(
      (await call('PUT', `/api/console/users/${user._id}`, { active: true, password: 'changed-password-2' }))
        .statusCode,
    ).toBe(400);
    await call('PUT', `/api/console/users/${user._id}`, { active: true });
    await t.login('staff.kim', staffPassword);
    expect((await call('GET', '/api/console/users?search=김직원2')).json().users).toHaveLength(1);
    expect(
      (await call('GET', `/api/console/users?level=${levels[1]._id}`))
        .json()
        .users.map((item: { username: string }) => item.username),
    ).toContain('staff.kim');

    expect((await call('DELETE', `/api/console/users/${user._id}`)).json().code).toBe('NOT_WITHDRAWN');
    const withdrawn = await call('POST', `/api/console/users/${user._id}/withdraw`);
    expect(withdrawn.json().user).toMatchObject({ active: false, withdrawnAt: expect.any(String) });
    expect(
      (await call('GET', '/api/console/users')).json().users.map((item: { _id: string }) => item._id),
    ).not.toContain(user._id);
    expect(
      (await call('GET', '/api/console/users/withdrawals')).json().users.map((item: { _id: string }) => item._id),
    ).toEqual([user._id]);
    await expect(t.login('staff.kim', staffPassword)).rejects.toThrow(/401/);
    const restored = await call('POST', `/api/console/users/${user._id}/restore`);
    expect(restored.json().user).toMatchObject({ active: true, withdrawnAt: null });
    await t.login('staff.kim', staffPassword);
    await call('POST', `/api/console/users/${user._id}/withdraw`);
    expect((await call('DELETE', `/api/console/users/${user._id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/console/users/${user._id}`)).statusCode).toBe(404);
  });

  test('nobody withdraws, purges, deactivates or demotes themselves, nor changes their own level', async () => {
    const me = (await call('GET', '/api/console/me')).json().user;
    expect((await call('POST', `/api/console/users/${me._id}/withdraw`)).json().code).toBe('SELF_ACTION');
    expect((await call('PUT', `/api/console/users/${me._id}`, { active: false })).json().code).toBe('SELF_ACTION');
    const levels = (await call('GET', '/api/console/levels')).json().levels;
    expect((await call('PUT', `/api/console/users/${me._id}`, { level: levels[1]._id })).statusCode).toBe(409);
    expect((await call('PUT', `/api/console/users/${me._id}`, { name: '최고 관리자' })).json().user.name).toBe(
      '최고 관리자',
    );
    const ownLevel = await call('PUT', `/api/console/levels/${me.level}`, { name: '최고관리자', scope: [] });
    expect(ownLevel.statusCode).toBe(403);
    expect(ownLevel.json().code).toBe('OWN_LEVEL');
  });
});

describe('mail, SMS and statistics', () => {
  test('POST email sends sanitised HTML through SMTP; POST message keeps an SMS in the outbox', async () => {
    const mail = await call('POST', '/api/console/email', {
      to: 'client@example.com',
      subject: '상담 일정 안내',
      html: '<p>내일 10시</p><script>x</script>',
    });
    expect(mail.statusCode).toBe(201);
    expect(mail.json().message).toMatchObject({
      channel: 'email',
      to: 'client@example.com',
      status: 'sent',
      body: '<p>내일 10시</p>',
    });
    // Found by its recipient: an earlier test's notifications may still be arriving.
    expect(smtp.received.find((message) => message.to.includes('client@example.com'))).toMatchObject({
      to: ['client@example.com'],
      subject: '상담 일정 안내',
    });
    expect((await call('POST', '/api/console/email', { to: 'client', subject: 'x', html: 'y' })).statusCode).toBe(400);

    const sms = await call('POST', '/api/console/message', {
      to: '01012345678',
      subject: '',
      message: '내일 10시 상담입니다.',
    });
    expect(sms.statusCode).toBe(201);
    expect(sms.json().message).toMatchObject({ channel: 'sms', to: '010-1234-5678', status: 'stored' });
    expect((await call('POST', '/api/console/message', { to: '010', message: '' })).statusCode).toBe(400);
    expect((await call('GET', '/api/console/outbox?search=내일 10시')).json().messages).toHaveLength(2);
  });

  test('test messages: targets are kept, and sending reaches them', async () => {
    expect((await call('GET', '/api/console/messages/test')).json().test).toEqual({
      email: null,
      phone: null,
      mailTransport: 'smtp',
      smsProvider: 'outbox',
    });
    expect((await call('POST', '/api/console/messages/test', {})).json().code).toBe('NO_RECIPIENTS');
    const saved = await call('PUT', '/api/console/messages/test', {
      email: 'it@taesung-law.example',
      phone: '01099998888',
    });
    expect(saved.json().test).toMatchObject({ email: 'it@taesung-law.example', phone: '010-9999-8888' });
    const sent = await call('POST', '/api/console/messages/test', {});
    expect(sent.statusCode).toBe(201);
    expect(
      sent.json().messages.map((message: { channel: string; to: string }) => [message.channel, message.to]),
    ).toEqual([
      ['email', 'it@taesung-law.example'],
      ['sms', '010-9999-8888'],
    ]);
    expect(smtp.received.find((message) => message.to.includes('it@taesung-law.example'))!.to).toEqual([
      'it@taesung-law.example',
    ]);
    expect((await call('PUT', '/api/console/messages/test', { email: 'x' })).statusCode).toBe(400);
  });

  test('the dashboard counts requests, questions and views per Korean day', async () => {
    await call('POST', '/api/console/boards', boardInput({ subject: { ko: '최신 글', en: '' } }));
    const response = await call('GET', '/api/console/statistics/dashboard');
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats.consultationRequests.perDay).toHaveLength(14);
    expect(stats.consultationRequests.today).toBe(stats.consultationRequests.perDay.at(-1).count);
    expect(stats.consultationRequests.today).toBeGreaterThanOrEqual(3);
    expect(stats.consultationRequests.week).toBe(stats.consultationRequests.today);
    expect(stats.questions.unanswered).toBe(1);
    expect(stats.unansweredCount).toBe(
      stats.questions.unanswered + (await call('GET', '/api/console/forms?status=new')).json().summary.totalCount,
    );
    expect(stats.latestPosts[0]).toMatchObject({ code: 'reference', subject: '최신 글' });
    const koreanToday = new Date(Date.now() + 9 * 3600 * 1000).toISOString().slice(0, 10);
    expect(stats.pageViews.perDay.at(-1).date).toBe(koreanToday);
  });
});
