import {
  calculateChildSupport,
  incomeBandLabel,
  incomeBandsOf,
  parseChildSupportTableText,
  tableIssueMessage,
  validateChildSupportTable,
  type ChildSupportCell,
  type ChildSupportTable,
} from './child-support.ts';
import { childSupportTable2021 as table } from './child-support-2021.ts';
import { CalculatorInputError } from './issues.ts';

const man = 10_000;
const support = (custodial: number, other: number, ...ages: number[]) =>
  calculateChildSupport(table, { incomes: { custodial, other }, children: ages.map((age) => ({ age })) });

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof CalculatorInputError) return error.issues;
    throw error;
  }
  throw new Error('the calculation was not refused');
}

describe('the 2021 table', () => {
  test('has every cell of 11 income bands × 6 age bands and passes its own checks', () => {
    expect(table.cells).toHaveLength(66);
    expect(validateChildSupportTable(table)).toEqual([]);
    expect(incomeBandsOf(table.cells).map((band) => incomeBandLabel(band, 'ko'))).toEqual([
      '0~199만 원',
      '200~299만 원',
      '300~399만 원',
      '400~499만 원',
      '500~599만 원',
      '600~699만 원',
      '700~799만 원',
      '800~899만 원',
      '900~999만 원',
      '1,000~1,199만 원',
      '1,200만 원 이상',
    ]);
  });

  test('the published check: incomes 180만 (custodial) and 270만, children of 15 and 8 → 2,542,000, 60 %, 1,525,200 a month', () => {
    const result = support(180 * man, 270 * man, 15, 8);
    expect(result.incomeBand).toEqual({ from: 400 * man, to: 500 * man - 1 });
    expect(result.children).toEqual([
      { age: 15, ageBand: { from: 15, to: 18 }, average: 1_402_000, low: 1_315_000, high: 1_503_000 },
      { age: 8, ageBand: { from: 6, to: 8 }, average: 1_140_000, low: 1_050_000, high: 1_216_000 },
    ]);
    expect(result.standardTotal).toBe(2_542_000);
    expect(result.adjustment).toEqual({ rule: 'two', factor: { numerator: 1, denominator: 1 } });
    expect(result.adjustedTotal).toBe(2_542_000);
    expect(result.otherShareFraction).toEqual({ numerator: 3, denominator: 5 });
    expect(result.otherShare).toBe(0.6);
    expect(result.monthly).toBe(1_525_200);
    expect(result.table.effectiveFrom).toBe('2022-03-01');
  });

  // The last won of each band and the first of the next: 199만 9,999원 / 200만 원, …, 1,199만 9,999원 / 1,200만 원.
  const boundaries = [200, 300, 400, 500, 600, 700, 800, 900, 1000, 1200];
  const column = (age: number) =>
    table.cells.filter((cell) => age >= cell.ageFrom && age <= cell.ageTo).map((cell) => cell.average);
  test.each(boundaries.map((upper, index) => [upper, index]))('around %d만 원 the band changes', (upper, index) => {
    const below = support(upper * man - 1, 0, 10);
    const at = support(upper * man, 0, 10);
    expect(below.incomeBand.to).toBe(upper * man - 1);
    expect(at.incomeBand.from).toBe(upper * man);
    expect([below.children[0]!.average, at.children[0]!.average]).toEqual([column(10)[index], column(10)[index + 1]]);
  });

  test('199만 and 200만 fall in the first and second bands; 1,199만 and 1,200만 in the last two', () => {
    expect(support(199 * man, 0, 0).children[0]!.average).toBe(621_000);
    expect(support(200 * man, 0, 0).children[0]!.average).toBe(752_000);
    expect(support(1199 * man, 0, 0).children[0]!).toMatchObject({ average: 2_095_000, high: 2_151_000 });
    expect(support(1200 * man, 0, 0).children[0]!).toMatchObject({ average: 2_207_000, low: 2_152_000, high: null });
    expect(support(1200 * man, 0, 0).notes).toContain('openTopBand');
  });

  test('a child of 18 is in the last age band; a child of 19 is refused', () => {
    expect(support(300 * man, 300 * man, 18).children[0]).toMatchObject({
      ageBand: { from: 15, to: 18 },
      average: 1_794_000,
    });
    expect(refusal(() => support(300 * man, 300 * man, 19))).toEqual([
      { path: ['children', 0, 'age'], code: 'childAgeOver18' },
    ]);
  });

  test('one child: the two-child average times 1.065', () => {
    // 500만 in all, a child of 5: 1,266,000 × 1.065 = 1,348,290; the other parent earns 2/5.
    const result = support(300 * man, 200 * man, 5);
    expect(result.adjustment).toEqual({ rule: 'one', factor: { numerator: 1065, denominator: 1000 } });
    expect(result.standardTotal).toBe(1_266_000);
    expect(result.adjustedTotal).toBe(1_348_290);
    expect(result.monthly).toBe(539_316);
  });

  test('three children: the sum of their averages times 0.783', () => {
    // 1,500만 in all: 2,207,000 + 2,405,000 + 2,883,000 = 7,495,000 × 0.783 = 5,868,585; the other parent earns 2/3.
    const result = support(500 * man, 1000 * man, 1, 10, 16);
    expect(result.adjustment.rule).toBe('threeOrMore');
    expect(result.standardTotal).toBe(7_495_000);
    expect(result.adjustedTotal).toBe(5_868_585);
    expect(result.monthly).toBe(3_912_390);
    expect(support(500 * man, 1000 * man, 1, 10, 16, 3).adjustment.rule).toBe('threeOrMore');
  });

  test('amounts are rounded down to the won, never up', () => {
    // 621,000 × 1.065 = 661,365; × 90/190 = 313,278.15… → 313,278.
    expect(support(100 * man, 90 * man, 0).monthly).toBe(313_278);
  });

  test('a parent without income', () => {
    const custodialNone = support(0, 450 * man, 15, 8);
    expect(custodialNone.otherShare).toBe(1);
    expect(custodialNone.monthly).toBe(2_542_000);
    const otherNone = support(450 * man, 0, 15, 8);
    expect(otherNone.monthly).toBe(0);
    expect(otherNone.notes).toContain('otherNoIncome');
    expect(refusal(() => support(0, 0, 8))).toEqual([{ path: ['incomes', 'other'], code: 'noIncome' }]);
  });
});

describe('checking a new version cell by cell', () => {
  const cells = () => table.cells.map((cell) => ({ ...cell }));
  const check = (
    changed: ChildSupportCell[],
    factors: ChildSupportTable['childCountFactors'] = table.childCountFactors,
  ) => validateChildSupportTable({ cells: changed, childCountFactors: factors });
  const cellAt = (list: ChildSupportCell[], age: number, income: number) =>
    list.findIndex((cell) => cell.ageFrom === age && cell.incomeFrom === income * man);

  test('an average outside its range is refused with the cell named', () => {
    const changed = cells();
    const index = cellAt(changed, 15, 400);
    changed[index]!.average = 1_600_000;
    const issues = check(changed);
    expect(issues).toEqual([
      {
        code: 'averageOutOfRange',
        path: `cells.${index}.average`,
        ageFrom: 15,
        ageTo: 18,
        incomeFrom: 400 * man,
        incomeTo: 500 * man - 1,
      },
    ]);
    expect(tableIssueMessage(issues[0]!, 'ko')).toBe(
      '만 15~18세 · 400~499만 원 칸: 평균이 범위(하한~상한) 밖에 있습니다.',
    );
    expect(tableIssueMessage(issues[0]!, 'en')).toBe(
      'Cell age 15–18, 4,000,000–4,999,999 won: the average is outside its range.',
    );
  });

  test("an average below the next lower income band's, a missing cell, a duplicate, an open range in a closed band", () => {
    const decreasing = cells();
    decreasing[cellAt(decreasing, 0, 300)]!.average = 740_000;
    decreasing[cellAt(decreasing, 0, 300)]!.low = 700_000;
    expect(check(decreasing).map((issue) => [issue.code, issue.incomeFrom])).toEqual([
      ['averageDecreasing', 300 * man],
    ]);

    const missing = cells().filter((_, index) => index !== 20);
    expect(check(missing)).toEqual([
      { code: 'cellMissing', path: 'cells', ageFrom: 3, ageTo: 5, incomeFrom: 1000 * man, incomeTo: 1200 * man - 1 },
    ]);

    expect(check([...cells(), { ...table.cells[5]! }]).map((issue) => issue.code)).toEqual(['cellDuplicate']);

    const open = cells();
    open[cellAt(open, 6, 900)]!.high = null;
    expect(check(open).map((issue) => [issue.code, issue.path])).toEqual([
      ['highMissing', `cells.${cellAt(open, 6, 900)}.high`],
    ]);
  });

  test('bands must start at zero, follow each other and end at 18 and in an open band', () => {
    const gap = cells().map((cell) => (cell.incomeFrom === 300 * man ? { ...cell, incomeFrom: 310 * man } : cell));
    expect(check(gap).map((issue) => [issue.code, issue.incomeFrom])).toEqual([['incomeBandGap', 310 * man]]);
    const short = cells().filter((cell) => cell.ageFrom !== 15);
    expect(check(short).map((issue) => issue.code)).toEqual(['ageBandEnd']);
    const closed = cells().map((cell) =>
      cell.incomeTo === null ? { ...cell, incomeTo: 2000 * man - 1, high: cell.low + 100_000 } : cell,
    );
    expect(check(closed).map((issue) => issue.code)).toEqual(['incomeBandEnd']);
    expect(check([])).toEqual([{ code: 'noCells', path: 'cells' }]);
    expect(check(cells(), { ...table.childCountFactors, one: { numerator: 0, denominator: 1 } })).toEqual([
      { code: 'factorInvalid', path: 'childCountFactors.one' },
    ]);
  });

  test('the adjustments for the number of children must lie in their ranges, compared exactly, each refusal naming its factor', () => {
    const factors = (changed: Partial<ChildSupportTable['childCountFactors']>) =>
      check(cells(), { ...table.childCountFactors, ...changed });
    expect(factors({ one: { numerator: 3, denominator: 2 }, threeOrMore: { numerator: 1, denominator: 2 } })).toEqual(
      [],
    );
    expect(
      factors({ one: { numerator: 1_065, denominator: 1_000 }, threeOrMore: { numerator: 1, denominator: 1 } }),
    ).toEqual([]);
    expect(factors({ one: { numerator: 10_650, denominator: 1_000 } })).toEqual([
      { code: 'factorOneRange', path: 'childCountFactors.one' },
    ]);
    expect(factors({ one: { numerator: 999, denominator: 1_000 } })).toEqual([
      { code: 'factorOneRange', path: 'childCountFactors.one' },
    ]);
    expect(factors({ one: { numerator: 1_500_001, denominator: 1_000_000 } })).toEqual([
      { code: 'factorOneRange', path: 'childCountFactors.one' },
    ]);
    expect(factors({ threeOrMore: { numerator: 1_783, denominator: 1_000 } })).toEqual([
      { code: 'factorThreeOrMoreRange', path: 'childCountFactors.threeOrMore' },
    ]);
    expect(factors({ threeOrMore: { numerator: 499, denominator: 1_000 } })).toEqual([
      { code: 'factorThreeOrMoreRange', path: 'childCountFactors.threeOrMore' },
    ]);
    const [two] = factors({ two: { numerator: 11, denominator: 10 } });
    expect(two).toEqual({ code: 'factorTwoBaseline', path: 'childCountFactors.two' });
    expect(tableIssueMessage({ code: 'factorOneRange', path: 'childCountFactors.one' }, 'ko')).toBe(
      '자녀 1명의 조정 비율은 1 이상 1.5 이하여야 합니다. 한 자녀의 양육비는 두 자녀 기준 금액보다 적을 수 없습니다.',
    );
    expect(tableIssueMessage({ code: 'factorThreeOrMoreRange', path: 'childCountFactors.threeOrMore' }, 'en')).toBe(
      'The adjustment for three or more children must be from 0.5 to 1: each of three does not cost more than each of two.',
    );
  });

  test('amounts must be whole won above zero', () => {
    const changed = cells();
    changed[0]!.low = 0;
    expect(check(changed).map((issue) => [issue.code, issue.path])).toEqual([['amountInvalid', 'cells.0.low']]);
  });

  const asText = (list: ChildSupportCell[]) =>
    [
      '나이\t소득(만 원)\t평균\t하한\t상한',
      ...list.map((cell) =>
        [
          `${cell.ageFrom}~${cell.ageTo}세`,
          cell.incomeTo === null
            ? `${(cell.incomeFrom / man).toLocaleString('en')}만 원 이상`
            : `${cell.incomeFrom / man}~${(cell.incomeTo + 1) / man - 1}`,
          cell.average.toLocaleString('en'),
          cell.low.toLocaleString('en'),
          cell.high === null ? '' : cell.high.toLocaleString('en'),
        ].join('\t'),
      ),
    ].join('\n');

  test('pasted text (tab-separated, one cell a line) is read back into the same cells', () => {
    expect(parseChildSupportTableText(asText(table.cells))).toEqual({ cells: table.cells, issues: [] });
  });

  test('a pasted line that cannot be read is named by its number', () => {
    const lines = asText(table.cells).split('\n');
    lines[3] = '0~2\t300~399\t9만4천5백 원?\t849,000\t1,021,000';
    lines[5] = '0~2\t1,200 이상';
    const { issues } = parseChildSupportTableText(lines.join('\n'));
    expect(issues).toEqual([
      { code: 'lineAmount', path: 'text', line: 4 },
      { code: 'lineColumns', path: 'text', line: 6 },
    ]);
    expect(tableIssueMessage(issues[0]!, 'ko')).toBe('4번째 줄: 금액을 읽지 못했습니다. 예: 1,402,000');
  });
});
