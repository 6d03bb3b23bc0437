import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { api } from '@taesung/shared';
import {
  CheckboxField,
  LocalizedTextField,
  ResourceForm,
  TextField,
  consoleKitReady,
  useResourceForm,
} from '@taesung/shared/console';
import { overlayStore } from './overlay-store.ts';
import { json, startApiServer, type Handler } from '../test-support/api-server.ts';
import { renderConsole, staffSub } from './test-support/render-console.tsx';

const noticeInput = z.object({
  subject: z.object({ ko: z.string().trim().min(1).max(40), en: z.string().max(40) }),
  email: z.union([z.email(), z.literal('')]),
  published: z.boolean(),
});
type NoticeInput = z.input<typeof noticeInput>;

const noticesApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveTestNotice: build.mutation<{ id: string }, NoticeInput>({
      query: (data) => ({ url: '/api/console/test-notices', method: 'POST', data }),
    }),
  }),
});

const empty: NoticeInput = { subject: { ko: '', en: '' }, email: '', published: false };

function NoticeForm() {
  const [save] = noticesApi.useSaveTestNoticeMutation();
  const form = useResourceForm({
    schema: noticeInput,
    defaultValues: empty,
    onSubmit: (values) => save(values).unwrap(),
    successMessage: '공지사항을 저장했습니다.',
    draftKey: 'notices:new',
  });
  return (
    <ResourceForm form={form} submitLabel="등록">
      <LocalizedTextField name="subject" label="제목" required />
      <TextField name="email" label="담당자 이메일" type="email" />
      <CheckboxField name="published" label="사이트에 공개" />
    </ResourceForm>
  );
}

const saved: Handler = (_, response) => json(response, 201, { id: 'n-1' });
let server: Awaited<ReturnType<typeof startApiServer>>;
const draftKey = `taesung.draft.${staffSub}.notices:new`;
const saves = () => server.seen.filter((request) => request.url === '/api/console/test-notices');

beforeAll(async () => {
  server = await startApiServer(saved);
  await consoleKitReady;
});

afterAll(() => server.close());

beforeEach(() => {
  server.seen.length = 0;
  server.handle(saved);
  window.localStorage.clear();
});

afterEach(() => overlayStore.reset());

const renderForm = () => renderConsole(<NoticeForm />, { route: '/console/notices/new', baseURL: server.baseURL });
const summary = () =>
  screen.getByRole('heading', { name: /입력 내용을 확인해 주세요/ }).closest('[role="alert"]') as HTMLElement;

describe('a console form', () => {
  it('checks the fields in Korean before sending, and moves focus to the summary that links to them', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('담당자 이메일'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: '등록' }));

    const korean = screen.getByRole('textbox', { name: /제목 \(한국어\)/ });
    await waitFor(() => expect(korean).toHaveAttribute('aria-invalid', 'true'));
    expect(korean).toHaveAccessibleDescription('필수 항목입니다.');
    expect(screen.getByLabelText('담당자 이메일')).toHaveAccessibleDescription('이메일 주소 형식이 올바르지 않습니다.');
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(saves()).toHaveLength(0);

    await user.click(within(summary()).getByRole('link', { name: '제목 (한국어): 필수 항목입니다.' }));
    expect(korean).toHaveFocus();
  });

  it("puts the API's field issues on their fields and in the summary, keeping everything typed", async () => {
    const user = userEvent.setup();
    server.handle((_, response) =>
      json(response, 400, {
        message: '입력값을 확인해 주세요.',
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'body.subject.en', code: 'too_big' }],
      }),
    );
    renderForm();
    await user.type(screen.getByRole('textbox', { name: /제목 \(한국어\)/ }), '설 연휴 상담 안내');
    await user.type(screen.getByRole('textbox', { name: /제목 \(영어\)/ }), 'Lunar New Year hours');
    await user.click(screen.getByLabelText('사이트에 공개'));
    await user.click(screen.getByRole('button', { name: '등록' }));

    const english = screen.getByRole('textbox', { name: /제목 \(영어\)/ });
    await waitFor(() => expect(english).toHaveAttribute('aria-invalid', 'true'));
    expect(english).toHaveAccessibleDescription('허용된 길이나 크기를 넘었습니다.');
    expect(summary()).toHaveTextContent('입력값을 확인해 주세요.');
    expect(
      within(summary()).getByRole('link', { name: '제목 (영어): 허용된 길이나 크기를 넘었습니다.' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(summary()).toHaveFocus());

    expect(screen.getByRole('textbox', { name: /제목 \(한국어\)/ })).toHaveValue('설 연휴 상담 안내');
    expect(english).toHaveValue('Lunar New Year hours');
    expect(screen.getByLabelText('사이트에 공개')).toBeChecked();
    expect(JSON.parse(saves()[0]!.body)).toEqual({
      subject: { ko: '설 연휴 상담 안내', en: 'Lunar New Year hours' },
      email: '',
      published: true,
    });
  });

  it("shows the server's message as a toast when a save fails for another reason, and keeps the values", async () => {
    const user = userEvent.setup();
    server.handle((_, response) =>
      json(response, 409, {
        message: '다른 직원이 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.',
        code: 'CONFLICT',
      }),
    );
    renderForm();
    await user.type(screen.getByRole('textbox', { name: /제목 \(한국어\)/ }), '휴무 안내');
    await user.click(screen.getByRole('button', { name: '등록' }));

    const toasts = await screen.findAllByText('다른 직원이 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.');
    expect(toasts.some((element) => element.closest('[role="alert"] li'))).toBe(true);
    expect(screen.getByRole('textbox', { name: /제목 \(한국어\)/ })).toHaveValue('휴무 안내');
  });

  it('confirms a save with a toast, and forgets the draft', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: /제목 \(한국어\)/ }), '휴무 안내');
    await user.click(screen.getByRole('button', { name: '등록' }));

    expect(await screen.findByText('공지사항을 저장했습니다.')).toBeInTheDocument();
    expect(screen.getByText('공지사항을 저장했습니다.').closest('[role="status"]')).not.toBeNull();
    expect(window.localStorage.getItem(draftKey)).toBeNull();
  });

  it('never submits on the Enter that ends a Hangul composition, only on a real Enter', async () => {
    const user = userEvent.setup();
    renderForm();
    const korean = screen.getByRole('textbox', { name: /제목 \(한국어\)/ });
    await user.type(korean, '상담');

    expect(fireEvent.keyDown(korean, { key: 'Enter', keyCode: 229, isComposing: true })).toBe(false);
    expect(fireEvent.keyDown(korean, { key: 'Enter', keyCode: 13 })).toBe(true);
    expect(saves()).toHaveLength(0);

    await user.type(korean, '{Enter}');
    await waitFor(() => expect(saves()).toHaveLength(1));
  });

  it('keeps what was typed in the browser and offers it back when the form is opened again', async () => {
    const user = userEvent.setup();
    const first = renderForm();
    await user.type(screen.getByRole('textbox', { name: /제목 \(한국어\)/ }), '추석 연휴 안내');
    await waitFor(
      () =>
        expect(JSON.parse(window.localStorage.getItem(draftKey) ?? '{}').values?.subject?.ko).toBe('추석 연휴 안내'),
      { timeout: 3000 },
    );
    first.unmount();
    overlayStore.reset();

    renderForm();
    expect(await screen.findByText(/자동 저장된 작성 내용이 있습니다/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /제목 \(한국어\)/ })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: '복원' }));
    expect(screen.getByRole('textbox', { name: /제목 \(한국어\)/ })).toHaveValue('추석 연휴 안내');
    expect(screen.queryByRole('button', { name: '복원' })).not.toBeInTheDocument();
  });

  it('throws the draft away when asked', async () => {
    window.localStorage.setItem(
      draftKey,
      JSON.stringify({ values: { ...empty, subject: { ko: '예전 글', en: '' } }, savedAt: '2026-03-02T01:05:00.000Z' }),
    );
    const user = userEvent.setup();
    renderForm();
    expect(
      await screen.findByText('2026-03-02 10:05에 자동 저장된 작성 내용이 있습니다. 이어서 작성하시겠습니까?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '버리기' }));
    expect(window.localStorage.getItem(draftKey)).toBeNull();
    expect(screen.getByRole('textbox', { name: /제목 \(한국어\)/ })).toHaveValue('');
  });

  it('leaves by a link without asking when nothing was changed', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/console/elsewhere');
  });

  it('asks before leaving by a link while there are unsaved changes, and stays when told to', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: /제목 \(한국어\)/ }), '작성 중');

    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: '이 페이지를 떠나시겠습니까?' });
    await user.click(within(dialog).getByRole('button', { name: '계속 작성' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/console/notices/new');
    expect(screen.getByRole('textbox', { name: /제목 \(한국어\)/ })).toHaveValue('작성 중');

    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '페이지 떠나기' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/console/elsewhere');
  });

  it('asks the browser to confirm closing the tab only while there are unsaved changes', async () => {
    const user = userEvent.setup();
    renderForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      act(() => {
        window.dispatchEvent(event);
      });
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /제목 \(한국어\)/ }), '작성 중');
    expect(unload()).toBe(true);
  });
});
