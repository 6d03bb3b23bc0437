import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from '@taesung/shared';
import { draftStorageKey } from '../components/consultation-draft.ts';
import { daysFrom, formatDay } from '../components/seoul-times.ts';
import { loadConsultationSchema } from '../components/consultation-values.ts';
import { startApiServer, type ApiServer, type Reply } from '../test-support/api-server.ts';
import { setting } from '../test-support/fixtures.ts';
import { renderPage } from '../test-support/render-page.tsx';
import { ConsultationPage } from './consultation-page.tsx';

let server: ApiServer;
let formReply: Reply;

const [, tomorrow, dayAfter] = daysFrom(formatDate(Date.now()), 3) as [string, string, string];
const at = (day: string, time: string) => `${day}T${time}:00+09:00`;
const freeSlots = [at(tomorrow, '10:00'), at(tomorrow, '11:00'), at(dayAfter, '15:00')].map((start) => ({
  start,
  end: start,
}));

beforeAll(async () => {
  server = await startApiServer((request) => {
    if (request.path === '/api/v1/setting') return { body: { setting } };
    if (request.path === '/api/v1/forms' && request.method === 'POST') return formReply;
    if (request.path === '/api/v1/booking/slots') return { body: { slots: freeSlots } };
    return undefined;
  });
});

afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  formReply = { status: 201, body: { form: { _id: 'form-1' } } };
  window.sessionStorage.clear();
});

const formPosts = () => server.requests.filter((request) => request.path === '/api/v1/forms');

async function renderConsultation(options: { route?: string; locale?: 'ko' | 'en'; baseURL?: string } = {}) {
  const { route = '/contact/consultation', locale = 'ko', baseURL = server.baseURL } = options;
  const rendered = await renderPage(<ConsultationPage />, {
    route,
    path: '/contact/consultation',
    locale,
    baseURL,
    fill: (store, upsert) => store.dispatch(upsert('getSetting', undefined, setting)),
  });
  await act(() => loadConsultationSchema());
  return rendered;
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^이름/), '홍길동');
  await user.type(screen.getByLabelText(/^연락처/), '01012345678');
  await user.selectOptions(screen.getByLabelText(/^상담 분야/), 'divorce-property');
  await user.click(screen.getByRole('radio', { name: '서울 분사무소' }));
  await user.click(screen.getByRole('radio', { name: '저녁 (18시 이후)' }));
  await user.type(screen.getByLabelText(/^상담 내용/), '황혼이혼 재산분할을 상담받고 싶습니다.');
  await user.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }));
}

describe('the consultation request', () => {
  it('explains each missing field in Korean, lists them and moves focus to the first', async () => {
    const user = userEvent.setup();
    await renderConsultation();
    await user.click(screen.getByRole('button', { name: '상담 신청하기' }));

    const name = screen.getByLabelText(/^이름/);
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('이름을 입력해 주세요.');
    expect(screen.getByLabelText(/^연락처/)).toHaveAccessibleDescription(/연락처를 입력해 주세요\./);
    expect(screen.getByRole('radiogroup', { name: /희망 사무소/ })).toHaveAccessibleDescription(
      '희망 사무소를 선택해 주세요.',
    );
    expect(screen.getByRole('checkbox', { name: /동의합니다/ })).toHaveAccessibleDescription(
      /동의하셔야 신청하실 수 있습니다/,
    );

    const summary = screen.getByRole('heading', { name: '입력 내용을 확인해 주세요 (6개 항목)' }).parentElement!;
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      '이름을 입력해 주세요.',
      '연락처를 입력해 주세요.',
      '상담 분야를 선택해 주세요.',
      '희망 사무소를 선택해 주세요.',
      '상담 내용을 입력해 주세요.',
      '개인정보 수집·이용에 동의하셔야 신청하실 수 있습니다.',
    ]);
    await user.click(within(summary).getByRole('link', { name: '상담 내용을 입력해 주세요.' }));
    expect(screen.getByLabelText(/^상담 내용/)).toHaveFocus();
    expect(formPosts()).toEqual([]);
  });

  it('explains the errors in English on the English site', async () => {
    const user = userEvent.setup();
    await renderConsultation({ locale: 'en' });
    await user.type(screen.getByLabelText(/^Phone number/), '0101234');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription(
      /Enter a Korean phone number like 010-1234-5678\./,
    );
    expect(screen.getByRole('heading', { name: 'Please check 6 fields' })).toBeInTheDocument();
  });

  it('clears a field error as soon as the field is corrected', async () => {
    const user = userEvent.setup();
    await renderConsultation();
    await user.click(screen.getByRole('button', { name: '상담 신청하기' }));
    await user.type(screen.getByLabelText(/^이름/), '홍길동');
    expect(screen.getByLabelText(/^이름/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('heading', { name: '입력 내용을 확인해 주세요 (5개 항목)' })).toBeInTheDocument();
  });

  it('formats the phone number 3-4-4 as it is typed, for the phone keypad and autofill', async () => {
    const user = userEvent.setup();
    await renderConsultation();
    const phone = screen.getByLabelText(/^연락처/);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    await user.type(phone, '0101234');
    expect(phone).toHaveValue('010-1234');
    await user.type(phone, '5678');
    expect(phone).toHaveValue('010-1234-5678');
    await user.clear(phone);
    await user.type(phone, '0212345678');
    expect(phone).toHaveValue('02-1234-5678');
  });

  it('never sends the form on the Enter that confirms a Hangul composition', async () => {
    await renderConsultation();
    const name = screen.getByLabelText(/^이름/);
    fireEvent.compositionStart(name);
    const enterWhileComposing = fireEvent.keyDown(name, { key: 'Enter', keyCode: 229, isComposing: true });
    expect(enterWhileComposing).toBe(false);
    fireEvent.submit(name.closest('form')!);
    fireEvent.compositionEnd(name);
    expect(screen.queryByText('이름을 입력해 주세요.')).not.toBeInTheDocument();
    expect(formPosts()).toEqual([]);

    const enterAfterComposition = fireEvent.keyDown(name, { key: 'Enter', keyCode: 13 });
    expect(enterAfterComposition).toBe(true);
  });

  it('requires the consent to the collection of personal data, stated with purpose, items, retention and refusal', async () => {
    const user = userEvent.setup();
    await renderConsultation();
    const notice = screen.getByRole('region', { name: '개인정보 수집·이용 안내' });
    expect(notice).toHaveTextContent(/수집·이용 목적.*상담 신청 접수/);
    expect(notice).toHaveTextContent(/수집 항목.*이름, 연락처/);
    expect(notice).toHaveTextContent(/보유·이용 기간.*1년/);
    expect(notice).toHaveTextContent(/동의하지 않으시면 온라인 상담 신청을 하실 수 없으며/);
    expect(within(notice).getByRole('link', { name: /개인정보처리방침/ })).toHaveAttribute('href', '/terms/privacy');

    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox', { name: /동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '상담 신청하기' }));
    expect(screen.getByRole('checkbox', { name: /동의합니다/ })).toHaveFocus();
    expect(screen.getByRole('heading', { name: '입력 내용을 확인해 주세요 (1개 항목)' })).toBeInTheDocument();
    expect(formPosts()).toEqual([]);
  });

  it('carries a honeypot field that people neither see nor reach', async () => {
    await renderConsultation();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot).toHaveAttribute('aria-hidden', 'true');
    expect(honeypot.parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('textbox', { name: /웹사이트/ })).not.toBeInTheDocument();
  });

  it("starts the message with a calculator's summary, sent only when the visitor sends it, with the calculator as its source", async () => {
    const user = userEvent.setup();
    const summary = '[양육비 계산기] 계산 결과 요약\n월 152만 5,200원';
    await renderConsultation({
      route: `/contact/consultation?from=child-support&summary=${encodeURIComponent(summary)}`,
    });
    expect(screen.getByLabelText(/^상담 내용/)).toHaveValue(summary);
    expect(formPosts()).toHaveLength(0);

    await user.type(screen.getByLabelText(/^이름/), '홍길동');
    await user.type(screen.getByLabelText(/^연락처/), '01012345678');
    await user.selectOptions(screen.getByLabelText(/^상담 분야/), 'divorce-custody');
    await user.click(screen.getByRole('radio', { name: '서울 분사무소' }));
    await user.type(screen.getByLabelText(/^상담 내용/), ' 면접교섭도 묻고 싶습니다.');
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '상담 신청하기' }));

    await screen.findByRole('heading', { name: '상담 신청이 접수되었습니다' });
    expect(formPosts()[0]!.body).toMatchObject({
      source: 'child-support',
      content: `${summary} 면접교섭도 묻고 싶습니다.`,
      category: 'divorce-custody',
    });
  });

  it('sends no source for a link naming no calculator', async () => {
    const user = userEvent.setup();
    await renderConsultation({ route: '/contact/consultation?from=lottery' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: '상담 신청하기' }));
    await screen.findByRole('heading', { name: '상담 신청이 접수되었습니다' });
    expect(formPosts()[0]!.body).not.toHaveProperty('source');
  });

  it('sends the request as JSON and confirms it in place with what happens next, the form emptied', async () => {
    const user = userEvent.setup();
    await renderConsultation();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: '상담 신청하기' }));

    const confirmation = await screen.findByRole('heading', { name: '상담 신청이 접수되었습니다' });
    expect(confirmation).toHaveFocus();
    expect(screen.getByText(/010-1234-5678\(으\)로 연락드리겠습니다\. 희망 연락 시간: 저녁/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '앞으로의 진행' })).toBeInTheDocument();
    expect(formPosts()).toHaveLength(1);
    expect(formPosts()[0]!.body).toEqual({
      name: '홍길동',
      phone: '010-1234-5678',
      category: 'divorce-property',
      office: 'seoul-branch',
      contactTime: 'evening',
      content: '황혼이혼 재산분할을 상담받고 싶습니다.',
      agree: true,
      website: '',
    });
    expect(window.sessionStorage.getItem(draftStorageKey)).toBeNull();

    await user.click(screen.getByRole('button', { name: '새 상담 신청 작성' }));
    expect(screen.getByLabelText(/^이름/)).toHaveValue('');
    expect(screen.getByLabelText(/^상담 내용/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /동의합니다/ })).not.toBeChecked();
  });

  it("keeps everything typed when the server refuses the request, and shows the server's message", async () => {
    formReply = { status: 400, body: { message: '연락처 형식이 올바르지 않습니다.', code: 'VALIDATION_FAILED' } };
    const user = userEvent.setup();
    await renderConsultation();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: '상담 신청하기' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('상담 신청을 보내지 못했습니다.');
    expect(alert).toHaveTextContent('연락처 형식이 올바르지 않습니다.');
    expect(alert).toHaveTextContent('입력하신 내용은 그대로 남아 있습니다.');
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText(/^이름/)).toHaveValue('홍길동');
    expect(screen.getByLabelText(/^연락처/)).toHaveValue('010-1234-5678');
    expect(screen.getByLabelText(/^상담 분야/)).toHaveValue('divorce-property');
    expect(screen.getByRole('radio', { name: '서울 분사무소' })).toBeChecked();
    expect(screen.getByLabelText(/^상담 내용/)).toHaveValue('황혼이혼 재산분할을 상담받고 싶습니다.');
    expect(screen.getByRole('checkbox', { name: /동의합니다/ })).toBeChecked();

    formReply = { status: 201, body: { form: { _id: 'form-2' } } };
    await user.click(screen.getByRole('button', { name: '상담 신청하기' }));
    expect(await screen.findByRole('heading', { name: '상담 신청이 접수되었습니다' })).toBeInTheDocument();
  });

  it("shows the server's message when too many requests were sent", async () => {
    formReply = { status: 429, body: { message: '잠시 후 다시 신청해 주세요.', code: 'RATE_LIMITED' } };
    const user = userEvent.setup();
    await renderConsultation();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: '상담 신청하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('잠시 후 다시 신청해 주세요.');
    expect(screen.getByLabelText(/^이름/)).toHaveValue('홍길동');
  });

  it('says to check the connection when the server cannot be reached, keeping the inputs', async () => {
    const jsdomNetworkLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderConsultation({ baseURL: 'http://127.0.0.1:9' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: '상담 신청하기' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      '인터넷 연결을 확인한 뒤 다시 시도해 주세요.',
    );
    expect(screen.getByLabelText(/^상담 내용/)).toHaveValue('황혼이혼 재산분할을 상담받고 싶습니다.');
    jsdomNetworkLog.mockRestore();
  });

  it('keeps a draft in this tab, so a reload does not lose what was typed', async () => {
    const user = userEvent.setup();
    const first = await renderConsultation();
    await user.type(screen.getByLabelText(/^이름/), '홍길동');
    await user.type(screen.getByLabelText(/^상담 내용/), '양육비 문의');
    first.unmount();

    await renderConsultation();
    await waitFor(() => expect(screen.getByLabelText(/^이름/)).toHaveValue('홍길동'));
    expect(screen.getByLabelText(/^상담 내용/)).toHaveValue('양육비 문의');
    expect(screen.getByRole('checkbox', { name: /동의합니다/ })).not.toBeChecked();
  });

  it('keeps the e-mail address in the draft, for the time chosen again after a reload', async () => {
    const user = userEvent.setup();
    const first = await renderConsultation();
    await fillValidForm(user);
    await user.click(await screen.findByRole('radio', { name: '화상 상담' }));
    await screen.findByRole('radiogroup', { name: '날짜' });
    await user.click(screen.getByRole('radio', { name: '11:00' }));
    await user.type(screen.getByLabelText(/^이메일/), 'visitor@example.com');
    first.unmount();

    const user2 = userEvent.setup();
    await renderConsultation();
    await waitFor(() => expect(screen.getByLabelText(/^이름/)).toHaveValue('홍길동'));
    await user2.type(screen.getByLabelText(/^상담 내용/), ' ');
    await user2.click(await screen.findByRole('radio', { name: '화상 상담' }));
    await screen.findByRole('radiogroup', { name: '날짜' });
    await user2.click(screen.getByRole('radio', { name: '11:00' }));
    expect(screen.getByLabelText(/^이메일/)).toHaveValue('visitor@example.com');
  });

  it('starts with the practice and office of the page that linked here', async () => {
    await renderConsultation({ route: '/contact/consultation?category=divorce-lawsuit&office=incheon' });
    expect(screen.getByLabelText(/^상담 분야/)).toHaveValue('divorce-lawsuit');
    expect(screen.getByRole('radio', { name: '인천 분사무소' })).toBeChecked();
    const options = within(screen.getByLabelText(/^상담 분야/))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      '선택해 주세요',
      '협의이혼',
      '이혼소송',
      '양육권·친권',
      '재산분할',
      '상간자소송',
      '상속재산분할',
      '유류분',
      '상속회복청구',
      '기타',
    ]);
  });

  it('ignores a practice in the address that does not exist', async () => {
    await renderConsultation({ route: '/contact/consultation?category=auction' });
    expect(screen.getByLabelText(/^상담 분야/)).toHaveValue('');
  });

  describe('with a consultation time', () => {
    async function chooseVideoAt(user: ReturnType<typeof userEvent.setup>, time: string) {
      await user.click(await screen.findByRole('radio', { name: '화상 상담' }));
      await screen.findByRole('radiogroup', { name: '날짜' });
      await user.click(screen.getByRole('radio', { name: time }));
    }

    it('asks for the kind of consultation after the office, without requiring it, once the visitor starts', async () => {
      const user = userEvent.setup();
      await renderConsultation();
      expect(screen.queryByRole('radiogroup', { name: '상담 방식' })).toBeNull();

      await fillValidForm(user);
      const kinds = await screen.findByRole('radiogroup', { name: '상담 방식' });
      expect(kinds).not.toHaveAttribute('aria-required');
      expect(
        screen.getByRole('radiogroup', { name: /희망 사무소/ }).compareDocumentPosition(kinds) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      expect(
        within(kinds)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual(['방문 상담', '전화 상담', '화상 상담']);
      expect(screen.queryByRole('radiogroup', { name: '날짜' })).toBeNull();

      await user.click(screen.getByRole('radio', { name: '전화 상담' }));
      expect(await screen.findByRole('radiogroup', { name: '날짜' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '상담 신청하기' }));
      await screen.findByRole('heading', { name: '상담 신청이 접수되었습니다' });
      expect(formPosts()[0]!.body).not.toHaveProperty('appointment');
      expect(formPosts()[0]!.body).not.toHaveProperty('email');
    });

    it('asks for an e-mail address for the notices once a time is chosen, and sends it with the time', async () => {
      const user = userEvent.setup();
      await renderConsultation();
      await fillValidForm(user);
      await user.click(await screen.findByRole('radio', { name: '화상 상담' }));
      expect(screen.queryByLabelText(/^이메일/)).toBeNull();
      await screen.findByRole('radiogroup', { name: '날짜' });
      await user.click(screen.getByRole('radio', { name: '11:00' }));
      const email = screen.getByLabelText(/^이메일/);
      expect(email).toHaveAttribute('type', 'email');
      expect(email).toHaveAccessibleDescription(/일정 파일\(\.ics\)/);

      await user.type(email, 'not-an-address');
      await user.click(screen.getByRole('button', { name: '상담 신청하기' }));
      expect(
        await screen.findByText('이메일 주소를 name@example.com 형식으로 입력해 주세요.', { selector: 'p' }),
      ).toBeInTheDocument();
      expect(email).toHaveFocus();
      expect(formPosts()).toHaveLength(0);

      await user.clear(email);
      await user.type(email, 'visitor@example.com');
      await user.click(screen.getByRole('button', { name: '상담 신청하기' }));
      await screen.findByRole('heading', { name: '상담 신청이 접수되었습니다' });
      expect(formPosts()[0]!.body).toMatchObject({
        email: 'visitor@example.com',
        appointment: { kind: 'video', start: freeSlots[1]!.start },
      });
    });

    it('sends the chosen time as appointment and shows it on the receipt with a link to the booking', async () => {
      formReply = {
        status: 201,
        body: {
          form: { _id: 'form-1', appointment: { kind: 'video', start: freeSlots[1]!.start, end: freeSlots[1]!.end } },
          booking: { _id: 'b-1', key: 'k3y' },
        },
      };
      const user = userEvent.setup();
      await renderConsultation();
      await fillValidForm(user);
      await chooseVideoAt(user, '11:00');
      const slotsRequest = server.requests.find((request) => request.path === '/api/v1/booking/slots')!;
      expect(slotsRequest.query.get('office')).toBe('seoul-branch');
      expect(slotsRequest.query.get('kind')).toBe('video');
      await user.click(screen.getByRole('button', { name: '상담 신청하기' }));

      await screen.findByRole('heading', { name: '상담 신청이 접수되었습니다' });
      expect(formPosts()[0]!.body).toMatchObject({
        office: 'seoul-branch',
        appointment: { kind: 'video', start: freeSlots[1]!.start },
      });
      expect(
        await screen.findByText(`${formatDay(tomorrow, 'ko')} 11:00 · 화상 상담 · 서울 분사무소`),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '예약 확인·변경·취소 페이지' })).toHaveAttribute(
        'href',
        '/contact/consultation/booking/b-1?key=k3y',
      );
    });

    it('forgets the chosen time when the office changes', async () => {
      const user = userEvent.setup();
      await renderConsultation();
      await fillValidForm(user);
      await chooseVideoAt(user, '10:00');
      expect(await screen.findByText(`선택한 시간: ${formatDay(tomorrow, 'ko')} 10:00`)).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: '서울 본사무소' }));
      expect(await screen.findByText('선택한 시간이 없습니다.')).toBeInTheDocument();
    });

    it('says a time just taken in the visitor’s language, offers the next free times and keeps everything typed', async () => {
      formReply = {
        status: 409,
        body: { message: '방금 다른 분이 예약한 시간입니다.', code: 'SLOT_TAKEN', slots: [freeSlots[2]] },
      };
      const user = userEvent.setup();
      await renderConsultation();
      await fillValidForm(user);
      await chooseVideoAt(user, '10:00');
      await user.click(screen.getByRole('button', { name: '상담 신청하기' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('방금 다른 분이 예약한 시간입니다.');
      expect(alert).toHaveTextContent('입력하신 내용은 그대로 남아 있습니다.');
      expect(await screen.findByText(/고르신 시간은 방금 다른 분이 예약하셨습니다/)).toBeInTheDocument();
      // The time just taken is forgotten by an effect of the server's answer, a render after the alert.
      expect(await screen.findByText('선택한 시간이 없습니다.')).toBeInTheDocument();
      expect(screen.getByLabelText(/^이름/)).toHaveValue('홍길동');
      expect(screen.getByLabelText(/^연락처/)).toHaveValue('010-1234-5678');
      expect(screen.getByRole('radio', { name: '서울 분사무소' })).toBeChecked();
      expect(screen.getByRole('radio', { name: '화상 상담' })).toBeChecked();
      expect(screen.getByLabelText(/^상담 내용/)).toHaveValue('황혼이혼 재산분할을 상담받고 싶습니다.');
      expect(screen.getByRole('checkbox', { name: /동의합니다/ })).toBeChecked();

      const offered = screen.getByRole('group', { name: '가까운 예약 가능 시간' });
      await user.click(within(offered).getByRole('radio', { name: `${formatDay(dayAfter, 'ko')} 15:00` }));
      formReply = { status: 201, body: { form: { _id: 'form-2' } } };
      await user.click(screen.getByRole('button', { name: '상담 신청하기' }));
      await screen.findByRole('heading', { name: '상담 신청이 접수되었습니다' });
      expect(formPosts()[1]!.body).toMatchObject({ appointment: { kind: 'video', start: freeSlots[2]!.start } });
    });
  });
});
