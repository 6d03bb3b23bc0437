import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useEffect } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { i18n } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test-support/index.tsx';
import en from './i18n/en.json';
import ko from './i18n/ko.json';
import { LocalizedRichTextField, RichTextField } from './index.ts';

interface Values {
  content: { ko: string; en: string };
  summary: string;
}

type Form = UseFormReturn<Values>;

/** How long the editor's chunk may take to load (compiled on first use under jest). */
const loading = 10_000;

function Harness({
  onForm,
  onSubmit = () => undefined,
  summary = '',
}: {
  onForm: (form: Form) => void;
  onSubmit?: () => void;
  summary?: string;
}) {
  const form = useForm<Values>({ defaultValues: { content: { ko: '', en: '' }, summary } });
  useEffect(() => {
    onForm(form);
  }, [form, onForm]);
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)}>
        <LocalizedRichTextField name="content" label="본문" hint="사진은 10MB까지 넣을 수 있습니다." required />
        <RichTextField name="summary" label="요약" />
        <button type="submit">저장</button>
      </form>
    </FormProvider>
  );
}

type Handler = (request: IncomingMessage, body: Buffer, response: ServerResponse) => void;

let server: Server;
let baseURL: string;
let handler: Handler;
const received: { method: string; url: string; body: string; type: string }[] = [];

beforeAll(async () => {
  i18n.addResourceBundle('ko', 'console-editor', ko, true, true);
  i18n.addResourceBundle('en', 'console-editor', en, true, true);
  // jsdom leaves layout out; ProseMirror asks where the selection is to keep it in view.
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Headers', '*');
      if (request.method === 'OPTIONS') return void response.writeHead(204).end();
      const body = Buffer.concat(chunks);
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        body: body.toString('latin1'),
        type: request.headers['content-type'] ?? '',
      });
      handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
  handler = (_request, _body, response) => {
    response.writeHead(201, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ url: '/uploads/editor/photo-1.jpg', width: 1200, height: 800 }));
  };
});

async function renderForm(locale: 'ko' | 'en' = 'ko') {
  let form: Form | undefined;
  const submit = jest.fn();
  renderWithProviders(<Harness onForm={(value) => (form = value)} onSubmit={submit} />, {
    locale,
    storeOptions: { client: { baseURL } },
  });
  const label = locale === 'ko' ? '본문 (한국어)' : '본문 (Korean)';
  const editor = await screen.findByRole('textbox', { name: label }, { timeout: loading });
  return { editor, form: () => form!, submit };
}

const toolbarOf = (name: string) => screen.getByRole('toolbar', { name });

function paste(target: HTMLElement, files: File[]) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { files, types: ['Files'], getData: () => '' } });
  fireEvent(target, event);
}

describe('RichTextField', () => {
  it('shows a placeholder named by the field while the editor loads, then the editor in its place', async () => {
    renderWithProviders(<Harness onForm={() => undefined} />, { storeOptions: { client: { baseURL } } });
    const placeholders = screen.getAllByRole('group', { name: /본문/ });
    expect(placeholders[0]).toHaveAttribute('aria-busy', 'true');

    const editor = await screen.findByRole('textbox', { name: '본문 (한국어)' }, { timeout: loading });
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(editor).toHaveAttribute('aria-required', 'true');
    expect(editor).toHaveAccessibleDescription('사진은 10MB까지 넣을 수 있습니다.');
    expect(await screen.findByRole('textbox', { name: '본문 (영어)' })).not.toHaveAttribute('aria-required');
    expect(screen.queryByRole('group', { name: /본문/ })).not.toBeInTheDocument();
  });

  it('names the pair in English on the English console', async () => {
    await renderForm('en');
    expect(await screen.findByRole('textbox', { name: '본문 (English)' })).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Formatting of 본문 (Korean)' })).toBeInTheDocument();
  });

  it('sends what is typed to the form as HTML, and an emptied text as an empty string', async () => {
    const user = userEvent.setup();
    const { editor, form } = await renderForm();
    await user.click(editor);
    await user.paste('협의이혼 절차');
    await waitFor(() => expect(form().getValues('content.ko')).toBe('<p>협의이혼 절차</p>'));

    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(form().getValues('content.ko')).toBe(''));
  });

  it('marks the selection bold with the toolbar and shows the button pressed', async () => {
    const user = userEvent.setup();
    const { editor, form } = await renderForm();
    const bold = within(toolbarOf('본문 (한국어) 서식 도구')).getByRole('button', { name: '굵게' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');

    await user.click(editor);
    await user.paste('재산분할');
    await user.keyboard('{Control>}a{/Control}');
    await user.click(bold);

    expect(bold).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(form().getValues('content.ko')).toBe('<p><strong>재산분할</strong></p>'));
  });

  it('turns the paragraph into a heading and a list from the toolbar', async () => {
    const user = userEvent.setup();
    const { editor, form } = await renderForm();
    const toolbar = within(toolbarOf('본문 (한국어) 서식 도구'));
    await user.click(editor);
    await user.paste('양육권');
    await user.click(toolbar.getByRole('button', { name: '큰 제목' }));
    expect(toolbar.getByRole('button', { name: '큰 제목' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(form().getValues('content.ko')).toBe('<h2>양육권</h2>'));

    await user.click(toolbar.getByRole('button', { name: '본문' }));
    await user.click(toolbar.getByRole('button', { name: '번호 목록' }));
    await waitFor(() => expect(form().getValues('content.ko')).toBe('<ol><li><p>양육권</p></li></ol>'));
  });

  it('moves between toolbar buttons with the arrow keys, one tab stop for the whole toolbar', async () => {
    const user = userEvent.setup();
    await renderForm();
    const toolbar = within(toolbarOf('본문 (한국어) 서식 도구'));
    const buttons = toolbar.getAllByRole('button');
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    buttons[0]!.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(toolbar.getByRole('button', { name: '작은 제목' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(toolbar.getByRole('button', { name: '다시 실행' })).toHaveFocus();
  });

  it('links the selected words through the labelled address box, where Enter applies the link and submits nothing', async () => {
    const user = userEvent.setup();
    const { editor, form, submit } = await renderForm();
    const toolbar = within(toolbarOf('본문 (한국어) 서식 도구'));
    await user.click(editor);
    await user.paste('상담 안내');
    await user.keyboard('{Control>}a{/Control}');
    await user.click(toolbar.getByRole('button', { name: '링크' }));

    const address = screen.getByRole('textbox', { name: '링크 주소' });
    expect(address).toHaveFocus();
    await user.type(address, 'taesung.example/consult{Enter}');

    await waitFor(() =>
      expect(form().getValues('content.ko')).toBe(
        '<p><a rel="noopener noreferrer" href="https://taesung.example/consult">상담 안내</a></p>',
      ),
    );
    expect(screen.queryByRole('textbox', { name: '링크 주소' })).not.toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();

    await user.click(editor);
    await user.click(toolbar.getByRole('button', { name: '링크 해제' }));
    await waitFor(() => expect(form().getValues('content.ko')).toBe('<p>상담 안내</p>'));
  });

  it('refuses an address that is not a web, phone or mail link', async () => {
    const user = userEvent.setup();
    const { editor } = await renderForm();
    await user.click(editor);
    await user.click(within(toolbarOf('본문 (한국어) 서식 도구')).getByRole('button', { name: '링크' }));
    await user.type(screen.getByRole('textbox', { name: '링크 주소' }), 'javascript:alert(1){Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('http:// 또는 https://로 시작하는 주소');
    expect(screen.getByRole('textbox', { name: '링크 주소' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('uploads a pasted photo as multipart `photo` and puts it into the text with its size', async () => {
    const { editor, form } = await renderForm();
    act(() => editor.focus());
    paste(editor, [new File(['jpeg bytes'], '위임장.jpg', { type: 'image/jpeg' })]);

    await waitFor(() => expect(form().getValues('content.ko')).toContain('<img'));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/api/console/editor' });
    expect(received[0]!.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0]!.body).toMatch(/Content-Disposition: form-data; name="photo"; filename="/);
    expect(received[0]!.body).toContain('jpeg bytes');
    expect(form().getValues('content.ko')).toBe(
      '<img src="/uploads/editor/photo-1.jpg" alt="" width="1200" height="800">',
    );
    expect(editor.querySelector('img')).toHaveAttribute('src', '/uploads/editor/photo-1.jpg');
  });

  it('uploads a photo chosen with the toolbar button and shows its progress until the server answers', async () => {
    let answer: () => void = () => undefined;
    handler = (_request, _body, response) => {
      answer = () => {
        response.writeHead(201, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ url: '/uploads/editor/photo-2.png', width: null, height: null }));
      };
    };
    const user = userEvent.setup();
    const { editor, form } = await renderForm();
    await user.click(editor);
    await user.paste('사건 개요');
    const toolbar = toolbarOf('본문 (한국어) 서식 도구');
    const picker = toolbar.parentElement!.querySelector<HTMLInputElement>('input[type=file]')!;
    const opened = jest.spyOn(picker, 'click');
    await user.click(within(toolbar).getByRole('button', { name: '사진 넣기' }));
    expect(opened).toHaveBeenCalled();
    await user.upload(picker, new File(['png'], '판결문.png', { type: 'image/png' }));

    expect(await screen.findByRole('button', { name: '판결문.png 올리기 취소' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /판결문.png 올리는 중/ })).toBeInTheDocument();
    await waitFor(() => expect(received).toHaveLength(1));
    act(() => answer());

    await waitFor(() =>
      expect(form().getValues('content.ko')).toBe('<p>사건 개요</p><img src="/uploads/editor/photo-2.png" alt="">'),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the server’s message when it refuses a photo, and leaves the text as it was', async () => {
    handler = (_request, _body, response) => {
      response.writeHead(400, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ message: '사진 파일은 10MB까지 올릴 수 있습니다.' }));
    };
    const { editor, form } = await renderForm();
    act(() => editor.focus());
    paste(editor, [new File(['big'], 'big.jpg', { type: 'image/jpeg' })]);

    expect(await screen.findByRole('alert')).toHaveTextContent('사진 파일은 10MB까지 올릴 수 있습니다.');
    expect(form().getValues('content.ko')).toBe('');
    expect(editor.querySelector('img')).toBeNull();
  });

  it('cancels an upload: nothing is inserted and no error is shown', async () => {
    handler = () => undefined;
    const user = userEvent.setup();
    const { editor, form } = await renderForm();
    act(() => editor.focus());
    paste(editor, [new File(['jpeg'], 'scan.jpg', { type: 'image/jpeg' })]);
    await user.click(await screen.findByRole('button', { name: 'scan.jpg 올리기 취소' }));

    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(form().getValues('content.ko')).toBe('');
  });

  it('says only photos can go in when a pasted file is not one, and sends nothing', async () => {
    const { editor } = await renderForm();
    act(() => editor.focus());
    paste(editor, [new File(['%PDF'], '소장.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent('사진 파일만 넣을 수 있습니다.');
    expect(received).toHaveLength(0);
  });

  it('shows the form’s error on the field and marks the editor invalid', async () => {
    const { editor, form } = await renderForm();
    act(() => form().setError('content.ko', { type: 'required', message: '본문을 입력해 주세요.' }));
    await waitFor(() => expect(editor).toHaveAttribute('aria-invalid', 'true'));
    expect(editor).toHaveAccessibleDescription('본문을 입력해 주세요. 사진은 10MB까지 넣을 수 있습니다.');
  });

  it('shows a value the form is reset to', async () => {
    const { editor, form } = await renderForm();
    act(() => form().reset({ content: { ko: '<h3>재판상 이혼</h3><p>사유</p>', en: '' }, summary: '' }));
    await waitFor(() => expect(editor.innerHTML).toContain('<h3>재판상 이혼</h3><p>사유</p>'));
    expect(form().getValues('content.ko')).toBe('<h3>재판상 이혼</h3><p>사유</p>');
  });
});
