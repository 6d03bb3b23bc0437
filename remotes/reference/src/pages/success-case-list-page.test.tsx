import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore, type Board, type Locale } from '@taesung/shared';
import {
  agreementCases,
  allPosts,
  fixtureAdapter,
  notice,
  otherPractice,
  samePractice,
  successCase,
  uncategorised,
  unpublished,
} from '@/test-support/fixtures.ts';
import { renderRoute } from '@/test-support/render-route.tsx';

function openList(
  url: string,
  {
    locale = 'ko',
    posts = allPosts,
    requests = [] as string[],
  }: { locale?: Locale; posts?: readonly Board[]; requests?: string[] } = {},
) {
  const store = makeStore({ getLocale: () => locale, client: { adapter: fixtureAdapter(requests, posts) } });
  return renderRoute(url, { store, locale });
}

const publishedCases = [successCase, otherPractice, uncategorised, ...samePractice];
/** Thirteen more cases of divorce by agreement, older than the others: 19 in all, two pages of twelve. */
const manyPosts = [...allPosts, ...agreementCases(13)];

/** The cards shown, each a case's `article` headed by its subject. */
async function cards() {
  const subjects = await screen.findAllByRole('heading', { level: 2 });
  return subjects.map((subject) => subject.closest('article')!);
}

function subjectsOf(articles: HTMLElement[]) {
  return articles.map((article) => within(article).getByRole('heading', { level: 2 }).textContent);
}

describe('the success-case list', () => {
  it('shows every published success case, newest first, as a card with subject, practice, summary and date', async () => {
    openList('/reference');
    expect(screen.getByRole('heading', { level: 1, name: '성공사례' })).toBeInTheDocument();
    const articles = await cards();
    expect(subjectsOf(articles)).toEqual(
      [...publishedCases].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((board) => board.subject),
    );
    expect(screen.queryByText(notice.subject)).not.toBeInTheDocument();
    expect(screen.queryByText(unpublished.subject)).not.toBeInTheDocument();
    expect(screen.getByText('성공사례 6건')).toBeInTheDocument();

    const card = articles.find((article) => article.textContent?.includes(successCase.subject))!;
    expect(within(card).getByRole('link', { name: successCase.subject })).toHaveAttribute(
      'href',
      `/reference/${successCase._id}`,
    );
    expect(within(card).getByText(successCase.summary)).toBeInTheDocument();
    expect(within(card).getByText('재산분할')).toBeInTheDocument();
    expect(within(card).getByText('2024-05-03')).toHaveAttribute('dateTime', successCase.createdAt);
    expect(within(card).getAllByRole('link')).toHaveLength(1);
  });

  it('offers every practice area as a link that filters the list, the current one marked', async () => {
    openList('/reference');
    await cards();
    const filter = screen.getByRole('navigation', { name: '분야별 보기' });
    const chips = within(filter).getAllByRole('link');
    expect(chips.map((chip) => [chip.textContent, chip.getAttribute('href')])).toEqual([
      ['전체', '/reference'],
      ['협의이혼', '/reference?category=divorce-agreement'],
      ['이혼소송', '/reference?category=divorce-lawsuit'],
      ['양육권·친권', '/reference?category=divorce-custody'],
      ['재산분할', '/reference?category=divorce-property'],
      ['상간자소송', '/reference?category=adultery-lawsuit'],
      ['상속재산분할', '/reference?category=inheritance-property'],
      ['유류분', '/reference?category=inheritance-forced-share'],
      ['상속회복청구', '/reference?category=inheritance-recovery'],
    ]);
    expect(within(filter).getByRole('link', { name: '전체' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows only the practice area the address names, in the title and the chips', async () => {
    const requests: string[] = [];
    openList('/reference?category=divorce-property', { requests });
    expect(subjectsOf(await cards())).toEqual([successCase, ...samePractice].map((board) => board.subject));
    expect(screen.getByRole('heading', { level: 1, name: '재산분할 성공사례' })).toBeInTheDocument();
    expect(document.title).toBe('재산분할 성공사례 | 법무법인 태성 이혼가사팀');
    const filter = screen.getByRole('navigation', { name: '분야별 보기' });
    expect(within(filter).getByRole('link', { name: '재산분할' })).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: '전체' })).not.toHaveAttribute('aria-current');
    expect(requests).toEqual(['/api/v1/boards?category=divorce-property&code=reference&limit=12&page=1']);
  });

  it('narrows the list when a practice chip is chosen in the browser', async () => {
    openList('/reference');
    await cards();
    await userEvent.click(screen.getByRole('link', { name: '양육권·친권' }));
    expect(await screen.findByRole('heading', { level: 1, name: '양육권·친권 성공사례' })).toBeInTheDocument();
    expect(await screen.findByText('성공사례 1건')).toBeInTheDocument();
    expect(subjectsOf(await cards())).toEqual([otherPractice.subject]);
  });

  it('shows every case for a practice area it does not know', async () => {
    openList('/reference?category=no-such-area');
    expect(await cards()).toHaveLength(publishedCases.length);
    expect(screen.getByRole('link', { name: '전체' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows twelve cases a page and links to the other pages, keeping the practice filter', async () => {
    openList('/reference', { posts: manyPosts });
    expect(await cards()).toHaveLength(12);
    expect(screen.getByText('성공사례 19건')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: '성공사례 페이지' });
    expect(within(pager).getByRole('link', { name: '1 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: '2 페이지' })).toHaveAttribute('href', '/reference?page=2');
    expect(within(pager).getByRole('link', { name: '다음 페이지' })).toHaveAttribute('href', '/reference?page=2');
    expect(within(pager).queryByRole('link', { name: '이전 페이지' })).not.toBeInTheDocument();

    await userEvent.click(within(pager).getByRole('link', { name: '다음 페이지' }));
    expect(await screen.findByRole('heading', { level: 1, name: '성공사례 2페이지' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '협의이혼 사례 13' })).toBeInTheDocument();
    expect(subjectsOf(await cards())).toEqual([
      '협의이혼 사례 07',
      '협의이혼 사례 08',
      '협의이혼 사례 09',
      '협의이혼 사례 10',
      '협의이혼 사례 11',
      '협의이혼 사례 12',
      '협의이혼 사례 13',
    ]);
    const secondPager = screen.getByRole('navigation', { name: '성공사례 페이지' });
    expect(within(secondPager).getByRole('link', { name: '이전 페이지' })).toHaveAttribute('href', '/reference');
    expect(within(secondPager).queryByRole('link', { name: '다음 페이지' })).not.toBeInTheDocument();
  });

  it('keeps the practice area in the page links of a filtered list', async () => {
    openList('/reference?category=divorce-agreement&page=2', { posts: manyPosts });
    expect(subjectsOf(await cards())).toEqual(['협의이혼 사례 13']);
    expect(screen.getByRole('heading', { level: 1, name: '협의이혼 성공사례 2페이지' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: '성공사례 페이지' });
    expect(within(pager).getByRole('link', { name: '1 페이지' })).toHaveAttribute(
      'href',
      '/reference?category=divorce-agreement',
    );
    expect(within(pager).getByRole('link', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no pager when every case fits on one page', async () => {
    openList('/reference');
    await cards();
    expect(screen.queryByRole('navigation', { name: '성공사례 페이지' })).not.toBeInTheDocument();
  });

  it('says so when a practice area has no case yet, with a way back to all of them', async () => {
    openList('/reference?category=inheritance-recovery');
    expect(await screen.findByText('상속회복청구 분야의 성공사례는 아직 게시되지 않았습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '전체 성공사례 보기' })).toHaveAttribute('href', '/reference');
  });

  it('says so when no case is published at all', async () => {
    openList('/reference', { posts: [notice] });
    expect(await screen.findByText('아직 게시된 성공사례가 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('성공사례 0건')).toBeInTheDocument();
  });

  it('points a page past the last one back to the first page', async () => {
    openList('/reference?category=divorce-property&page=5');
    expect(await screen.findByText('이 페이지에는 성공사례가 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '첫 페이지로' })).toHaveAttribute(
      'href',
      '/reference?category=divorce-property',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('reads in English on the English site', async () => {
    openList('/reference?category=divorce-property', { locale: 'en' });
    await cards();
    expect(screen.getByRole('heading', { level: 1, name: 'Success Cases: Division of Property' })).toBeInTheDocument();
    expect(screen.getByText('4 success cases')).toBeInTheDocument();
    const filter = screen.getByRole('navigation', { name: 'Filter by practice area' });
    expect(within(filter).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/reference');
    expect(within(filter).getByRole('link', { name: 'Custody & Parental Authority' })).toHaveAttribute(
      'href',
      '/reference?category=divorce-custody',
    );
    expect(screen.getAllByText('Division of Property').length).toBeGreaterThan(1);
  });

  it('shows a loading line, then a retry when the list cannot be loaded', async () => {
    let fail = true;
    const working = fixtureAdapter();
    const store = makeStore({
      client: {
        adapter: async (config) => {
          if (fail) throw Object.assign(new Error('Network Error'), { isAxiosError: true, config });
          return working(config);
        },
        alert: () => undefined,
      },
    });
    renderRoute('/reference', { store });
    expect(screen.getByRole('status')).toHaveTextContent('성공사례 목록을 불러오는 중입니다.');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('성공사례 목록을 불러오지 못했습니다.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await cards()).toHaveLength(publishedCases.length);
  });
});
