import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createTestApp, multipart, type TestApp } from '../test-support/app.ts';
import { image, pdf } from '../test-support/fixtures.ts';
import { startS3, testBucket, type TestS3 } from '../test-support/s3.ts';
import { s3Client, s3Store } from './s3-store.ts';
import { attachmentDisposition, localStore, type ObjectStore } from './storage.ts';

let s3: TestS3;
let t: TestApp;
let token: string;

beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp({ env: s3.env() });
  token = (await t.login()).accessToken;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const consultation = (files: { filename: string; data: Buffer }[]) =>
  multipart([
    ...Object.entries({
      name: '홍길동',
      phone: '010-1234-5678',
      category: 'other',
      office: 'seoul-main',
      contactTime: 'anytime',
      content: '첨부',
      agree: 'true',
    }).map(([name, value]) => ({ name, value })),
    ...files.map((file) => ({ name: 'files', ...file })),
  ]);
const upload = async (
  app: TestApp,
  url: string,
  parts: Parameters<typeof multipart>[0],
  headers: Record<string, string> = {},
) => {
  const body = multipart(parts);
  return app.request({ method: 'POST', url, token, payload: body.payload, headers: { ...body.headers, ...headers } });
};
const libraryCount = async (app: TestApp) =>
  (await app.request({ method: 'GET', url: '/api/console/files', token })).json().summary.totalCount as number;
const formCount = async (app: TestApp) =>
  (await app.request({ method: 'GET', url: '/api/console/forms', token })).json().summary.totalCount as number;
const text = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

describe('both stores keep the same contract', () => {
  let directory: string;
  const stores: [string, () => ObjectStore][] = [
    ['local', () => localStore(directory)],
    [
      's3',
      () =>
        s3Store(
          s3Client({
            endpoint: s3.endpoint,
            region: 'ap-northeast-2',
            accessKeyId: 'S3RVER',
            secretAccessKey: 'S3RVER',
          }),
          testBucket,
          { prefix: 'contract/' },
        ),
    ],
  ];
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'taesung-store-'));
  });
  afterAll(async () => rm(directory, { recursive: true, force: true }));

  test.each(stores)(
    '%s: put, read, stream, remove; missing keys are null and removing them is no error',
    async (_kind, make) => {
      const store = make();
      await store.put('private/a.pdf', Buffer.from('가나다'), 'application/pdf');
      expect((await store.read('private/a.pdf'))?.toString()).toBe('가나다');
      const streamed = await store.stream('private/a.pdf');
      expect(streamed?.size).toBe(Buffer.byteLength('가나다'));
      expect(await text(streamed!.body)).toBe('가나다');
      expect(await store.read('private/b.pdf')).toBeNull();
      expect(await store.stream('b.pdf')).toBeNull();
      await store.remove(['private/a.pdf', 'never-there.pdf']);
      expect(await store.read('private/a.pdf')).toBeNull();
    },
  );
});

test('with S3_* set, uploads go to the bucket and nothing to the disk; private attachments under private/', async () => {
  const response = await upload(t, '/api/console/editor', [
    { name: 'photo', filename: 'photo.png', data: await image(1000, 500) },
  ]);
  expect(response.statusCode).toBe(201);
  const name = response.json().url.split('/').pop();
  expect(await s3.keys()).toContain(name);

  const body = consultation([{ filename: '진단서.pdf', data: pdf }]);
  const form = await t.request({ method: 'POST', url: '/api/v1/forms', payload: body.payload, headers: body.headers });
  expect(form.statusCode).toBe(201);
  const [attachment] = form.json().form.files;
  expect(attachment.name).toBe('진단서.pdf');
  const privateName = attachment.url.split('/').pop();
  expect(await s3.keys()).toContain(`private/${privateName}`);
  expect((await t.request({ method: 'GET', url: `/uploads/${privateName}` })).statusCode).toBe(404);
  const download = await t.request({ method: 'GET', url: attachment.url, token });
  expect(download.statusCode).toBe(200);
  expect(download.rawPayload.equals(pdf)).toBe(true);
  expect(download.headers['cache-control']).toBe('private, no-store');
  expect(download.headers['content-disposition']).toBe(
    `attachment; filename="download.pdf"; filename*=UTF-8''${encodeURIComponent('진단서.pdf')}`,
  );
});

test("the store down: uploads and downloads answer 503 in the caller's language, nothing is half kept, and all works again when it is back", async () => {
  const kept = (await upload(t, '/api/console/files', [{ name: 'file', filename: '보관.pdf', data: pdf }])).json().file;
  const files = await libraryCount(t);
  const forms = await formCount(t);
  await s3.stop();
  try {
    const korean = await upload(t, '/api/console/files', [{ name: 'file', filename: '안내.pdf', data: pdf }]);
    expect(korean.statusCode).toBe(503);
    expect(korean.json()).toEqual({
      code: 'STORAGE_UNAVAILABLE',
      message: '파일 저장소에 연결할 수 없어 파일을 저장하거나 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
    });
    const english = await upload(
      t,
      '/api/console/editor',
      [{ name: 'photo', filename: 'a.png', data: await image(20, 20) }],
      { 'accept-language': 'en' },
    );
    expect(english.statusCode).toBe(503);
    expect(english.json().message).toBe(
      'The file storage could not be reached, so the file could not be saved or opened. Please try again in a moment.',
    );

    const body = consultation([{ filename: '진단서.pdf', data: pdf }]);
    const form = await t.request({
      method: 'POST',
      url: '/api/v1/forms',
      payload: body.payload,
      headers: body.headers,
    });
    expect(form.statusCode).toBe(503);
    expect(form.json().code).toBe('STORAGE_UNAVAILABLE');

    const served = await t.request({ method: 'GET', url: kept.url, headers: { 'accept-language': 'en' } });
    expect(served.statusCode).toBe(503);
    expect(served.json().code).toBe('STORAGE_UNAVAILABLE');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const removal = t.app.files.remove(kept._id, (row) => t.app.storage.remove(row.storageName));
    await expect(removal).rejects.toMatchObject({ statusCode: 503, code: 'STORAGE_UNAVAILABLE' });
    expect(await libraryCount(t)).toBe(files);
    expect(await formCount(t)).toBe(forms);
  } finally {
    await s3.start();
  }

  const again = await upload(t, '/api/console/files', [{ name: 'file', filename: '안내.pdf', data: pdf }]);
  expect(again.statusCode).toBe(201);
  expect((await t.request({ method: 'GET', url: kept.url })).rawPayload.equals(pdf)).toBe(true);
  expect(await libraryCount(t)).toBe(files + 1);
}, 60_000);

test('a missing bucket is refused the same way, with nothing kept in the database', async () => {
  const other = await createTestApp({ env: s3.env('taesung-missing') });
  try {
    const otherToken = (await other.login()).accessToken;
    const body = multipart([{ name: 'file', filename: '안내.pdf', data: pdf }]);
    const response = await other.request({
      method: 'POST',
      url: '/api/console/files',
      token: otherToken,
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('STORAGE_UNAVAILABLE');
    expect(
      (await other.request({ method: 'GET', url: '/api/console/files', token: otherToken })).json().summary.totalCount,
    ).toBe(0);
    expect((await other.request({ method: 'GET', url: `/uploads/${'0'.repeat(32)}.pdf` })).statusCode).toBe(503);
  } finally {
    await other.close();
  }
}, 60_000);

test("a missing bucket and refused credentials are API errors of their own, logged with the store's code", async () => {
  const logged: object[] = [];
  const log = { error: (details: object) => logged.push(details) };
  const client = (accessKeyId: string) =>
    s3Client({ endpoint: s3.endpoint, region: 'ap-northeast-2', accessKeyId, secretAccessKey: 'S3RVER' });
  const missingBucket = s3Store(client('S3RVER'), 'taesung-missing', { log });
  await expect(missingBucket.put('a.pdf', pdf, 'application/pdf')).rejects.toMatchObject({
    statusCode: 503,
    code: 'STORAGE_UNAVAILABLE',
  });
  const refused = s3Store(client('SOMEONE-ELSE'), testBucket, { log });
  await expect(refused.read('a.pdf')).rejects.toMatchObject({ statusCode: 503, code: 'STORAGE_UNAVAILABLE' });
  expect(logged).toEqual([
    expect.objectContaining({ code: 'NoSuchBucket', action: 'put', bucket: 'taesung-missing' }),
    expect.objectContaining({ code: 'InvalidAccessKeyId', action: 'read', bucket: testBucket }),
  ]);
});

test('download names: RFC 6266 UTF-8 with an ASCII fallback, the stored extension added when missing', () => {
  expect(attachmentDisposition('소장.pdf', 'pdf')).toBe(
    `attachment; filename="download.pdf"; filename*=UTF-8''%EC%86%8C%EC%9E%A5.pdf`,
  );
  expect(attachmentDisposition('Brief "final"; v2.docx', 'docx')).toBe(
    `attachment; filename="Brief final v2.docx"; filename*=UTF-8''Brief%20%22final%22%3B%20v2.docx`,
  );
  expect(attachmentDisposition('계약서 2026', 'hwp')).toBe(
    `attachment; filename="2026.hwp"; filename*=UTF-8''%EA%B3%84%EC%95%BD%EC%84%9C%202026.hwp`,
  );
  expect(attachmentDisposition("it's (1).PDF", 'pdf')).toBe(
    `attachment; filename="it's (1).PDF"; filename*=UTF-8''it%27s%20%281%29.PDF`,
  );
});
