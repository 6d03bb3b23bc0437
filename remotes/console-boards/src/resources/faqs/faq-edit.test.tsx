import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { ConsoleOverlays } from '@taesung/shared/console';
import { renderWithProviders } from '@taesung/shared/test-support';
import { FaqEdit } from './faq-edit.tsx';
import { faqOf, fakeApi, session } from './test-api.ts';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

function renderEdit(api: ReturnType<typeof fakeApi>) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/console/center/faqs/:id" element={<FaqEdit />} />
        <Route path="*" element={null} />
      </Routes>
      <Address />
      <ConsoleOverlays />
    </>,
    {
      route: '/console/center/faqs/faq-a',
      preloadedState: { session },
      storeOptions: { client: { adapter: api.adapter } },
    },
  );
}

test('deletes only after the confirmation, then returns to its category', async () => {
  const user = userEvent.setup();
  const api = fakeApi((call) =>
    call.method === 'DELETE' ? { status: 204 } : { status: 200, data: { faq: faqOf({ _id: 'faq-a' }) } },
  );
  renderEdit(api);
  await user.click(await screen.findByRole('button', { name: '삭제' }));
  const dialog = await screen.findByRole('dialog', { name: '이 질문을 삭제할까요?' });
  expect(dialog).toHaveTextContent(
    '「변호사 보수는 어떻게 정해지나요?」을(를) 삭제하면 사이트에서 바로 사라지고 되돌릴 수 없습니다.',
  );
  await user.click(within(dialog).getAllByRole('button', { name: '취소' })[0]!);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

  await user.click(screen.getByRole('button', { name: '삭제' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: '이 질문을 삭제할까요?' })).getByRole('button', { name: '삭제' }),
  );
  expect(await screen.findByText('질문을 삭제했습니다.')).toBeInTheDocument();
  expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
    '/api/console/center/faqs/faq-a',
  ]);
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/console/center/faqs?category=fees'),
  );
});
