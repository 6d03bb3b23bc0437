import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, multipart, type TestApp } from '../../test-support/app.ts';
import { image, lawyerInput, popupInput, settingRecord } from '../../test-support/fixtures.ts';

/**
 * A console write shows on the next server-rendered page. The shell here is a stand-in written by the test that
 * renders what the real pages take from the public API through the server's in-process adapter: the main phone in
 * the header and footer of every page, the home page's popups, the lawyers list, and a profile with its name,
 * portrait and JSON-LD (404 when the API has no such lawyer). What is checked is the server's part: the page cache
 * is dropped on console writes and when a scheduled change comes due, and the API answers what visitors may see.
 */
const shellServer = `
const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
module.exports = Promise.resolve({
  render: async (request) => {
    globalThis.__freshContentRenders = (globalThis.__freshContentRenders || 0) + 1;
    const url = new URL(request.url, 'http://x');
    const english = url.pathname === '/en' || url.pathname.startsWith('/en/');
    const locale = english ? 'en' : 'ko';
    const path = english ? url.pathname.slice(3) || '/' : url.pathname;
    const api = async (target) => {
      try {
        const response = await request.adapter({ url: target, method: 'get', headers: { 'accept-language': locale } });
        return JSON.parse(response.data);
      } catch (error) {
        if (error.response) return null;
        throw error;
      }
    };
    const setting = (await api('/api/v1/setting')).setting;
    let status = 200;
    let main = '';
    if (path === '/') {
      const { popups } = await api('/api/v1/popups');
      main = '<ul id="popups">' + popups.map((popup) => '<li>' + escape(popup.title) + '</li>').join('') + '</ul>';
    } else if (path === '/taesung/lawyer') {
      const { lawyers } = await api('/api/v1/lawyers?limit=100');
      main = '<ul id="lawyers">' + lawyers.map((lawyer) => '<li>' + escape(english ? lawyer.titleEn : lawyer.title) + '</li>').join('') + '</ul>';
    } else if (path.startsWith('/taesung/lawyer/')) {
      const found = await api('/api/v1/lawyers/' + path.slice('/taesung/lawyer/'.length));
      if (!found) {
        status = 404;
        main = '<h1>not found</h1>';
      } else {
        const lawyer = found.lawyer;
        const name = english ? lawyer.titleEn : lawyer.title;
        const person = { '@context': 'https://schema.org', '@type': 'Person', name, image: lawyer.image ? new URL(lawyer.image, request.origin).href : undefined };
        main = '<h1>' + escape(name) + '</h1>' + (lawyer.image ? '<img src="' + escape(lawyer.image) + '" alt="">' : '') +
          '<script type="application/ld+json">' + JSON.stringify(person).replace(/</g, '\\\\u003c') + '</script>';
      }
    }
    return {
      status,
      locale,
      html: '<header><a class="phone">' + escape(setting.phone) + '</a></header><main>' + main + '</main><footer><span class="phone">' + escape(setting.phone) + '</span></footer>',
      head: { title: 'Page ' + path, description: 'A page of the site at ' + path + ' for visitors and search engines.' },
      state: {},
      remote: null,
      chunk: null,
    };
  },
});
`;

let root: string;
let t: TestApp;
let token: string;

async function write(file: string, content: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'taesung-fresh-content-'));
  const shell = path.join(root, 'shell/dist');
  await write(path.join(shell, 'server/package.json'), '{ "type": "commonjs" }\n');
  await write(path.join(shell, 'server/main.js'), shellServer);
  await write(path.join(shell, 'assets.json'), JSON.stringify({ js: [], css: [], preload: [] }));
  t = await createTestApp({ env: { SITE_ROOT: root, PUBLIC_URL: 'https://law.example' }, appOptions: { site: true } });
  token = (await t.login()).accessToken;
  expect((await staff('PUT', '/api/console/setting', settingRecord())).statusCode).toBe(200);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

const page = async (url: string) => {
  const response = await t.request({ method: 'GET', url });
  return { status: response.statusCode, html: response.body };
};
function staff(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return t.request({ method, url, token, payload: payload as never });
}
const renders = () => (globalThis as { __freshContentRenders?: number }).__freshContentRenders ?? 0;
const phones = (html: string) => [...html.matchAll(/class="phone">([^<]*)</g)].map((match) => match[1]);
const personOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!) as {
    name: string;
    image?: string;
  };
const items = (html: string, list: string) =>
  [...(new RegExp(`<ul id="${list}">(.*?)</ul>`).exec(html)?.[1] ?? '').matchAll(/<li>([^<]*)<\/li>/g)].map(
    (match) => match[1],
  );

test('a new main phone shows in the header and footer of / and /en, and in the home page\u2019s structured data', async () => {
  for (const url of ['/', '/en']) expect(phones((await page(url)).html)).toEqual(['02-0000-5800', '02-0000-5800']);
  const saved = await staff('PUT', '/api/console/setting', settingRecord({ phone: '1588-0000' }));
  expect(saved.statusCode).toBe(200);
  for (const url of ['/', '/en']) {
    const { html } = await page(url);
    expect(phones(html)).toEqual(['1588-0000', '1588-0000']);
    expect(html).toContain('"@type":"LegalService","@id":"https://law.example/#legal-service"');
    expect(html).toContain('"telephone":"1588-0000"');
  }
});

test('a lawyer\u2019s new English name and portrait show in /en/taesung/lawyer/{key} and its JSON-LD', async () => {
  const lawyer = (await staff('POST', '/api/console/lawyers', lawyerInput({ key: 'kim-fresh' }))).json().lawyer;
  const before = await page('/en/taesung/lawyer/kim-fresh');
  expect(before.html).toContain('<h1>Taesung Kim</h1>');
  expect(personOf(before.html)).toEqual({ '@context': 'https://schema.org', '@type': 'Person', name: 'Taesung Kim' });

  expect(
    (
      await staff(
        'PUT',
        `/api/console/lawyers/${lawyer._id}`,
        lawyerInput({ key: 'kim-fresh', titleEn: 'Tae-sung Kim' }),
      )
    ).statusCode,
  ).toBe(200);
  const body = multipart([{ name: 'file', filename: 'portrait.png', data: await image(900, 1200) }]);
  const uploaded = await t.request({
    method: 'POST',
    url: `/api/console/lawyers/${lawyer._id}/image`,
    token,
    payload: body.payload,
    headers: body.headers,
  });
  expect(uploaded.statusCode).toBe(200);
  const portrait = uploaded.json().lawyer.image as string;

  const after = await page('/en/taesung/lawyer/kim-fresh');
  expect(after.html).toContain('<h1>Tae-sung Kim</h1>');
  expect(after.html).toContain(`<img src="${portrait}" alt="">`);
  expect(personOf(after.html)).toMatchObject({ name: 'Tae-sung Kim', image: `https://law.example${portrait}` });
  // The largest image of the page is not this one (no fetchpriority), but its file is served.
  expect((await t.request({ method: 'GET', url: portrait })).statusCode).toBe(200);
});

test('a hidden lawyer is gone from /taesung/lawyer, its profile answers 404, and the sitemap leaves it out', async () => {
  const shown = (
    await staff(
      'POST',
      '/api/console/lawyers',
      lawyerInput({ key: 'park-shown', title: '박공개', titleEn: 'Shown Park', order: 2 }),
    )
  ).json().lawyer;
  const hidden = (
    await staff(
      'POST',
      '/api/console/lawyers',
      lawyerInput({ key: 'lee-hidden', title: '이숨김', titleEn: 'Hidden Lee', order: 3 }),
    )
  ).json().lawyer;
  expect(shown._id).toBeTruthy();
  expect(items((await page('/taesung/lawyer')).html, 'lawyers')).toContain('이숨김');
  expect((await page('/taesung/lawyer/lee-hidden')).status).toBe(200);
  expect((await page('/sitemap.xml')).html).toContain('/taesung/lawyer/lee-hidden');

  const hide = await staff(
    'PUT',
    `/api/console/lawyers/${hidden._id}`,
    lawyerInput({ key: 'lee-hidden', title: '이숨김', titleEn: 'Hidden Lee', order: 3, hidden: true }),
  );
  expect(hide.statusCode).toBe(200);
  const list = items((await page('/taesung/lawyer')).html, 'lawyers');
  expect(list).toContain('박공개');
  expect(list).not.toContain('이숨김');
  expect(items((await page('/en/taesung/lawyer')).html, 'lawyers')).not.toContain('Hidden Lee');
  const profile = await page('/taesung/lawyer/lee-hidden');
  expect(profile.status).toBe(404);
  expect(profile.html).not.toContain('이숨김');
  const sitemap = (await page('/sitemap.xml')).html;
  expect(sitemap).toContain('/taesung/lawyer/park-shown');
  expect(sitemap).not.toContain('lee-hidden');
});

test('a popup whose window starts tomorrow is absent from the home page today; one starting in a moment appears when due, with no console write', async () => {
  const day = 24 * 60 * 60 * 1000;
  await staff('POST', '/api/console/popups', popupInput({ title: { ko: '오늘 팝업', en: 'Today' } }));
  await staff(
    'POST',
    '/api/console/popups',
    popupInput({ title: { ko: '내일 팝업', en: 'Tomorrow' }, startAt: new Date(Date.now() + day).toISOString() }),
  );
  const startAt = new Date(Date.now() + 1500).toISOString();
  await staff('POST', '/api/console/popups', popupInput({ title: { ko: '곧 팝업', en: 'Soon' }, startAt }));
  expect(items((await page('/en')).html, 'popups')).toEqual(['Today']);
  expect(items((await page('/')).html, 'popups')).toEqual(['오늘 팝업']);
  await new Promise((resolve) => setTimeout(resolve, Date.parse(startAt) - Date.now() + 50));
  expect(items((await page('/en')).html, 'popups').sort()).toEqual(['Soon', 'Today']);
});

test('a scheduled version of the terms coming into effect drops the rendered pages', async () => {
  const effectiveAt = new Date(Date.now() + 1500).toISOString();
  const created = await staff('POST', '/api/console/terms', {
    code: 'privacy',
    title: { ko: '개인정보처리방침', en: 'Privacy policy' },
    content: { ko: '<p>개정</p>', en: '<p>Revised</p>' },
    effectiveAt,
  });
  expect(created.statusCode).toBe(201);
  await page('/privacy');
  const before = renders();
  await page('/privacy');
  expect(renders()).toBe(before);
  await new Promise((resolve) => setTimeout(resolve, Date.parse(effectiveAt) - Date.now() + 50));
  await page('/privacy');
  expect(renders()).toBe(before + 1);
  expect((await t.request({ method: 'GET', url: '/api/v1/terms/privacy' })).json().terms._id).toBe(
    created.json().terms._id,
  );
});

test('a page carries a tag of its body and answers 304 to it, with no rendering; a console write gives it a new tag', async () => {
  const first = await t.request({ method: 'GET', url: '/en' });
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^W\/"[\w-]+"$/);
  expect(first.headers.vary).toMatch(/Accept-Encoding/);
  const before = renders();
  const again = await t.request({ method: 'GET', url: '/en', headers: { 'if-none-match': etag } });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(renders()).toBe(before);
  // The compressed page is the same page: the same tag, and 304 to it too.
  const compressed = await t.request({ method: 'GET', url: '/en', headers: { 'accept-encoding': 'gzip' } });
  expect(compressed.headers['content-encoding']).toBe('gzip');
  expect(compressed.headers.etag).toBe(etag);
  expect(
    (await t.request({ method: 'GET', url: '/en', headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } }))
      .statusCode,
  ).toBe(304);

  expect((await staff('PUT', '/api/console/setting', settingRecord({ phone: '1588-1234' }))).statusCode).toBe(200);
  const changed = await t.request({ method: 'GET', url: '/en', headers: { 'if-none-match': etag } });
  expect(changed.statusCode).toBe(200);
  expect(changed.headers.etag).not.toBe(etag);
  expect(phones(changed.body)).toEqual(['1588-1234', '1588-1234']);
});
