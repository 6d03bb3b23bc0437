import { expect, test, type APIRequestContext } from '@playwright/test';

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

const attribute = (page: string, pattern: RegExp) => pattern.exec(page)?.[1];

function jsonLd(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const value = JSON.parse(match[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(value) ? value : [value];
  });
}

test.describe('what search engines and link previews read', () => {
  test('every public page carries its own head: title, description, canonical, hreflang, Open Graph', async ({
    request,
    baseURL,
  }) => {
    const lawyers = (await (await request.get('/api/v1/lawyers?limit=1')).json()) as { lawyers: { key: string }[] };
    const pages = ['/', '/divorce/agreement', `/taesung/lawyer/${lawyers.lawyers[0]!.key}`, '/guide'];
    const titles = new Set<string>();
    for (const path of pages) {
      for (const locale of ['ko', 'en'] as const) {
        const localized = locale === 'ko' ? path : path === '/' ? '/en' : `/en${path}`;
        const page = await html(request, localized);
        const title = attribute(page, /<title>([^<]+)<\/title>/);
        expect(title, localized).toBeTruthy();
        titles.add(title!);
        expect(attribute(page, /<html lang="([^"]+)"/)).toBe(locale);
        expect(attribute(page, /<meta name="description" content="([^"]+)"/)?.length ?? 0).toBeGreaterThan(20);
        expect(attribute(page, /<link rel="canonical" href="([^"]+)"/)).toBe(`${baseURL}${localized}`);
        expect(attribute(page, /hreflang="ko" href="([^"]+)"/)).toBe(`${baseURL}${path}`);
        expect(attribute(page, /hreflang="en" href="([^"]+)"/)).toBe(
          `${baseURL}${path === '/' ? '/en' : `/en${path}`}`,
        );
        expect(attribute(page, /hreflang="x-default" href="([^"]+)"/)).toBe(`${baseURL}${path}`);
        expect(attribute(page, /<meta property="og:title" content="([^"]+)"/)).toBeTruthy();
        expect(attribute(page, /<meta property="og:image" content="(https?:[^"]+)"/)).toBeTruthy();
        expect(attribute(page, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image');
      }
    }
    expect(titles.size).toBe(pages.length * 2);
  });

  test('the icons the document names are PNG drawings of the SVG icon, at the sizes it states', async ({ request }) => {
    const page = await html(request, '/');
    const icons = [...page.matchAll(/<link rel="icon" href="([^"]+)" sizes="(\d+)x\d+" type="([^"]+)">/g)];
    expect(icons.length).toBeGreaterThan(0);
    expect(page).not.toMatch(/<link rel="icon"[^>]*\.svg/);
    for (const [, href, size, type] of icons) {
      const response = await request.get(href!);
      expect(response.status(), href).toBe(200);
      expect(type).toBe('image/png');
      expect(response.headers()['content-type']).toBe('image/png');
      const png = await response.body();
      // The PNG signature, then the IHDR chunk's width and height (big-endian, bytes 16-23).
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([Number(size), Number(size)]);
    }
    // The SVG stays served for what links it by name (the organisation's logo in the structured data).
    expect((await request.get('/favicon.svg')).status()).toBe(200);
  });

  test('the home page describes the firm as a LegalService with every office', async ({ request }) => {
    const setting = (await (await request.get('/api/v1/setting')).json()) as { setting: { offices: unknown[] } };
    const service = jsonLd(await html(request, '/')).find((item) => item['@type'] === 'LegalService') as
      { department: { address: unknown; geo: { latitude: number }; telephone: string }[] } | undefined;
    expect(service).toBeDefined();
    expect(service!.department).toHaveLength(setting.setting.offices.length);
    for (const office of service!.department) {
      expect(office.address).toBeTruthy();
      expect(typeof office.geo.latitude).toBe('number');
      expect(office.telephone).toMatch(/^\+82-/);
    }
  });

  test('profiles, success cases and sub pages carry Person, Article and BreadcrumbList data', async ({ request }) => {
    const lawyers = (await (await request.get('/api/v1/lawyers?limit=1')).json()) as { lawyers: { key: string }[] };
    const boards = (await (await request.get('/api/v1/boards?code=reference&limit=1')).json()) as {
      boards: { _id: string }[];
    };
    const profile = jsonLd(await html(request, `/taesung/lawyer/${lawyers.lawyers[0]!.key}`));
    expect(profile.some((item) => item['@type'] === 'Person')).toBe(true);
    expect(profile.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
    const article = jsonLd(await html(request, `/reference/${boards.boards[0]!._id}`));
    expect(article.some((item) => item['@type'] === 'Article')).toBe(true);
    const practice = jsonLd(await html(request, '/divorce/agreement'));
    expect(practice.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('the sitemap lists every public route, lawyer and success case in both languages; robots points at it', async ({
    request,
    baseURL,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of [
      '/',
      '/divorce/agreement',
      '/inheritance/claim',
      '/taesung/lawyer',
      '/terms/privacy',
      '/media',
      '/guide',
    ]) {
      expect(locations).toContain(`${baseURL}${path}`);
      expect(locations).toContain(`${baseURL}${path === '/' ? '/en' : `/en${path}`}`);
    }
    const lawyers = (await (await request.get('/api/v1/lawyers?limit=100')).json()) as { lawyers: { key: string }[] };
    for (const lawyer of lawyers.lawyers) expect(locations).toContain(`${baseURL}/taesung/lawyer/${lawyer.key}`);
    const cases = (await (await request.get('/api/v1/boards?code=reference&limit=100')).json()) as {
      boards: { _id: string }[];
    };
    for (const post of cases.boards) expect(locations).toContain(`${baseURL}/reference/${post._id}`);
    expect(locations.some((location) => location?.includes('/console'))).toBe(false);

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /console');
    expect(robots).toContain('Disallow: /api/');
  });

  test('the main content is readable with JavaScript disabled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/', '/divorce/lawsuit', '/taesung/lawyer', '/en/inheritance/heir']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      expect((await page.getByRole('main').innerText()).length, path).toBeGreaterThan(200);
    }
    await context.close();
  });
});
