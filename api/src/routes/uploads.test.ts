import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createTestApp, multipart, type TestApp } from '../test-support/app.ts';
import { html, image, pdf } from '../test-support/fixtures.ts';
import { startS3, type TestS3 } from '../test-support/s3.ts';

/** The same behaviour whether uploads are on the local disk (the default) or in an S3 bucket (s3rver). */
describe.each(['local disk', 's3'] as const)('uploads on %s', (backend) => {
  let s3: TestS3 | null = null;
  let t: TestApp;
  let token: string;
  let photo: string;
  let document: { _id: string; url: string };

  const upload = async (url: string, parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return t.request({ method: 'POST', url, token, payload: body.payload, headers: body.headers });
  };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url, token, payload });

  /** The stored keys of uploads (`private/…` for private ones), whichever the store. */
  const storedKeys = async (): Promise<string[]> => {
    if (s3) return (await s3.keys()).filter((key) => !key.startsWith('variants/'));
    const root = path.join(t.dataDir, 'uploads');
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  };
  /** The resized images kept, whichever the store. */
  const variantKeys = async (): Promise<string[]> => {
    if (s3)
      return (await s3.keys()).filter((key) => key.startsWith('variants/')).map((key) => key.slice('variants/'.length));
    return (await readdir(path.join(t.dataDir, 'cache', 'variants')).catch(() => [])).sort();
  };
  const nameOf = (url: string) => url.split('/').pop()!;

  beforeAll(async () => {
    if (backend === 's3') s3 = await startS3();
    t = await createTestApp({ env: s3?.env() ?? {} });
    token = (await t.login()).accessToken;
    photo = (
      await upload('/api/console/editor', [
        { name: 'photo', filename: 'wide.jpg', data: await image(1600, 900, 'jpeg') },
      ])
    ).json().url;
    document = (await upload('/api/console/files', [{ name: 'file', filename: '상담 안내서.pdf', data: pdf }])).json()
      .file;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  test('an upload is kept under its generated name and served with its sniffed type, nosniff and a year of caching', async () => {
    expect(await storedKeys()).toEqual(expect.arrayContaining([nameOf(photo), nameOf(document.url)]));
    if (s3) expect((await s3.object(nameOf(photo)))?.type).toBe('image/jpeg');
    else expect(await readdir(path.join(t.dataDir, 'uploads'))).toContain(nameOf(photo));

    const response = await t.request({ method: 'GET', url: photo });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1600);
    if (s3) expect(response.rawPayload.equals((await s3.object(nameOf(photo)))!.body)).toBe(true);

    const head = await t.request({ method: 'HEAD', url: photo });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
    expect(head.headers['content-length']).toBe(response.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);
  });

  test('documents are downloads under the name staff know them by, in Korean and in plain ASCII', async () => {
    const response = await t.request({ method: 'GET', url: document.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="download.pdf"; filename*=UTF-8''${encodeURIComponent('상담 안내서.pdf')}`,
    );

    expect((await call('PUT', `/api/console/files/${document._id}`, { name: 'Guide 2026 안내' })).statusCode).toBe(200);
    const renamed = await t.request({ method: 'GET', url: document.url });
    expect(renamed.headers['content-disposition']).toBe(
      `attachment; filename="Guide 2026.pdf"; filename*=UTF-8''${encodeURIComponent('Guide 2026 안내.pdf')}`,
    );

    const notice = (
      await call('POST', '/api/console/center/notifications', {
        subject: { ko: '공지', en: 'Notice' },
        content: { ko: '<p>내용</p>', en: '' },
      })
    ).json().notification;
    const attached = await upload(`/api/console/center/notifications/${notice._id}/files`, [
      { name: 'files', filename: '판결문 (2026).pdf', data: pdf },
    ]);
    const [file] = attached.json().notification.files;
    const download = await t.request({ method: 'GET', url: file.url });
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="(2026).pdf"; filename*=UTF-8''${'%ED%8C%90%EA%B2%B0%EB%AC%B8%20%282026%29.pdf'}`,
    );
    expect(decodeURIComponent(download.headers['content-disposition']!.toString().split("''")[1]!)).toBe(
      '판결문 (2026).pdf',
    );
  });

  test('?w= answers the image resized, as AVIF or WebP by Accept, made once and kept', async () => {
    const avif = await t.request({
      method: 'GET',
      url: `${photo}?w=640`,
      headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' },
    });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toBe('Accept');
    expect(avif.headers['x-content-type-options']).toBe('nosniff');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const avifMeta = await sharp(avif.rawPayload).metadata();
    expect([avifMeta.format, avifMeta.width, avifMeta.height]).toEqual(['heif', 640, 360]);

    const webp = await t.request({ method: 'GET', url: `${photo}?w=480`, headers: { accept: 'image/webp,*/*' } });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(480);

    const original = await t.request({
      method: 'GET',
      url: `${photo}?w=320`,
      headers: { accept: 'image/avif;q=0, image/png' },
    });
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(original.rawPayload).metadata()).width).toBe(320);

    const notEnlarged = await t.request({ method: 'GET', url: `${photo}?w=1920`, headers: { accept: 'image/webp' } });
    expect((await sharp(notEnlarged.rawPayload).metadata()).width).toBe(1600);

    const stem = nameOf(photo).replace(/\.jpg$/, '');
    expect(await variantKeys()).toEqual(
      expect.arrayContaining([`${stem}.640.avif`, `${stem}.480.webp`, `${stem}.320.jpg`, `${stem}.1920.webp`]),
    );
    const again = await t.request({ method: 'GET', url: `${photo}?w=640`, headers: { accept: 'image/avif' } });
    expect(again.rawPayload.equals(avif.rawPayload)).toBe(true);
  });

  test('widths outside the list, variants of documents and unknown names are refused as JSON', async () => {
    const width = await t.request({ method: 'GET', url: `${photo}?w=700`, headers: { 'accept-language': 'en' } });
    expect(width.statusCode).toBe(400);
    expect(width.json()).toEqual({ code: 'BAD_IMAGE_WIDTH', message: 'This image width is not available.' });
    expect((await t.request({ method: 'GET', url: `${photo}?w=abc` })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: `${document.url}?w=320` })).statusCode).toBe(400);
    const missing = await t.request({ method: 'GET', url: `/uploads/${'0'.repeat(32)}.png` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.request({ method: 'GET', url: `/uploads/${'0'.repeat(32)}.pdf` })).statusCode).toBe(404);
    expect((await t.request({ method: 'HEAD', url: `/uploads/${'0'.repeat(32)}.png` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/uploads/${'0'.repeat(32)}.png?w=320` })).statusCode).toBe(404);
    for (const name of [
      '..%2F..%2Fdb%2FPG_VERSION',
      '..%2Fjwt-secret',
      'private%2Fx.pdf',
      'variants%2Fx.320.webp',
      'PG_VERSION',
      '%2e%2e',
    ]) {
      expect((await t.request({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(404);
    }
  });

  test('images only where images are expected, checked from the bytes', async () => {
    const disguised = await upload('/api/console/editor', [
      { name: 'photo', filename: 'photo.jpg', type: 'image/jpeg', data: html },
    ]);
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json()).toEqual({
      code: 'UNSUPPORTED_FILE_TYPE',
      message: 'JPG, PNG, WebP, GIF, AVIF 파일만 올릴 수 있습니다.',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(
      (await upload('/api/console/editor', [{ name: 'photo', filename: 'x.svg', type: 'image/svg+xml', data: svg }]))
        .statusCode,
    ).toBe(415);
    const truncated = (await image(200, 200)).subarray(0, 60);
    expect(
      (await upload('/api/console/editor', [{ name: 'photo', filename: 'broken.png', data: truncated }])).statusCode,
    ).toBe(415);
    expect((await upload('/api/console/editor', [{ name: 'photo', filename: 'doc.pdf', data: pdf }])).statusCode).toBe(
      415,
    );
    const named = await upload('/api/console/editor', [
      { name: 'photo', filename: 'looks-like.pdf', data: await image(10, 10, 'webp') },
    ]);
    expect(named.json().url).toMatch(/\.webp$/);
  });

  test('size limits per kind answer 413 and keep nothing', async () => {
    const before = await storedKeys();
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
    expect(await storedKeys()).toEqual(before);
  });

  test("stored names are generated, never the visitor's", async () => {
    const response = await upload('/api/console/files', [
      { name: 'file', filename: '../../../jwt-secret.pdf', data: pdf },
    ]);
    const name = nameOf(response.json().file.url);
    expect(name).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(await storedKeys()).toContain(name);
    expect(await readdir(t.dataDir)).not.toContain('jwt-secret.pdf');
    expect(response.json().file.name).toBe('jwt-secret.pdf');
  });

  test('deleting a library file deletes it from the store, with its resized copies', async () => {
    const picture = (
      await upload('/api/console/files', [{ name: 'file', filename: '사무실.png', data: await image(800, 600) }])
    ).json().file;
    const stem = nameOf(picture.url).replace(/\.png$/, '');
    expect(
      (await t.request({ method: 'GET', url: `${picture.url}?w=320`, headers: { accept: 'image/webp' } })).statusCode,
    ).toBe(200);
    expect(await variantKeys()).toContain(`${stem}.320.webp`);

    expect((await call('DELETE', `/api/console/files/${picture._id}`)).statusCode).toBe(204);
    expect(await storedKeys()).not.toContain(nameOf(picture.url));
    expect((await variantKeys()).filter((key) => key.startsWith(stem))).toEqual([]);
    expect((await t.request({ method: 'GET', url: picture.url })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${picture.url}?w=320` })).statusCode).toBe(404);
  });
});
