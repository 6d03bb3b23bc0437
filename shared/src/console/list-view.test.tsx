import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@taesung/shared';
import { ListView, consoleKitReady, useListParams, type BulkAction, type Column } from '@taesung/shared/console';
import { overlayStore } from './overlay-store.ts';
import { json, startApiServer, type Handler } from '../test-support/api-server.ts';
import { renderConsole } from './test-support/render-console.tsx';

interface Post {
  id: string;
  subject: string;
}

interface PostPage {
  items: Post[];
  totalCount: number;
}

const postsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTestPosts: build.query<PostPage, Record<string, string | number>>({
      query: (params) => ({ url: '/api/console/test-posts', params }),
    }),
    deleteTestPosts: build.mutation<unknown, string[]>({
      query: (ids) => ({ url: '/api/console/test-posts/delete', method: 'POST', data: { ids } }),
    }),
  }),
});

const columns: Column<Post>[] = [
  { key: 'subject', header: '제목', cell: (post) => post.subject },
  { key: 'id', header: '번호', cell: (post) => post.id, sort: 'id', align: 'end' },
];

function PostList() {
  const list = useListParams({ filters: ['code', 'author'] });
  const result = postsApi.useListTestPostsQuery(list.query);
  const [remove] = postsApi.useDeleteTestPostsMutation();
  const bulkActions: BulkAction[] = [
    {
      key: 'delete',
      label: '삭제',
      run: (ids) => remove(ids).unwrap(),
      confirm: (count) => ({ title: `${count}건을 삭제할까요?`, confirmLabel: '삭제', tone: 'danger' }),
      successMessage: (count) => `${count}건을 삭제했습니다.`,
    },
  ];
  return (
    <ListView
      title="게시물"
      caption="게시물 목록"
      list={list}
      result={result}
      select={(data: PostPage) => ({ rows: data.items, totalCount: data.totalCount })}
      columns={columns}
      rowKey={(post) => post.id}
      rowHref={(post) => `/console/boards/${post.id}`}
      searchLabel="제목 검색"
      filters={[
        {
          name: 'code',
          label: '게시판',
          options: [
            { value: 'notice', label: '공지사항' },
            { value: 'media', label: '언론 보도' },
          ],
        },
        { name: 'author', label: '작성자', type: 'text' },
      ]}
      bulkActions={bulkActions}
    />
  );
}

const listing: Handler = (request, response) => {
  const url = new URL(request.url, 'http://api');
  if (url.pathname === '/api/console/test-posts/delete') return json(response, 200, { deleted: 2 });
  const page = Number(url.searchParams.get('page'));
  const search = url.searchParams.get('search') ?? '';
  const items = Array.from({ length: 3 }, (_, index) => ({
    id: `${page}-${index + 1}`,
    subject: `${search || '글'} ${page}-${index + 1}`,
  }));
  return json(response, 200, { items, totalCount: 95 });
};

let server: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  server = await startApiServer(listing);
  await consoleKitReady;
});

afterAll(() => server.close());

beforeEach(() => {
  server.seen.length = 0;
  server.handle(listing);
});

afterEach(() => overlayStore.reset());

const address = () => screen.getByTestId('address').textContent;
const listCalls = () =>
  server.seen
    .filter((request) => request.url.startsWith('/api/console/test-posts?'))
    .map((request) => new URL(request.url, 'http://api').searchParams);

function renderList(route: string) {
  return renderConsole(<PostList />, { route, baseURL: server.baseURL });
}

describe('a list screen bound to the address', () => {
  it('asks the API for the page and search in the address and writes paging back to it; back restores', async () => {
    const user = userEvent.setup();
    renderList('/console/boards?page=2&search=%EC%9D%B4%ED%98%BC');

    expect(await screen.findByRole('link', { name: '이혼 2-1' })).toHaveAttribute('href', '/console/boards/2-1');
    expect(listCalls()[0]?.get('page')).toBe('2');
    expect(listCalls()[0]?.get('search')).toBe('이혼');
    expect(screen.getByRole('searchbox', { name: '제목 검색' })).toHaveValue('이혼');
    expect(screen.getByRole('button', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('21–40 / 총 95건')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    expect(address()).toBe('/console/boards?page=3&search=%EC%9D%B4%ED%98%BC');
    expect(await screen.findByRole('link', { name: '이혼 3-1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3 페이지' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(address()).toBe('/console/boards?page=2&search=%EC%9D%B4%ED%98%BC');
    expect(await screen.findByRole('link', { name: '이혼 2-1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches only when asked, not on each keystroke, and starts again from the first page', async () => {
    const user = userEvent.setup();
    renderList('/console/boards?page=4');
    await screen.findByRole('link', { name: '글 4-1' });

    const box = screen.getByRole('searchbox', { name: '제목 검색' });
    await user.type(box, '재산분할');
    expect(fireEvent.keyDown(box, { key: 'Enter', keyCode: 229, isComposing: true })).toBe(false);
    expect(address()).toBe('/console/boards?page=4');
    expect(listCalls()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(address()).toBe('/console/boards?search=%EC%9E%AC%EC%82%B0%EB%B6%84%ED%95%A0');
    expect(await screen.findByRole('link', { name: '재산분할 1-1' })).toBeInTheDocument();
  });

  it('applies a text filter on Enter or when the box is left, never on the Enter that ends a Hangul composition', async () => {
    const user = userEvent.setup();
    renderList('/console/boards?page=2&author=kim');
    await screen.findByRole('link', { name: '글 2-1' });
    const box = screen.getByRole('textbox', { name: '작성자' });
    expect(box).toHaveValue('kim');

    await user.clear(box);
    await user.type(box, '박관리');
    expect(fireEvent.keyDown(box, { key: 'Enter', keyCode: 229, isComposing: true })).toBe(false);
    expect(address()).toBe('/console/boards?page=2&author=kim');
    await user.keyboard('{Enter}');
    expect(address()).toBe('/console/boards?author=%EB%B0%95%EA%B4%80%EB%A6%AC');
    await waitFor(() => expect(listCalls().at(-1)?.get('author')).toBe('박관리'));

    await user.clear(box);
    await user.tab();
    expect(address()).toBe('/console/boards');
  });

  it('applies a filter at once and goes back to the first page', async () => {
    const user = userEvent.setup();
    renderList('/console/boards?page=3');
    await screen.findByRole('link', { name: '글 3-1' });

    await user.selectOptions(screen.getByRole('combobox', { name: '게시판' }), '공지사항');
    expect(address()).toBe('/console/boards?code=notice');
    await waitFor(() => expect(listCalls().at(-1)?.get('code')).toBe('notice'));
    expect(listCalls().at(-1)?.get('page')).toBe('1');

    await user.selectOptions(screen.getByRole('combobox', { name: '게시판' }), '전체');
    expect(address()).toBe('/console/boards');
  });

  it('sorts by a column header and says how it is sorted', async () => {
    const user = userEvent.setup();
    renderList('/console/boards?page=2');
    await screen.findByRole('link', { name: '글 2-1' });

    await user.click(screen.getByRole('button', { name: /번호/ }));
    expect(address()).toBe('/console/boards?sort=id&order=asc');
    expect(screen.getByRole('columnheader', { name: /번호/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /번호/ }));
    expect(address()).toBe('/console/boards?sort=id&order=desc');
    expect(screen.getByRole('columnheader', { name: /번호/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('runs a bulk action with the selected ids only after it is confirmed', async () => {
    const user = userEvent.setup();
    renderList('/console/boards');
    await screen.findByRole('link', { name: '글 1-1' });

    await user.click(screen.getByRole('checkbox', { name: '글 1-1 선택' }));
    await user.click(screen.getByRole('checkbox', { name: '글 1-3 선택' }));
    const bar = screen.getByRole('group', { name: '선택한 항목 작업' });
    expect(within(bar).getByText('2건 선택됨')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '2건을 삭제할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.seen.some((request) => request.url.endsWith('/delete'))).toBe(false);

    await user.click(within(bar).getByRole('button', { name: '삭제' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('2건을 삭제했습니다.')).toBeInTheDocument();
    const deletion = server.seen.find((request) => request.url.endsWith('/delete'));
    expect(JSON.parse(deletion!.body)).toEqual({ ids: ['1-1', '1-3'] });
    expect(screen.queryByRole('group', { name: '선택한 항목 작업' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the list cannot be loaded, and loads it again on retry", async () => {
    const user = userEvent.setup();
    server.handle((_, response) =>
      json(response, 503, { message: '점검 중입니다. 잠시 후 다시 시도해 주세요.', code: 'MAINTENANCE' }),
    );
    renderList('/console/boards');

    expect(await screen.findByText('점검 중입니다. 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    server.handle(listing);
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('link', { name: '글 1-1' })).toBeInTheDocument();
  });
});
