import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mediaListArgs } from '../queries.ts';
import { mediaItems } from '../test-support/fixtures.ts';
import { renderPage } from '../test-support/render-page.tsx';
import { MediaPage } from './media-page.tsx';

function renderMedia(route = '/media', totalCount = 3, boards = mediaItems) {
  const page = Number(new URLSearchParams(route.split('?')[1]).get('page') ?? 1);
  return renderPage(<MediaPage />, {
    route,
    path: '/media',
    fill: (store, upsert) =>
      store.dispatch(upsert('getBoards', mediaListArgs(page), { boards, summary: { totalCount, page, limit: 12 } })),
  });
}

describe('the media page', () => {
  it('lists the media items newest first, leaving out those meant only for the home hero', async () => {
    await renderMedia();
    const list = screen.getByRole('list', { name: '언론보도 목록' });
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['황혼이혼, 재산은 어떻게 나누나', '양육권 분쟁의 쟁점']);
    expect(screen.getByRole('button', { name: '양육권 분쟁의 쟁점' })).toHaveAccessibleDescription(
      '누르면 영상이 재생됩니다.',
    );
    expect(screen.getByText('KBS 아침마당')).toBeInTheDocument();
    expect(screen.queryByText('히어로 전용 영상')).not.toBeInTheDocument();
  });

  it('plays a video in the dialog and closes it with Escape', async () => {
    const user = userEvent.setup();
    await renderMedia();
    const card = screen.getByRole('button', { name: /황혼이혼, 재산은 어떻게 나누나/ });
    await user.click(card);
    const dialog = await screen.findByRole('dialog', { name: '황혼이혼, 재산은 어떻게 나누나' });
    expect(within(dialog).getByTitle('황혼이혼, 재산은 어떻게 나누나')).toHaveAttribute(
      'src',
      expect.stringContaining('/embed/abc123?'),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it('pages with ordinary links when there are more items than a page holds', async () => {
    await renderMedia('/media?page=2', 30);
    const pages = screen.getByRole('navigation', { name: '언론보도 페이지' });
    expect(within(pages).getByRole('link', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: /이전/ })).toHaveAttribute('href', '/media#main');
    expect(within(pages).getByRole('link', { name: /다음/ })).toHaveAttribute('href', '/media?page=3#main');
    expect(document.title).toBe('언론보도 (2 페이지) | 법무법인 태성 이혼가사팀');
  });

  it('says a page past the last one does not exist', async () => {
    await renderMedia('/media?page=9', 3, []);
    expect(screen.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
  });
});
