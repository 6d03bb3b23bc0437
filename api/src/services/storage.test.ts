import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createTestApp, multipart, type TestApp } from '../test/app.ts';
import { image, pdf } from '../test/fixtures.ts';
import { startS3Server } from '../test/s3-server.ts';
import { s3Store } from './storage.ts';

const credentials = { accessKeyId: 'TAESUNGTESTKEY', secretAccessKey: 'taesung-test-secret-key-0123456789' };
let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
let token: string;

beforeAll(async () => {
  s3 = await startS3Server(credentials);
  t = await createTestApp({
    env: {
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'taesung-uploads',
      S3_REGION: 'ap-northeast-2',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
  });
  token = (await t.login()).accessToken;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const upload = async (url: string, parts: Parameters<typeof multipart>[0], remoteAddress?: string) => {
  const body = multipart(parts);
  return t.request({ method: 'POST', url, token, payload: body.payload, headers: body.headers, remoteAddress });
};

test('with S3_* set, uploads go to the bucket (signed), are served from it and deleted from it', async () => {
  const response = await upload('/api/console/editor', [{ name: 'photo', filename: 'photo.png', data: await image(1000, 500) }]);
  expect(response.statusCode).toBe(201);
  const { url } = response.json();
  const name = url.split('/').pop();
  expect([...s3.objects.keys()]).toEqual([`/taesung-uploads/${name}`]);
  expect(s3.objects.get(`/taesung-uploads/${name}`)!.type).toBe('image/png');
  expect(await readdir(path.join(t.dataDir, 'uploads')).catch(() => [])).toEqual([]);

  const served = await t.request({ method: 'GET', url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  expect(served.rawPayload.equals(s3.objects.get(`/taesung-uploads/${name}`)!.body)).toBe(true);
  const variant = await t.request({ method: 'GET', url: `${url}?w=320`, headers: { accept: 'image/webp' } });
  expect(variant.headers['content-type']).toBe('image/webp');
  expect((await sharp(variant.rawPayload).metadata()).width).toBe(320);

  const file = (await upload('/api/console/files', [{ name: 'file', filename: 'a.pdf', data: pdf }])).json().file;
  expect(s3.objects.size).toBe(2);
  expect((await t.request({ method: 'DELETE', url: `/api/console/files/${file._id}`, token })).statusCode).toBe(204);
  expect(s3.objects.size).toBe(1);
  expect((await t.request({ method: 'GET', url: file.url })).statusCode).toBe(404);
});

test('private attachments go to the bucket under private/', async () => {
  const body = multipart([
    ...Object.entries({ name: '홍길동', phone: '010-1234-5678', category: 'other', office: 'seoul-main', contactTime: 'anytime', content: '첨부', agree: 'true' }).map(([name, value]) => ({ name, value })),
    { name: 'files', filename: 'doc.pdf', data: pdf },
  ]);
  const response = await t.request({ method: 'POST', url: '/api/v1/forms', payload: body.payload, headers: body.headers });
  expect(response.statusCode).toBe(201);
  const [attachment] = response.json().form.files;
  const name = attachment.url.split('/').pop();
  expect(s3.objects.has(`/taesung-uploads/private/${name}`)).toBe(true);
  const download = await t.request({ method: 'GET', url: attachment.url, token });
  expect(download.rawPayload.equals(pdf)).toBe(true);
});

test('a wrong secret is refused by the store', async () => {
  const store = s3Store({ endpoint: s3.endpoint, bucket: 'taesung-uploads', region: 'ap-northeast-2', accessKeyId: credentials.accessKeyId, secretAccessKey: 'wrong-secret' });
  await expect(store.put('x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/403/);
});
