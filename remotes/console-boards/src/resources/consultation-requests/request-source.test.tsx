import { screen, within } from '@testing-library/react';
import { useRoutes } from 'react-router';
import { renderWithProviders } from '@taesung/shared/test-support';
import { RequestDetail } from './request-detail.tsx';
import { RequestList } from './request-list.tsx';
import { consultationRequestOf, fakeApi, listOf, session } from './test-api.ts';

const fromCalculator = consultationRequestOf({
  _id: 'form-7',
  name: '김지원',
  category: 'divorce-custody',
  source: 'child-support',
});
const plain = consultationRequestOf({ _id: 'form-8', name: '이서준', source: null });

function Screen() {
  return useRoutes([
    { path: '/console/forms', element: <RequestList /> },
    { path: '/console/forms/:id', element: <RequestDetail /> },
  ]);
}

function renderAt(route: string) {
  const api = fakeApi((call) =>
    call.url === '/api/console/forms'
      ? { status: 200, data: listOf([fromCalculator, plain]) }
      : { status: 200, data: { form: fromCalculator } },
  );
  renderWithProviders(<Screen />, {
    route,
    preloadedState: { session },
    storeOptions: { client: { adapter: api.adapter } },
  });
}

test('the list says which calculator a request came from, beside its practice area', async () => {
  renderAt('/console/forms');
  const table = await screen.findByRole('table', { name: '상담 신청 목록' });
  const [, first, second] = within(table).getAllByRole('row');
  expect(first).toHaveTextContent('양육권·친권계산기: 양육비');
  expect(second).not.toHaveTextContent('계산기');
});

test("the request's own screen names the calculator it came from", async () => {
  renderAt('/console/forms/form-7');
  const fields = await screen.findByRole('region', { name: '신청 내용' });
  expect(within(fields).getByText('계산기').nextElementSibling).toHaveTextContent('양육비');
});
