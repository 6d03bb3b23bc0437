import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '@taesung/shared/test-support/api-server';
import { serveContentApi } from '@/test-support/fake-content-api.ts';
import { renderScreen } from '@/test-support/render-screen.tsx';
import { LawyerList } from './lawyer-list.tsx';

const api = serveContentApi();

const renderList = () =>
  renderScreen(<LawyerList />, {
    path: '/console/setting/lawyers',
    route: '/console/setting/lawyers',
    baseURL: api().baseURL,
  });

test('lists the lawyers with their state and public profile, and links each to its screen', async () => {
  renderList();
  const table = await screen.findByRole('table', { name: '변호사 목록' });
  const [, first, second] = within(table).getAllByRole('row');
  expect(within(first!).getAllByRole('link')[0]).toHaveAttribute('href', '/console/setting/lawyers/lawyer-1');
  expect(within(first!).getByRole('link', { name: '김태성 변호사 프로필 사이트에서 보기 (새 창)' })).toHaveAttribute(
    'href',
    '/taesung/lawyer/kim-taesung',
  );
  expect(first).toHaveTextContent('서울 본사');
  expect(second).toHaveTextContent('숨김');
  expect(within(second!).queryByRole('link', { name: /사이트에서 보기/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '새 변호사 등록' })).toHaveAttribute(
    'href',
    '/console/setting/lawyers/create',
  );
});

test('moving a lawyer by keyboard and saving sends every id in the new order in one request', async () => {
  const user = userEvent.setup();
  renderList();
  const order = await screen.findByRole('list', { name: '사이트에 보이는 순서' });
  const names = () =>
    within(order)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  const save = screen.getByRole('button', { name: '순서 저장' });
  expect(save).toBeDisabled();

  within(order)
    .getAllByRole('button', { name: /박준.*위로 이동/ })[0]!
    .focus();
  await user.keyboard('{Enter}');
  expect(names()[1]).toContain('박준');
  expect(screen.getByText('순서가 바뀌었습니다. 저장해야 사이트에 반영됩니다.')).toHaveAttribute('role', 'status');
  expect(api().sent('PUT', '/api/console/lawyers/order')).toEqual([]);

  await user.click(save);
  expect(await screen.findByText('변호사 순서를 저장했습니다.')).toBeInTheDocument();
  expect(api().sent('PUT', '/api/console/lawyers/order')).toEqual([{ ids: ['lawyer-1', 'lawyer-3', 'lawyer-2'] }]);
});

test("a refused order keeps the moved order and shows the server's message", async () => {
  const user = userEvent.setup();
  api().answer('PUT', '/api/console/lawyers/order', (_, response) =>
    json(response, 409, {
      message: '그사이 변호사 목록이 바뀌었습니다. 새로 고친 뒤 다시 시도해 주세요.',
      code: 'CONFLICT',
    }),
  );
  renderList();
  const order = await screen.findByRole('list', { name: '사이트에 보이는 순서' });
  await user.click(within(order).getAllByRole('button', { name: /박준.*위로 이동/ })[0]!);
  await user.click(screen.getByRole('button', { name: '순서 저장' }));
  expect(
    await screen.findByText('그사이 변호사 목록이 바뀌었습니다. 새로 고친 뒤 다시 시도해 주세요.'),
  ).toBeInTheDocument();
  expect(within(order).getAllByRole('listitem')[1]).toHaveTextContent('박준');
  expect(screen.getByRole('button', { name: '순서 저장' })).toBeEnabled();
});
