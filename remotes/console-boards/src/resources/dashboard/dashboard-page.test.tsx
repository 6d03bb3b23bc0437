import { cleanup, screen, within } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import type { DashboardStatistics } from '@taesung/shared';
import { renderWithProviders } from '@taesung/shared/test-support';
import { DashboardPage } from './dashboard-page.tsx';

const drawn: { data: unknown; width: number }[] = [];

// jsdom has no canvas: the chart library is replaced at its import by a stand-in that records what it was given.
jest.mock('uplot', () => ({
  __esModule: true,
  default: class {
    constructor(options: { width: number }, data: unknown) {
      drawn.push({ data, width: options.width });
    }
    setSize() {}
    destroy() {}
  },
}));

const days = Array.from({ length: 30 }, (_day, index) => ({
  date: `2026-11-${String(index + 1).padStart(2, '0')}`,
  count: index === 23 ? 412 : 100 + index,
}));

const statistics: DashboardStatistics = {
  consultationRequests: {
    today: 3,
    week: 12,
    perDay: [],
    thisWeek: 9,
    thisMonth: 1234,
    bookedToday: 2,
    byCategory: [
      { category: 'divorce-lawsuit', count: 600 },
      { category: 'inheritance-forced-share', count: 34 },
    ],
    byOffice: [
      { office: 'seoul-main', count: 1000 },
      { office: 'incheon', count: 234 },
    ],
  },
  questions: { today: 1, week: 4, perDay: [], unanswered: 5 },
  unansweredCount: 8,
  pageViews: { perDay: [], last30Days: days, topPaths: [] },
  calculators: [
    { tool: 'child-support', visits: 1520, requests: 14 },
    { tool: 'property-division', visits: 310, requests: 2 },
    { tool: 'inheritance', visits: 95, requests: 0 },
    { tool: 'divorce-grounds', visits: 0, requests: 0 },
  ],
  latestPosts: [
    {
      _id: 'post-1',
      code: 'reference',
      subject: '황혼이혼 재산분할 사례',
      published: false,
      publishAt: null,
      createdAt: '2026-11-23T05:00:00.000Z',
    },
  ],
  latestRequests: [
    {
      _id: 'form-9',
      name: '홍길동',
      phone: '010-1234-5678',
      category: 'divorce-custody',
      status: 'new',
      createdAt: '2026-11-24T00:05:00.000Z',
    },
  ],
};

function renderDashboard(answer: DashboardStatistics = statistics) {
  const requested: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requested.push(config.url ?? '');
    return { status: 200, statusText: 'OK', data: answer, headers: {}, config, request: {} };
  };
  renderWithProviders(<DashboardPage />, {
    route: '/console/dashboard',
    preloadedState: { session: { accessToken: 'access-token', refreshToken: null, payload: null } },
    storeOptions: { client: { adapter } },
  });
  return requested;
}

test('shows the headline figures, each linked to the list that holds them', async () => {
  const requested = renderDashboard();
  const today = (await screen.findByText('오늘 상담 신청')).closest('li')!;
  expect(today).toHaveTextContent('3건');
  expect(within(today).getByRole('link')).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/console\/forms\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/),
  );
  expect(screen.getByText('이번 주 상담 신청').closest('li')).toHaveTextContent('9건');
  expect(screen.getByText('이번 달 상담 신청').closest('li')).toHaveTextContent('1,234건');
  expect(screen.getByText('답변을 기다리는 문의').closest('li')).toHaveTextContent('5건');
  const booked = screen.getByText('오늘 상담 예약').closest('li')!;
  expect(booked).toHaveTextContent('2건');
  expect(within(booked).getByRole('link', { name: '예약 목록 보기' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/console\/forms\?bookedOn=\d{4}-\d{2}-\d{2}$/),
  );
  expect(requested).toEqual(['/api/console/statistics/dashboard']);
});

test("counts each calculator's page views and the requests that came from it, the requests only for a level that reads them", async () => {
  renderDashboard();
  const table = await screen.findByRole('table', {
    name: '최근 30일 계산기별 페이지 조회수와 그 계산기에서 이어진 상담 신청 건수',
  });
  const figures = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  expect(figures(within(table).getByRole('row', { name: /양육비/ }))).toEqual(['1,520', '14']);
  expect(figures(within(table).getByRole('row', { name: /재산분할/ }))).toEqual(['310', '2']);
  expect(within(table).getByRole('columnheader', { name: '이어진 상담 신청' })).toBeInTheDocument();
  cleanup();

  renderDashboard({
    ...statistics,
    consultationRequests: null,
    latestRequests: null,
    calculators: statistics.calculators.map((tool) => ({ ...tool, requests: null })),
  });
  const visitsOnly = await screen.findByRole('table', {
    name: '최근 30일 계산기별 페이지 조회수와 그 계산기에서 이어진 상담 신청 건수',
  });
  expect(figures(within(visitsOnly).getByRole('row', { name: /양육비/ }))).toEqual(['1,520']);
  expect(within(visitsOnly).queryByRole('columnheader', { name: '이어진 상담 신청' })).not.toBeInTheDocument();
});

test("counts this month's requests by practice area and by office as readable rows", async () => {
  renderDashboard();
  const categories = await screen.findByRole('table', { name: '이번 달 상담 분야별 상담 신청 건수' });
  expect(within(categories).getByRole('row', { name: /이혼소송/ })).toHaveTextContent('600건 · 95%');
  expect(within(categories).getByRole('row', { name: /유류분/ })).toHaveTextContent('34건 · 5%');
  const offices = screen.getByRole('table', { name: '이번 달 희망 사무소별 상담 신청 건수' });
  expect(within(offices).getByRole('row', { name: /서울 본사/ })).toHaveTextContent('1,000건');
  expect(within(offices).getByRole('row', { name: /인천 분사무소/ })).toHaveTextContent('234건');
});

test('draws page views per day and gives the same figures as a table', async () => {
  drawn.length = 0;
  renderDashboard();
  const table = await screen.findByRole('table', { name: '최근 30일 날짜별 페이지 조회수' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(30);
  expect(rows[0]).toHaveTextContent('2026-11-01100');
  expect(within(table).getByRole('row', { name: /2026-11-24/ })).toHaveTextContent('412');
  expect(screen.getByText(/가장 많은 날은 2026-11-24 \(412회\)입니다/)).toBeInTheDocument();
  await screen.findByText('최근 30일 페이지 조회수');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(drawn).toHaveLength(1);
  expect(drawn[0]!.data).toEqual([days.map((_day, index) => index), days.map((day) => day.count)]);
});

test('links the latest requests and posts to their screens, with names and numbers masked', async () => {
  renderDashboard();
  const requests = await screen.findByRole('region', { name: '최근 상담 신청' });
  const request = within(requests).getByRole('link', { name: /홍\*동 · 010-\*\*\*\*-5678/ });
  expect(request).toHaveAttribute('href', '/console/forms/form-9');
  expect(request).toHaveTextContent('양육권·친권 · 신규 · 2026-11-24 09:05');
  expect(requests).not.toHaveTextContent('홍길동');
  const posts = screen.getByRole('region', { name: '최근 게시물' });
  expect(within(posts).getByRole('link', { name: /황혼이혼 재산분할 사례/ })).toHaveAttribute(
    'href',
    '/console/boards/post-1',
  );
  expect(posts).toHaveTextContent('성공사례 · 비공개');
});

test('says there were no views rather than naming a busiest day of zero', async () => {
  renderDashboard({
    ...statistics,
    pageViews: { ...statistics.pageViews, last30Days: days.map((day) => ({ ...day, count: 0 })) },
  });
  expect(await screen.findByText('최근 30일 동안 기록된 페이지 조회가 없습니다.')).toBeInTheDocument();
  expect(screen.queryByText(/가장 많은 날/)).not.toBeInTheDocument();
});

test("draws only the panels the staff member's level covers: posts only", async () => {
  renderDashboard({
    ...statistics,
    consultationRequests: null,
    questions: null,
    latestRequests: null,
    unansweredCount: 0,
  });
  expect(await screen.findByRole('region', { name: '최근 게시물' })).toBeInTheDocument();
  expect(screen.getByRole('table', { name: '최근 30일 날짜별 페이지 조회수' })).toBeInTheDocument();
  expect(screen.queryByText('오늘 상담 신청')).not.toBeInTheDocument();
  expect(screen.queryByText('답변을 기다리는 문의')).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: '상담 신청과 문의 현황' })).not.toBeInTheDocument();
  expect(screen.queryByRole('table', { name: '이번 달 상담 분야별 상담 신청 건수' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: '최근 상담 신청' })).not.toBeInTheDocument();
  expect(screen.queryByText(/이번 주는 월요일부터/)).not.toBeInTheDocument();
});

test("draws only the panels the staff member's level covers: requests and questions, no posts", async () => {
  renderDashboard({ ...statistics, latestPosts: null });
  expect(await screen.findByRole('region', { name: '최근 상담 신청' })).toBeInTheDocument();
  expect(screen.getByText('오늘 상담 신청').closest('li')).toHaveTextContent('3건');
  expect(screen.getByText('답변을 기다리는 문의').closest('li')).toHaveTextContent('5건');
  expect(screen.queryByRole('region', { name: '최근 게시물' })).not.toBeInTheDocument();
});

test('questions without requests: the unanswered card alone', async () => {
  renderDashboard({ ...statistics, consultationRequests: null, latestRequests: null, latestPosts: null });
  expect((await screen.findByText('답변을 기다리는 문의')).closest('li')).toHaveTextContent('5건');
  expect(screen.queryByText('오늘 상담 신청')).not.toBeInTheDocument();
  expect(screen.queryByRole('table', { name: '이번 달 희망 사무소별 상담 신청 건수' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: '최근 게시물' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: '최근 상담 신청' })).not.toBeInTheDocument();
});
