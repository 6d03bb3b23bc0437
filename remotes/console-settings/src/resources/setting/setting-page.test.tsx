import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '@taesung/shared/test-support/api-server';
import { serveContentApi } from '@/test-support/fake-content-api.ts';
import { renderScreen } from '@/test-support/render-screen.tsx';
import { SettingPage } from './setting-page.tsx';

const api = serveContentApi();

const renderPage = () =>
  renderScreen(<SettingPage />, { path: '/console/setting', route: '/console/setting', baseURL: api().baseURL });

test('saves the whole settings object with the changed phone and a new notification e-mail, recipients as lists', async () => {
  const user = userEvent.setup();
  renderPage();
  const phone = await screen.findByRole('textbox', { name: /^대표전화/ });
  expect(phone).toHaveValue('1588-0000');
  expect(phone).toHaveAccessibleDescription(/사이트 머리글, 푸터/);
  await user.clear(phone);
  await user.type(phone, '02-6000-7000');

  const emails = screen.getByRole('group', { name: '알림 이메일' });
  await user.click(within(emails).getByRole('button', { name: '이메일 추가' }));
  await user.type(screen.getByRole('textbox', { name: '알림 이메일 2' }), 'lawyer@taesung.example');
  await user.clear(screen.getByRole('textbox', { name: /법인명 \(한국어\)/ }));
  await user.type(screen.getByRole('textbox', { name: /법인명 \(한국어\)/ }), '법무법인 태성 가사팀');
  await user.click(screen.getByRole('button', { name: '설정 저장' }));

  expect(await screen.findByText('사이트 설정을 저장했습니다. 사이트에 바로 반영됩니다.')).toBeInTheDocument();
  const [sent] = api().sent('PUT', '/api/console/setting') as Record<string, unknown>[];
  expect(sent).toMatchObject({
    phone: '02-6000-7000',
    firmName: { ko: '법무법인 태성 가사팀', en: 'Taesung Law Firm' },
    notificationRecipients: { email: ['desk@taesung.example', 'lawyer@taesung.example'], sms: ['010-1234-5678'] },
    social: { youtube: 'https://youtube.example/taesung' },
  });
  expect((sent!.offices as Record<string, unknown>[]).map((office) => office.code)).toEqual(['seoul-main', 'incheon']);
  expect(sent!.offices).toEqual([
    expect.not.objectContaining({ image: expect.anything() }),
    expect.not.objectContaining({ image: expect.anything() }),
  ]);
});

test('marks a wrong recipient before sending, and shows the fields the server refused without losing what was typed', async () => {
  const user = userEvent.setup();
  renderPage();
  const emails = await screen.findByRole('group', { name: '알림 이메일' });
  await user.click(within(emails).getByRole('button', { name: '이메일 추가' }));
  await user.type(screen.getByRole('textbox', { name: '알림 이메일 2' }), '담당자');
  await user.click(screen.getByRole('button', { name: '설정 저장' }));
  expect(screen.getByRole('textbox', { name: '알림 이메일 2' })).toHaveAccessibleDescription(
    '이메일 주소 형식이 올바르지 않습니다.',
  );
  expect(api().sent('PUT', '/api/console/setting')).toEqual([]);

  await user.clear(screen.getByRole('textbox', { name: '알림 이메일 2' }));
  api().answer('PUT', '/api/console/setting', (_, response) =>
    json(response, 400, {
      message: '입력한 내용을 확인해 주세요.',
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'body.offices.1.phone', code: 'invalid_format' }],
    }),
  );
  await user.type(screen.getByRole('textbox', { name: '알림 이메일 2' }), 'help@taesung.example');
  const incheon = screen.getByRole('group', { name: '인천 분사무소' });
  await user.clear(within(incheon).getByRole('textbox', { name: /^전화/ }));
  await user.type(within(incheon).getByRole('textbox', { name: /^전화/ }), '032-999');
  await user.click(screen.getByRole('button', { name: '설정 저장' }));
  await waitFor(() =>
    expect(within(incheon).getByRole('textbox', { name: /^전화/ })).toHaveAccessibleDescription(
      /형식이 올바르지 않습니다\./,
    ),
  );
  expect(screen.getByText('입력한 내용을 확인해 주세요.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: '알림 이메일 2' })).toHaveValue('help@taesung.example');
});

test("uploads an office's photo at once and removes it after a confirmation", async () => {
  const user = userEvent.setup();
  renderPage();
  const seoul = await screen.findByRole('group', { name: '서울 주사무소' });
  expect(within(seoul).getByText('사진이 없습니다.')).toBeInTheDocument();
  await user.upload(
    within(seoul).getByLabelText(/서울 주사무소 사진/),
    new File(['jpeg'], '사무소.jpg', { type: 'image/jpeg' }),
  );
  expect(await within(seoul).findByRole('img', { name: '서울 주사무소 사진' })).toHaveAttribute(
    'src',
    '/uploads/offices/seoul-main.webp',
  );
  expect(api().seen.find((request) => request.method === 'POST')).toMatchObject({
    url: '/api/console/setting/offices/seoul-main/image',
  });

  await user.click(within(seoul).getByRole('button', { name: '사진 삭제' }));
  const dialog = await screen.findByRole('dialog', { name: '서울 주사무소 사진을 삭제할까요?' });
  await user.click(within(dialog).getByRole('button', { name: '사진 삭제' }));
  expect(await screen.findByText('사진을 삭제했습니다.')).toBeInTheDocument();
  expect(within(seoul).getByText('사진이 없습니다.')).toBeInTheDocument();
  expect(
    api()
      .seen.filter((request) => request.method === 'DELETE')
      .map((request) => request.url),
  ).toEqual(['/api/console/setting/offices/seoul-main/image']);
});

test('keeps the retention periods and the idle sign-out in their own section, with the defaults until saved, and refuses a period out of range on its field', async () => {
  const user = userEvent.setup();
  renderPage();
  const section = await screen.findByRole('region', { name: '개인정보 보호' });
  expect(section).toHaveTextContent('1년(365일)');
  const requests = within(section).getByRole('spinbutton', { name: /상담 신청 보관 기간/ });
  const questions = within(section).getByRole('spinbutton', { name: /고객 문의 보관 기간/ });
  const idle = within(section).getByRole('spinbutton', { name: /자동 로그아웃/ });
  expect(requests).toHaveValue(365);
  expect(questions).toHaveValue(365);
  expect(idle).toHaveValue(30);
  expect(requests).toHaveAccessibleDescription(/법적 보존 중인 신청은 제외/);
  expect(idle).toHaveAccessibleDescription(/1분 전에 알려/);

  await user.clear(idle);
  await user.type(idle, '3');
  await user.click(screen.getByRole('button', { name: '설정 저장' }));
  await waitFor(() => expect(idle).toHaveAttribute('aria-invalid', 'true'));
  expect(api().sent('PUT', '/api/console/setting')).toEqual([]);

  await user.clear(idle);
  await user.type(idle, '15');
  await user.clear(requests);
  await user.type(requests, '730');
  await user.click(screen.getByRole('button', { name: '설정 저장' }));
  await waitFor(() => expect(api().sent('PUT', '/api/console/setting')).toHaveLength(1));
  const [sent] = api().sent('PUT', '/api/console/setting') as Record<string, unknown>[];
  expect(sent!.privacy).toEqual({ requestRetentionDays: 730, questionRetentionDays: 365, idleMinutes: 15 });
});
