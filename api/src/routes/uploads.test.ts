import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createTestApp, multipart, type TestApp } from '../test/app.ts';
import { html, image, pdf } from '../test/fixtures.ts';

let t: TestApp;
let token: string;
let photo: string;
let document: string;

const upload = async (url: string, parts: Parameters<typeof multipart>[0]) => {
  const body = multipart(parts);
  return t.request({ method: 'POST', url, token, payload: body.payload, headers: body.headers });
};

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).accessToken;
  photo = (await upload('/api/console/editor', [{ name: 'photo', filename: 'wide.jpg', data: await image(1600, 900, 'jpeg') }])).json().url;
  document = (await upload('/api/console/files', [{ name: 'file', filename: 'guide.pdf', data: pdf }])).json().file.url;
}, 60_000);
afterAll(async () => t?.close());

test('an upload is served with its sniffed type, nosniff and a year of caching', async () => {
  const response = await t.request({ method: 'GET', url: photo });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers['content-security-policy']).toContain('sandbox');
  expect((await sharp(response.rawPayload).metadata()).width).toBe(1600);
  const head = await t.request({ method: 'HEAD', url: photo });
  expect(head.statusCode).toBe(200);
  expect(head.headers['content-type']).toBe('image/jpeg');
});

test('documents are served as downloads', async () => {
  const response = await t.request({ method: 'GET', url: document });
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toMatch(/^attachment;/);
});

test('?w= answers the image resized, as AVIF or WebP by Accept, cached on disk', async () => {
  const avif = await t.request({ method: 'GET', url: `${photo}?w=640`, headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } });
  expect(avif.statusCode).toBe(200);
  expect(avif.headers['content-type']).toBe('image/avif');
  expect(avif.headers.vary).toBe('Accept');
  expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const avifMeta = await sharp(avif.rawPayload).metadata();
  expect([avifMeta.format, avifMeta.width, avifMeta.height]).toEqual(['heif', 640, 360]);

  const webp = await t.request({ method: 'GET', url: `${photo}?w=480`, headers: { accept: 'image/webp,*/*' } });
  expect(webp.headers['content-type']).toBe('image/webp');
  expect((await sharp(webp.rawPayload).metadata()).width).toBe(480);

  const original = await t.request({ method: 'GET', url: `${photo}?w=320`, headers: { accept: 'image/avif;q=0, image/png' } });
  expect(original.headers['content-type']).toBe('image/jpeg');
  expect((await sharp(original.rawPayload).metadata()).width).toBe(320);

  const notEnlarged = await t.request({ method: 'GET', url: `${photo}?w=1920`, headers: { accept: 'image/webp' } });
  expect((await sharp(notEnlarged.rawPayload).metadata()).width).toBe(1600);

  const cached = await readdir(path.join(t.dataDir, 'cache', 'variants'));
  expect(cached.sort()).toEqual(expect.arrayContaining([expect.stringMatching(/\.640\.avif$/), expect.stringMatching(/\.480\.webp$/), expect.stringMatching(/\.320\.jpg$/)]));
  const again = await t.request({ method: 'GET', url: `${photo}?w=640`, headers: { accept: 'image/avif' } });
  expect(again.rawPayload.equals(avif.rawPayload)).toBe(true);
});

test('widths outside the list, variants of documents and unknown names are refused as JSON', async () => {
  const width = await t.request({ method: 'GET', url: `${photo}?w=700`, headers: { 'accept-language': 'en' } });
  expect(width.statusCode).toBe(400);
  expect(width.json()).toEqual({ code: 'BAD_IMAGE_WIDTH', message: 'This image width is not available.' });
  expect((await t.request({ method: 'GET', url: `${photo}?w=abc` })).statusCode).toBe(400);
  expect((await t.request({ method: 'GET', url: `${document}?w=320` })).statusCode).toBe(400);
  const missing = await t.request({ method: 'GET', url: `/uploads/${'0'.repeat(32)}.png` });
  expect(missing.statusCode).toBe(404);
  expect(missing.json().code).toBe('NOT_FOUND');
  expect((await t.request({ method: 'GET', url: `/uploads/${'0'.repeat(32)}.png?w=320` })).statusCode).toBe(404);
  for (const name of ['..%2F..%2Fdb%2FPG_VERSION', '..%2Fjwt-secret', 'private%2Fx.pdf', 'PG_VERSION', '%2e%2e']) {
    expect((await t.request({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(404);
  }
});

test('images only where images are expected, checked from the bytes', async () => {
  const disguised = await upload('/api/console/editor', [{ name: 'photo', filename: 'photo.jpg', type: 'image/jpeg', data: html }]);
  expect(disguised.statusCode).toBe(415);
  expect(disguised.json()).toEqual({ code: 'UNSUPPORTED_FILE_TYPE', message: 'JPG, PNG, WebP, GIF, AVIF 파일만 올릴 수 있습니다.' });
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  expect((await upload('/api/console/editor', [{ name: 'photo', filename: 'x.svg', type: 'image/svg+xml', data: svg }])).statusCode).toBe(415);
  const truncated = (await image(200, 200)).subarray(0, 60);
  expect((await upload('/api/console/editor', [{ name: 'photo', filename: 'broken.png', data: truncated }])).statusCode).toBe(415);
  expect((await upload('/api/console/editor', [{ name: 'photo', filename: 'doc.pdf', data: pdf }])).statusCode).toBe(415);
  const named = await upload('/api/console/editor', [{ name: 'photo', filename: 'looks-like.pdf', data: await image(10, 10, 'webp') }]);
  expect(named.json().url).toMatch(/\.webp$/);
});

test('size limits per kind answer 413 and keep nothing', async () => {
  const before = await readdir(path.join(t.dataDir, 'uploads'));
  const big = Buffer.concat([await image(10, 10), Buffer.alloc(10 * 1024 * 1024)]);
  const image413 = await upload('/api/console/editor', [{ name: 'photo', filename: 'big.png', data: big }]);
  expect(image413.statusCode).toBe(413);
  expect(image413.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: '파일은 10 MB 이하만 올릴 수 있습니다.' });
  const attachment = Buffer.concat([pdf, Buffer.alloc(30 * 1024 * 1024)]);
  const file413 = await upload('/api/console/files', [{ name: 'file', filename: 'big.pdf', data: attachment }]);
  expect(file413.statusCode).toBe(413);
  expect(file413.json().message).toBe('파일은 30 MB 이하만 올릴 수 있습니다.');
  const two = await upload('/api/console/editor', [
    { name: 'photo', filename: 'a.png', data: await image(10, 10) },
    { name: 'photo', filename: 'b.png', data: await image(10, 10) },
  ]);
  expect(two.statusCode).toBe(413);
  expect(two.json().code).toBe('TOO_MANY_FILES');
  expect((await readdir(path.join(t.dataDir, 'uploads'))).sort()).toEqual(before.sort());
});

test('stored names are generated, never the visitor\'s', async () => {
  const response = await upload('/api/console/files', [{ name: 'file', filename: '../../../jwt-secret.pdf', data: pdf }]);
  const name = response.json().file.url.split('/').pop();
  expect(name).toMatch(/^[0-9a-f]{32}\.pdf$/);
  expect(await readdir(path.join(t.dataDir, 'uploads'))).toContain(name);
  expect(await readdir(t.dataDir)).not.toContain('jwt-secret.pdf');
});
