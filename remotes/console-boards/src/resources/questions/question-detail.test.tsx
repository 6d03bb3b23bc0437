import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { ConsoleOverlays } from '@taesung/shared/console';
import { renderWithProviders } from '@taesung/shared/test-support';
import { QuestionDetail } from './question-detail.tsx';
import { fakeApi, questionOf, session, type Answer, type SeenCall } from './test-api.ts';

function renderDetail(handle: (call: SeenCall) => Answer) {
  const api = fakeApi(handle);
  renderWithProviders(
    <>
      <Routes>
        <Route path="/console/center/questions/:id" element={<QuestionDetail />} />
        <Route path="*" element={null} />
      </Routes>
      <ConsoleOverlays />
    </>,
    {
      route: '/console/center/questions/question-1',
      preloadedState: { session },
      storeOptions: { client: { adapter: api.adapter } },
    },
  );
  return api;
}

const puts = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.method === 'PUT');

test('shows the question in full and says the first answer will be mailed to the address left', async () => {
  renderDetail(() => ({ status: 200, data: { question: questionOf() } }));
  expect(await screen.findByRole('heading', { level: 1, name: '양육권 문의' })).toBeInTheDocument();
  expect(screen.getByText('김민지')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '010-3333-4444 번호로 전화 걸기' })).toHaveAttribute(
    'href',
    'tel:+821033334444',
  );
  expect(screen.getByText(/아이는 일곱 살입니다/)).toBeInTheDocument();
  expect(screen.getByTestId('answer-mail-note')).toHaveTextContent(
    '방문자가 남긴 이메일(minji@example.com)로 답변과 문의 확인 링크를 보냅니다.',
  );
  expect(screen.getByRole('button', { name: '답변 등록' })).toBeInTheDocument();
});

test("keeps the typed answer and shows the server's message on the field when the API refuses it", async () => {
  const user = userEvent.setup();
  const api = renderDetail((call) =>
    call.method === 'PUT'
      ? {
          status: 400,
          data: {
            message: '입력한 내용을 확인해 주세요.',
            code: 'VALIDATION_FAILED',
            issues: [{ path: 'body.answer', code: 'too_big' }],
          },
        }
      : { status: 200, data: { question: questionOf() } },
  );
  const field = await screen.findByLabelText(/^답변 내용/);
  await user.type(field, '자녀의 복리를 기준으로 법원이 정합니다.');
  await user.click(screen.getByRole('button', { name: '답변 등록' }));
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(field).toHaveValue('자녀의 복리를 기준으로 법원이 정합니다.');
  expect(puts(api)).toMatchObject([
    {
      method: 'PUT',
      url: '/api/console/center/questions/question-1',
      params: {},
      data: { answer: '자녀의 복리를 기준으로 법원이 정합니다.', answered: true },
    },
  ]);
  expect(screen.getAllByText('입력한 내용을 확인해 주세요.').length).toBeGreaterThan(0);
});

test('an empty answer is refused in the form, before any request', async () => {
  const user = userEvent.setup();
  const api = renderDetail(() => ({ status: 200, data: { question: questionOf() } }));
  await user.click(await screen.findByRole('button', { name: '답변 등록' }));
  const field = screen.getByLabelText(/^답변 내용/);
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(puts(api)).toEqual([]);
});

test('an answered question says a correction is not mailed again, and confirms it after saving', async () => {
  const user = userEvent.setup();
  const answered = questionOf({ answered: true, answer: '첫 답변', answeredAt: '2026-11-24T03:00:00.000Z' });
  const api = renderDetail((call) =>
    call.method === 'PUT'
      ? {
          status: 200,
          data: {
            question: {
              ...answered,
              answer: (call.data as { answer: string }).answer,
              updatedAt: '2026-11-24T04:00:00.000Z',
            },
          },
        }
      : { status: 200, data: { question: answered } },
  );
  expect(await screen.findByTestId('answer-mail-note')).toHaveTextContent('메일은 다시 보내지 않습니다');
  const field = screen.getByLabelText(/^답변 내용/);
  expect(field).toHaveValue('첫 답변');
  await user.clear(field);
  await user.type(field, '고친 답변');
  await user.click(screen.getByRole('button', { name: '답변 수정' }));
  expect(await screen.findByText('답변을 수정했습니다. 메일은 다시 보내지 않았습니다.')).toBeInTheDocument();
  expect(puts(api)[0]?.data).toEqual({ answer: '고친 답변', answered: true });
});

test('deletes the question only after the confirmation', async () => {
  const user = userEvent.setup();
  const api = renderDetail((call) =>
    call.method === 'DELETE' ? { status: 204 } : { status: 200, data: { question: questionOf() } },
  );
  await user.click(await screen.findByRole('button', { name: '문의 삭제' }));
  const dialog = await screen.findByRole('dialog', { name: '이 문의를 삭제할까요?' });
  await user.click(within(dialog).getAllByRole('button', { name: '취소' })[0]!);
  expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  await user.click(screen.getByRole('button', { name: '문의 삭제' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: '이 문의를 삭제할까요?' })).getByRole('button', { name: '삭제' }),
  );
  expect(await screen.findByText('문의를 삭제했습니다.')).toBeInTheDocument();
  expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
    '/api/console/center/questions/question-1',
  ]);
});
