import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/app.ts';

let t: TestApp;
let address = 0;

/** Each test from its own address, so the per-address limit stays out of the way of all but the test of it. */
const calculate = (name: string, payload: unknown, language = 'ko', remoteAddress = `198.51.100.${(address += 1)}`) =>
  t.request({
    method: 'POST',
    url: `/api/v1/calculators/${name}`,
    payload: payload as never,
    headers: { 'accept-language': language },
    remoteAddress,
  });

const publishedChildSupport = {
  incomes: { custodial: 1_800_000, other: 2_700_000 },
  children: [{ age: 15 }, { age: 8 }],
};
const publishedInheritance = {
  deathDate: '2025-06-30',
  estate: 240_000_000,
  debts: 120_000_000,
  gifts: [
    { to: 'other', amount: 100_000_000, date: '2024-12-30' },
    { to: 'first', amount: 40_000_000, date: '2010-05-01' },
    { to: 'second', amount: 40_000_000, date: '2012-09-15' },
  ],
  heirs: [
    { id: 'first', relation: 'child' },
    { id: 'second', relation: 'child' },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());

describe('POST /api/v1/calculators/child-support', () => {
  test('the published check on the seeded 2021 table: 2,542,000 in all, 60 %, 1,525,200 a month', async () => {
    const response = await calculate('child-support', publishedChildSupport);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      table: { effectiveFrom: '2022-03-01', title: '2021 양육비산정기준표 (서울가정법원)' },
      children: [
        { age: 15, average: 1_402_000, low: 1_315_000, high: 1_503_000 },
        { age: 8, average: 1_140_000, low: 1_050_000, high: 1_216_000 },
      ],
      standardTotal: 2_542_000,
      adjustedTotal: 2_542_000,
      otherShare: 0.6,
      monthly: 1_525_200,
    });
    const english = await calculate('child-support', publishedChildSupport, 'en');
    expect(english.json().table.title).toBe('2021 standard child-support table (Seoul Family Court)');
  });

  test('amounts may be typed the Korean way', async () => {
    const response = await calculate('child-support', {
      ...publishedChildSupport,
      incomes: { custodial: '180만', other: '270만 원' },
    });
    expect(response.json().monthly).toBe(1_525_200);
  });

  test("a child of 19 is refused with the reason in the caller's language, naming the field", async () => {
    const payload = { ...publishedChildSupport, children: [{ age: 15 }, { age: 19 }] };
    const korean = await calculate('child-support', payload);
    expect(korean.statusCode).toBe(400);
    expect(korean.json()).toEqual({
      code: 'CALCULATOR_INPUT',
      message: '만 19세부터는 성년이어서 양육비 산정기준표가 적용되지 않습니다. 만 18세까지 입력할 수 있습니다.',
      issues: [{ path: 'body.children.1.age', code: 'childAgeOver18' }],
    });
    const english = await calculate('child-support', payload, 'en');
    expect(english.json().message).toBe(
      'From 19 a child is an adult and the child-support table does not apply; enter an age up to 18.',
    );
  });

  test('bad amounts, no income at all, and a day before the first table are refused with clear messages', async () => {
    const units = await calculate('child-support', {
      ...publishedChildSupport,
      incomes: { custodial: '만억', other: -5 },
    });
    expect(units.statusCode).toBe(400);
    expect(units.json().issues).toEqual([
      { path: 'body.incomes.custodial', code: 'amountOrder' },
      { path: 'body.incomes.other', code: 'amountNegative' },
    ]);
    expect(units.json().message).toBe('단위의 순서가 맞지 않습니다. 큰 단위부터 한 번씩 써 주세요. 예: 2억 4천만');
    const none = await calculate('child-support', { ...publishedChildSupport, incomes: { custodial: 0, other: 0 } });
    expect(none.json()).toMatchObject({
      code: 'CALCULATOR_INPUT',
      issues: [{ path: 'body.incomes.other', code: 'noIncome' }],
    });
    const early = await calculate('child-support', { ...publishedChildSupport, date: '2021-12-31' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      code: 'NO_TABLE_IN_FORCE',
      message: '이 날짜에 시행 중인 양육비 산정기준표가 없습니다. 2022-03-01부터의 표만 있습니다.',
    });
    const missing = await calculate('child-support', { children: [{ age: 3 }] }, 'en');
    expect(missing.json()).toMatchObject({
      message: 'Please fill this in.',
      issues: [{ path: 'body.incomes', code: 'required' }],
    });
  });

  test('GET …/child-support/table answers the table in force for a page to compute with', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/calculators/child-support/table?date=2026-11-28' });
    expect(response.statusCode).toBe(200);
    const table = response.json();
    expect(table.effectiveFrom).toBe('2022-03-01');
    expect(table.cells).toHaveLength(66);
    expect(table.childCountFactors).toEqual({
      one: { numerator: 1065, denominator: 1000 },
      two: { numerator: 1, denominator: 1 },
      threeOrMore: { numerator: 783, denominator: 1000 },
    });
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/calculators/child-support/table?date=2026-02-30' })).statusCode,
    ).toBe(400);
  });
});

test('POST …/property-division: the shares and who pays whom', async () => {
  const response = await calculate('property-division', {
    spouses: [
      {
        assets: [
          { kind: 'home', amount: '5억' },
          { kind: 'deposits', amount: 100_000_000 },
        ],
        debts: [{ kind: 'mortgage', amount: '2억' }],
      },
      { assets: [{ kind: 'pension', amount: '1억' }], debts: [] },
    ],
    ratio: 0.6,
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    marital: 500_000_000,
    ratio: { numerator: 3, denominator: 5 },
    shares: [300_000_000, 200_000_000],
    transfer: { from: 0, to: 1, amount: 100_000_000 },
  });
  const bad = await calculate('property-division', {
    spouses: [{ assets: [{ kind: 'yacht', amount: 1 }] }],
    ratio: 1.5,
  });
  expect(bad.json().issues).toEqual([
    { path: 'body.spouses.0.assets.0.kind', code: 'kindUnknown' },
    { path: 'body.spouses', code: 'spousesCount' },
    { path: 'body.ratio', code: 'ratioInvalid' },
  ]);
});

describe('POST …/inheritance', () => {
  test("the published check: base 3억, each child's forced share 7,500만 원, shares as fractions", async () => {
    const response = await calculate('inheritance', publishedInheritance);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.base).toBe(300_000_000);
    expect(body.heirs).toEqual([
      expect.objectContaining({
        id: 'first',
        statutoryShare: { numerator: 1, denominator: 2 },
        forcedShare: { numerator: 1, denominator: 4 },
        forcedAmount: 75_000_000,
        shortfall: 35_000_000,
      }),
      expect.objectContaining({ id: 'second', forcedAmount: 75_000_000 }),
    ]);
  });

  test('siblings keep a forced share for a death before 2024-04-25 only', async () => {
    const siblings = { deathDate: '2024-04-24', estate: '1.2억', heirs: [{ id: 'x', relation: 'sibling' }] };
    expect((await calculate('inheritance', siblings)).json().heirs[0].forcedAmount).toBe(40_000_000);
    const after = (await calculate('inheritance', { ...siblings, deathDate: '2024-04-25' })).json();
    expect(after.heirs[0].forcedAmount).toBe(0);
    expect(after.notes).toContain('siblingsNoForcedShare');
  });

  test('impossible input is refused, field by field', async () => {
    const response = await calculate(
      'inheritance',
      { ...publishedInheritance, deathDate: '1989-05-01', gifts: [] },
      'en',
    );
    expect(response.json()).toEqual({
      code: 'CALCULATOR_INPUT',
      message:
        'Inheritances that opened before 1 January 1991 follow earlier rules on shares, which this calculator does not cover. Please talk to a lawyer.',
      issues: [{ path: 'body.deathDate', code: 'deathBefore1991' }],
    });
    const gift = await calculate('inheritance', {
      ...publishedInheritance,
      gifts: [{ to: 'nobody', amount: 1, date: '2026-01-01' }],
    });
    expect(gift.json().issues).toEqual([
      { path: 'body.gifts.0.to', code: 'giftRecipientUnknown' },
      { path: 'body.gifts.0.date', code: 'giftAfterDeath' },
    ]);
  });
});

test("POST …/divorce-grounds: the time limits of arts. 841 and 842 from the visitor's dates", async () => {
  const response = await calculate('divorce-grounds', {
    grounds: [{ ground: 'infidelity', occurredOn: '2025-12-01', knewOn: '2026-01-10' }, { ground: 'desertion' }],
    asOf: '2026-07-11',
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    asOf: '2026-07-11',
    grounds: [
      {
        ground: 'infidelity',
        article: '840-1',
        limitArticle: '841',
        deadline: '2026-07-10',
        status: 'expired',
        daysLeft: -1,
      },
      { ground: 'desertion', status: 'noLimit' },
    ],
  });
  const wrong = await calculate('divorce-grounds', { grounds: [{ ground: 'boredom' }] });
  expect(wrong.json().issues).toEqual([{ path: 'body.grounds.0.ground', code: 'groundUnknown' }]);
});

test("a calculation leaves no data behind: no table gains a row (the rate limit's window aside)", async () => {
  const tables = (await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown;
  const names = (
    (Array.isArray(tables) ? tables : (tables as { rows: { table_name: string }[] }).rows) as { table_name: string }[]
  )
    .map((row) => row.table_name)
    .filter((name) => name !== 'rate_limits' && !name.startsWith('__drizzle'));
  const counts = async () => {
    const result: Record<string, number> = {};
    for (const name of names) {
      const rows = (await t.database.db.execute(sql.raw(`select count(*)::int as n from "${name}"`))) as unknown;
      result[name] = ((Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows) as { n: number }[])[0]!.n;
    }
    return result;
  };
  const before = await counts();
  expect(names).toContain('forms');
  await calculate('child-support', publishedChildSupport);
  await calculate('inheritance', publishedInheritance);
  await calculate('property-division', { spouses: [{ assets: [{ kind: 'home', amount: 1 }] }, {}], ratio: 0.5 });
  await calculate('divorce-grounds', { grounds: [{ ground: 'infidelity', knewOn: '2026-01-10' }] });
  expect(await counts()).toEqual(before);
});

test('the calculators are rate-limited per address like the other public routes', async () => {
  const from = '203.0.113.77';
  for (let index = 0; index < 120; index++)
    expect((await calculate('divorce-grounds', { grounds: [{ ground: 'desertion' }] }, 'ko', from)).statusCode).toBe(
      200,
    );
  const limited = await calculate('divorce-grounds', { grounds: [{ ground: 'desertion' }] }, 'ko', from);
  expect(limited.statusCode).toBe(429);
  expect(limited.json().code).toBe('RATE_LIMITED');
});
