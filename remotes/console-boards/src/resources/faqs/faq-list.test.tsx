import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { ConsoleOverlays } from '@taesung/shared/console';
import { renderWithProviders } from '@taesung/shared/test-support';
import { FaqList } from './faq-list.tsx';
import { faqOf, fakeApi, listOf, session } from './test-api.ts';

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

const fees = [
  faqOf({ _id: 'faq-a', order: 1, question: { ko: '변호사 보수는 어떻게 정해지나요?', en: '' } }),
  faqOf({ _id: 'faq-b', order: 2, question: { ko: '소송 비용은 따로 드나요?', en: '' } }),
  faqOf({ _id: 'faq-c', order: 3, published: false, question: { ko: '분할 납부가 되나요?', en: '' } }),
];

function renderList(route: string, api: ReturnType<typeof fakeApi>) {
  return renderWithProviders(
    <>
      <FaqList />
      <Address />
      <ConsoleOverlays />
    </>,
    { route, preloadedState: { session }, storeOptions: { client: { adapter: api.adapter } } },
  );
}

const address = () =>
  Object.fromEntries(new URLSearchParams(screen.getByRole('status', { name: 'address' }).textContent ?? ''));

test('reads the category from the address, lists it with the site labels, and writes a new filter back to page 1', async () => {
  const user = userEvent.setup();
  const api = fakeApi((call) =>
    call.method === 'GET'
      ? { status: 200, data: listOf(call.params.category === 'fees' ? fees : []) }
      : { status: 404 },
  );
  renderList('/console/center/faqs?category=fees&page=2', api);

  const table = await screen.findByRole('table', { name: '자주 묻는 질문 목록' });
  expect(api.calls.find((call) => call.params.page)).toMatchObject({
    url: '/api/console/center/faqs',
    params: { category: 'fees', page: 2 },
  });
  expect(screen.getByRole('combobox', { name: '분야' })).toHaveValue('fees');
  const first = within(table).getAllByRole('row')[1]!;
  expect(first).toHaveTextContent('비용 안내');
  expect(first).toHaveTextContent('2026-11-24 10:30');
  expect(within(first).getByRole('link', { name: '변호사 보수는 어떻게 정해지나요?' })).toHaveAttribute(
    'href',
    '/console/center/faqs/faq-a',
  );
  expect(screen.getByRole('link', { name: '새 질문 등록' })).toHaveAttribute(
    'href',
    '/console/center/faqs/create?category=fees',
  );

  await user.selectOptions(screen.getByRole('combobox', { name: '분야' }), 'divorce-custody');
  expect(address()).toEqual({ category: 'divorce-custody' });
  await screen.findByText('조건에 맞는 질문이 없습니다.');
  expect(api.calls.at(-1)?.params).toMatchObject({ page: 1, category: 'divorce-custody' });
  expect(screen.getByRole('option', { name: '양육권·친권' })).toBeInTheDocument();
});

test('without a category, asks for one before offering to reorder', async () => {
  const api = fakeApi(() => ({ status: 200, data: listOf(fees) }));
  renderList('/console/center/faqs', api);
  await screen.findByRole('table', { name: '자주 묻는 질문 목록' });
  expect(screen.getByText('분야를 고르면 그 분야 질문의 순서를 바꿀 수 있습니다.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '순서 저장' })).not.toBeInTheDocument();
});

test('moving a FAQ by keyboard and saving sends the whole category in one order request', async () => {
  const user = userEvent.setup();
  const api = fakeApi((call) => {
    if (call.method === 'PUT') return { status: 204 };
    return { status: 200, data: listOf(fees) };
  });
  renderList('/console/center/faqs?category=fees', api);
  const order = await screen.findByRole('region', { name: '「비용 안내」 질문 순서' });
  await within(order).findByRole('list', { name: '「비용 안내」 질문 순서' });
  const items = () =>
    within(order)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  expect(items()[2]).toContain('비공개');
  const save = within(order).getByRole('button', { name: '순서 저장' });
  expect(save).toBeDisabled();

  const moveUp = within(order).getAllByRole('button', { name: /소송 비용은 따로 드나요\?.*위로/ })[0]!;
  moveUp.focus();
  await user.keyboard('{Enter}');
  expect(items()[0]).toContain('소송 비용은 따로 드나요?');
  expect(within(order).getByText('순서가 바뀌었습니다. 저장해야 사이트에 반영됩니다.')).toHaveAttribute(
    'role',
    'status',
  );
  expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);

  save.focus();
  await user.keyboard('{Enter}');
  expect(await screen.findByText('「비용 안내」 질문 순서를 저장했습니다.')).toBeInTheDocument();
  const puts = api.calls.filter((call) => call.method === 'PUT');
  expect(puts).toMatchObject([
    { method: 'PUT', url: '/api/console/center/faqs/order', params: {}, data: { ids: ['faq-b', 'faq-a', 'faq-c'] } },
  ]);
});

test('a refused order keeps the moved order and shows the server message', async () => {
  const user = userEvent.setup();
  const api = fakeApi((call) =>
    call.method === 'PUT'
      ? {
          status: 400,
          data: {
            message: '입력한 내용을 확인해 주세요.',
            code: 'VALIDATION_FAILED',
            issues: [{ path: 'body.ids.1', code: 'unknown_id' }],
          },
        }
      : { status: 200, data: listOf(fees) },
  );
  renderList('/console/center/faqs?category=fees', api);
  const order = await screen.findByRole('region', { name: '「비용 안내」 질문 순서' });
  await within(order).findByRole('list', { name: '「비용 안내」 질문 순서' });
  await user.click(within(order).getAllByRole('button', { name: /소송 비용은 따로 드나요\?.*위로/ })[0]!);
  await user.click(within(order).getByRole('button', { name: '순서 저장' }));
  expect(await screen.findByText('입력한 내용을 확인해 주세요.')).toBeInTheDocument();
  expect(within(order).getAllByRole('listitem')[0]).toHaveTextContent('소송 비용은 따로 드나요?');
  expect(within(order).getByRole('button', { name: '순서 저장' })).toBeEnabled();
});
