import { addDays, childSupportTable2021, koreanToday, type ChildSupportCell } from '@taesung/shared/calculators';
import { createTestApp, type TestApp } from '../../test-support/app.ts';

let t: TestApp;
let token: string;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, language = 'ko') =>
  t.request({ method, url, token, payload: payload as never, headers: { 'accept-language': language } });

/** The 2021 cells, each amount 1,000 won higher: a table that passes every check. */
const raised = (): ChildSupportCell[] =>
  childSupportTable2021.cells.map((cell) => ({
    ...cell,
    average: cell.average + 1000,
    low: cell.low + 1000,
    high: cell.high === null ? null : cell.high + 1000,
  }));

const version = (effectiveFrom: string, cells: ChildSupportCell[] = raised()) => ({
  effectiveFrom,
  title: { ko: '새 양육비산정기준표', en: 'New table' },
  source: 'https://example.org/table',
  childCountFactors: childSupportTable2021.childCountFactors,
  cells,
});

const asText = (cells: ChildSupportCell[]) =>
  cells
    .map((cell) =>
      [
        `${cell.ageFrom}~${cell.ageTo}`,
        cell.incomeTo === null
          ? `${cell.incomeFrom / 10_000} 이상`
          : `${cell.incomeFrom / 10_000}~${(cell.incomeTo + 1) / 10_000 - 1}`,
        cell.average,
        cell.low,
        cell.high ?? '',
      ].join('\t'),
    )
    .join('\n');

const index15at400 = childSupportTable2021.cells.findIndex(
  (cell) => cell.ageFrom === 15 && cell.incomeFrom === 4_000_000,
);

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).accessToken;
}, 60_000);
afterAll(async () => t?.close());

test('a new installation has the 2021 table, in force', async () => {
  const list = await call('GET', '/api/console/child-support-tables');
  expect(list.statusCode).toBe(200);
  const [seeded] = list.json().childSupportTables;
  expect(seeded).toMatchObject({ effectiveFrom: '2022-03-01', status: 'inForce', cellCount: 66 });
  const one = await call('GET', `/api/console/child-support-tables/${seeded._id}`);
  expect(one.json().childSupportTable.cells).toEqual(childSupportTable2021.cells);
});

describe('a new version is checked cell by cell before it is kept', () => {
  const wrong = () => {
    const cells = raised();
    cells[index15at400] = { ...cells[index15at400]!, average: 1_600_000 };
    return cells;
  };

  test("a table with a wrong cell is refused, the cell named in the caller's language", async () => {
    const refused = await call(
      'POST',
      '/api/console/child-support-tables',
      version(addDays(koreanToday(), 30), wrong()),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'TABLE_INVALID',
      message: '만 15~18세 · 400~499만 원 칸: 평균이 범위(하한~상한) 밖에 있습니다.',
      issues: [{ path: `body.cells.${index15at400}.average`, code: 'averageOutOfRange' }],
    });
    const english = await call(
      'POST',
      '/api/console/child-support-tables',
      version(addDays(koreanToday(), 30), wrong()),
      'en',
    );
    expect(english.json().message).toBe('Cell age 15–18, 4,000,000–4,999,999 won: the average is outside its range.');
    expect((await call('GET', '/api/console/child-support-tables')).json().childSupportTables).toHaveLength(1);
  });

  test('the check answers every problem without keeping anything', async () => {
    const cells = wrong().filter((cell) => !(cell.ageFrom === 0 && cell.incomeFrom === 0));
    const check = await call(
      'POST',
      '/api/console/child-support-tables/check',
      version(addDays(koreanToday(), 30), cells),
    );
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ valid: false, cellCount: 65 });
    expect(check.json().issues.map((issue: { message: string }) => issue.message)).toEqual([
      '만 0~2세 · 0~199만 원 칸이 없습니다.',
      '만 15~18세 · 400~499만 원 칸: 평균이 범위(하한~상한) 밖에 있습니다.',
    ]);
    const pasted = await call('POST', '/api/console/child-support-tables/check', {
      ...version(addDays(koreanToday(), 30)),
      cells: undefined,
      text: `${asText(raised())}\n0~2\t없음`,
    });
    expect(pasted.json()).toMatchObject({
      valid: false,
      issues: [
        {
          code: 'lineColumns',
          line: 67,
          message:
            '67번째 줄: 칸이 모자라거나 많습니다. 나이, 소득 구간, 평균, 하한, 상한을 탭으로 나눠 한 줄에 써 주세요.',
        },
      ],
    });
  });

  test('a pasted table is kept and takes effect on its day; the calculator uses the table of the day asked', async () => {
    const day = addDays(koreanToday(), 60);
    const created = await call('POST', '/api/console/child-support-tables', {
      ...version(day),
      cells: undefined,
      text: asText(raised()),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().childSupportTable).toMatchObject({ effectiveFrom: day, status: 'scheduled', cellCount: 66 });
    const id = created.json().childSupportTable._id;

    const compute = (date: string) =>
      t.request({
        method: 'POST',
        url: '/api/v1/calculators/child-support',
        payload: { incomes: { custodial: 1_800_000, other: 2_700_000 }, children: [{ age: 15 }, { age: 8 }], date },
      });
    expect((await compute(koreanToday())).json()).toMatchObject({
      table: { effectiveFrom: '2022-03-01' },
      standardTotal: 2_542_000,
    });
    expect((await compute(day)).json()).toMatchObject({
      table: { effectiveFrom: day, title: '새 양육비산정기준표' },
      standardTotal: 2_544_000,
    });

    const taken = await call('POST', '/api/console/child-support-tables', version(day));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('TABLE_DATE_TAKEN');
    const past = await call('POST', '/api/console/child-support-tables', version(addDays(koreanToday(), -1)));
    expect(past.json()).toMatchObject({ code: 'TABLE_DATE_PAST' });
    expect(
      (await call('POST', '/api/console/child-support-tables', { ...version(day), text: 'both' })).statusCode,
    ).toBe(400);

    expect((await call('DELETE', `/api/console/child-support-tables/${id}`)).statusCode).toBe(204);
    expect((await compute(day)).json().table.effectiveFrom).toBe('2022-03-01');
  });

  test("the adjustments for one and for three or more children are the version's own: refused out of range, kept, used on its day", async () => {
    const day = addDays(koreanToday(), 90);
    const childCountFactors = {
      one: { numerator: 11, denominator: 10 },
      two: { numerator: 1, denominator: 1 },
      threeOrMore: { numerator: 4, denominator: 5 },
    };
    const absurd = await call('POST', '/api/console/child-support-tables', {
      ...version(day),
      childCountFactors: { ...childCountFactors, one: { numerator: 1065, denominator: 100 } },
    });
    expect(absurd.statusCode).toBe(400);
    expect(absurd.json()).toEqual({
      code: 'TABLE_INVALID',
      message:
        '자녀 1명의 조정 비율은 1 이상 1.5 이하여야 합니다. 한 자녀의 양육비는 두 자녀 기준 금액보다 적을 수 없습니다.',
      issues: [{ path: 'body.childCountFactors.one', code: 'factorOneRange' }],
    });
    const english = await call(
      'POST',
      '/api/console/child-support-tables',
      {
        ...version(day),
        childCountFactors: { ...childCountFactors, threeOrMore: { numerator: 783, denominator: 100 } },
      },
      'en',
    );
    expect(english.json().message).toBe(
      'The adjustment for three or more children must be from 0.5 to 1: each of three does not cost more than each of two.',
    );

    const created = await call('POST', '/api/console/child-support-tables', { ...version(day), childCountFactors });
    expect(created.statusCode).toBe(201);
    const id = created.json().childSupportTable._id;
    expect(
      (await call('GET', `/api/console/child-support-tables/${id}`)).json().childSupportTable.childCountFactors,
    ).toEqual(childCountFactors);
    const compute = (ages: number[]) =>
      t.request({
        method: 'POST',
        url: '/api/v1/calculators/child-support',
        payload: {
          incomes: { custodial: 1_800_000, other: 2_700_000 },
          children: ages.map((age) => ({ age })),
          date: day,
        },
      });
    expect((await compute([15])).json()).toMatchObject({
      standardTotal: 1_403_000,
      adjustment: { rule: 'one', factor: { numerator: 11, denominator: 10 } },
      adjustedTotal: 1_543_300,
      monthly: 925_980,
    });
    expect((await compute([15, 8, 3])).json()).toMatchObject({
      adjustment: { rule: 'threeOrMore', factor: { numerator: 4, denominator: 5 } },
    });
    expect((await call('DELETE', `/api/console/child-support-tables/${id}`)).statusCode).toBe(204);
  });

  test('a version in force cannot be deleted; one entered for today replaces it at once, cached reads included', async () => {
    const seeded = (await call('GET', '/api/console/child-support-tables'))
      .json()
      .childSupportTables.find((item: { effectiveFrom: string }) => item.effectiveFrom === '2022-03-01');
    const removal = await call('DELETE', `/api/console/child-support-tables/${seeded._id}`);
    expect(removal.statusCode).toBe(409);
    expect(removal.json().code).toBe('TABLE_IN_EFFECT');
    expect((await call('DELETE', '/api/console/child-support-tables/0123456789abcdef01234567')).statusCode).toBe(404);

    const read = () => t.request({ method: 'GET', url: '/api/v1/calculators/child-support/table' });
    expect((await read()).json().effectiveFrom).toBe('2022-03-01');
    expect((await call('POST', '/api/console/child-support-tables', version(koreanToday()))).statusCode).toBe(201);
    expect((await read()).json()).toMatchObject({ effectiveFrom: koreanToday(), title: '새 양육비산정기준표' });
    const statuses = (await call('GET', '/api/console/child-support-tables'))
      .json()
      .childSupportTables.map((item: { status: string }) => item.status);
    expect(statuses).toEqual(['inForce', 'superseded']);
  });
});
