import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { jest } from '@jest/globals';
import { createTestApp, type TestApp } from '../../test-support/app.ts';
import { boardInput } from '../../test-support/fixtures.ts';

/**
 * The site plugin against a small build of the shell and one remote written by the test: a Node "shell" whose
 * render answers what the request asks, hashed browser files, manifests. What is checked is what the plugin does
 * with them: documents, caching, compression, headers, redeployments.
 */
let root: string;
let t: TestApp;

const shellServer = `
let calls = 0;
const page = (remote, path, site = {}) => ({ remote, path, sitemap: !/[:*]/.test(path), pageView: true, ...site });
const title = (ko, en) => ({ ko, en });
module.exports = Promise.resolve({
  sitePages: async () => ({
    pages: [
      page('home', '/', { title: title('홈', 'Home') }),
      page('practice', '/divorce/property', { title: title('재산분할', 'Property division'), menu: { group: 'divorce', order: 4 } }),
      ...['child-support', 'property-division', 'inheritance', 'divorce-grounds'].map((tool) => page('practice', '/calculator/' + tool)),
      page('practice', '/media'),
      page('practice', '/guide'),
      page('practice', '/guide/question', { pageView: false }),
      page('practice', '/auction-search', { sitemap: false }),
      page('practice', '/auction-search/:keyword', { pageView: '/auction-search' }),
      page('reference', '/reference'),
      page('reference', '/reference/:id'),
    ],
    unknown: [],
  }),
  render: async (request) => {
    calls += 1;
    globalThis.__siteTestRenders = calls;
    const url = new URL(request.url, 'http://x');
    const english = url.pathname === '/en' || url.pathname.startsWith('/en/');
    const path = english ? url.pathname.slice(3) || '/' : url.pathname;
    if (path === '/broken') throw new Error('the page threw');
    const missing = path === '/nope';
    // The page's remote could not be loaded (the shell shows its fallback), or a part of the page fell back to the
    // browser (React's mark of such a Suspense boundary).
    const remoteDown = path === '/remote-down';
    const partial = path === '/partial' ? '<!--$!--><template></template><p>loading</p><!--/$-->' : '';
    const state = { api: { queries: {} }, seen: { version: request.remotes.home.version } };
    if (path === '/data-down') {
      // A page whose data comes from a read that fails on the server's side (the database away).
      const read = await request.adapter({ url: '/api/health', method: 'get', headers: {} }).then(() => 'read', (error) => 'unread ' + error.response.status);
      return { status: 200, locale: 'ko', html: '<main><p>' + read + '</p></main>', head: null, state, remote: 'home', chunk: null };
    }
    if (remoteDown) {
      const fallback = '<section role="alert" aria-labelledby="remote-unavailable-title">페이지를 불러오지 못했습니다</section>';
      return { status: 200, locale: 'ko', html: '<header></header><main>' + fallback + '</main><footer></footer>', head: null, state, remote: 'home', chunk: null };
    }
    return {
      status: missing ? 404 : 200,
      locale: english ? 'en' : 'ko',
      html: '<main><h1>' + (missing ? 'not found' : 'page ' + path) + '</h1>' + partial +
        '<img src="/uploads/hero.webp" srcset="/uploads/hero.webp?w=320 320w, /uploads/hero.webp?w=640 640w" sizes="100vw" width="600" height="800" fetchpriority="high" alt=""></main>' +
        '<script type="application/json" id="probe">' + JSON.stringify({ version: request.remotes.home.version }) + '</script>',
      head: { title: 'Title of ' + path, description: 'A description of the page at ' + path + ' for visitors and search engines.' },
      state,
      remote: missing ? null : 'home',
      chunk: path === '/guide' ? 'page-guide' : null,
    };
  },
});
`;

async function write(file: string, content: string | Buffer) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

async function writeSite(base: string) {
  const shell = path.join(base, 'shell/dist');
  await write(path.join(shell, 'server/package.json'), '{ "type": "commonjs" }\n');
  await write(path.join(shell, 'server/main.js'), shellServer);
  await write(
    path.join(shell, 'assets.json'),
    JSON.stringify({
      js: ['static/js/main.1a2b3c4d.js'],
      css: ['static/css/main.2b3c4d5e.css'],
      preload: ['static/js/77.3c4d5e6f.js'],
      provided: ['react'],
    }),
  );
  const script = 'console.log("shell");'.repeat(200);
  await write(path.join(shell, 'static/js/main.1a2b3c4d.js'), script);
  await write(path.join(shell, 'static/js/main.1a2b3c4d.js.br'), zlib.brotliCompressSync(script));
  await write(path.join(shell, 'static/js/77.3c4d5e6f.js'), 'void 0;');
  await write(
    path.join(shell, 'static/css/main.2b3c4d5e.css'),
    '@font-face{font-family:T;src:url(../media/t.4d5e6f7a.woff2)}body{color:#123}',
  );
  await write(path.join(shell, 'static/media/t.4d5e6f7a.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  await write(path.join(shell, 'public/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const home = path.join(base, 'remotes/home/dist');
  await write(
    path.join(home, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          name: 'routes',
          assets: {
            js: {
              sync: ['static/js/routes.5e6f7a8b.js'],
              async: [
                'static/js/page-guide.1a1a1a1a.js',
                'static/js/page-terms.2b2b2b2b.js',
                'static/js/i18n-ko.3c3c3c3c.js',
                'static/js/i18n-pages-ko.4d4d4d4d.js',
              ],
            },
            css: {
              sync: ['static/css/routes.6f7a8b9c.css'],
              async: ['static/css/10.5e5e5e5e.css', 'static/css/11.6f6f6f6f.css', 'static/css/12.7a7a7a7a.css'],
            },
          },
        },
      ],
      shared: [
        {
          name: 'react',
          assets: { js: { sync: ['static/js/react.8b8b8b8b.js'], async: [] }, css: { sync: [], async: [] } },
        },
        {
          name: '@taesung/shared/page-layout',
          assets: {
            js: { sync: ['static/js/layout.9c9c9c9c.js'], async: [] },
            css: { sync: ['static/css/13.0d0d0d0d.css'], async: [] },
          },
        },
      ],
    }),
  );
  await write(
    path.join(home, 'pages.json'),
    JSON.stringify({
      'page-guide': { js: ['static/js/page-guide.1a1a1a1a.js'], css: ['static/css/10.5e5e5e5e.css'] },
      'page-terms': { js: ['static/js/page-terms.2b2b2b2b.js'], css: ['static/css/11.6f6f6f6f.css'] },
    }),
  );
  await write(path.join(home, 'static/css/10.5e5e5e5e.css'), '.guide{margin:1px}');
  await write(path.join(home, 'static/css/11.6f6f6f6f.css'), '.terms{margin:2px}');
  await write(path.join(home, 'static/css/12.7a7a7a7a.css'), '.carousel{margin:3px}');
  await write(path.join(home, 'static/css/13.0d0d0d0d.css'), '.layout{margin:4px}');
  await write(path.join(home, 'remoteEntry.js'), 'var home = {};');
  await write(path.join(home, 'server/remoteEntry.js'), 'module.exports = { version: 1 };');
  await write(path.join(home, 'static/js/routes.5e6f7a8b.js'), 'void 0;');
  await write(path.join(home, 'static/css/routes.6f7a8b9c.css'), '.routes{margin:0}');
}

const page = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });
const renders = () => (globalThis as { __siteTestRenders?: number }).__siteTestRenders ?? 0;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'taesung-site-test-'));
  await writeSite(root);
  t = await createTestApp({ env: { SITE_ROOT: root, PUBLIC_URL: 'https://law.example' }, appOptions: { site: true } });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

/** The scripts the page's start script preloads. */
const scriptPreloads = (html: string) =>
  /<script data-src="[^"]*" data-preload="([^"]*)">/.exec(html)?.[1]?.split(' ') ?? [];

describe('a page', () => {
  test('preloads its own files when loaded on demand, with the texts of such pages, and not the other pages’ styles', async () => {
    const guide = (await page('/guide')).body;
    const preloaded = (file: string) => scriptPreloads(guide).includes(`/remotes/home/static/js/${file}`);
    const inlined = (file: string) => guide.includes(`data-href="https://law.example/remotes/home/static/css/${file}"`);
    expect(
      ['page-guide.1a1a1a1a.js', 'i18n-pages-ko.4d4d4d4d.js', 'i18n-ko.3c3c3c3c.js', 'layout.9c9c9c9c.js'].filter(
        preloaded,
      ),
    ).toHaveLength(4);
    expect(preloaded('page-terms.2b2b2b2b.js') || preloaded('react.8b8b8b8b.js')).toBe(false);
    expect(['10.5e5e5e5e.css', '12.7a7a7a7a.css', '13.0d0d0d0d.css'].filter(inlined)).toHaveLength(3);
    expect(inlined('11.6f6f6f6f.css')).toBe(false);

    const practice = (await page('/divorce/agreement')).body;
    expect(practice).not.toContain('page-guide.1a1a1a1a.js');
    expect(practice).not.toContain('i18n-pages-ko');
    expect(practice).not.toContain('10.5e5e5e5e.css');
    expect(practice).toContain('.carousel{margin:3px}');
  });

  test('is one document with its head, inlined start-up styles, preloads, deferred scripts and boot data', async () => {
    const response = await page('/divorce/agreement');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('<title>Title of /divorce/agreement</title>');
    expect(html).toContain('<link rel="canonical" href="https://law.example/divorce/agreement">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://law.example/en/divorce/agreement">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://law.example/divorce/agreement">');
    expect(html).toContain('<meta property="og:image" content="https://law.example/og-image.png">');
    // The icon is named as PNG only: an SVG icon is drawn by building an SVG document on the page's main thread.
    expect(html).toContain('<link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png">');
    expect(html).not.toMatch(/<link rel="icon"[^>]*\.svg/);
    expect(html).toContain(
      '<style data-href="/static/css/main.2b3c4d5e.css">@font-face{font-family:T;src:url(/static/media/t.4d5e6f7a.woff2)}',
    );
    // A remote's stylesheet is named by its absolute URL, as the remote's runtime looks for it.
    expect(html).toContain(
      '<style data-href="https://law.example/remotes/home/static/css/routes.6f7a8b9c.css">.routes{margin:0}</style>',
    );
    expect(html).toMatch(
      /<link rel="preload" href="\/uploads\/hero.webp" as="image" fetchpriority="high" imagesrcset="\/uploads\/hero.webp\?w=320 320w, \/uploads\/hero.webp\?w=640 640w" imagesizes="100vw">/,
    );
    // Scripts are preloaded by the start script at the end of the body, not by the head, after the first paint.
    expect(html).not.toMatch(/<link rel="preload"[^>]* as="script"/);
    expect(scriptPreloads(html)).toEqual(
      expect.arrayContaining([
        '/remotes/home/remoteEntry.js',
        '/remotes/home/static/js/routes.5e6f7a8b.js',
        '/static/js/77.3c4d5e6f.js',
      ]),
    );
    expect(html).toMatch(
      /<script data-src="\/static\/js\/main\.1a2b3c4d\.js" data-preload="[^"]+">\(function\(e\)\{[^<]+<\/script>\n<\/body>/,
    );
    expect(html).toContain('<main><h1>page /divorce/agreement</h1>');
    const boot = JSON.parse(/<script id="boot-data" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!) as {
      locale: string;
      rendered: boolean;
      remotes: Record<string, { entry: string }>;
    };
    expect(boot).toMatchObject({ locale: 'ko', rendered: true });
    expect(boot.remotes.home?.entry).toBe('/remotes/home/remoteEntry.js');
  });

  test('in English carries lang en and points back at the Korean page', async () => {
    const html = (await page('/en/media')).body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<link rel="canonical" href="https://law.example/en/media">');
    expect(html).toContain('<link rel="alternate" hreflang="ko" href="https://law.example/media">');
    expect(html).toContain('<meta property="og:locale" content="en_US">');
  });

  test('answers the status the page rendered (404 for one that does not exist)', async () => {
    const response = await page('/nope');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>not found</h1>');
  });

  test('is rendered in the browser when server rendering fails, and still answers 200', async () => {
    const response = await page('/broken');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('"rendered":false');
  });

  test('that fails to render logs its path, never the inputs a visitor put into its query', async () => {
    const logged = jest.spyOn(t.app.log, 'error');
    try {
      const response = await page('/broken?estate=2%EC%96%B5&custodial=1800000');
      expect(response.statusCode).toBe(200);
      const urls = logged.mock.calls.map(([bindings]) => (bindings as { url?: string }).url);
      expect(urls).toContain('/broken');
      expect(JSON.stringify(logged.mock.calls.map(([bindings]) => bindings))).not.toMatch(/estate|custodial|1800000/);
    } finally {
      logged.mockRestore();
    }
  });

  test('whose data could not be read (the database away) answers 503 with what rendered without it, and is not kept', async () => {
    const ping = t.database.ping;
    t.database.ping = async () => false;
    try {
      const before = renders();
      const response = await page('/data-down');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.body).toContain('<main><p>unread 503</p></main>');
      await page('/data-down');
      expect(renders()).toBe(before + 2);
    } finally {
      t.database.ping = ping;
    }
    const back = await page('/data-down');
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('<main><p>read</p></main>');
  });

  test('whose remote failed answers 503 with the fallback, preloads nothing of the remote, is not hydrated and not kept', async () => {
    const response = await page('/remote-down');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain(
      '<main><section role="alert" aria-labelledby="remote-unavailable-title">페이지를 불러오지 못했습니다</section></main>',
    );
    expect(response.body).toContain('<meta name="robots" content="noindex');
    expect(scriptPreloads(response.body).filter((file) => file.startsWith('/remotes/'))).toEqual([]);
    expect(response.body).not.toContain('routes.6f7a8b9c.css');
    // The browser renders the page afresh once it has the remote, instead of hydrating the fallback.
    expect(response.body).toContain('"rendered":false');
    const before = renders();
    await page('/remote-down');
    expect(renders()).toBe(before + 1);
  });

  test('a part of which fell back to the browser is rendered again on the next request', async () => {
    expect((await page('/partial')).statusCode).toBe(200);
    const before = renders();
    await page('/partial');
    expect(renders()).toBe(before + 1);
  });

  test('of the console is never rendered on the server nor indexed', async () => {
    const before = renders();
    const response = await page('/console/boards');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).toContain('<div id="root"></div>');
    expect(renders()).toBe(before);
  });

  test('is compressed once per rendering, brotli or gzip as the client takes it', async () => {
    const plain = await page('/guide');
    const brotli = await page('/guide', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await page('/guide', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  test('carries a Content-Security-Policy that allows only the start script inline and only the video player as a frame', async () => {
    const response = await page('/');
    const policy = response.headers['content-security-policy'] as string;
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    const inline = [...response.body.matchAll(/<script(?![^>]*\s(?:src|type)=)[^>]*>([^<]+)<\/script>/g)].map(
      (match) => match[1]!,
    );
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(policy).toMatch(new RegExp(`script-src [^;]*'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com');
    expect(policy).toContain("object-src 'none'");
  });
});

describe('the page cache', () => {
  test('answers a path it has rendered without rendering it again', async () => {
    await page('/lawsuit');
    const before = renders();
    await page('/lawsuit');
    expect(renders()).toBe(before);
    await page('/lawsuit?page=2');
    expect(renders()).toBe(before + 1);
  });

  test('is dropped when staff change content in the console', async () => {
    await page('/inheritance/heir');
    const before = renders();
    const { accessToken } = await t.login();
    const write = await t.request({
      method: 'POST',
      url: '/api/console/center/faqs',
      token: accessToken,
      payload: {
        category: 'fees',
        order: 9,
        published: true,
        question: { ko: '질문', en: 'A question' },
        answer: { ko: '<p>답변</p>', en: '<p>An answer</p>' },
      },
    });
    expect(write.statusCode).toBe(201);
    await page('/inheritance/heir');
    expect(renders()).toBe(before + 1);
  });

  test('is dropped after every kind of console write to posts, bulk changes included', async () => {
    const { accessToken } = await t.login();
    const staff = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      t.request({ method, url, token: accessToken, payload: payload as never });
    const post = {
      code: 'notice',
      subject: { ko: '공지', en: '' },
      content: { ko: '<p>내용</p>', en: '' },
      published: false,
    };
    const id = (await staff('POST', '/api/console/boards', post)).json().board._id as string;
    const writes = [
      () => staff('PUT', `/api/console/boards/${id}`, { ...post, published: true }),
      () => staff('POST', '/api/console/boards/bulk', { ids: [id], action: 'unpublish' }),
      () => staff('POST', '/api/console/boards/bulk', { ids: [id], action: 'publish' }),
      () => staff('DELETE', `/api/console/boards/${id}`),
    ];
    for (const write of writes) {
      await page('/center/notice');
      const before = renders();
      await page('/center/notice');
      expect(renders()).toBe(before);
      expect([200, 204]).toContain((await write()).statusCode);
      await page('/center/notice');
      expect(renders()).toBe(before + 1);
    }
  });

  test('is dropped once a scheduled post is due, with nobody writing in the console', async () => {
    const { accessToken } = await t.login();
    const publishAt = new Date(Date.now() + 1500).toISOString();
    const created = await t.request({
      method: 'POST',
      url: '/api/console/boards',
      token: accessToken,
      payload: {
        code: 'reference',
        subject: { ko: '예약 사례', en: '' },
        content: { ko: '<p>내용</p>', en: '' },
        publishAt,
      },
    });
    expect(created.statusCode).toBe(201);
    await page('/reference');
    const before = renders();
    await page('/reference');
    await page('/sitemap.xml');
    expect(renders()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(publishAt) - Date.now() + 50));
    await page('/reference');
    expect(renders()).toBe(before + 1);
    await page('/reference');
    expect(renders()).toBe(before + 1);
  });

  test('is dropped when a remote is redeployed, and the page is rendered with the new version', async () => {
    const first = await page('/media');
    const version = (body: string) =>
      (
        JSON.parse(/<script type="application\/json" id="probe">([^<]*)<\/script>/.exec(body)![1]!) as {
          version: string;
        }
      ).version;
    await writeFile(path.join(root, 'remotes/home/dist/server/remoteEntry.js'), 'module.exports = { version: 2 };');
    // What is on disk is read again at most a second later (a redeployment through the console is heard at once).
    let second = await page('/media');
    for (
      const started = Date.now();
      version(second.body) === version(first.body) && Date.now() - started < 2000;
      second = await page('/media')
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(version(second.body)).not.toBe(version(first.body));
    const map = (await page('/remotes.json')).json<Record<string, { version: string }>>();
    expect(map.home?.version).toBe(version(second.body));
  });
});

describe('files', () => {
  test('hashed files are cached for a year; entries and manifests are revalidated', async () => {
    const hashed = await page('/static/js/main.1a2b3c4d.js', { 'accept-encoding': 'br' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-encoding']).toBe('br');
    const entry = await page('/remotes/home/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await page('/remotes/home/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
    expect((await page('/favicon.svg')).statusCode).toBe(200);
  });

  test('a file that appears after start is served without a restart (a redeployed remote)', async () => {
    await write(path.join(root, 'remotes/home/dist/static/js/new.7a8b9c0d.js'), 'void 1;');
    const response = await page('/remotes/home/static/js/new.7a8b9c0d.js');
    expect(response.statusCode).toBe(200);
  });

  test('a missing file under /remotes or /static is a JSON 404, not a page', async () => {
    for (const url of ['/remotes/home/static/js/missing.js', '/static/js/missing.js', '/remotes/unknown/x.js']) {
      const response = await page(url, { 'accept-language': 'en' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });

  test('the shell\u2019s Node build is not served', async () => {
    expect((await page('/server/main.js')).statusCode).toBe(404);
    expect((await page('/assets.json')).statusCode).toBe(404);
  });
});

describe('for search engines', () => {
  test('robots.txt keeps the console and the API out and points at the sitemap', async () => {
    const robots = (await page('/robots.txt')).body;
    expect(robots).toContain('Disallow: /console');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Sitemap: https://law.example/sitemap.xml');
  });

  test('the sitemap lists the public pages in both languages with their alternates, and no search page', async () => {
    const response = await page('/sitemap.xml');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml).toContain('<loc>https://law.example/divorce/property</loc>');
    expect(xml).toContain('<loc>https://law.example/en/divorce/property</loc>');
    for (const tool of ['child-support', 'property-division', 'inheritance', 'divorce-grounds']) {
      expect(xml).toContain(`<loc>https://law.example/calculator/${tool}</loc>`);
      expect(xml).toContain(`<loc>https://law.example/en/calculator/${tool}</loc>`);
    }
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://law.example/en"/>');
    expect(xml).not.toContain('auction-search');
    expect(xml).not.toContain('/console');
  });

  test('the sitemap lists the success-case list in both languages, changed when its newest case was', async () => {
    const { accessToken } = await t.login();
    const created = await t.request({
      method: 'POST',
      url: '/api/console/boards',
      token: accessToken,
      payload: boardInput(),
    });
    expect(created.statusCode).toBe(201);
    const { _id: id, updatedAt } = created.json<{ board: { _id: string; updatedAt: string } }>().board;
    const xml = (await page('/sitemap.xml')).body;
    const day = updatedAt.slice(0, 10);
    expect(xml).toContain(
      `<url><loc>https://law.example/reference</loc><lastmod>${day}</lastmod>` +
        '<xhtml:link rel="alternate" hreflang="ko" href="https://law.example/reference"/>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://law.example/en/reference"/>',
    );
    expect(xml).toContain(`<url><loc>https://law.example/en/reference</loc><lastmod>${day}</lastmod>`);
    expect(xml).toContain(`<loc>https://law.example/reference/${id}</loc>`);
  });
});

describe('the public pages the remotes declare', () => {
  test('are written into every page for the browser, and answered at /site-pages.json', async () => {
    const html = (await page('/guide')).body;
    const boot = JSON.parse(/<script id="boot-data" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!) as {
      site: { pages: { path: string }[] };
    };
    expect(boot.site.pages.map((entry) => entry.path)).toContain('/divorce/property');
    const list = await page('/site-pages.json');
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(
      list
        .json<{ pages: { path: string; title?: { en: string } }[] }>()
        .pages.find((entry) => entry.path === '/divorce/property')?.title?.en,
    ).toBe('Property division');
  });

  test('decide which visits count as page views, and for which path, without personal data', async () => {
    let address = 0;
    const view = (path: string) =>
      t.request({
        method: 'POST',
        url: '/api/v1/pageviews',
        payload: { path },
        remoteAddress: `192.0.2.${(address += 1)}`,
      });
    const paths = [
      '/media',
      '/media',
      '/en/media',
      '/reference/abc',
      '/en/reference?page=2',
      '/auction-search/이혼',
      '/guide/question',
      '/console/boards',
      '/nowhere',
      '/reference/a%2Fb',
    ];
    for (const path of paths) expect((await view(path)).statusCode).toBe(204);
    expect((await view('media')).statusCode).toBe(400);
    const { accessToken } = await t.login();
    const dashboard = await t.request({ method: 'GET', url: '/api/console/statistics/dashboard', token: accessToken });
    const { pageViews } = dashboard.json<{ pageViews: { topPaths: { path: string; count: number }[] } }>();
    expect(pageViews.topPaths).toEqual([
      { path: '/media', count: 3 },
      { path: '/auction-search', count: 1 },
      { path: '/reference', count: 1 },
      { path: '/reference/abc', count: 1 },
    ]);
  });

  test("count each calculator's page views in both languages, whatever its query, for the dashboard", async () => {
    let address = 0;
    for (const path of [
      '/calculator/child-support',
      '/en/calculator/child-support?incomes=1',
      '/calculator/child-support/',
      '/calculator/inheritance',
      '/calculator/lottery',
    ]) {
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/pageviews',
        payload: { path },
        remoteAddress: `198.51.100.${(address += 1)}`,
      });
      expect(response.statusCode).toBe(204);
    }
    const { accessToken } = await t.login();
    const dashboard = await t.request({ method: 'GET', url: '/api/console/statistics/dashboard', token: accessToken });
    const stats = dashboard.json<{
      calculators: { tool: string; visits: number }[];
      pageViews: { topPaths: { path: string }[] };
    }>();
    expect(stats.calculators.map(({ tool, visits }) => ({ tool, visits }))).toEqual([
      { tool: 'child-support', visits: 3 },
      { tool: 'property-division', visits: 0 },
      { tool: 'inheritance', visits: 1 },
      { tool: 'divorce-grounds', visits: 0 },
    ]);
    expect(stats.pageViews.topPaths.map((row) => row.path)).not.toContain('/calculator/lottery');
  });
});

test('a site that is not built answers 503 with a plain page and no internal detail', async () => {
  const bare = await createTestApp({ env: { SITE_ROOT: path.join(root, 'missing') }, appOptions: { site: true } });
  try {
    const response = await bare.request({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('잠시 후 다시 이용해 주세요');
    expect(response.body).not.toContain('missing');
    expect(response.body).not.toContain('ENOENT');
  } finally {
    await bare.close();
  }
});
