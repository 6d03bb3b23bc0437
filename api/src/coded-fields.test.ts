import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { forms, outbox } from './db/schema.ts';
import { createTestApp, multipart, type TestApp } from './test-support/app.ts';
import { pdf, settingRecord } from './test-support/fixtures.ts';

/**
 * A visitor sends coded fields of its own making: the console and the staff mail would show the text as typed
 * (`divorce-anything` instead of a practice's name), and a request could pass for a callback request.
 */
let t: TestApp;
let address = 0;
const visitor = (payload: Record<string, unknown>, locale = 'ko') =>
  t.request({
    method: 'POST',
    url: '/api/v1/forms',
    payload,
    headers: { 'accept-language': locale },
    remoteAddress: `203.0.113.${(address += 1)}`,
  });
const request = {
  name: '홍길동',
  phone: '010-1234-5678',
  category: 'divorce-property',
  office: 'incheon',
  contactTime: 'morning',
  content: '재산분할 상담을 원합니다.',
  agree: true,
};

beforeAll(async () => {
  t = await createTestApp();
  const token = (await t.login()).accessToken;
  await t.request({ method: 'PUT', url: '/api/console/setting', token, payload: settingRecord() });
}, 60_000);
afterAll(async () => t?.close());

test("a practice area of the visitor's own making is refused with 400 naming the field, and nothing is stored or mailed", async () => {
  const korean = await visitor({ ...request, category: 'divorce-anything' });
  expect(korean.statusCode).toBe(400);
  expect(korean.json()).toEqual({
    code: 'UNKNOWN_CHOICE',
    message: '상담 분야 항목에서 고른 값이 목록에 없습니다. 목록에서 다시 골라 주세요.',
    issues: [{ path: 'body.category', code: 'invalid_value' }],
  });
  const english = await visitor({ ...request, category: 'divorce-anything' }, 'en');
  expect(english.json().message).toBe(
    'That is not one of the choices for the practice area. Please pick one from the list.',
  );
  expect((await visitor({ ...request, category: 'callback' })).json().code).toBe('UNKNOWN_CHOICE');
  await t.app.messaging.idle();
  expect(await t.database.db.select().from(forms)).toEqual([]);
  expect(await t.database.db.select().from(outbox)).toEqual([]);
});

test('an office the settings do not list and a contact time of no code are refused the same way', async () => {
  const office = await visitor({ ...request, office: 'gwangju' });
  expect(office.statusCode).toBe(400);
  expect(office.json()).toMatchObject({
    code: 'UNKNOWN_CHOICE',
    issues: [{ path: 'body.office', code: 'invalid_value' }],
  });
  expect(office.json().message).toContain('희망 사무소');
  const time = await visitor({ ...request, contactTime: 'midnight' }, 'en');
  expect(time.json()).toMatchObject({
    code: 'UNKNOWN_CHOICE',
    message: expect.stringContaining('the preferred contact time'),
  });
  const all = await visitor({ ...request, category: 'x', office: 'y', contactTime: 'z' });
  expect(all.json().issues.map((issue: { path: string }) => issue.path)).toEqual([
    'body.category',
    'body.office',
    'body.contactTime',
  ]);
  expect(await t.database.db.select().from(forms)).toEqual([]);
});

test('the multipart form is checked the same way, and its attachments are not kept', async () => {
  const body = multipart([
    ...Object.entries({ ...request, category: 'divorce-anything', agree: 'true' }).map(([name, value]) => ({
      name,
      value: String(value),
    })),
    { name: 'files', filename: 'memo.pdf', data: pdf },
  ]);
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/forms',
    payload: body.payload,
    headers: body.headers,
    remoteAddress: '203.0.113.250',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().code).toBe('UNKNOWN_CHOICE');
  expect(await t.database.db.select().from(forms)).toEqual([]);
  const kept = await readdir(path.join(t.dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(() => []);
  expect(kept.filter((entry) => entry.isFile())).toEqual([]);
});

test("every practice page's code, `other`, and an office of the settings are taken", async () => {
  for (const category of ['divorce-agreement', 'inheritance-recovery', 'other'])
    expect((await visitor({ ...request, category })).statusCode).toBe(201);
  expect((await visitor({ ...request, office: 'seoul-main' })).statusCode).toBe(201);
  expect((await t.database.db.select().from(forms)).map((row) => row.category).sort()).toEqual([
    'divorce-agreement',
    'divorce-property',
    'inheritance-recovery',
    'other',
  ]);
});
