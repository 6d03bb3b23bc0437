/**
 * @jest-environment node
 */
import {
  agreementCases,
  allPosts,
  fixtureAdapter,
  otherPractice,
  samePractice,
  successCase,
  uncategorised,
} from './test-support/fixtures.ts';
import { renderOnServer } from './test-support/render-route.tsx';

describe('a success case rendered on the server', () => {
  it('carries the case, the other cases, the contact and the structured data', async () => {
    const { html, status, head } = await renderOnServer(`/reference/${successCase._id}`, fixtureAdapter());
    expect(status).toBe(200);
    expect(html).toContain(successCase.subject);
    expect(html).toContain('<strong>가사 노동의 기여도</strong>');
    expect(html).toContain('2024-05-03');
    expect(html).toContain('href="tel:+82215771234"');
    for (const other of samePractice) expect(html).toContain(`href="/reference/${other._id}"`);
    expect(html).not.toContain('role="status"');
    expect(head).toMatchObject({ type: 'article', description: successCase.summary, image: successCase.thumb });
    expect(head?.jsonLd?.map((item) => (item as { '@type': string })['@type'])).toEqual(['Article']);
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  it('answers 404 for an unknown id', async () => {
    const { html, status, head } = await renderOnServer('/reference/nothing-here', fixtureAdapter());
    expect(status).toBe(404);
    expect(html).toContain('성공사례를 찾을 수 없습니다');
    expect(head?.noindex).toBe(true);
  });

  it('answers 404 for a post that is not a success case', async () => {
    const requests: string[] = [];
    const { status } = await renderOnServer('/reference/notice-holiday', fixtureAdapter(requests));
    expect(status).toBe(404);
    expect(requests.some((request) => request.startsWith('/api/v1/boards?'))).toBe(false);
  });
});

describe('the success-case list rendered on the server', () => {
  it('carries the cases, the practice chips and the head', async () => {
    const { html, status, head } = await renderOnServer('/reference', fixtureAdapter());
    expect(status).toBe(200);
    for (const board of [successCase, ...samePractice, otherPractice, uncategorised]) {
      expect(html).toContain(board.subject);
      expect(html).toContain(`href="/reference/${board._id}"`);
    }
    expect(html).toContain('href="/reference?category=divorce-custody"');
    expect(html).not.toContain('role="status"');
    expect(head).toMatchObject({
      title: '성공사례 | 법무법인 태성 이혼가사팀',
      noindex: false,
      image: expect.stringMatching(/^\/uploads\//),
    });
    expect(head?.description).toContain('성공사례');
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  it('renders the filter and the page of the address', async () => {
    const { html, head } = await renderOnServer(
      '/reference?category=divorce-agreement&page=2',
      fixtureAdapter([], [...allPosts, ...agreementCases(13)]),
    );
    expect(html).toContain('협의이혼 사례 13');
    expect(html).not.toContain('협의이혼 사례 12');
    expect(html).not.toContain(successCase.subject);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>협의이혼<\/a>/);
    expect(html).toContain('href="/reference?category=divorce-agreement"');
    expect(head?.title).toBe('협의이혼 성공사례 2페이지 | 법무법인 태성 이혼가사팀');
  });

  it('renders the English list in English', async () => {
    const { html, head } = await renderOnServer('/reference', fixtureAdapter(), 'en');
    expect(html).toContain('Division of Property');
    expect(html).toContain('6 success cases');
    expect(head?.title).toBe('Success Cases | Taesung Law Firm Divorce & Family Law Team');
  });

  it('keeps a page past the last one out of search engines', async () => {
    const { head, html } = await renderOnServer('/reference?page=9', fixtureAdapter());
    expect(head?.noindex).toBe(true);
    expect(html).toContain('이 페이지에는 성공사례가 없습니다.');
  });
});
