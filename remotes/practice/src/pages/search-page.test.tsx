import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchResponse } from '../test-support/fixtures.ts';
import { renderPage } from '../test-support/render-page.tsx';
import { SearchPage } from './search-page.tsx';

const emptyAnswer = (keyword: string) => ({ results: [], summary: { totalCount: 0, keyword } });

function renderSearch(route: string, locale: 'ko' | 'en' = 'ko') {
  return renderPage(<SearchPage />, {
    route,
    path: route.startsWith('/auction-search/') ? '/auction-search/:keyword' : '/auction-search',
    locale,
    fill: (store, upsert) =>
      Promise.all([
        store.dispatch(upsert('search', '재산분할', searchResponse)),
        store.dispatch(upsert('search', '경매', emptyAnswer('경매'))),
      ]),
  });
}

describe('the site search', () => {
  it('groups the results by kind in a fixed order, each linking to its page', async () => {
    await renderSearch('/auction-search/재산분할');
    const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groups).toEqual(['업무 분야 1', '변호사 1', '성공사례 1', '자주 묻는 질문 1']);
    const practice = screen.getByRole('region', { name: /업무 분야/ });
    expect(within(practice).getByRole('link')).toHaveAttribute('href', '/divorce/property');
    expect(screen.getByRole('region', { name: /성공사례/ }).querySelector('a')).toHaveAttribute(
      'href',
      '/reference/case-1',
    );
    expect(screen.getByRole('status')).toHaveTextContent('‘재산분할’ 검색 결과 4건');
    expect(document.title).toBe('‘재산분할’ 검색 결과 | 법무법인 태성 이혼가사팀');
  });

  it('marks the keyword in titles and excerpts', async () => {
    await renderSearch('/auction-search/재산분할');
    const marks = [...document.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toHaveLength(5);
    expect(new Set(marks)).toEqual(new Set(['재산분할']));
  });

  it('reads the keyword from ?searchKeyword= as well', async () => {
    await renderSearch('/auction-search?searchKeyword=%EC%9E%AC%EC%82%B0%EB%B6%84%ED%95%A0');
    expect(screen.getByRole('searchbox', { name: '검색어' })).toHaveValue('재산분할');
    expect(screen.getByRole('status')).toHaveTextContent('4건');
  });

  it('says when only part of many results is shown', async () => {
    await renderPage(<SearchPage />, {
      route: '/auction-search/재산분할',
      path: '/auction-search/:keyword',
      fill: (store, upsert) =>
        store.dispatch(
          upsert('search', '재산분할', { ...searchResponse, summary: { totalCount: 42, keyword: '재산분할' } }),
        ),
    });
    expect(screen.getByRole('status')).toHaveTextContent('‘재산분할’ 검색 결과 42건 중 4건을 보여 드립니다.');
  });

  it('says clearly when nothing was found and suggests where to look', async () => {
    await renderSearch('/auction-search/경매');
    expect(screen.getByRole('status')).toHaveTextContent('‘경매’에 대한 검색 결과가 없습니다.');
    expect(screen.getByRole('link', { name: '재산분할' })).toHaveAttribute('href', '/divorce/property');
  });

  it('asks for a keyword when there is none, without searching', async () => {
    await renderSearch('/auction-search');
    expect(screen.getByText('찾으시는 내용을 검색어로 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '검색어' })).toHaveValue('');
  });

  it('opens the results page of a new keyword, but not on the Enter that confirms a Hangul composition', async () => {
    const user = userEvent.setup();
    await renderSearch('/auction-search');
    const box = screen.getByRole('searchbox', { name: '검색어' });
    await user.type(box, '양육비');
    fireEvent.compositionStart(box);
    expect(fireEvent.keyDown(box, { key: 'Enter', keyCode: 229, isComposing: true })).toBe(false);
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auction-search$/);
    fireEvent.compositionEnd(box);
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/auction-search/${encodeURIComponent('양육비')}`);
  });

  it('never mentions auctions in what it shows', async () => {
    await renderSearch('/auction-search/경매');
    expect(document.querySelector('article')?.textContent).not.toMatch(/auction|옥션/i);
  });

  it('is in English on the English site', async () => {
    await renderSearch('/auction-search/재산분할', 'en');
    expect(screen.getByRole('heading', { level: 2, name: /Practice areas/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('4 results for “재산분할”');
  });
});
