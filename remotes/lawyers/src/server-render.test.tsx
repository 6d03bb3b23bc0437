/**
 * @jest-environment node
 */
import { fixtureAdapter } from './test-support/fixtures.ts';
import { renderOnServer } from './test-support/render-route.tsx';

describe('pages rendered on the server', () => {
  it('renders the list with its data, the representative first', async () => {
    const { html, status, head } = await renderOnServer('/taesung/lawyer', fixtureAdapter());
    expect(status).toBe(200);
    expect(head?.title).toBe('변호사 소개 | 법무법인 태성 이혼가사팀');
    const order = ['한지우', '오민서', '윤다혜', '서주원', '문예린'].map((name) => html.indexOf(`>${name}</a>`));
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('renders the office filter from the query', async () => {
    const { html } = await renderOnServer('/taesung/lawyer?office=incheon', fixtureAdapter());
    expect(html).toContain('>윤다혜</a>');
    expect(html).not.toContain('>한지우</a>');
    expect(html).toMatch(
      /href="\/taesung\/lawyer\?office=incheon" aria-current="page"|aria-current="page"[^>]*href="\/taesung\/lawyer\?office=incheon"/,
    );
  });

  it('renders a profile with everything it reads: the lawyer, the list around it and the firm settings', async () => {
    const { html, status, head } = await renderOnServer('/taesung/lawyer/oh-minseo', fixtureAdapter());
    expect(status).toBe(200);
    expect(html).toContain('<h1');
    expect(html).toContain('오민서');
    expect(html).toContain('href="tel:+82215771234"');
    expect(html).toContain('href="/taesung/lawyer/han-jiwoo"');
    expect(html).toContain('서울 분사무소');
    expect(html).not.toContain('role="status"');
    expect(head).toMatchObject({ type: 'profile', image: '/uploads/oh-minseo.webp' });
    expect(head?.jsonLd?.map((item) => (item as { '@type': string })['@type'])).toEqual(['Person']);
    expect(html).toContain(`"@type":"Person"`);
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  it('answers an unknown lawyer key with 404 and a not-found page', async () => {
    const { html, status, head } = await renderOnServer('/taesung/lawyer/nobody', fixtureAdapter());
    expect(status).toBe(404);
    expect(html).toContain('변호사를 찾을 수 없습니다');
    expect(head?.noindex).toBe(true);
  });

  it('renders English pages with the English name first and the phone in +82 form', async () => {
    const { html, head } = await renderOnServer('/taesung/lawyer/han-jiwoo', fixtureAdapter(), 'en');
    expect(html).toContain('Call +82 2-1577-1234');
    expect(head?.title).toBe('Han Ji-woo, 대표변호사 | Taesung Law Firm Divorce & Family Law Team');
  });
});
