import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore, publicApi, type Locale } from '@taesung/shared';
import { relatedCasesArgs } from '../lib/success-case.ts';
import { fixtureAdapter, samePractice, setting, successCase, uncategorised } from '../test-support/fixtures.ts';
import { renderRoute } from '../test-support/render-route.tsx';

async function filledStore(locale: Locale = 'ko') {
  const store = makeStore({ getLocale: () => locale, client: { adapter: fixtureAdapter() } });
  await store.dispatch(publicApi.util.upsertQueryData('getBoard', successCase._id, successCase));
  await store.dispatch(publicApi.util.upsertQueryData('getSetting', undefined, setting));
  await store.dispatch(
    publicApi.util.upsertQueryData('getBoards', relatedCasesArgs(successCase), {
      boards: [successCase, ...samePractice],
      summary: { totalCount: 4, page: 1, limit: 4 },
    }),
  );
  return store;
}

/** Every schema.org object of the page, in document order (the page's own, then the layout's breadcrumb). */
function jsonLdOf(container: HTMLElement): Record<string, unknown>[] {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const value = JSON.parse(script.textContent ?? '[]') as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(value) ? value : [value];
  });
}

const url = `/reference/${successCase._id}`;

describe('a success case', () => {
  it('shows the title, the day on the firm calendar, the practice area and the thumbnail', async () => {
    const { container } = renderRoute(url, { store: await filledStore() });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(successCase.subject);
    const day = container.querySelector('time');
    expect(day).toHaveTextContent('2024-05-03');
    expect(day).toHaveAttribute('dateTime', successCase.createdAt);
    const areaLinks = screen.getAllByRole('link', { name: '재산분할' });
    expect(areaLinks.map((link) => link.getAttribute('href'))).toContain('/divorce/property');
    const thumb = screen.getByRole('img', { name: `${successCase.subject} 대표 이미지` });
    expect(thumb).toHaveAttribute('loading', 'eager');
    expect(thumb).toHaveAttribute('width', '800');
    expect(thumb).toHaveAttribute('height', '600');
  });

  it('renders the sanitised content with its headings, lists and emphasis', async () => {
    renderRoute(url, { store: await filledStore() });
    expect(screen.getByRole('heading', { level: 3, name: '사건 개요' })).toBeInTheDocument();
    expect(screen.getByText('퇴직금 예상액 사실조회').tagName).toBe('LI');
    expect(screen.getByText('가사 노동의 기여도').tagName).toBe('STRONG');
  });

  it('says the case is anonymised and that results depend on each case', async () => {
    renderRoute(url, { store: await filledStore() });
    const note = screen.getByRole('complementary', { name: '읽기 전에' });
    expect(note).toHaveTextContent('의뢰인을 알아볼 수 없도록');
    expect(note).toHaveTextContent('사건의 결과는 각 사건의 사실관계와 증거에 따라 달라지며');
  });

  it('offers the phone, the chat and the consultation request', async () => {
    renderRoute(url, { store: await filledStore() });
    const contact = screen.getByRole('region', { name: '비슷한 일로 고민하고 계신가요?' });
    expect(within(contact).getByRole('link', { name: '전화 02-1577-1234' })).toHaveAttribute(
      'href',
      'tel:+82215771234',
    );
    expect(within(contact).getByRole('link', { name: '상담 신청' })).toHaveAttribute('href', '/contact/consultation');
  });

  it('lists other cases of the same practice, without itself, and links back to the list of its practice', async () => {
    renderRoute(url, { store: await filledStore() });
    const related = screen.getByRole('region', { name: '재산분할 다른 성공사례' });
    const links = within(related).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      samePractice.map((other) => `/reference/${other._id}`),
    );
    expect(within(related).queryByText(successCase.subject)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '재산분할 성공사례 목록으로' })).toHaveAttribute(
      'href',
      '/reference?category=divorce-property',
    );
    const breadcrumb = screen.getByRole('navigation', { name: '현재 위치' });
    expect(within(breadcrumb).getByRole('link', { name: '성공사례' })).toHaveAttribute('href', '/reference');
  });

  it('describes the case as a schema.org Article with a breadcrumb', async () => {
    const { container } = renderRoute(url, { store: await filledStore() });
    const [article, breadcrumb] = jsonLdOf(container);
    expect(article).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: successCase.subject,
      description: successCase.summary,
      datePublished: successCase.createdAt,
      dateModified: successCase.updatedAt,
      image: [successCase.thumb],
      author: { '@type': 'Organization', name: '법무법인 태성', url: '/' },
      publisher: { '@type': 'Organization', name: '법무법인 태성', url: '/' },
      about: { '@type': 'Thing', name: '재산분할' },
      articleSection: '성공사례',
      inLanguage: 'ko',
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    });
    expect(breadcrumb).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: '홈', item: '/' },
        { '@type': 'ListItem', position: 2, name: '재산분할', item: '/divorce/property' },
        { '@type': 'ListItem', position: 3, name: '성공사례', item: '/reference' },
        { '@type': 'ListItem', position: 4, name: successCase.subject, item: url },
      ],
    });
    expect(document.title).toBe(`${successCase.subject} | 성공사례 | 법무법인 태성 이혼가사팀`);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', successCase.summary);
  });

  it('shows English pages with English labels and the phone in +82 form', async () => {
    const { container } = renderRoute(url, { store: await filledStore('en'), locale: 'en' });
    expect(screen.getAllByRole('link', { name: 'Division of Property' })[0]).toHaveAttribute(
      'href',
      '/divorce/property',
    );
    expect(screen.getByRole('link', { name: 'Call +82 2-1577-1234' })).toHaveAttribute('href', 'tel:+82215771234');
    expect(screen.getByRole('link', { name: 'Back to success cases in Division of Property' })).toHaveAttribute(
      'href',
      '/reference?category=divorce-property',
    );
    const [article] = jsonLdOf(container);
    expect(article).toMatchObject({ inLanguage: 'en', url: `/en${url}`, about: { name: 'Division of Property' } });
  });

  it('answers an unknown id with a not-found message', async () => {
    renderRoute('/reference/nothing-here', { store: makeStore({ client: { adapter: fixtureAdapter() } }) });
    expect(await screen.findByRole('heading', { level: 1, name: '성공사례를 찾을 수 없습니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '성공사례 목록 보기' })).toHaveAttribute('href', '/reference');
    expect(screen.getByRole('link', { name: '상담 신청하기' })).toHaveAttribute('href', '/contact/consultation');
  });

  it('treats a post of another board as not found', async () => {
    renderRoute('/reference/notice-holiday', { store: makeStore({ client: { adapter: fixtureAdapter() } }) });
    expect(await screen.findByRole('heading', { level: 1, name: '성공사례를 찾을 수 없습니다' })).toBeInTheDocument();
    expect(screen.queryByText('설 연휴 상담 안내')).not.toBeInTheDocument();
  });

  it('loads a case opened in the browser, with other cases of any practice when it has none', async () => {
    const requests: string[] = [];
    renderRoute(`/reference/${uncategorised._id}`, {
      store: makeStore({ client: { adapter: fixtureAdapter(requests) } }),
    });
    expect(screen.getByRole('status')).toHaveTextContent('성공사례를 불러오는 중입니다.');
    expect(await screen.findByRole('heading', { level: 1, name: uncategorised.subject })).toBeInTheDocument();
    const related = await screen.findByRole('region', { name: '다른 성공사례' });
    expect(within(related).getAllByRole('link')).toHaveLength(3);
    expect(screen.getByRole('link', { name: '성공사례 목록으로' })).toHaveAttribute('href', '/reference');
    expect(requests).toContain('/api/v1/boards?code=reference&limit=4');
  });

  it('opens another case from the list in the browser with its own related cases', async () => {
    renderRoute(url, { store: makeStore({ client: { adapter: fixtureAdapter() } }) });
    const related = await screen.findByRole('region', { name: '재산분할 다른 성공사례' });
    await userEvent.click(within(related).getByRole('link', { name: samePractice[0]!.subject }));
    expect(await screen.findByRole('heading', { level: 1, name: samePractice[0]!.subject })).toBeInTheDocument();
    const next = await screen.findByRole('region', { name: '재산분할 다른 성공사례' });
    const links = within(next)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toContain(`/reference/${successCase._id}`);
    expect(links).not.toContain(`/reference/${samePractice[0]!._id}`);
  });
});
