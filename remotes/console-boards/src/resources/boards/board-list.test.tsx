import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { renderWithProviders } from '@taesung/shared/test-support';
import { ConsoleOverlays } from '@taesung/shared/console';
import { BoardList } from './board-list.tsx';
import { NoticeList } from './notice-list.tsx';
import { fakeApi, listItemOf, listOf, session } from './test-api.ts';

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

const custody = listItemOf();
const property = listItemOf({
  _id: '6741a0000000000000000002',
  subject: { ko: '재산분할 비율을 바로잡은 사례', en: '' },
  category: 'divorce-property',
  published: false,
});
const scheduled = listItemOf({
  _id: '6741a0000000000000000003',
  subject: { ko: '연말 상담 일정 안내', en: '' },
  code: 'notice',
  category: null,
  pinned: true,
  publishAt: '2099-12-01T00:00:00.000Z',
});

function renderList(ui: React.ReactElement, route: string, api: ReturnType<typeof fakeApi>) {
  return renderWithProviders(
    <>
      {ui}
      <Address />
      <ConsoleOverlays />
    </>,
    { route, preloadedState: { session }, storeOptions: { client: { adapter: api.adapter } } },
  );
}

const address = () =>
  Object.fromEntries(new URLSearchParams(screen.getByRole('status', { name: 'address' }).textContent ?? ''));
const listCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.method === 'GET' && call.url === '/api/console/boards');
const bulkCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.url === '/api/console/boards/bulk');

afterEach(() => {
  localStorage.clear();
});

test('reads board, publication and page from the address, asks the API with them, and starts again at page 1 on a new filter', async () => {
  const user = userEvent.setup();
  const api = fakeApi(() => ({ status: 200, data: listOf([custody, property], 45, 2) }));
  renderList(<BoardList />, '/console/boards?code=reference&published=true&page=2', api);

  const table = await screen.findByRole('table', { name: '게시물 목록' });
  expect(listCalls(api)[0]?.params).toEqual({ page: 2, limit: 20, code: 'reference', published: 'true' });
  expect(screen.getByRole('combobox', { name: '게시판' })).toHaveValue('reference');
  expect(screen.getByRole('combobox', { name: '게시 여부' })).toHaveValue('true');

  const [, first, second] = within(table).getAllByRole('row');
  expect(within(first!).getByRole('link', { name: '양육권을 되찾은 사례' })).toHaveAttribute(
    'href',
    '/console/boards/6741a0000000000000000001',
  );
  expect(first).toHaveTextContent('성공사례');
  expect(first).toHaveTextContent('양육권·친권');
  expect(first).toHaveTextContent('게시 중');
  expect(first).toHaveTextContent('2026-11-20 10:00');
  expect(first).toHaveTextContent('2026-11-21 11:30');
  expect(second).toHaveTextContent('재산분할');
  expect(second).toHaveTextContent('숨김');

  await user.selectOptions(screen.getByRole('combobox', { name: '취급 분야' }), 'divorce-property');
  expect(address()).toEqual({ code: 'reference', published: 'true', category: 'divorce-property' });
  await screen.findByRole('table', { name: '게시물 목록' });
  expect(listCalls(api).at(-1)?.params).toEqual({
    page: 1,
    limit: 20,
    code: 'reference',
    published: 'true',
    category: 'divorce-property',
  });

  await user.click(screen.getByRole('button', { name: '다음 페이지' }));
  expect(address()).toMatchObject({ page: '2', category: 'divorce-property' });
  await user.click(screen.getByRole('button', { name: '제목' }));
  expect(address()).toEqual({
    code: 'reference',
    published: 'true',
    category: 'divorce-property',
    sort: 'subject',
    order: 'asc',
  });
  expect(listCalls(api).at(-1)?.params).toMatchObject({ page: 1, sort: 'subject', order: 'asc' });
});

test('shows when a scheduled post goes live, and publishes or hides a post from its row', async () => {
  const user = userEvent.setup();
  const api = fakeApi((call) =>
    call.url.endsWith('/bulk')
      ? { status: 200, data: { count: 1 } }
      : { status: 200, data: listOf([scheduled, property]) },
  );
  renderList(<BoardList />, '/console/boards', api);

  const table = await screen.findByRole('table', { name: '게시물 목록' });
  const [, first] = within(table).getAllByRole('row');
  expect(first).toHaveTextContent('2099-12-01 09:00 게시 예정');
  expect(first).toHaveTextContent('공지사항');

  const toggle = within(table).getByRole('switch', { name: '「재산분할 비율을 바로잡은 사례」 사이트에 게시' });
  expect(toggle).not.toBeChecked();
  await user.click(toggle);
  expect(await screen.findByText('「재산분할 비율을 바로잡은 사례」을(를) 게시했습니다.')).toBeInTheDocument();
  expect(bulkCalls(api)).toEqual([
    expect.objectContaining({ method: 'POST', data: { ids: [property._id], action: 'publish' } }),
  ]);
});

test('asks before deleting the selected posts, naming how many, and deletes nothing when cancelled', async () => {
  const user = userEvent.setup();
  const api = fakeApi((call) =>
    call.url.endsWith('/bulk')
      ? { status: 200, data: { count: 2 } }
      : { status: 200, data: listOf([custody, property]) },
  );
  renderList(<BoardList />, '/console/boards', api);

  const table = await screen.findByRole('table', { name: '게시물 목록' });
  await user.click(within(table).getByRole('checkbox', { name: '이 페이지의 항목 모두 선택' }));
  await user.click(screen.getByRole('button', { name: '삭제' }));
  const dialog = await screen.findByRole('dialog', { name: '선택한 게시물 2건을 삭제할까요?' });
  expect(dialog).toHaveTextContent('삭제한 게시물과 대표 이미지, 첨부파일은 되돌릴 수 없습니다.');
  await user.click(within(dialog).getAllByRole('button', { name: '취소' }).at(-1)!);
  expect(bulkCalls(api)).toEqual([]);

  await user.click(screen.getByRole('button', { name: '삭제' }));
  await user.click(await screen.findByRole('button', { name: '2건 삭제' }));
  expect(await screen.findByText('게시물 2건을 삭제했습니다.')).toBeInTheDocument();
  expect(bulkCalls(api)).toEqual([
    expect.objectContaining({ data: { ids: [custody._id, property._id], action: 'delete' } }),
  ]);
});

test('the notices screen lists only notices and writes new ones as notices', async () => {
  const api = fakeApi(() => ({ status: 200, data: listOf([scheduled]) }));
  renderList(<NoticeList />, '/console/center/notifications?page=1', api);

  await screen.findByRole('table', { name: '공지사항 목록' });
  expect(listCalls(api)[0]?.params).toEqual({ page: 1, limit: 20, code: 'notice' });
  expect(screen.queryByRole('combobox', { name: '게시판' })).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: '취급 분야' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '새 공지사항' })).toHaveAttribute(
    'href',
    '/console/boards/create?code=notice',
  );
});
