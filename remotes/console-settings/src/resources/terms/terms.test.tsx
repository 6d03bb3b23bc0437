import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startDisplayApi, renderScreen, termsOf } from '@/test-support/fake-display-api.tsx';
import { TermsCreate } from './terms-create.tsx';
import { TermsEdit } from './terms-edit.tsx';
import { TermsList } from './terms-list.tsx';

const earlier = termsOf({
  _id: 'privacy-2025',
  effectiveAt: '2025-01-01T00:00:00.000Z',
  title: { ko: '개인정보처리방침 (2025)', en: '' },
});
const current = termsOf({
  _id: 'privacy-2026',
  effectiveAt: '2026-01-01T00:00:00.000Z',
  title: { ko: '개인정보처리방침', en: 'Privacy policy' },
});
const scheduled = termsOf({
  _id: 'privacy-2027',
  effectiveAt: '2027-01-01T00:00:00.000Z',
  title: { ko: '개인정보처리방침 (개정)', en: '' },
});
const service = termsOf({ _id: 'service-2026', code: 'service', title: { ko: '이용약관', en: 'Terms of service' } });

let api: Awaited<ReturnType<typeof startDisplayApi>>;
beforeEach(async () => {
  api = await startDisplayApi({ terms: [scheduled, current, earlier, service].map((terms) => ({ ...terms })) });
  window.localStorage.clear();
});
afterEach(() => api.close());

test('lists every version with its state, and offers a new version of the filtered document', async () => {
  const user = userEvent.setup();
  renderScreen(<TermsList />, { path: '/console/terms', route: '/console/terms', baseURL: api.baseURL });
  const table = await screen.findByRole('table', { name: '약관 버전 목록' });
  const rowOf = (title: string) => within(table).getByRole('link', { name: title }).closest('tr')!;
  await waitFor(() => expect(rowOf('개인정보처리방침')).toHaveTextContent('시행 중'));
  expect(rowOf('개인정보처리방침 (2025)')).toHaveTextContent('이전 버전');
  expect(rowOf('개인정보처리방침 (개정)')).toHaveTextContent('시행 예정');
  expect(rowOf('개인정보처리방침 (개정)')).toHaveTextContent('2027-01-01 09:00');
  expect(rowOf('이용약관')).toHaveTextContent('시행 중');

  await user.selectOptions(screen.getByRole('combobox', { name: '문서' }), 'service');
  expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/console/terms?code=service');
  expect(screen.getByRole('link', { name: '새 이용약관 버전' })).toHaveAttribute(
    'href',
    '/console/terms/create?code=service',
  );
  expect(screen.queryByRole('link', { name: '새 개인정보처리방침 버전' })).not.toBeInTheDocument();
});

test('a new version starts from the one in effect, and one effective at once is saved only after a confirmation', async () => {
  const user = userEvent.setup();
  renderScreen(<TermsCreate />, {
    path: '/console/terms/create',
    route: '/console/terms/create?code=privacy',
    baseURL: api.baseURL,
  });
  expect(await screen.findByText(/2026-01-01 09:00부터 시행된 버전의 내용을 불러왔습니다/)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /제목 \(한국어\)/ })).toHaveValue('개인정보처리방침');

  await user.click(screen.getByRole('button', { name: '새 버전 저장' }));
  expect(await screen.findByRole('link', { name: /시행일시/ })).toBeInTheDocument();
  expect(api.writes()).toEqual([]);

  await user.type(screen.getByLabelText(/시행일시/), '2026-11-20T09:00');
  await user.clear(screen.getByRole('textbox', { name: /제목 \(한국어\)/ }));
  await user.type(screen.getByRole('textbox', { name: /제목 \(한국어\)/ }), '개인정보처리방침 (2026년 11월 개정)');
  await user.click(screen.getByRole('button', { name: '새 버전 저장' }));
  const dialog = await screen.findByRole('dialog', { name: '저장하는 즉시 시행할까요?' });
  await user.click(within(dialog).getByRole('button', { name: '취소' }));
  expect(await screen.findAllByText('저장하지 않았습니다. 작성한 내용은 그대로 있습니다.')).not.toHaveLength(0);
  expect(api.writes()).toEqual([]);
  expect(screen.getByRole('textbox', { name: /제목 \(한국어\)/ })).toHaveValue('개인정보처리방침 (2026년 11월 개정)');

  await user.click(screen.getByRole('button', { name: '새 버전 저장' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: '저장하는 즉시 시행할까요?' })).getByRole('button', {
      name: '바로 시행',
    }),
  );
  await waitFor(() => expect(api.writes()).toHaveLength(1));
  expect(JSON.parse(api.writes()[0]!.body)).toMatchObject({
    code: 'privacy',
    effectiveAt: '2026-11-20T00:00:00.000Z',
    title: { ko: '개인정보처리방침 (2026년 11월 개정)', en: 'Privacy policy' },
    content: { ko: current.content.ko },
  });
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/console\/terms\/terms-\d+$/),
  );
});

test('a scheduled version is edited and deleted after a confirmation; a version in effect only offers a new version', async () => {
  const user = userEvent.setup();
  const { unmount } = renderScreen(<TermsEdit />, {
    path: '/console/terms/:id',
    route: '/console/terms/privacy-2027',
    baseURL: api.baseURL,
  });
  expect(await screen.findByRole('heading', { name: '개인정보처리방침 예정 버전 수정' })).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /제목 \(영어\)/ }), 'Privacy policy (revised)');
  await user.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findByText('예정 버전을 저장했습니다.')).toBeInTheDocument();
  expect(JSON.parse(api.writes()[0]!.body)).toMatchObject({
    title: { en: 'Privacy policy (revised)' },
    effectiveAt: '2027-01-01T00:00:00.000Z',
  });

  await user.click(screen.getByRole('button', { name: '이 버전 삭제' }));
  const dialog = await screen.findByRole('dialog', { name: '예정 버전을 삭제할까요?' });
  expect(dialog).toHaveTextContent('2027-01-01 09:00에 시행될 「개인정보처리방침 (개정)」을(를) 삭제합니다.');
  await user.click(within(dialog).getByRole('button', { name: '삭제' }));
  await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/console\/terms$/));
  expect(api.writes().map((request) => `${request.method} ${request.url}`)).toEqual([
    'PUT /api/console/terms/privacy-2027',
    'DELETE /api/console/terms/privacy-2027',
  ]);
  unmount();

  renderScreen(<TermsEdit />, {
    path: '/console/terms/:id',
    route: '/console/terms/privacy-2026',
    baseURL: api.baseURL,
  });
  expect(await screen.findByRole('heading', { name: '개인정보처리방침 버전 보기' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '저장' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '이 내용으로 새 버전 만들기' })).toHaveAttribute(
    'href',
    '/console/terms/create?code=privacy&from=privacy-2026',
  );
  expect(screen.getByText('법무법인 태성은 상담 신청에 필요한 개인정보만 수집합니다.')).toBeInTheDocument();
});

test('a version that came into effect meanwhile is refused with the server message, and the form keeps what was typed', async () => {
  const user = userEvent.setup();
  api.override((request) =>
    request.method === 'PUT'
      ? {
          status: 409,
          body: { message: '시행된 약관은 고칠 수 없습니다. 새 버전으로 저장해 주세요.', code: 'TERMS_IN_EFFECT' },
        }
      : undefined,
  );
  renderScreen(<TermsEdit />, {
    path: '/console/terms/:id',
    route: '/console/terms/privacy-2027',
    baseURL: api.baseURL,
  });
  const title = await screen.findByRole('textbox', { name: /제목 \(영어\)/ });
  await user.type(title, 'Revised');
  await user.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findAllByText('시행된 약관은 고칠 수 없습니다. 새 버전으로 저장해 주세요.')).not.toHaveLength(0);
  expect(title).toHaveValue('Revised');
});
