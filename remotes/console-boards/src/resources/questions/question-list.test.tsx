import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { ConsoleOverlays } from '@taesung/shared/console';
import { renderWithProviders } from '@taesung/shared/test-support';
import { QuestionList } from './question-list.tsx';
import { fakeApi, questionOf, session } from './test-api.ts';

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

const waiting = questionOf();
const answered = questionOf({
  _id: 'question-2',
  name: '홍길동',
  phone: null,
  email: 'gildong@example.com',
  subject: '상속 문의',
  answered: true,
  answer: '답변',
  answeredAt: '2026-11-24T03:05:00.000Z',
});

test('filters by answered state through the address, masks who asked, and pages on the server', async () => {
  const user = userEvent.setup();
  const api = fakeApi((call) => ({
    status: 200,
    data: {
      questions: call.params.answered === 'true' ? [answered] : [waiting],
      summary: { totalCount: 45, page: Number(call.params.page), limit: 20 },
    },
  }));
  renderWithProviders(
    <>
      <QuestionList />
      <Address />
      <ConsoleOverlays />
    </>,
    {
      route: '/console/center/questions?answered=false',
      preloadedState: { session },
      storeOptions: { client: { adapter: api.adapter } },
    },
  );

  const table = await screen.findByRole('table', { name: '온라인 문의 목록' });
  expect(api.calls[0]).toMatchObject({ url: '/api/console/center/questions', params: { answered: 'false', page: 1 } });
  expect(screen.getByRole('combobox', { name: '답변 상태' })).toHaveValue('false');
  const row = within(table).getAllByRole('row')[1]!;
  expect(within(row).getByRole('link', { name: '양육권 문의' })).toHaveAttribute(
    'href',
    '/console/center/questions/question-1',
  );
  expect(row).toHaveTextContent('김*지');
  expect(row).toHaveTextContent('010-****-4444');
  expect(row).toHaveTextContent('mi***@example.com');
  expect(row).not.toHaveTextContent('minji@example.com');
  expect(row).toHaveTextContent('답변 대기');
  expect(row).toHaveTextContent('2026-11-24 10:30');

  await user.selectOptions(screen.getByRole('combobox', { name: '답변 상태' }), 'true');
  expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?answered=true');
  await screen.findByRole('link', { name: '상속 문의' });
  expect(api.calls.at(-1)?.params).toEqual({ page: 1, limit: 20, answered: 'true' });
  expect(screen.getByRole('table', { name: '온라인 문의 목록' })).toHaveTextContent('2026-11-24 12:05');
});
