/**
 * @jest-environment node
 */
import { fixtureAdapter, type RecordedRequest } from './test-support/api-adapter.ts';
import { renderOnServer } from './test-support/render-on-server.tsx';

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('the home page rendered on the server', () => {
  it('prefetches every query it renders, once each, with the arguments the components use', async () => {
    const requests: RecordedRequest[] = [];
    const { state } = await renderOnServer('/', fixtureAdapter(requests));
    expect(requests.map(({ url, params }) => ({ url, params }))).toEqual(
      expect.arrayContaining([
        { url: '/api/v1/boards', params: { code: 'media', limit: 50 } },
        { url: '/api/v1/boards', params: { code: 'reference', limit: 6 } },
        { url: '/api/v1/lawyers', params: { limit: 100 } },
        { url: '/api/v1/popups', params: {} },
        { url: '/api/v1/setting', params: {} },
      ]),
    );
    expect(requests).toHaveLength(5);
    const queries = (state.api as { queries: Record<string, { status: string }> }).queries;
    expect(Object.keys(queries).sort()).toEqual([
      'getBoards({"code":"media","limit":50})',
      'getBoards({"code":"reference","limit":6})',
      'getLawyers(undefined)',
      'getPopups(undefined)',
      'getSetting(undefined)',
    ]);
    expect(Object.values(queries).every((query) => query.status === 'fulfilled')).toBe(true);
  });

  it('renders every block with its content, without a browser', async () => {
    const rendered = await renderOnServer('/', fixtureAdapter());
    const { head, status } = rendered;
    const html = rendered.html.replaceAll('<!-- -->', '');
    expect(status).toBe(200);
    expect(head?.title).toBe('법무법인 태성 이혼가사팀 | 이혼·가사·상속 사건 상담');
    expect(head?.jsonLd).toBeUndefined();
    expect(html).toContain('<h1 id="home-hero-title"');
    expect(html).toContain('>한서진</strong>');
    expect(html).toMatch(
      /<img[^>]*alt="한서진"[^>]*fetchPriority="high"|<img[^>]*fetchPriority="high"[^>]*alt="한서진"/,
    );
    expect(count(html, /aria-haspopup="dialog"/g)).toBe(10 + 14);
    expect(html).toContain('이혼 상담 5,800건 이상');
    expect(html).toContain('유튜브 구독자 250,000명');
    expect(html).toContain('<span class="current">1</span> / 14');
    expect(count(html, /href="\/taesung\/lawyer\/[a-z0-9-]+"/g)).toBe(1 + 16);
    expect(html).toContain('<span class="current">1</span> / 16');
    expect(count(html, /href="\/reference\/case-\d"/g)).toBe(6);
    expect(html).toContain('href="/contact/seoul"');
    expect(html).toContain('href="/contact/incheon"');
    expect(html).toContain('data-entrance="shown"');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('role="dialog"');
    expect(html).toMatch(/<link rel="preload" as="image" href="\/uploads\/popup-1.webp"[^>]*fetchPriority="low"/);
  });

  it('puts the first lawyer in the first slide so the page shows it before the carousel starts', async () => {
    const { html } = await renderOnServer('/', fixtureAdapter());
    const lawyersRegion = html.slice(html.indexOf('aria-label="변호사 프로필"'));
    const firstSlide = /aria-label="1 \/ 16"[^>]*>(.*?)<\/div>/.exec(lawyersRegion);
    expect(firstSlide?.[1]).toContain('한서진');
  });

  it('renders the English page in English, asking the API in English', async () => {
    const requests: RecordedRequest[] = [];
    const { html, head } = await renderOnServer('/', fixtureAdapter(requests), 'en');
    expect(requests.every((request) => request.language === 'en')).toBe(true);
    expect(head?.title).toBe('Taesung Law Firm Divorce & Family Law Team | Divorce, Family and Inheritance');
    expect(html).toContain('More than 5,800 divorce consultations');
    expect(html).toContain('>Han Seojin</strong>');
  });
});
