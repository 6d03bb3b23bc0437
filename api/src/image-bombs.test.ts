import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { forms } from './db/schema.ts';
import { createTestApp, multipart, type TestApp } from './test-support/app.ts';
import { image, practiceInput, settingRecord } from './test-support/fixtures.ts';

/**
 * Pictures whose header claims more pixels than the server may decode: a few hundred bytes that would take
 * hundreds of megabytes of memory and seconds of a core each time they are decoded.
 */
let t: TestApp;
let token: string;

/** A real 1 × 1 PNG whose header (IHDR) is rewritten to claim `width` × `height`, its checksum made right again. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const uploadsOf = async () =>
  (await readdir(path.join(t.dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
const variantsOf = async () => (await readdir(path.join(t.dataDir, 'cache', 'variants')).catch(() => [])).sort();
const post = (url: string, parts: Parameters<typeof multipart>[0], headers: Record<string, string> = {}) => {
  const body = multipart(parts);
  return t.request({ method: 'POST', url, token, payload: body.payload, headers: { ...body.headers, ...headers } });
};

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).accessToken;
  await t.request({ method: 'PUT', url: '/api/console/setting', token, payload: settingRecord() });
}, 60_000);
afterAll(async () => t?.close());

test('the header of the forged PNG claims what the attack needs', async () => {
  const bomb = await pngClaiming(12_000, 12_000);
  expect(bomb.length).toBeLessThan(200);
  expect(await sharp(bomb).metadata()).toMatchObject({ format: 'png', width: 12_000, height: 12_000 });
});

test("the editor refuses a PNG claiming 12,000 × 12,000 with 400 in the caller's language, and keeps nothing", async () => {
  const before = await uploadsOf();
  const korean = await post('/api/console/editor', [
    { name: 'photo', filename: 'bomb.png', type: 'image/png', data: await pngClaiming(12_000, 12_000) },
  ]);
  expect(korean.statusCode).toBe(400);
  expect(korean.json()).toEqual({
    code: 'IMAGE_TOO_LARGE',
    message:
      '이미지가 너무 큽니다(12,000 × 12,000픽셀). 가로와 세로가 각각 16,000픽셀 이하이고 모두 합쳐 5,000만 픽셀 이하인 이미지만 쓸 수 있습니다.',
  });
  const english = await post(
    '/api/console/editor',
    [{ name: 'photo', filename: 'bomb.png', data: await pngClaiming(12_000, 12_000) }],
    { 'accept-language': 'en' },
  );
  expect(english.json().message).toBe(
    'The image is too large (12,000 × 12,000 pixels). Images can be at most 16,000 pixels on each side and 50 million pixels in all.',
  );
  expect(await uploadsOf()).toEqual(before);
});

test('a side over 16,000 pixels is refused however few pixels in all; 16,000 and 50 million are the last taken', async () => {
  const long = await post('/api/console/editor', [
    { name: 'photo', filename: 'strip.png', data: await pngClaiming(17_000, 10) },
  ]);
  expect(long.statusCode).toBe(400);
  expect(long.json().code).toBe('IMAGE_TOO_LARGE');
  expect(
    (await post('/api/console/editor', [{ name: 'photo', filename: 'tall.png', data: await pngClaiming(10, 16_001) }]))
      .statusCode,
  ).toBe(400);
  expect(
    (
      await post('/api/console/editor', [
        { name: 'photo', filename: 'wide.png', data: await pngClaiming(5_001, 10_000) },
      ])
    ).statusCode,
  ).toBe(400);
  const edge = await post('/api/console/editor', [
    { name: 'photo', filename: 'edge.png', data: await pngClaiming(5_000, 10_000) },
  ]);
  expect(edge.statusCode).toBe(201);
  expect(edge.json()).toMatchObject({ width: 5_000, height: 10_000 });
  const real = await post('/api/console/editor', [
    { name: 'photo', filename: 'photo.jpg', data: await image(1200, 800, 'jpeg') },
  ]);
  expect(real.statusCode).toBe(201);
});

test("a visitor's attachment and a reworked picture (a practice page's top picture) are refused the same way", async () => {
  const before = await uploadsOf();
  const bombed = multipart([
    ...Object.entries({
      name: '홍길동',
      phone: '010-1234-5678',
      category: 'other',
      office: 'seoul-main',
      contactTime: 'anytime',
      content: '첨부',
      agree: 'true',
    }).map(([name, value]) => ({ name, value })),
    { name: 'files', filename: 'scan.png', data: await pngClaiming(12_000, 12_000) },
  ]);
  const refused = await t.request({
    method: 'POST',
    url: '/api/v1/forms',
    payload: bombed.payload,
    headers: bombed.headers,
    remoteAddress: '203.0.113.8',
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().code).toBe('IMAGE_TOO_LARGE');
  expect(await t.database.db.select().from(forms)).toHaveLength(0);

  const practice = (
    await t.request({ method: 'POST', url: '/api/console/practices', token, payload: practiceInput() })
  ).json().practice;
  const visual = await post(`/api/console/practices/${practice._id}/visual`, [
    { name: 'file', filename: 'hero.png', data: await pngClaiming(12_000, 12_000) },
  ]);
  expect(visual.statusCode).toBe(400);
  expect(visual.json().code).toBe('IMAGE_TOO_LARGE');
  expect(await uploadsOf()).toEqual(before);
});

test('the resizer refuses a picture of that kind stored before the rule, without decoding it', async () => {
  const name = `${'ab'.repeat(16)}.png`;
  await mkdir(path.join(t.dataDir, 'uploads'), { recursive: true });
  await writeFile(path.join(t.dataDir, 'uploads', name), await pngClaiming(12_000, 12_000));
  const before = await variantsOf();
  for (const accept of ['image/avif,image/webp,*/*', 'image/webp', 'image/png']) {
    const resized = await t.request({
      method: 'GET',
      url: `/uploads/${name}?w=320`,
      headers: { accept, 'accept-language': 'en' },
    });
    expect(resized.statusCode).toBe(400);
    expect(resized.json().code).toBe('IMAGE_TOO_LARGE');
  }
  const strip = `${'cd'.repeat(16)}.png`;
  await writeFile(path.join(t.dataDir, 'uploads', strip), await pngClaiming(17_000, 10));
  expect((await t.request({ method: 'GET', url: `/uploads/${strip}?w=640` })).statusCode).toBe(400);
  expect(await variantsOf()).toEqual(before);
});

test('copies are made only in the widths the pages ask for', async () => {
  const url = (
    await post('/api/console/editor', [{ name: 'photo', filename: 'photo.jpg', data: await image(1200, 800, 'jpeg') }])
  ).json().url as string;
  for (const width of [1, 100, 321, 1000, 1921, 4000, 16_000]) {
    const response = await t.request({ method: 'GET', url: `${url}?w=${width}` });
    expect({ width, status: response.statusCode, code: response.json().code }).toEqual({
      width,
      status: 400,
      code: 'BAD_IMAGE_WIDTH',
    });
  }
  for (const width of [320, 480, 640, 960, 1280, 1920])
    expect((await t.request({ method: 'GET', url: `${url}?w=${width}` })).statusCode).toBe(200);
});
