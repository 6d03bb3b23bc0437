import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, matchRoutes } from 'react-router';
import { api, isLazyPage, makeStore, type QuestionView } from '@taesung/shared';
import { renderWithProviders } from '@taesung/shared/test-support';
import { loadQuestionSchema } from '../components/question-values.ts';
import { routes } from '../routes.ts';
import { startApiServer, type ApiServer, type Reply } from '../test-support/api-server.ts';
import { renderPage } from '../test-support/render-page.tsx';
import { guideFaqArgs, noticeListArgs } from '../queries.ts';
import { GuidePage } from './guide-page.tsx';
import { QuestionAskPage } from './question-ask-page.tsx';

let server: ApiServer;
let askReply: Reply;
let stored: QuestionView;

const key = 'k3y-of-the-question_0123456789abcdefghijklmn';
const waiting: QuestionView = {
  _id: 'q1',
  subject: '양육권 문의',
  content: '아이와 함께 살 수 있을까요?\n두 번째 줄',
  answered: false,
  answer: null,
  answeredAt: null,
  createdAt: '2026-03-01T16:30:00.000Z',
};

beforeAll(async () => {
  server = await startApiServer((request) => {
    if (request.path === '/api/v1/center/questions' && request.method === 'POST') return askReply;
    if (request.path === '/api/v1/center/questions/q1')
      return request.query.get('key') === key ? { body: { question: stored } } : undefined;
    return undefined;
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  stored = waiting;
  askReply = { status: 201, body: { question: { _id: 'q1' }, key, path: `/guide/questions/q1?key=${key}` } };
});

/** As the shell renders a page on the server: its route's prefetch first, then the page from that store. */
async function openQuestion(url: string, locale: 'ko' | 'en' = 'ko') {
  const store = makeStore({ getLocale: () => locale, client: { baseURL: server.baseURL } });
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const { route, params } = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  )!.map((match) => ({ route: match.route.route, params: match.params }))[0]!;
  if (isLazyPage(route.Component)) await route.Component.preload();
  await route.prefetch?.({ dispatch: store.dispatch, getState: store.getState, params, searchParams, locale });
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  const before = server.requests.length;
  renderWithProviders(
    <Routes>
      <Route path={route.path} element={<route.Component />} />
    </Routes>,
    { store, route: url, locale },
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
  return { requestsDuringRender: server.requests.slice(before) };
}

describe("the visitor's question page", () => {
  it('is rendered from its prefetch: subject, question, date and "not answered yet", never indexed', async () => {
    const { requestsDuringRender } = await openQuestion(`/guide/questions/q1?key=${key}`);
    expect(requestsDuringRender).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: '양육권 문의' })).toBeInTheDocument();
    expect(screen.getByText(/두 번째 줄/)).toBeInTheDocument();
    expect(screen.getByText('2026-03-02')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '아직 답변이 등록되지 않았습니다' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows the answer and its date once staff answered, in English on the English site', async () => {
    stored = {
      ...waiting,
      answered: true,
      answer: 'The court decides by the child’s welfare.',
      answeredAt: '2026-03-04T01:00:00.000Z',
    };
    await openQuestion(`/guide/questions/q1?key=${key}`, 'en');
    const answer = screen.getByRole('region', { name: 'Our answer' });
    expect(within(answer).getByText('The court decides by the child’s welfare.')).toBeInTheDocument();
    expect(screen.getByText('Answered on')).toBeInTheDocument();
    expect(screen.getByText('2026-03-04')).toBeInTheDocument();
    expect(screen.getByText('Answered')).toBeInTheDocument();
  });

  it('is a not-found page for a wrong key or none, without asking the API without a key', async () => {
    await openQuestion('/guide/questions/q1?key=wrong');
    expect(screen.getByText(/문의를 찾을 수 없습니다/)).toBeInTheDocument();
    expect(screen.queryByText('양육권 문의')).not.toBeInTheDocument();
    await openQuestion('/guide/questions/q1');
    expect(server.requests.filter((request) => !request.query.get('key'))).toEqual([]);
    expect(screen.getAllByText(/문의를 찾을 수 없습니다/).length).toBeGreaterThan(0);
  });
});

describe('asking a question', () => {
  async function renderAsk() {
    const rendered = await renderPage(<QuestionAskPage />, { route: '/guide/question', baseURL: server.baseURL });
    await act(() => loadQuestionSchema());
    return rendered;
  }

  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText(/^이름/), '김민지');
    await user.type(screen.getByLabelText(/^이메일/), 'minji@example.com');
    await user.type(screen.getByLabelText(/^제목/), '양육권 문의');
    await user.type(screen.getByLabelText(/^문의 내용/), '아이와 함께 살 수 있을까요?');
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }));
  }

  it('names every missing field in Korean and sends nothing', async () => {
    const user = userEvent.setup();
    await renderAsk();
    await user.type(screen.getByLabelText(/^연락처/), '0101234');
    await user.click(screen.getByRole('button', { name: '문의 보내기' }));
    expect(screen.getByLabelText(/^이름/)).toHaveAccessibleDescription('이름을 입력해 주세요.');
    expect(screen.getByLabelText(/^연락처/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('입력 내용을 확인해 주세요 (5개 항목)')).toBeInTheDocument();
    expect(screen.getByLabelText(/^이름/)).toHaveFocus();
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sends the question and gives the private link to keep, in the page language', async () => {
    const user = userEvent.setup();
    await renderAsk();
    await fill(user);
    await user.click(screen.getByRole('button', { name: '문의 보내기' }));
    await screen.findByRole('heading', { name: '문의가 접수되었습니다' });
    const [post] = server.requests.filter((request) => request.method === 'POST');
    expect(post!.body).toEqual({
      name: '김민지',
      email: 'minji@example.com',
      subject: '양육권 문의',
      content: '아이와 함께 살 수 있을까요?',
      agree: true,
      website: '',
    });
    expect(screen.getByTestId('question-link')).toHaveAttribute(
      'href',
      `http://localhost/guide/questions/q1?key=${key}`,
    );
    expect(screen.getByRole('link', { name: '내 문의 보기' })).toHaveAttribute(
      'href',
      `/guide/questions/q1?key=${key}`,
    );
    expect(screen.getByText(/남기신 이메일로 이 링크를 함께 보내 드립니다/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '문의가 접수되었습니다' })).toHaveFocus();
  });

  it('keeps everything typed when the server refuses, with its message and the field it names', async () => {
    askReply = {
      status: 400,
      body: {
        message: '입력한 내용을 확인해 주세요.',
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'body.email', code: 'invalid_format' }],
      },
    };
    const user = userEvent.setup();
    await renderAsk();
    await fill(user);
    await user.click(screen.getByRole('button', { name: '문의 보내기' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('입력한 내용을 확인해 주세요.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText(/^이메일/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^제목/)).toHaveValue('양육권 문의');
    expect(screen.getByLabelText(/^문의 내용/)).toHaveValue('아이와 함께 살 수 있을까요?');
    expect(screen.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ })).toBeChecked();
  });
});

it('the guide leads a visitor who did not find an answer to the question form', async () => {
  await renderPage(<GuidePage />, {
    route: '/guide',
    fill: (store, upsert) =>
      Promise.all([
        store.dispatch(upsert('getFaqs', guideFaqArgs, [])),
        store.dispatch(
          upsert('getNotifications', noticeListArgs(1), { boards: [], summary: { totalCount: 0, page: 1, limit: 10 } }),
        ),
      ]),
  });
  expect(screen.getByRole('link', { name: '온라인으로 문의하기' })).toHaveAttribute('href', '/guide/question');
});
