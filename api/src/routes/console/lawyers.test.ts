import path from 'node:path';
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { signedInApp } from '../../test-support/signed-in.ts';
import { image, lawyerInput, pdf } from '../../test-support/fixtures.ts';

const { app, call, read, stored, upload, visit } = signedInApp();

describe('lawyers', () => {
  test('CRUD, unique key and portrait upload', async () => {
    const created = await call('POST', '/api/console/lawyers', lawyerInput());
    expect(created.statusCode).toBe(201);
    const lawyer = created.json().lawyer;
    expect(lawyer).toMatchObject({ key: 'kim-taesung', image: null, info: { en: [] } });
    const duplicate = await call('POST', '/api/console/lawyers', lawyerInput({ title: '다른 사람' }), {
      'accept-language': 'en',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ code: 'KEY_TAKEN', message: 'This key (address) is already in use.' });
    expect((await call('POST', '/api/console/lawyers', lawyerInput({ key: 'Not A Key' }))).statusCode).toBe(400);
    const second = (
      await call('POST', '/api/console/lawyers', lawyerInput({ key: 'lee-second', order: 2, ceo: false }))
    ).json().lawyer;
    expect(
      (await call('PUT', `/api/console/lawyers/${second._id}`, lawyerInput({ key: 'kim-taesung' }))).statusCode,
    ).toBe(409);
    expect(
      (
        await call('PUT', `/api/console/lawyers/${second._id}`, lawyerInput({ key: 'lee-second', office: 'incheon' }))
      ).json().lawyer.office,
    ).toBe('incheon');
    expect((await call('GET', '/api/console/lawyers?office=incheon')).json().lawyers).toHaveLength(1);

    const portrait = await upload(`/api/console/lawyers/${lawyer._id}/image`, [
      { name: 'image', filename: 'me.jpg', data: await image(300, 400, 'jpeg') },
    ]);
    expect(portrait.statusCode).toBe(200);
    expect(portrait.json().lawyer.image).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(
      (await upload(`/api/console/lawyers/${lawyer._id}/image`, [{ name: 'image', filename: 'cv.pdf', data: pdf }]))
        .statusCode,
    ).toBe(415);
    expect((await call('GET', `/api/console/lawyers/${lawyer._id}`)).json().lawyer.image).toBe(
      portrait.json().lawyer.image,
    );
    expect((await call('DELETE', `/api/console/lawyers/${second._id}`)).statusCode).toBe(204);
  });
});

/** A picture whose left half is red and right half blue, to see which part a crop kept. */
const halves = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 220, g: 20, b: 20 } } })
    .composite([
      {
        input: { create: { width: width / 2, height, channels: 3, background: { r: 20, g: 20, b: 220 } } },
        left: width / 2,
        top: 0,
      },
    ])
    .toFormat(format)
    .toBuffer();

const colourAt = async (data: Buffer, x: number, y: number) => {
  const { data: pixels, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return pixels[offset]! > pixels[offset + 2]! ? 'red' : 'blue';
};

describe('lawyers: hidden, order, portraits', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    for (const lawyer of (await call('GET', '/api/console/lawyers')).json().lawyers as { _id: string }[]) {
      expect((await call('DELETE', `/api/console/lawyers/${lawyer._id}`)).statusCode).toBe(204);
    }
    for (const [index, key] of ['lawyer-a', 'lawyer-b', 'lawyer-c'].entries()) {
      const created = await call(
        'POST',
        '/api/console/lawyers',
        lawyerInput({ key, title: `변호사${index}`, titleEn: `Lawyer ${key}`, order: index + 1 }),
      );
      expect(created.statusCode).toBe(201);
      expect(created.json().lawyer.hidden).toBe(false);
      ids[key] = created.json().lawyer._id;
    }
  });

  test('a hidden lawyer is absent from the public list and its profile answers 404; the console still lists it', async () => {
    const hidden = await call(
      'PUT',
      `/api/console/lawyers/${ids['lawyer-b']}`,
      lawyerInput({ key: 'lawyer-b', title: '변호사1', titleEn: 'Lawyer lawyer-b', order: 2, hidden: true }),
    );
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().lawyer.hidden).toBe(true);
    const keys = (await visit('/api/v1/lawyers')).json().lawyers.map((lawyer: { key: string }) => lawyer.key);
    expect(keys).toEqual(['lawyer-a', 'lawyer-c']);
    expect((await visit('/api/v1/lawyers')).json().summary.totalCount).toBe(2);
    expect((await visit('/api/v1/lawyers/lawyer-b')).statusCode).toBe(404);
    expect((await visit('/api/v1/lawyers/lawyer-a')).json().lawyer).not.toHaveProperty('hidden');
    const found = (await visit('/api/v1/search?searchKeyword=Lawyer%20lawyer', 'en')).json().results as {
      type: string;
      title: string;
    }[];
    expect(found.filter((result) => result.type === 'lawyer').map((result) => result.title)).toEqual([
      'Lawyer lawyer-a',
      'Lawyer lawyer-c',
    ]);
    const staff = (await call('GET', '/api/console/lawyers')).json();
    expect(staff.lawyers.map((lawyer: { key: string; hidden: boolean }) => [lawyer.key, lawyer.hidden])).toEqual([
      ['lawyer-a', false],
      ['lawyer-b', true],
      ['lawyer-c', false],
    ]);
    await call(
      'PUT',
      `/api/console/lawyers/${ids['lawyer-b']}`,
      lawyerInput({ key: 'lawyer-b', title: '변호사1', titleEn: 'Lawyer lawyer-b', order: 2 }),
    );
    expect((await visit('/api/v1/lawyers/lawyer-b')).statusCode).toBe(200);
  });

  test('PUT order sets every lawyer\u2019s order at once; anything but each lawyer once is a 400 that changes nothing', async () => {
    const [a, b, c] = [ids['lawyer-a']!, ids['lawyer-b']!, ids['lawyer-c']!];
    const ordered = await call('PUT', '/api/console/lawyers/order', { ids: [c, a, b] });
    expect(ordered.statusCode).toBe(204);
    const list = (await call('GET', '/api/console/lawyers')).json().lawyers as { _id: string; order: number }[];
    expect(list.map((lawyer) => [lawyer._id, lawyer.order])).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    expect((await visit('/api/v1/lawyers')).json().lawyers.map((lawyer: { key: string }) => lawyer.key)).toEqual([
      'lawyer-c',
      'lawyer-a',
      'lawyer-b',
    ]);

    const missing = await call('PUT', '/api/console/lawyers/order', { ids: [a, b] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'body.ids', code: 'missing_ids' }],
    });
    const repeated = await call('PUT', '/api/console/lawyers/order', { ids: [a, b, c, a] });
    expect(repeated.json().issues).toEqual([{ path: 'body.ids.3', code: 'duplicate' }]);
    const unknown = await call('PUT', '/api/console/lawyers/order', { ids: [a, b, 'nobody'] });
    expect(unknown.json().issues).toEqual([{ path: 'body.ids.2', code: 'unknown_id' }]);
    expect((await call('PUT', '/api/console/lawyers/order', { ids: [] })).statusCode).toBe(400);
    expect((await call('PUT', '/api/console/lawyers/order', { ids: [a, b, c], extra: 1 })).statusCode).toBe(400);
    expect(
      ((await call('GET', '/api/console/lawyers')).json().lawyers as { _id: string }[]).map((lawyer) => lawyer._id),
    ).toEqual([c, a, b]);
  });

  test('a portrait is cut to the crop at 3:4, made no larger than 600 × 800, stripped of metadata, and replaces the old file', async () => {
    const id = ids['lawyer-a']!;
    // The blue right half of a 2000 × 1500 picture, 900 × 1200 from (1050, 100): kept as 600 × 800, all blue.
    const large = await sharp(await halves(2000, 1500, 'jpeg'))
      .withMetadata({ exif: { IFD0: { Copyright: 'Studio Example', Artist: 'Photographer' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(large).metadata()).exif).toBeDefined();
    const first = await upload(`/api/console/lawyers/${id}/image`, [
      { name: 'crop.x', value: '1050' },
      { name: 'crop.y', value: '100' },
      { name: 'crop.width', value: '900' },
      { name: 'crop.height', value: '1200' },
      { name: 'file', filename: 'portrait.jpg', type: 'image/jpeg', data: large },
    ]);
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().lawyer.image as string;
    expect(firstUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const firstFile = await stored(firstUrl);
    const metadata = await sharp(firstFile).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: 'webp',
      width: 600,
      height: 800,
    });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect([await colourAt(firstFile, 0, 0), await colourAt(firstFile, 599, 799)]).toEqual(['blue', 'blue']);
    // The public responsive variants of the new portrait are made from it.
    const variant = await app().request({ method: 'GET', url: `${firstUrl}?w=320`, headers: { accept: 'image/webp' } });
    expect(variant.statusCode).toBe(200);
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(320);

    // A crop that is not 3:4 (react-easy-crop rounds) is cut to 3:4 around its centre; a small one is not enlarged.
    const second = await upload(`/api/console/lawyers/${id}/image`, [
      { name: 'file', filename: 'small.png', type: 'image/png', data: await halves(800, 600) },
      { name: 'crop.x', value: '10' },
      { name: 'crop.y', value: '20' },
      { name: 'crop.width', value: '310' },
      { name: 'crop.height', value: '400' },
    ]);
    expect(second.statusCode).toBe(200);
    const secondFile = await stored(second.json().lawyer.image);
    expect(await sharp(secondFile).metadata()).toMatchObject({ width: 300, height: 400 });
    expect(await colourAt(secondFile, 150, 200)).toBe('red');
    // The replaced portrait is deleted.
    expect((await read(firstUrl)).statusCode).toBe(404);

    // Without a crop, the centre: a 1000 × 500 picture keeps its middle 375 × 500.
    const centred = await upload(`/api/console/lawyers/${id}/image`, [
      { name: 'file', filename: 'wide.png', data: await image(1000, 500) },
    ]);
    expect(await sharp(await stored(centred.json().lawyer.image)).metadata()).toMatchObject({
      width: 375,
      height: 500,
    });
    expect((await visit('/api/v1/lawyers/lawyer-a')).json().lawyer.image).toBe(centred.json().lawyer.image);
  });

  test('a crop that is partial, not a number or outside the picture is a 400 with its fields, and nothing is kept', async () => {
    const id = ids['lawyer-c']!;
    const uploadsBefore = await readdir(path.join(app().dataDir, 'uploads')).catch(() => []);
    const file = { name: 'file', filename: 'p.png', data: await image(600, 800) };
    const partial = await upload(`/api/console/lawyers/${id}/image`, [{ name: 'crop.x', value: '10' }, file]);
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'body.crop', code: 'custom' }],
    });
    const words = await upload(`/api/console/lawyers/${id}/image`, [
      { name: 'crop.x', value: 'left' },
      { name: 'crop.y', value: '0' },
      { name: 'crop.width', value: '10' },
      { name: 'crop.height', value: '10' },
      file,
    ]);
    expect(words.json().issues).toEqual([{ path: 'body.crop.x', code: 'invalid_type' }]);
    const outside = await upload(`/api/console/lawyers/${id}/image`, [
      { name: 'crop.x', value: '700' },
      { name: 'crop.y', value: '0' },
      { name: 'crop.width', value: '10' },
      { name: 'crop.height', value: '10' },
      file,
    ]);
    expect(outside.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'body.crop', code: 'too_big' }],
    });
    expect((await upload(`/api/console/lawyers/${id}/image`, [{ name: 'crop.x', value: '0' }])).statusCode).toBe(400);
    expect(await readdir(path.join(app().dataDir, 'uploads')).catch(() => [])).toEqual(uploadsBefore);
    expect((await call('GET', `/api/console/lawyers/${id}`)).json().lawyer.image).toBeNull();
  });
});
