import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '@taesung/shared/test-support/api-server';
import { serveContentApi } from '@/test-support/fake-content-api.ts';
import { renderScreen } from '@/test-support/render-screen.tsx';
import { LawyerCreate } from './lawyer-create.tsx';
import { LawyerEdit } from './lawyer-edit.tsx';

const api = serveContentApi();

const renderEdit = (id = 'lawyer-1') =>
  renderScreen(<LawyerEdit />, {
    path: '/console/setting/lawyers/:id',
    route: `/console/setting/lawyers/${id}`,
    baseURL: api().baseURL,
  });

test('edits the profile sections, lines with bold and paragraphs, and saves them in the API shape', async () => {
  const user = userEvent.setup();
  renderEdit();
  const english = await screen.findByRole('textbox', { name: /^이름 \(영어\)/ });
  await user.clear(english);
  await user.type(english, 'Taesung K. Kim');
  expect(screen.getByRole('checkbox', { name: '한국어 항목 1 2번째 줄 굵게' })).toBeChecked();

  const korean = screen.getByRole('group', { name: '프로필 항목 (한국어)' });
  await user.click(within(korean).getByRole('button', { name: '줄 추가' }));
  const added = screen.getByRole('textbox', { name: '한국어 항목 1 3번째 줄' });
  expect(added).toHaveFocus();
  await user.type(added, '대한변호사협회 가사법 전문');
  await user.click(screen.getByRole('checkbox', { name: '한국어 항목 1 3번째 줄 굵게' }));
  await user.click(within(korean).getByRole('button', { name: '한국어 항목 1 1번째 줄 삭제' }));

  await user.click(screen.getByRole('button', { name: '한국어 항목 추가' }));
  await user.type(screen.getByRole('textbox', { name: /^한국어 항목 2 제목/ }), '소개');
  await user.selectOptions(screen.getByRole('combobox', { name: '한국어 항목 2 형식' }), '문단');
  await user.type(screen.getByRole('textbox', { name: '한국어 항목 2 문단' }), '가사 사건만 13년 맡았습니다.');
  await user.click(screen.getByRole('checkbox', { name: '사이트에서 숨기기' }));
  await user.click(screen.getByRole('button', { name: '저장' }));

  expect(await screen.findByText('변호사 정보를 저장했습니다.')).toBeInTheDocument();
  expect(api().sent('PUT', '/api/console/lawyers/lawyer-1')).toEqual([
    {
      key: 'kim-taesung',
      title: '김태성',
      titleEn: 'Taesung K. Kim',
      office: 'seoul-main',
      ceo: true,
      representative: true,
      hidden: true,
      order: 1,
      position: { ko: '대표변호사', en: 'Managing partner' },
      summary: { ko: '가사·상속 전문', en: 'Family and inheritance' },
      info: {
        ko: [
          {
            title: '학력',
            infoDetail: [
              { text: '사법연수원 40기', bold: true },
              { text: '대한변호사협회 가사법 전문', bold: true },
            ],
          },
          { title: '소개', text: '가사 사건만 13년 맡았습니다.' },
        ],
        en: [{ title: 'Education', text: 'Seoul National University, LL.B.' }],
      },
    },
  ]);
});

test('shows the key the server refused on its field and keeps the form; offers the portrait with a 3:4 crop', async () => {
  const user = userEvent.setup();
  api().answer('PUT', '/api/console/lawyers/lawyer-1', (_, response) =>
    json(response, 409, {
      message: '이미 쓰는 주소입니다.',
      code: 'CONFLICT',
      issues: [{ path: 'body.key', code: 'conflict' }],
    }),
  );
  renderEdit();
  const key = await screen.findByRole('textbox', { name: /^주소용 영문 키/ });
  expect(screen.getByRole('group', { name: '김태성 변호사 사진' })).toHaveTextContent('세로 3:4로 잘려');
  await user.clear(key);
  await user.type(key, 'lee-sora');
  await user.click(screen.getByRole('button', { name: '저장' }));
  await waitFor(() => expect(key).toHaveAccessibleDescription(/이미 사용 중인 값입니다\./));
  expect(screen.getByText('이미 쓰는 주소입니다.')).toBeInTheDocument();
  expect(key).toHaveValue('lee-sora');
});

test('deletes only after the confirmation', async () => {
  const user = userEvent.setup();
  renderEdit();
  await user.click(await screen.findByRole('button', { name: '변호사 삭제' }));
  const dialog = await screen.findByRole('dialog', { name: '이 변호사를 삭제할까요?' });
  await user.click(within(dialog).getByRole('button', { name: '변호사 삭제' }));
  expect(await screen.findByText('변호사를 삭제했습니다.')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/console/setting/lawyers'),
  );
  expect(
    api()
      .seen.filter((request) => request.method === 'DELETE')
      .map((request) => request.url),
  ).toEqual(['/api/console/lawyers/lawyer-1']);
});

test('creates a lawyer after the others and opens its screen for the photo', async () => {
  const user = userEvent.setup();
  renderScreen(<LawyerCreate />, {
    path: '/console/setting/lawyers/create',
    route: '/console/setting/lawyers/create',
    baseURL: api().baseURL,
  });
  await user.type(screen.getByRole('textbox', { name: /^이름 \(한국어\)/ }), '최민');
  await user.type(screen.getByRole('textbox', { name: /^이름 \(영어\)/ }), 'Min Choi');
  await user.type(screen.getByRole('textbox', { name: /^주소용 영문 키/ }), 'choi-min');
  await user.type(screen.getByRole('textbox', { name: /^직책 \(한국어\)/ }), '변호사');
  await user.click(screen.getByRole('button', { name: '등록' }));
  expect(await screen.findByText('변호사를 등록했습니다. 이제 사진을 올릴 수 있습니다.')).toBeInTheDocument();
  expect(api().sent('POST', '/api/console/lawyers')).toMatchObject([
    { key: 'choi-min', title: '최민', order: 4, hidden: false, info: { ko: [], en: [] } },
  ]);
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/console/setting/lawyers/lawyer-new'),
  );
});
