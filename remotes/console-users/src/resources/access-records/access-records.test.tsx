import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessRecord, AccessReview } from '@taesung/shared';
import { json } from '@taesung/shared/test-support/api-server';
import { accountsApi, serveAccountsApi, type Route } from '@/test-support/fake-api.ts';
import { renderScreen, texts } from '@/test-support/render-screen.tsx';
import { AccessRecordList } from './access-record-list.tsx';
import { endedMonths, koreanMonth } from './access-record-values.ts';

const server = serveAccountsApi();
beforeAll(texts);

const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const [lastMonth, monthBefore] = endedMonths(koreanMonth(new Date())) as [string, string];
const monthName = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5))}월`;

const recordOf = (overrides: Partial<AccessRecord>): AccessRecord => ({
  _id: '1',
  at: '2026-11-24T01:05:00.000Z',
  account: { _id: 'user-1', username: 'admin' },
  address: '203.0.113.7',
  action: 'view',
  subject: 'form',
  subjectIds: ['41'],
  count: null,
  filter: null,
  reason: null,
  detail: null,
  ...overrides,
});

const records: AccessRecord[] = [
  recordOf({
    _id: '58',
    action: 'export',
    subjectIds: [],
    count: 12,
    filter: { status: 'new', from: '2026-11-01' },
    reason: '가정법원 제출 자료 준비',
  }),
  recordOf({ _id: '57' }),
  recordOf({
    _id: '56',
    account: null,
    action: 'sign_in_failed',
    subject: null,
    subjectIds: [],
    detail: 'attempt while locked',
    address: '198.51.100.4',
  }),
];

function recordsApi(
  options: { verify?: object; reviews?: AccessReview[]; reviewAnswer?: [number, object] } = {},
): Route {
  return (request, url, response) => {
    if (!url.pathname.startsWith('/api/console/access-records')) return false;
    if (url.pathname.endsWith('/verify'))
      json(response, 200, options.verify ?? { ok: true, checked: 58, brokenAt: null });
    else if (url.pathname.endsWith('/reviews')) json(response, 200, { reviews: options.reviews ?? [] });
    else if (request.method === 'PUT') {
      const month = url.pathname.split('/').at(-1)!;
      const [status, body] = options.reviewAnswer ?? [
        200,
        {
          review: {
            month,
            reviewedAt: '2026-11-24T02:00:00.000Z',
            reviewer: { _id: 'user-1', username: 'admin' },
            note: null,
          },
        },
      ];
      json(response, status, body);
    } else json(response, 200, { items: records, totalCount: 58 });
    return true;
  };
}

test('reads its filters from the address, says each record in words, and filters by account on Enter, not on the Enter that ends a composition', async () => {
  const user = userEvent.setup();
  server.api.handle(accountsApi({}, recordsApi()));
  renderScreen(<AccessRecordList />, {
    path: '/console/records',
    route: '/console/records?subject=form&from=2026-11-01',
    baseURL: server.api.baseURL,
  });

  const table = await screen.findByRole('table', { name: '개인정보 접근 기록 목록' });
  await waitFor(() =>
    expect(server.reads('/api/console/access-records')).toContainEqual({
      subject: 'form',
      from: '2026-11-01',
      page: '1',
      limit: '50',
    }),
  );
  const rows = within(table).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('2026-11-24 10:05');
  expect(rows[1]).toHaveTextContent('내보내기');
  expect(rows[1]).toHaveTextContent('12건');
  expect(rows[1]).toHaveTextContent('처리 상태: new, 부터: 2026-11-01');
  expect(rows[1]).toHaveTextContent('가정법원 제출 자료 준비');
  expect(rows[2]).toHaveTextContent('열람');
  expect(within(rows[2]!).getByRole('link', { name: '#41 상담 신청의 기록 보기' })).toHaveAttribute(
    'href',
    '/console/records?subject=form&subjectId=41',
  );
  expect(rows[3]).toHaveTextContent('시스템');
  expect(rows[3]).toHaveTextContent('로그인 실패잠긴 동안 시도');
  expect(rows[3]).toHaveTextContent('198.51.100.4');

  const account = screen.getByRole('textbox', { name: '계정(아이디)' });
  await user.type(account, 'kim.seoyeon');
  expect(fireEvent.keyDown(account, { key: 'Enter', keyCode: 229, isComposing: true })).toBe(false);
  expect(address()).toBe('/console/records?subject=form&from=2026-11-01');
  await user.keyboard('{Enter}');
  expect(address()).toBe('/console/records?subject=form&from=2026-11-01&account=kim.seoyeon');
  await waitFor(() =>
    expect(server.reads('/api/console/access-records').at(-1)).toEqual({
      subject: 'form',
      from: '2026-11-01',
      account: 'kim.seoyeon',
      page: '1',
      limit: '50',
    }),
  );

  await user.selectOptions(screen.getByRole('combobox', { name: '한 일' }), '내보내기');
  await waitFor(() => expect(server.reads('/api/console/access-records').at(-1)).toMatchObject({ action: 'export' }));
});

test('checks the chain on request: says how many records are intact, or names the first broken one with a link to it', async () => {
  const user = userEvent.setup();
  server.api.handle(accountsApi({}, recordsApi()));
  renderScreen(<AccessRecordList />, {
    path: '/console/records',
    route: '/console/records',
    baseURL: server.api.baseURL,
  });
  await screen.findByRole('table');
  expect(server.reads('/api/console/access-records/verify')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: '무결성 확인' }));
  expect(await screen.findByText('58건 확인, 이상 없음')).toBeInTheDocument();

  server.api.handle(accountsApi({}, recordsApi({ verify: { ok: false, checked: 56, brokenAt: '57' } })));
  await user.click(screen.getByRole('button', { name: '무결성 확인' }));
  expect(await screen.findByText(/57번 기록이 앞 기록과 이어지지 않습니다/)).toBeInTheDocument();
  expect(server.reads('/api/console/access-records/verify')).toHaveLength(2);
  await user.click(screen.getByRole('link', { name: '57번 기록부터 보기' }));
  expect(address()).toBe('/console/records?until=57');
  await waitFor(() => expect(server.reads('/api/console/access-records').at(-1)).toMatchObject({ until: '57' }));
});

test('shows who reviewed each ended month, marks another reviewed after a confirmation, and shows the refusal of a month reviewed meanwhile', async () => {
  const user = userEvent.setup();
  const reviewed: AccessReview = {
    month: monthBefore,
    reviewedAt: '2026-11-02T01:00:00.000Z',
    reviewer: { _id: 'user-9', username: 'lee.jun' },
  };
  server.api.handle(accountsApi({}, recordsApi({ reviews: [reviewed] })));
  renderScreen(<AccessRecordList />, {
    path: '/console/records',
    route: '/console/records',
    baseURL: server.api.baseURL,
  });

  const panel = await screen.findByRole('region', { name: '월별 검토' });
  const months = await within(panel).findAllByRole('listitem');
  expect(months).toHaveLength(12);
  expect(months[1]).toHaveTextContent(`${monthName(monthBefore)}검토 완료: lee.jun, 2026-11-02 10:00`);
  expect(
    within(panel).queryByRole('button', { name: `이 달 검토 완료 (${monthName(koreanMonth(new Date()))})` }),
  ).not.toBeInTheDocument();

  const button = within(months[0]!).getByRole('button', { name: `이 달 검토 완료 (${monthName(lastMonth)})` });
  await user.click(button);
  const dialog = screen.getByRole('dialog', { name: `${monthName(lastMonth)} 접근 기록을 검토 완료로 표시할까요?` });
  await user.click(within(dialog).getByRole('button', { name: '취소' }));
  expect(server.writes()).toEqual([]);

  await user.click(button);
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '검토 완료로 표시' }));
  expect(await screen.findByText(`${monthName(lastMonth)} 접근 기록을 검토 완료로 표시했습니다.`)).toBeInTheDocument();
  expect(server.writes()).toEqual([
    { method: 'PUT', url: `/api/console/access-records/reviews/${lastMonth}`, body: {} },
  ]);
  await waitFor(() => expect(months[0]).toHaveTextContent('검토 완료: admin, 2026-11-24 11:00'));

  server.api.handle(
    accountsApi(
      {},
      recordsApi({ reviewAnswer: [409, { message: '이미 검토를 마친 달입니다.', code: 'MONTH_REVIEWED' }] }),
    ),
  );
  await user.click(within(months[2]!).getByRole('button'));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '검토 완료로 표시' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('이미 검토를 마친 달입니다.'));
});
