import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore, publicApi } from '@taesung/shared';
import { lawyers } from '../test-support/fixtures.ts';
import { renderRoute } from '../test-support/render-route.tsx';

async function storeWithLawyers(locale: 'ko' | 'en' = 'ko') {
  const store = makeStore({ getLocale: () => locale });
  await store.dispatch(publicApi.util.upsertQueryData('getLawyers', undefined, lawyers));
  return store;
}

const cards = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.closest('article')!);
const cardNames = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => within(heading).getByRole('link').textContent);

describe('the lawyer list', () => {
  it('puts the representative lawyer first with the label, then everyone by order', async () => {
    renderRoute('/taesung/lawyer', { store: await storeWithLawyers() });
    expect(screen.getByRole('heading', { level: 1, name: '변호사 소개' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['한지우', '오민서', '윤다혜', '서주원', '문예린']);
    const first = cards()[0]!;
    expect(within(first).getByText('대표변호사', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getAllByText('대표변호사', { selector: 'li' })).toHaveLength(1);
    expect(within(cards()[1]!).getByText('공동대표변호사', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getAllByText('공동대표변호사', { selector: 'li' })).toHaveLength(1);
  });

  it('gives the representative lawyer a wide card with the first lines of the career', async () => {
    renderRoute('/taesung/lawyer', { store: await storeWithLawyers() });
    const featured = cards()[0]!;
    expect(
      within(featured)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['대표변호사', '법무법인 태성 대표변호사', '대한변호사협회 등록 가사법 분야', '서울가정법원 조정위원']);
    expect(within(featured).getAllByRole('link')).toHaveLength(1);
  });

  it('links every card to the profile at /taesung/lawyer/{key}', async () => {
    renderRoute('/taesung/lawyer', { store: await storeWithLawyers() });
    const hrefs = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => within(heading).getByRole('link').getAttribute('href'));
    expect(hrefs).toEqual([
      '/taesung/lawyer/han-jiwoo',
      '/taesung/lawyer/oh-minseo',
      '/taesung/lawyer/yoon-dahye',
      '/taesung/lawyer/seo-juwon',
      '/taesung/lawyer/moon-yerin',
    ]);
  });

  it('shows the Korean name with the English one beside it, the position and the summary', async () => {
    renderRoute('/taesung/lawyer', { store: await storeWithLawyers() });
    const card = cards()[1]!;
    expect(within(card).getByRole('heading')).toHaveTextContent('오민서 Oh Min-seo');
    expect(within(card).getByText('Oh Min-seo')).toHaveAttribute('lang', 'en');
    expect(within(card).getByText('파트너변호사')).toBeInTheDocument();
    expect(within(card).getByText('양육권과 친권 분쟁을 주로 맡습니다.')).toBeInTheDocument();
  });

  it('loads the representative portrait at once and the others lazily, each with its 3:4 size', async () => {
    const { container } = renderRoute('/taesung/lawyer', { store: await storeWithLawyers() });
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy', 'lazy']);
    for (const image of images) {
      expect(image).toHaveAttribute('width', '600');
      expect(image).toHaveAttribute('height', '800');
    }
    expect(images[0]).toHaveAttribute('src', '/uploads/han-jiwoo.webp');
  });

  it('filters by the office in the URL query, so the filtered list is rendered on the server', async () => {
    renderRoute('/taesung/lawyer?office=seoul', { store: await storeWithLawyers() });
    expect(cardNames()).toEqual(['한지우', '오민서', '문예린']);
    const filter = screen.getByRole('navigation', { name: '사무소별 보기' });
    expect(within(filter).getByRole('link', { name: '서울' })).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: '전체' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('변호사 소개: 서울');
  });

  it('offers only the offices that have lawyers, as shareable links', async () => {
    renderRoute('/taesung/lawyer', { store: await storeWithLawyers() });
    const links = within(screen.getByRole('navigation', { name: '사무소별 보기' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['전체', '/taesung/lawyer'],
      ['서울', '/taesung/lawyer?office=seoul'],
      ['인천', '/taesung/lawyer?office=incheon'],
      ['광주', '/taesung/lawyer?office=gwangju'],
    ]);
  });

  it('changes the filter in the browser without the representative when the office has none', async () => {
    const { container } = renderRoute('/taesung/lawyer', { store: await storeWithLawyers() });
    await userEvent.click(screen.getByRole('link', { name: '인천' }));
    expect(cardNames()).toEqual(['윤다혜']);
    expect(screen.getByText('변호사 1명')).toBeInTheDocument();
    expect(screen.queryByText('대표변호사', { selector: 'li' })).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('ignores an office it does not know and shows everyone', async () => {
    renderRoute('/taesung/lawyer?office=busan', { store: await storeWithLawyers() });
    expect(cardNames()).toHaveLength(5);
    expect(screen.getByRole('link', { name: '전체' })).toHaveAttribute('aria-current', 'page');
  });

  it('leads with the English name on English pages', async () => {
    renderRoute('/taesung/lawyer', { store: await storeWithLawyers('en'), locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Lawyers' })).toBeInTheDocument();
    const heading = screen.getAllByRole('heading', { level: 2 })[0]!;
    expect(heading).toHaveTextContent('Han Ji-woo 한지우');
    expect(within(heading).getByRole('link')).toHaveTextContent('Han Ji-woo');
    expect(within(heading).getByText('한지우')).toHaveAttribute('lang', 'ko');
    expect(screen.getByText('Representative Attorney', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByText('5 lawyers')).toBeInTheDocument();
  });

  it('sets a title and description of its own', async () => {
    renderRoute('/taesung/lawyer?office=incheon', { store: await storeWithLawyers() });
    expect(document.title).toBe('변호사 소개: 인천 | 법무법인 태성 이혼가사팀');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      '법무법인 태성 이혼가사팀 인천 사무소 변호사들의 약력과 주요 취급 분야를 소개합니다.',
    );
  });
});
