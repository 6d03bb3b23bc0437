/**
 * @jest-environment node
 */
import { fixtureAdapter, samePractice, successCase } from './test-support/fixtures.ts';
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
