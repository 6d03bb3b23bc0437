import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveContentApi } from '@/test-support/fake-content-api.ts';
import { renderScreen } from '@/test-support/render-screen.tsx';
import { PracticeEdit } from './practice-edit.tsx';
import { PracticeList } from './practice-list.tsx';

const api = serveContentApi();

const renderEdit = () =>
  renderScreen(<PracticeEdit />, {
    path: '/console/setting/practices/:id',
    route: '/console/setting/practices/practice-1',
    baseURL: api().baseURL,
  });

test('lists the practice pages with their menu name, visual and public page', async () => {
  renderScreen(<PracticeList />, {
    path: '/console/setting/practices',
    route: '/console/setting/practices',
    baseURL: api().baseURL,
  });
  const table = await screen.findByRole('table', { name: '업무 분야 페이지 목록' });
  const [, first, second] = within(table).getAllByRole('row');
  expect(within(first!).getAllByRole('link')[0]).toHaveAttribute('href', '/console/setting/practices/practice-1');
  expect(within(first!).getByRole('link', { name: '「협의이혼」 페이지 사이트에서 보기 (새 창)' })).toHaveAttribute(
    'href',
    '/divorce/agreement',
  );
  expect(first).toHaveTextContent('없음');
  expect(second).toHaveTextContent('재판이혼');
});

test('saves the texts and sections per kind: HTML for text, items for steps and points', async () => {
  const user = userEvent.setup();
  renderEdit();
  const lead = await screen.findByRole('textbox', { name: '제목 아래 소개 (영어)' });
  await user.clear(lead);
  await user.type(lead, 'Agreed quickly, in writing.');

  const steps = screen.getByRole('group', { name: '한국어 본문 2 단계' });
  await user.click(within(steps).getByRole('button', { name: '단계 추가' }));
  await user.type(screen.getByRole('textbox', { name: '한국어 본문 2 2단계 제목' }), '확인');
  await user.type(
    screen.getByRole('textbox', { name: '한국어 본문 2 2단계 설명' }),
    '숙려기간 뒤 법원에서 의사를 확인합니다.',
  );
  await user.click(
    within(screen.getByRole('group', { name: '본문 항목 (한국어)' })).getByRole('button', {
      name: '한국어 본문 2 위로 이동',
    }),
  );

  await user.click(screen.getByRole('button', { name: '영어 본문 추가' }));
  await user.selectOptions(screen.getByRole('combobox', { name: '영어 본문 1 형식' }), '요점');
  await user.type(screen.getByRole('textbox', { name: /^영어 본문 1 제목/ }), 'What we do');
  await user.click(screen.getByRole('button', { name: '요점 추가' }));
  await user.type(screen.getByRole('textbox', { name: '영어 본문 1 요점 1 제목' }), 'Drafting');
  await user.click(screen.getByRole('button', { name: '저장' }));

  expect(await screen.findByText('페이지를 저장했습니다. 사이트에 바로 반영됩니다.')).toBeInTheDocument();
  const [sent] = api().sent('PUT', '/api/console/practices/practice-1');
  expect(sent).toEqual({
    code: 'divorce-agreement',
    order: 1,
    title: { ko: '협의이혼', en: 'Divorce by agreement' },
    lead: { ko: '합의로 빠르게 정리합니다.', en: 'Agreed quickly, in writing.' },
    description: { ko: '협의이혼 절차 안내', en: 'How divorce by agreement works' },
    sections: {
      ko: [
        {
          kind: 'steps',
          heading: '절차',
          items: [
            { title: '신청', text: '법원에 신청합니다.' },
            { title: '확인', text: '숙려기간 뒤 법원에서 의사를 확인합니다.' },
          ],
        },
        { kind: 'text', heading: '협의이혼이란', body: '<p>부부가 합의하여 이혼하는 절차입니다.</p>' },
      ],
      en: [{ kind: 'points', heading: 'What we do', items: [{ title: 'Drafting', text: '' }] }],
    },
  });
});

test('uploads the top visual at once and removes it after a confirmation', async () => {
  const user = userEvent.setup();
  renderEdit();
  expect(await screen.findByText('상단 이미지가 없습니다. 사이트에는 기본 배경색이 보입니다.')).toBeInTheDocument();
  await user.upload(screen.getByLabelText(/상단 이미지 파일/), new File(['jpeg'], '상단.jpg', { type: 'image/jpeg' }));
  expect(await screen.findByRole('img', { name: '지금 상단 이미지' })).toHaveAttribute(
    'src',
    '/uploads/practices/visual.webp',
  );
  expect(api().seen.find((request) => request.method === 'POST')).toMatchObject({
    url: '/api/console/practices/practice-1/visual',
  });

  await user.click(screen.getByRole('button', { name: '상단 이미지 삭제' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: '상단 이미지를 삭제할까요?' })).getByRole('button', {
      name: '상단 이미지 삭제',
    }),
  );
  await waitFor(() => expect(screen.queryByRole('img', { name: '지금 상단 이미지' })).not.toBeInTheDocument());
  expect(screen.getByText('상단 이미지를 삭제했습니다.')).toBeInTheDocument();
});
