import { signedInApp } from '../../test-support/signed-in.ts';
import { faqInput } from '../../test-support/fixtures.ts';

const { app, call, read } = signedInApp();

describe('FAQs', () => {
  test('CRUD with category filter and bad input', async () => {
    const created = await call('POST', '/api/console/center/faqs', faqInput());
    expect(created.statusCode).toBe(201);
    const faq = created.json().faq;
    const fees = (await call('POST', '/api/console/center/faqs', faqInput({ category: 'fees', order: 2 }))).json().faq;
    expect((await call('GET', '/api/console/center/faqs?category=fees')).json().faqs).toHaveLength(1);
    expect((await call('GET', `/api/console/center/faqs/${faq._id}`)).json().faq.question.ko).toContain('숙려기간');
    const updated = await call('PUT', `/api/console/center/faqs/${faq._id}`, faqInput({ published: false }));
    expect(updated.json().faq.published).toBe(false);
    expect((await call('POST', '/api/console/center/faqs', faqInput({ order: 1.5 }))).statusCode).toBe(400);
    expect((await call('POST', '/api/console/center/faqs', { ...faqInput(), extra: 1 })).statusCode).toBe(400);
    expect((await call('DELETE', `/api/console/center/faqs/${faq._id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/console/center/faqs/${faq._id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/console/center/faqs/${fees._id}`)).statusCode).toBe(204);
  });
});

describe('FAQ order', () => {
  const ids = async (category: string) =>
    (await call('GET', `/api/console/center/faqs?category=${category}&limit=100`))
      .json()
      .faqs.map((faq: { _id: string }) => faq._id) as string[];
  const publicIds = async (category: string) =>
    (await read(`/api/v1/center/faqs?category=${category}`))
      .json()
      .faqs.map((faq: { _id: string }) => faq._id) as string[];

  test('one request sets the order of a category, seen at once by the console and the public site', async () => {
    const created: string[] = [];
    for (const [index, ko] of ['첫째', '둘째', '셋째'].entries()) {
      created.push(
        (
          await call(
            'POST',
            '/api/console/center/faqs',
            faqInput({ category: 'fees', order: index + 1, question: { ko, en: '' } }),
          )
        ).json().faq._id,
      );
    }
    expect(await ids('fees')).toEqual(created);
    const next = [created[2]!, created[0]!, created[1]!];
    const response = await call('PUT', '/api/console/center/faqs/order', { ids: next });
    expect(response.statusCode).toBe(204);
    expect(await ids('fees')).toEqual(next);
    expect(await publicIds('fees')).toEqual(next);
    const orders = (await call('GET', '/api/console/center/faqs?category=fees'))
      .json()
      .faqs.map((faq: { order: number }) => faq.order);
    expect(orders).toEqual([1, 2, 3]);
  });

  test('an unknown or repeated id is a 400 naming it, and nothing is changed', async () => {
    const before = await ids('fees');
    const unknown = await call('PUT', '/api/console/center/faqs/order', {
      ids: [before[1], 'ffffffffffffffffffffffff', before[0]],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'body.ids.1', code: 'unknown_id' }],
    });
    expect(await ids('fees')).toEqual(before);
    const repeated = await call('PUT', '/api/console/center/faqs/order', { ids: [before[1], before[1]] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().issues).toEqual([{ path: 'body.ids.1', code: 'duplicate' }]);
    expect((await call('PUT', '/api/console/center/faqs/order', { ids: [] })).statusCode).toBe(400);
    expect((await call('PUT', '/api/console/center/faqs/order', { ids: before, order: 'asc' })).statusCode).toBe(400);
    expect(await ids('fees')).toEqual(before);
  });

  test('the console lists public or hidden FAQs on request', async () => {
    const hidden = (
      await call('POST', '/api/console/center/faqs', faqInput({ category: 'consultation', published: false }))
    ).json().faq;
    await call('POST', '/api/console/center/faqs', faqInput({ category: 'consultation' }));
    const ofState = async (published: string) =>
      (await call('GET', `/api/console/center/faqs?category=consultation&published=${published}`))
        .json()
        .faqs.map((faq: { _id: string }) => faq._id);
    expect(await ofState('false')).toEqual([hidden._id]);
    expect(await ofState('true')).toHaveLength(1);
    expect((await call('GET', '/api/console/center/faqs?published=maybe')).statusCode).toBe(400);
  });

  test('needs a console session', async () => {
    const response = await app().request({
      method: 'PUT',
      url: '/api/console/center/faqs/order',
      payload: { ids: await ids('fees') },
    });
    expect(response.statusCode).toBe(401);
  });
});
