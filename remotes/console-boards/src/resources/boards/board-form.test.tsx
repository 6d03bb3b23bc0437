import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@taesung/shared/test-support';
import { ConsoleOverlays } from '@taesung/shared/console';
import { BoardCreate } from './board-create.tsx';
import { BoardEdit } from './board-edit.tsx';
import { boardRecordOf, fakeApi, session, type Answer, type SeenCall } from './test-api.ts';

function renderScreens(route: string, api: ReturnType<typeof fakeApi>) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/console/boards/create" element={<BoardCreate />} />
        <Route path="/console/boards/:id" element={<BoardEdit />} />
      </Routes>
      <ConsoleOverlays />
    </>,
    { route, preloadedState: { session }, storeOptions: { client: { adapter: api.adapter } } },
  );
}

const writes = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.method !== 'GET');
const subjectKo = () => screen.getByRole('textbox', { name: /^제목 \(한국어\)/ });
const subjectEn = () => screen.getByRole('textbox', { name: /^제목 \(영어\)/ });

afterEach(() => {
  localStorage.clear();
});

test('shows the fields the server refused under each of them and keeps everything typed', async () => {
  const user = userEvent.setup();
  const api = fakeApi(() => ({
    status: 400,
    data: {
      message: '입력 내용을 확인해 주세요.',
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'body.subject.en', code: 'too_big' }],
    },
  }));
  renderScreens('/console/boards/create?code=reference', api);

  await user.type(subjectKo(), '협의이혼 후 양육비를 받아낸 사례');
  await user.type(subjectEn(), 'Child support after an agreed divorce');
  await user.selectOptions(screen.getByRole('combobox', { name: '취급 분야' }), 'divorce-agreement');
  await user.click(screen.getByRole('button', { name: '등록' }));

  expect(await screen.findByText('허용된 길이나 크기를 넘었습니다.')).toBeInTheDocument();
  expect(subjectEn()).toHaveAttribute('aria-invalid', 'true');
  expect(subjectEn()).toHaveAccessibleDescription(expect.stringContaining('허용된 길이나 크기를 넘었습니다.'));
  expect(subjectKo()).not.toHaveAttribute('aria-invalid');
  expect(subjectKo()).toHaveValue('협의이혼 후 양육비를 받아낸 사례');
  expect(subjectEn()).toHaveValue('Child support after an agreed divorce');
  expect(writes(api)).toEqual([
    expect.objectContaining({
      method: 'POST',
      url: '/api/console/boards',
      data: expect.objectContaining({
        code: 'reference',
        subject: { ko: '협의이혼 후 양육비를 받아낸 사례', en: 'Child support after an agreed divorce' },
        category: 'divorce-agreement',
        video: null,
        publishAt: null,
        published: true,
      }),
    }),
  ]);
});

test('sends nothing without a Korean subject and says so on the field', async () => {
  const user = userEvent.setup();
  const api = fakeApi(() => ({ status: 500 }));
  renderScreens('/console/boards/create?code=notice', api);

  await user.click(screen.getByRole('button', { name: '등록' }));
  expect(await screen.findAllByText('필수 항목입니다.')).not.toHaveLength(0);
  expect(subjectKo()).toHaveAttribute('aria-invalid', 'true');
  expect(writes(api)).toEqual([]);
  expect(screen.queryByRole('combobox', { name: '취급 분야' })).not.toBeInTheDocument();
});

test('opens the new post’s edit screen with a success message once it is created', async () => {
  const user = userEvent.setup();
  const created = boardRecordOf({
    _id: '6741a00000000000000000aa',
    code: 'notice',
    category: null,
    subject: { ko: '추석 연휴 휴무 안내', en: '' },
  });
  const api = fakeApi((call: SeenCall): Answer => {
    if (call.method === 'POST') return { status: 201, data: { board: created } };
    return { status: 200, data: { board: created } };
  });
  renderScreens('/console/boards/create?code=notice', api);

  await user.type(subjectKo(), '추석 연휴 휴무 안내');
  await user.click(screen.getByRole('button', { name: '등록' }));

  expect(await screen.findByText('게시물을 등록했습니다.')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: '게시물 수정' })).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: /^제목 \(한국어\)/ })).toHaveValue('추석 연휴 휴무 안내');
  expect(api.calls.at(-1)).toMatchObject({ method: 'GET', url: '/api/console/boards/6741a00000000000000000aa' });
  expect(screen.getByText('대표 이미지가 없습니다.')).toBeInTheDocument();
});

test('offers back what was typed before the page went away, and restores it', async () => {
  const user = userEvent.setup();
  const api = fakeApi(() => ({ status: 500 }));
  const first = renderScreens('/console/boards/create?code=notice', api);
  await user.type(subjectKo(), '설 연휴 상담 일정');
  act(() => {
    fireEvent(window, new Event('pagehide'));
  });
  first.unmount();

  renderScreens('/console/boards/create?code=notice', api);
  expect(await screen.findByText(/자동 저장된 작성 내용이 있습니다/)).toBeInTheDocument();
  expect(subjectKo()).toHaveValue('');
  await user.click(screen.getByRole('button', { name: '복원' }));
  expect(subjectKo()).toHaveValue('설 연휴 상담 일정');
  expect(screen.queryByText(/자동 저장된 작성 내용이 있습니다/)).not.toBeInTheDocument();
});

test('keeps a stored media post’s video as its id, saves the whole post, and keeps the form when the save fails', async () => {
  const user = userEvent.setup();
  const stored = boardRecordOf({
    code: 'media',
    category: null,
    video: 'OldVideo01',
    subject: { ko: '방송 출연', en: 'On air' },
  });
  let failing = true;
  const api = fakeApi((call) => {
    if (call.method === 'GET') return { status: 200, data: { board: stored } };
    if (failing) return { status: 503, data: { message: '잠시 후 다시 시도해 주세요.', code: 'SERVICE_UNAVAILABLE' } };
    return { status: 200, data: { board: { ...stored, ...(call.data as object) } } };
  });
  renderScreens(`/console/boards/${stored._id}`, api);

  const video = await screen.findByRole('textbox', { name: /^영상 주소 또는 ID/ });
  expect(video).toHaveValue('OldVideo01');
  await user.clear(video);
  await user.click(video);
  await user.paste('https://www.youtube.com/watch?v=NewVideo_9&t=30s');
  expect(video).toHaveValue('NewVideo_9');

  await user.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findAllByText('잠시 후 다시 시도해 주세요.')).not.toHaveLength(0);
  expect(video).toHaveValue('NewVideo_9');
  expect(subjectKo()).toHaveValue('방송 출연');

  failing = false;
  await user.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findByText('게시물을 저장했습니다.')).toBeInTheDocument();
  expect(writes(api).at(-1)).toMatchObject({
    method: 'PUT',
    url: `/api/console/boards/${stored._id}`,
    data: {
      code: 'media',
      video: 'NewVideo_9',
      subject: { ko: '방송 출연', en: 'On air' },
      category: null,
      publishAt: null,
    },
  });
});
