import { signedInApp } from '../../test-support/signed-in.ts';
import { boardInput, image, pdf } from '../../test-support/fixtures.ts';

const { call, read, upload } = signedInApp();

describe('boards', () => {
  test('create, read, list with filters and search, update, delete', async () => {
    const created = await call('POST', '/api/console/boards', boardInput());
    expect(created.statusCode).toBe(201);
    const board = created.json().board;
    expect(board).toMatchObject({
      code: 'reference',
      published: true,
      files: [],
      thumb: null,
      category: 'divorce-property',
    });
    expect(board.content.ko).toBe(
      '<p>혼인 기간 30년 동안 형성된 <strong>재산</strong>을 분할했습니다.</p><img src="x" />',
    );
    expect(board.content.ko).not.toMatch(/script|onerror/);

    await call(
      'POST',
      '/api/console/boards',
      boardInput({ code: 'notice', subject: { ko: '휴무 안내', en: 'Closed' }, category: null, pinned: true }),
    );
    await call(
      'POST',
      '/api/console/boards',
      boardInput({
        code: 'media',
        subject: { ko: '방송 출연', en: 'On TV' },
        published: false,
        video: 'abc123',
        category: null,
      }),
    );

    const all = (await call('GET', '/api/console/boards')).json();
    expect(all.summary).toEqual({ totalCount: 3, page: 1, limit: 20 });
    expect(all.boards[0].pinned).toBe(true);
    expect((await call('GET', '/api/console/boards?code=media')).json().boards).toHaveLength(1);
    expect((await call('GET', '/api/console/boards?published=false')).json().boards[0].code).toBe('media');
    expect(
      (await call('GET', '/api/console/boards?search=on tv')).json().boards.map((item: { code: string }) => item.code),
    ).toEqual(['media']);
    expect((await call('GET', '/api/console/boards?search=100%25')).json().boards).toHaveLength(0);
    const paged = (await call('GET', '/api/console/boards?limit=2&page=2')).json();
    expect(paged.boards).toHaveLength(1);
    expect(paged.summary).toEqual({ totalCount: 3, page: 2, limit: 2 });

    expect((await call('GET', `/api/console/boards/${board._id}`)).json().board.subject.ko).toBe(
      '황혼이혼 재산분할 사례',
    );
    const updated = await call(
      'PUT',
      `/api/console/boards/${board._id}`,
      boardInput({ subject: { ko: '수정된 사례', en: '' }, published: false }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().board).toMatchObject({ subject: { ko: '수정된 사례', en: '' }, published: false });
    expect(Date.parse(updated.json().board.updatedAt)).toBeGreaterThanOrEqual(Date.parse(board.updatedAt));

    expect((await call('DELETE', `/api/console/boards/${board._id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/console/boards/${board._id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/console/boards/${board._id}`)).statusCode).toBe(404);
  });

  test('bad input: unknown fields, wrong types, bad codes, missing subject, bad paging', async () => {
    const unknown = await call('POST', '/api/console/boards', { ...boardInput(), author: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'body', code: 'unrecognized_keys' }],
    });
    const wrongType = await call('POST', '/api/console/boards', boardInput({ published: 'yes' }));
    expect(wrongType.json().issues).toEqual([{ path: 'body.published', code: 'invalid_type' }]);
    expect((await call('POST', '/api/console/boards', boardInput({ code: 'auction' }))).statusCode).toBe(400);
    expect((await call('POST', '/api/console/boards', boardInput({ subject: { ko: '', en: '' } }))).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/api/console/boards?limit=1000')).statusCode).toBe(400);
    expect((await call('GET', '/api/console/boards?code=auction')).statusCode).toBe(400);
    expect((await call('PUT', '/api/console/boards/nothing', boardInput())).statusCode).toBe(404);
    expect((await call('GET', `/api/console/boards/${'x'.repeat(65)}`)).statusCode).toBe(400);
    expect((await call('GET', '/api/console/boards')).json().summary.totalCount).toBe(2);
  });

  test('thumbnail and attachments are uploaded, replaced and removed', async () => {
    const board = (await call('POST', '/api/console/boards', boardInput())).json().board;
    const thumb = await upload(`/api/console/boards/${board._id}/thumb`, [
      { name: 'file', filename: 'thumb.png', type: 'image/png', data: await image(64, 48) },
    ]);
    expect(thumb.statusCode).toBe(200);
    const url = thumb.json().board.thumb as string;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect((await read(url)).statusCode).toBe(200);

    const replaced = await upload(`/api/console/boards/${board._id}/thumb`, [
      { name: 'file', filename: 'new.jpg', data: await image(64, 48, 'jpeg') },
    ]);
    expect(replaced.json().board.thumb).toMatch(/\.jpg$/);
    expect((await read(url)).statusCode).toBe(404);

    const notImage = await upload(`/api/console/boards/${board._id}/thumb`, [
      { name: 'file', filename: 'thumb.png', type: 'image/png', data: pdf },
    ]);
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().code).toBe('UNSUPPORTED_FILE_TYPE');

    const files = await upload(`/api/console/boards/${board._id}/files`, [
      { name: 'files', filename: '판결문.pdf', data: pdf },
      { name: 'files', filename: 'photo.webp', data: await image(20, 20, 'webp') },
    ]);
    expect(files.statusCode).toBe(200);
    expect(files.json().board.files).toEqual([
      {
        name: '판결문.pdf',
        url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.pdf$/),
        size: pdf.length,
        type: 'application/pdf',
      },
      { name: 'photo.webp', url: expect.stringMatching(/\.webp$/), size: expect.any(Number), type: 'image/webp' },
    ]);
    const removed = await call('DELETE', `/api/console/boards/${board._id}/files/0`);
    expect(removed.json().board.files).toHaveLength(1);
    expect((await call('DELETE', `/api/console/boards/${board._id}/files/5`)).statusCode).toBe(404);
    const noThumb = await call('DELETE', `/api/console/boards/${board._id}/thumb`);
    expect(noThumb.json().board.thumb).toBeNull();
    expect(
      (
        await upload('/api/console/boards/missing/thumb', [
          { name: 'file', filename: 'a.png', data: await image(8, 8) },
        ])
      ).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/console/boards/${board._id}/thumb`, { file: 'x' })).statusCode).toBe(415);
    expect(
      (await upload(`/api/console/boards/${board._id}/thumb`, [{ name: 'caption', value: 'no file' }])).json().code,
    ).toBe('FILE_REQUIRED');
  });
});

describe('notices', () => {
  test('are posts with code notice, managed under center/notifications', async () => {
    const created = await call('POST', '/api/console/center/notifications', {
      subject: { ko: '공지', en: 'Notice' },
      content: { ko: '<p>내용</p>', en: '' },
      pinned: true,
    });
    expect(created.statusCode).toBe(201);
    const notice = created.json().notification;
    expect(notice.code).toBe('notice');
    expect((await call('GET', `/api/console/center/notifications/${notice._id}`)).json().notification.subject.ko).toBe(
      '공지',
    );
    const thumb = await upload(`/api/console/center/notifications/${notice._id}/thumb`, [
      { name: 'file', filename: 't.png', data: await image(40, 40) },
    ]);
    expect(thumb.json().notification.thumb).toMatch(/^\/uploads\//);
    const attached = await upload(`/api/console/center/notifications/${notice._id}/files`, [
      { name: 'files', filename: '안내문.pdf', data: pdf },
    ]);
    expect(attached.json().notification.files.map((file: { name: string }) => file.name)).toEqual(['안내문.pdf']);
    expect(
      (await call('GET', '/api/console/center/notifications'))
        .json()
        .notifications.every((item: { code: string }) => item.code === 'notice'),
    ).toBe(true);
    const other = (await call('POST', '/api/console/boards', boardInput())).json().board;
    expect((await call('GET', `/api/console/center/notifications/${other._id}`)).statusCode).toBe(404);
    expect(
      (
        await call('POST', '/api/console/center/notifications', {
          code: 'media',
          subject: { ko: 'x', en: '' },
          content: { ko: '', en: '' },
        })
      ).statusCode,
    ).toBe(400);
    const updated = await call('PUT', `/api/console/center/notifications/${notice._id}`, {
      subject: { ko: '공지 수정', en: '' },
      content: { ko: '', en: '' },
    });
    expect(updated.json().notification.subject.ko).toBe('공지 수정');
    expect((await call('DELETE', `/api/console/center/notifications/${notice._id}`)).statusCode).toBe(204);
  });
});
