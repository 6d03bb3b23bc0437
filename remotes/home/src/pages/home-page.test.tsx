import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMatchMedia } from '../test-support/match-media.ts';
import { lawyers, mediaItems, successCases } from '../test-support/fixtures.ts';
import { renderHome } from '../test-support/render-home.tsx';
import { HomePage } from './home-page.tsx';

beforeEach(() => {
  installMatchMedia({ width: 1440 });
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('HomePage', () => {
  it('shows the lead lawyer and the first 10 media items in the hero', async () => {
    await renderHome(<HomePage />);
    const hero = screen.getByRole('region', { name: '이혼·가사·상속, 처음부터 끝까지 함께합니다' });
    expect(within(hero).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(hero).getByText('한서진', { selector: 'strong' })).toBeInTheDocument();
    expect(within(hero).getByText('대표변호사')).toBeInTheDocument();
    expect(within(hero).getByRole('img', { name: '한서진' })).toHaveAttribute('fetchpriority', 'high');
    const record = within(hero).getByRole('list', { name: '한서진 변호사 주요 경력' });
    expect(within(record).getAllByRole('listitem')).toHaveLength(5);
    expect(within(hero).getByRole('link', { name: /프로필 보기/ })).toHaveAttribute(
      'href',
      '/taesung/lawyer/han-seojin',
    );

    const mediaList = within(hero).getByRole('heading', { name: '방송·언론 출연' }).nextElementSibling as HTMLElement;
    const items = within(mediaList).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(
      mediaItems.slice(0, 10).map((item) => expect.stringContaining(item.subject)),
    );
  });

  it('tells the claims with their numbers formatted and links to the team page', async () => {
    await renderHome(<HomePage />);
    const expertise = screen.getByRole('region', { name: '태성 이혼가사팀이 걸어온 길' });
    const titles = within(expertise)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      '이혼 상담 5,800건 이상',
      '13년간 이혼·가사 사건 수행',
      '한 사건에 변호사 2인',
      '이혼·가사 사건만 맡는 변호사',
      'TV 방송 출연',
      '황혼이혼 재산분할 성공사례',
      '유튜브 구독자 250,000명',
    ]);
    expect(within(expertise).getByRole('link', { name: /이혼가사팀 소개 보기/ })).toHaveAttribute(
      'href',
      '/taesung/center',
    );
    expect(expertise.textContent).not.toMatch(/전문|전담|최고|유일|무료|승소율/);
  });

  it('puts the 14 media items meant for it in the carousel, one of 14 first, with a link to the media page', async () => {
    await renderHome(<HomePage />);
    const section = screen.getByRole('region', { name: '방송과 언론에서 만난 이혼가사팀' });
    const carousel = within(section).getByRole('region', { name: '방송 출연 영상' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(14);
    expect(slides[0]).toHaveAccessibleName('1 / 14');
    expect(within(carousel).queryByText(mediaItems[14]!.subject)).not.toBeInTheDocument();
    expect(within(carousel).getByText('전체 14개 중 1번째')).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: '이전 영상' })).toBeDisabled();
    expect(within(section).getByRole('link', { name: /언론보도 더 보기/ })).toHaveAttribute('href', '/media');
  });

  it('opens a media card in the video dialog and closes it with the button or Escape, focus given back', async () => {
    const user = userEvent.setup();
    await renderHome(<HomePage />);
    const carousel = screen.getByRole('region', { name: '방송 출연 영상' });
    await waitFor(() => expect(carousel.querySelector('.swiper-initialized')).not.toBeNull());
    const card = within(carousel).getAllByRole('link')[0]!;
    expect(card).toHaveAttribute('href', 'https://www.youtube.com/watch?v=video1');

    await user.click(card);
    const dialog = await screen.findByRole('dialog', { name: '방송 출연 1 영상' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByTitle('방송 출연 1 영상')).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/video1\?/),
    );
    expect(within(dialog).getByRole('button', { name: '닫기' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog', { name: /영상/ })).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(card).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: '방송 출연 1 영상' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: /영상/ })).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it('plays a hero item too', async () => {
    const user = userEvent.setup();
    await renderHome(<HomePage />);
    const hero = screen.getByRole('region', { name: '이혼·가사·상속, 처음부터 끝까지 함께합니다' });
    await user.click(within(hero).getByRole('link', { name: /방송 출연 4 이혼 상담 코너 4회/ }));
    expect(screen.getByTitle('방송 출연 4 영상')).toHaveAttribute('src', expect.stringContaining('/embed/video4?'));
  });

  it('links every lawyer of the carousel to the profile by key, the first lawyer first', async () => {
    await renderHome(<HomePage />);
    const carousel = screen.getByRole('region', { name: '변호사 프로필' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(16);
    const labelled = slides.map((slide) => slide.getAttribute('aria-label'));
    expect(new Set(labelled)).toEqual(new Set(lawyers.map((_, index) => `${index + 1} / 16`)));
    const hrefs = within(carousel)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(new Set(hrefs)).toEqual(new Set(lawyers.map((lawyer) => `/taesung/lawyer/${lawyer.key}`)));
    expect(within(carousel).getByRole('button', { name: '자동 넘김 멈춤' })).toBeInTheDocument();
  });

  it('links the success cases to their articles and to the list of all of them', async () => {
    await renderHome(<HomePage />);
    const section = screen.getByRole('region', { name: '성공사례' });
    const links = within(within(section).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      successCases.map((item) => `/reference/${item._id}`),
    );
    expect(links[0]).toHaveTextContent('재산분할');
    expect(within(section).getByRole('link', { name: '성공사례 더 보기' })).toHaveAttribute('href', '/reference');
  });

  it('shows the Seoul and Incheon teams linking to their directions', async () => {
    await renderHome(<HomePage />);
    const section = screen.getByRole('region', { name: '서울·인천 이혼가사팀' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['서울 이혼가사팀', '인천 이혼가사팀']);
    expect(within(section).getByRole('link', { name: '서울 오시는 길' })).toHaveAttribute('href', '/contact/seoul');
    expect(within(section).getByRole('link', { name: '인천 오시는 길' })).toHaveAttribute('href', '/contact/incheon');
    expect(within(section).getAllByRole('link', { name: '02-1234-5678' })[0]).toHaveAttribute(
      'href',
      'tel:+82212345678',
    );
  });

  it('shows the popups once mounted in the browser', async () => {
    await renderHome(<HomePage />);
    const notices = screen.getByRole('complementary', { name: '알림' });
    expect(within(notices).getAllByRole('dialog')).toHaveLength(2);
  });

  it('speaks English on the English site', async () => {
    await renderHome(<HomePage />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Divorce, family and inheritance');
    expect(screen.getByText('More than 5,800 divorce consultations')).toBeInTheDocument();
    expect(screen.getByText('250,000 subscribers on YouTube')).toBeInTheDocument();
    expect(screen.getAllByText('Han Seojin').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Seoul Office' })).toHaveAttribute('href', '/contact/seoul');
    expect(screen.getByRole('link', { name: 'All success cases' })).toHaveAttribute('href', '/reference');
    expect(screen.getByRole('button', { name: 'Pause rotation' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: "Don't show again today" })).toHaveLength(2);
  });
});
