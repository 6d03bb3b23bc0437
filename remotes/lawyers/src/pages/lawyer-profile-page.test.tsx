import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { makeStore, publicApi, type Locale } from '@taesung/shared';
import { renderWithProviders } from '@taesung/shared/test-support';
import { ceo, fixtureAdapter, gwangjuLawyer, lawyers, setting } from '../test-support/fixtures.ts';
import { renderRoute, RouteTable } from '../test-support/render-route.tsx';

async function filledStore(key: string, locale: Locale = 'ko') {
  const store = makeStore({ getLocale: () => locale, client: { adapter: fixtureAdapter() } });
  const lawyer = lawyers.find((candidate) => candidate.key === key)!;
  await store.dispatch(publicApi.util.upsertQueryData('getLawyer', key, lawyer));
  await store.dispatch(publicApi.util.upsertQueryData('getLawyers', undefined, lawyers));
  await store.dispatch(publicApi.util.upsertQueryData('getSetting', undefined, setting));
  return store;
}

/** Every schema.org object of the page, in document order (the page's own, then the layout's breadcrumb). */
function jsonLdOf(container: HTMLElement): Record<string, unknown>[] {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const value = JSON.parse(script.textContent ?? '[]') as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(value) ? value : [value];
  });
}

describe('a lawyer profile', () => {
  it('shows the names, position, labels and office with its directions page', async () => {
    renderRoute('/taesung/lawyer/han-jiwoo', { store: await filledStore('han-jiwoo') });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('한지우');
    expect(screen.getByText('Han Ji-woo')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('대표변호사', { selector: 'li' })).toBeInTheDocument();
    expect(screen.queryByText('공동대표변호사', { selector: 'li' })).not.toBeInTheDocument();
    expect(screen.getByText('서울 주사무소')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '오시는 길' })).toHaveAttribute('href', '/contact/seoul');
    const portrait = screen.getByRole('img', { name: '한지우 변호사 사진' });
    expect(portrait).toHaveAttribute('loading', 'eager');
    expect(portrait).toHaveAttribute('fetchpriority', 'high');
  });

  it('renders every section: lines with bold ones emphasised, and paragraphs', async () => {
    renderRoute('/taesung/lawyer/han-jiwoo', { store: await filledStore('han-jiwoo') });
    const career = screen.getByRole('heading', { level: 2, name: '약력' }).closest('section')!;
    const lines = within(career).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      '법무법인 태성 대표변호사',
      '대한변호사협회 등록 가사법 분야',
      '서울가정법원 조정위원',
    ]);
    expect(within(lines[0]!).getByText('법무법인 태성 대표변호사').tagName).toBe('STRONG');
    expect(lines[1]!.querySelector('strong')).toBeNull();
    expect(lines[2]!.querySelector('strong')).toBeNull();
    const education = screen.getByRole('heading', { level: 2, name: '학력' }).closest('section')!;
    expect(within(education).getAllByRole('listitem')).toHaveLength(2);
    const introduction = screen.getByRole('heading', { level: 2, name: '소개' }).closest('section')!;
    expect(introduction.querySelector('p')).toHaveTextContent(
      '의뢰인의 이야기를 끝까지 듣는 데서 사건이 시작됩니다. 결과보다 과정을 먼저 설명드립니다.',
    );
    expect(within(introduction).queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers the phone in 02 form, the chat and the consultation request', async () => {
    renderRoute('/taesung/lawyer/han-jiwoo', { store: await filledStore('han-jiwoo') });
    const contact = screen.getByRole('region', { name: '상담 안내' });
    expect(within(contact).getByRole('link', { name: '전화 02-1577-1234' })).toHaveAttribute(
      'href',
      'tel:+82215771234',
    );
    const chat = within(contact).getByRole('link', { name: /채팅 상담/ });
    expect(chat).toHaveAttribute('href', setting.chatUrl);
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(contact).getByRole('link', { name: '상담 신청' })).toHaveAttribute('href', '/contact/consultation');
  });

  it('links to the previous and next lawyer in the order of the list', async () => {
    renderRoute('/taesung/lawyer/yoon-dahye', { store: await filledStore('yoon-dahye') });
    const pager = screen.getByRole('navigation', { name: '다른 변호사' });
    expect(within(pager).getByRole('link', { name: /이전 변호사/ })).toHaveAttribute(
      'href',
      '/taesung/lawyer/oh-minseo',
    );
    expect(within(pager).getByRole('link', { name: /다음 변호사/ })).toHaveAttribute(
      'href',
      '/taesung/lawyer/seo-juwon',
    );
    expect(within(pager).getByRole('link', { name: '변호사 목록' })).toHaveAttribute('href', '/taesung/lawyer');
  });

  it('has no previous lawyer for the first of the list', async () => {
    renderRoute('/taesung/lawyer/han-jiwoo', { store: await filledStore('han-jiwoo') });
    const pager = screen.getByRole('navigation', { name: '다른 변호사' });
    expect(within(pager).queryByRole('link', { name: /이전 변호사/ })).not.toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: /다음 변호사/ })).toHaveAttribute(
      'href',
      '/taesung/lawyer/oh-minseo',
    );
  });

  it('names an office without a directions page without a link', async () => {
    const { container } = renderRoute('/taesung/lawyer/seo-juwon', { store: await filledStore('seo-juwon') });
    expect(screen.getByText('광주 분사무소')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '오시는 길' })).not.toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: `${gwangjuLawyer.title} 변호사 사진` }).tagName).toBe('svg');
  });

  it('describes the lawyer as a schema.org Person with a breadcrumb', async () => {
    const { container } = renderRoute('/taesung/lawyer/han-jiwoo', { store: await filledStore('han-jiwoo') });
    const [person, breadcrumb] = jsonLdOf(container);
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: '한지우',
      alternateName: 'Han Ji-woo',
      jobTitle: '대표변호사',
      image: ceo.image,
      url: '/taesung/lawyer/han-jiwoo',
      worksFor: { '@type': 'LegalService', name: '법무법인 태성', telephone: '+82 2-1577-1234' },
      workLocation: { '@type': 'Place', name: '서울 주사무소' },
      knowsLanguage: ['ko'],
    });
    expect(person!.knowsAbout).toEqual([
      '협의이혼',
      '이혼소송',
      '양육권·친권',
      '재산분할',
      '상간자소송',
      '상속재산분할',
      '유류분',
      '상속회복청구',
    ]);
    expect(breadcrumb).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: '홈', item: '/' },
        { '@type': 'ListItem', position: 2, name: '이혼가사팀', item: '/taesung/center' },
        { '@type': 'ListItem', position: 3, name: '변호사 소개', item: '/taesung/lawyer' },
        { '@type': 'ListItem', position: 4, name: '한지우', item: '/taesung/lawyer/han-jiwoo' },
      ],
    });
    expect(document.title).toBe('한지우 대표변호사 | 법무법인 태성 이혼가사팀');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      '법무법인 태성 이혼가사팀 한지우 대표변호사. 황혼이혼 재산분할 사건을 오래 맡아 왔습니다.',
    );
  });

  it('leads with the English name and shows the phone in +82 form on English pages', async () => {
    const { container } = renderRoute('/taesung/lawyer/han-jiwoo', {
      store: await filledStore('han-jiwoo', 'en'),
      locale: 'en',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Han Ji-woo');
    const names = screen.getByText('한지우', { selector: 'span' }).parentElement!;
    expect(names).toHaveTextContent('Han Ji-woo 한지우');
    expect(screen.getByText('한지우', { selector: 'span' })).toHaveAttribute('lang', 'ko');
    expect(screen.getByRole('link', { name: 'Call +82 2-1577-1234' })).toHaveAttribute('href', 'tel:+82215771234');
    expect(screen.getByRole('link', { name: 'Directions' })).toHaveAttribute('href', '/contact/seoul');
    const [person, breadcrumb] = jsonLdOf(container);
    expect(person).toMatchObject({ name: 'Han Ji-woo', alternateName: '한지우', url: '/en/taesung/lawyer/han-jiwoo' });
    expect((breadcrumb as { itemListElement: { item: string }[] }).itemListElement.map((item) => item.item)).toEqual([
      '/en',
      '/en/taesung/center',
      '/en/taesung/lawyer',
      '/en/taesung/lawyer/han-jiwoo',
    ]);
  });

  it('answers an unknown key with a not-found message and the way back to the list', async () => {
    const store = makeStore({ client: { adapter: fixtureAdapter() } });
    renderRoute('/taesung/lawyer/nobody', { store });
    expect(await screen.findByRole('heading', { level: 1, name: '변호사를 찾을 수 없습니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '변호사 목록 보기' })).toHaveAttribute('href', '/taesung/lawyer');
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('fetches what it needs when it is opened in the browser', async () => {
    const requests: string[] = [];
    const store = makeStore({ client: { adapter: fixtureAdapter(requests) } });
    renderRoute('/taesung/lawyer/oh-minseo', { store });
    expect(screen.getByRole('status')).toHaveTextContent('변호사 프로필을 불러오는 중입니다.');
    expect(await screen.findByRole('heading', { level: 1, name: '오민서' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '전화 02-1577-1234' })).toBeInTheDocument();
    expect(requests.sort()).toEqual(['/api/v1/lawyers', '/api/v1/lawyers/oh-minseo', '/api/v1/setting']);
  });

  it('moves to the next lawyer in the browser and never shows the previous one for an unknown key', async () => {
    const store = makeStore({ client: { adapter: fixtureAdapter() } });
    renderWithProviders(
      <>
        <RouteTable />
        <Link to="/taesung/lawyer/nobody">nobody</Link>
      </>,
      { route: '/taesung/lawyer/han-jiwoo', store },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '한지우' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: /다음 변호사/ }));
    expect(await screen.findByRole('heading', { level: 1, name: '오민서' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'nobody' }));
    expect(await screen.findByRole('heading', { level: 1, name: '변호사를 찾을 수 없습니다' })).toBeInTheDocument();
    expect(screen.queryByText('오민서', { selector: 'h1' })).not.toBeInTheDocument();
  });
});
