import { signedInApp } from '../../test-support/signed-in.ts';
import { termsInput } from '../../test-support/fixtures.ts';

const { call, visit } = signedInApp();

describe('terms', () => {
  test('versions per code with sanitised content', async () => {
    const created = await call(
      'POST',
      '/api/console/terms',
      termsInput({ content: { ko: '<p onclick="x()">본문</p>', en: '' } }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().terms.content.ko).toBe('<p>본문</p>');
    await call('POST', '/api/console/terms', termsInput({ code: 'service', title: { ko: '이용약관', en: 'Terms' } }));
    expect((await call('GET', '/api/console/terms?code=service')).json().terms).toHaveLength(1);
    const scheduled = (
      await call('POST', '/api/console/terms', termsInput({ effectiveAt: '2099-01-01T00:00:00Z' }))
    ).json().terms;
    const id = scheduled._id;
    expect(
      (await call('PUT', `/api/console/terms/${id}`, termsInput({ effectiveAt: '2099-03-01T00:00:00+09:00' }))).json()
        .terms.effectiveAt,
    ).toBe('2099-02-28T15:00:00.000Z');
    expect((await call('POST', '/api/console/terms', termsInput({ code: 'cookies' }))).statusCode).toBe(400);
    expect((await call('POST', '/api/console/terms', termsInput({ effectiveAt: 'yesterday' }))).statusCode).toBe(400);
    expect((await call('GET', `/api/console/terms/${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/console/terms/${id}`)).statusCode).toBe(204);
  });
});

describe('terms: versions in effect and scheduled', () => {
  const day = 24 * 60 * 60 * 1000;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const create = async (name: string, effectiveAt: string, code = 'privacy') => {
      const response = await call(
        'POST',
        '/api/console/terms',
        termsInput({ code, effectiveAt, title: { ko: `방침 ${name}`, en: `Policy ${name}` } }),
      );
      expect(response.statusCode).toBe(201);
      ids[name] = response.json().terms._id;
    };
    await create('first', '2023-01-01T00:00:00Z');
    await create('second', '2024-06-01T00:00:00Z');
    await create('next', new Date(Date.now() + 30 * day).toISOString());
    await create('service', '2024-01-01T00:00:00Z', 'service');
  });

  test('a version in effect is never changed or deleted: 409 TERMS_IN_EFFECT, in the caller\u2019s language', async () => {
    const put = await call(
      'PUT',
      `/api/console/terms/${ids.second}`,
      termsInput({ effectiveAt: '2024-06-01T00:00:00Z', content: { ko: '<p>바꾼 내용</p>', en: '' } }),
    );
    expect(put.statusCode).toBe(409);
    expect(put.json()).toEqual({
      code: 'TERMS_IN_EFFECT',
      message: '이미 시행된 버전은 수정하거나 삭제할 수 없습니다. 바뀐 내용은 새 버전으로 저장해 주세요.',
    });
    const remove = await call('DELETE', `/api/console/terms/${ids.first}`, undefined, { 'accept-language': 'en' });
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toEqual({
      code: 'TERMS_IN_EFFECT',
      message: 'A version already in effect cannot be changed or deleted. Please save the changes as a new version.',
    });
    expect((await call('GET', `/api/console/terms/${ids.second}`)).json().terms.content.ko).toBe(
      '<h2>수집 항목</h2><p>이름, 연락처</p>',
    );
    expect((await call('PUT', '/api/console/terms/nothing', termsInput())).statusCode).toBe(404);
    expect((await call('DELETE', '/api/console/terms/nothing')).statusCode).toBe(404);
  });

  test('a scheduled version can be changed and deleted until its date', async () => {
    const effectiveAt = new Date(Date.now() + 40 * day).toISOString();
    const put = await call(
      'PUT',
      `/api/console/terms/${ids.next}`,
      termsInput({
        effectiveAt,
        title: { ko: '방침 next', en: 'Policy next' },
        content: { ko: '<p>개정</p>', en: '' },
      }),
    );
    expect(put.statusCode).toBe(200);
    expect(put.json().terms.content.ko).toBe('<p>개정</p>');
    const extra = (await call('POST', '/api/console/terms', termsInput({ effectiveAt }))).json().terms._id;
    expect((await call('DELETE', `/api/console/terms/${extra}`)).statusCode).toBe(204);
  });

  test('the public site lists the versions in effect now or before, newest first, and opens each; a scheduled one is 404', async () => {
    const list = await visit('/api/v1/terms/privacy/versions', 'en');
    expect(list.statusCode).toBe(200);
    const versions = list.json().terms as { _id: string; effectiveAt: string }[];
    expect(list.json().summary).toEqual({ totalCount: versions.length, page: 1, limit: versions.length });
    expect(versions[0]).toEqual({
      _id: ids.second,
      code: 'privacy',
      title: 'Policy second',
      effectiveAt: '2024-06-01T00:00:00.000Z',
    });
    expect(
      versions.filter((version) => [ids.first, ids.second].includes(version._id)).map((version) => version._id),
    ).toEqual([ids.second, ids.first]);
    expect(versions.map((version) => version.effectiveAt)).toEqual(
      versions
        .map((version) => version.effectiveAt)
        .sort()
        .reverse(),
    );
    expect(versions.every((version) => Date.parse(version.effectiveAt) <= Date.now())).toBe(true);
    const old = await visit(`/api/v1/terms/privacy/versions/${ids.first}`);
    expect(old.statusCode).toBe(200);
    expect(old.json().terms).toMatchObject({
      _id: ids.first,
      title: '방침 first',
      content: '<h2>수집 항목</h2><p>이름, 연락처</p>',
    });
    expect((await visit(`/api/v1/terms/privacy/versions/${ids.next}`)).statusCode).toBe(404);
    expect((await visit(`/api/v1/terms/service/versions/${ids.first}`)).statusCode).toBe(404);
    expect((await visit('/api/v1/terms/cookies/versions')).statusCode).toBe(400);
    expect((await visit('/api/v1/terms/privacy')).json().terms._id).toBe(ids.second);
    const service = (await visit('/api/v1/terms/service/versions')).json().terms as { _id: string; code: string }[];
    expect(service.map((item) => item._id)).toContain(ids.service);
    expect(service.every((item) => item.code === 'service')).toBe(true);
  });
});
