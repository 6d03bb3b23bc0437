import { parseAmount } from './amount.ts';
import { lastChildAge, maxTableCells } from './constants.ts';
import type { Day } from './dates.ts';
import { fraction, fractionValue, wonTimes, type Fraction } from './fraction.ts';
import { CalculatorInputError } from './issues.ts';

/**
 * One cell of a child-support table: for a child whose age (in whole years) is in `ageFrom`–`ageTo` and parents whose
 * combined monthly pre-tax income (won) is in `incomeFrom`–`incomeTo` (both included; `incomeTo` null for the open
 * top band), the average monthly cost of the child in a household of two children, and its range.
 */
export interface ChildSupportCell {
  ageFrom: number;
  ageTo: number;
  incomeFrom: number;
  incomeTo: number | null;
  average: number;
  low: number;
  high: number | null;
}

/** How the table's commentary adjusts the two-child baseline for one child and for three or more. */
export interface ChildCountFactors {
  one: Fraction;
  two: Fraction;
  threeOrMore: Fraction;
}

/** A version of the Seoul Family Court's standard child-support table (양육비산정기준표), in force from `effectiveFrom`. */
export interface ChildSupportTable {
  effectiveFrom: Day;
  title: { ko: string; en: string };
  /** Where the table was published. */
  source: string;
  childCountFactors: ChildCountFactors;
  cells: ChildSupportCell[];
}

export interface IncomeBand {
  from: number;
  to: number | null;
}
export interface AgeBand {
  from: number;
  to: number;
}

export function incomeBandsOf(cells: readonly Pick<ChildSupportCell, 'incomeFrom' | 'incomeTo'>[]): IncomeBand[] {
  const bands = new Map<number, IncomeBand>();
  for (const cell of cells)
    if (!bands.has(cell.incomeFrom)) bands.set(cell.incomeFrom, { from: cell.incomeFrom, to: cell.incomeTo });
  return [...bands.values()].sort((a, b) => a.from - b.from);
}

export function ageBandsOf(cells: readonly Pick<ChildSupportCell, 'ageFrom' | 'ageTo'>[]): AgeBand[] {
  const bands = new Map<number, AgeBand>();
  for (const cell of cells)
    if (!bands.has(cell.ageFrom)) bands.set(cell.ageFrom, { from: cell.ageFrom, to: cell.ageTo });
  return [...bands.values()].sort((a, b) => a.from - b.from);
}

const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, ',');

/** `400~499만 원`, `1,200만 원 이상` / `4,000,000–4,999,999 won`, `12,000,000 won or more`. */
export function incomeBandLabel(band: IncomeBand, locale: 'ko' | 'en'): string {
  if (locale === 'en')
    return band.to === null ? `${grouped(band.from)} won or more` : `${grouped(band.from)}–${grouped(band.to)} won`;
  const inMan = band.from % 10_000 === 0 && (band.to === null || (band.to + 1) % 10_000 === 0);
  if (!inMan) return band.to === null ? `${grouped(band.from)}원 이상` : `${grouped(band.from)}~${grouped(band.to)}원`;
  return band.to === null
    ? `${grouped(band.from / 10_000)}만 원 이상`
    : `${grouped(band.from / 10_000)}~${grouped((band.to + 1) / 10_000 - 1)}만 원`;
}

/** `만 15~18세` / `age 15–18`. */
export const ageBandLabel = (band: AgeBand, locale: 'ko' | 'en') =>
  locale === 'ko' ? `만 ${band.from}~${band.to}세` : `age ${band.from}–${band.to}`;

export interface ChildSupportInput {
  incomes: { custodial: number; other: number };
  children: { age: number }[];
}

/** Something the visitor should know about a result, beside the figures. */
export type ChildSupportNote = 'otherNoIncome' | 'openTopBand' | 'adjustmentsLeftToCourt';

/** What a calculation needs of a table (the title is the page's to show, in its language). */
export type ChildSupportTableData = Pick<ChildSupportTable, 'effectiveFrom' | 'source' | 'childCountFactors' | 'cells'>;

export interface ChildSupportResult {
  table: { effectiveFrom: Day; source: string };
  combinedIncome: number;
  incomeBand: IncomeBand;
  children: { age: number; ageBand: AgeBand; average: number; low: number; high: number | null }[];
  /** The sum of each child's average. */
  standardTotal: number;
  /** The commentary's adjustment for the number of children. */
  adjustment: { rule: keyof ChildCountFactors; factor: Fraction };
  adjustedTotal: number;
  /** The other (non-custodial) parent's share of the combined income, 0 to 1, for display; exact in `otherShareFraction`. */
  otherShare: number;
  otherShareFraction: Fraction;
  /** What the other parent pays each month: the adjusted total times their share, rounded down to the won. */
  monthly: number;
  notes: ChildSupportNote[];
}

/**
 * The child support the other parent pays under a table (the table's commentary): each child's average in the band
 * of the parents' combined income and the child's age, added up; the sum adjusted for the number of children; the
 * other parent's share of it in proportion to their income. Amounts are whole won, rounded down once at each step
 * that divides.
 */
export function calculateChildSupport(table: ChildSupportTableData, input: ChildSupportInput): ChildSupportResult {
  const { custodial, other } = input.incomes;
  const combinedIncome = custodial + other;
  if (combinedIncome <= 0) throw new CalculatorInputError([{ path: ['incomes', 'other'], code: 'noIncome' }]);
  if (!input.children.length) throw new CalculatorInputError([{ path: ['children'], code: 'childrenMissing' }]);
  const incomeBand = incomeBandsOf(table.cells).find(
    (band) => combinedIncome >= band.from && (band.to === null || combinedIncome <= band.to),
  );
  if (!incomeBand) throw new CalculatorInputError([{ path: ['incomes', 'other'], code: 'amountTooLarge' }]);
  const ageBands = ageBandsOf(table.cells);
  const children = input.children.map((child, index) => {
    const ageBand = ageBands.find((band) => child.age >= band.from && child.age <= band.to);
    const cell =
      ageBand &&
      table.cells.find((candidate) => candidate.ageFrom === ageBand.from && candidate.incomeFrom === incomeBand.from);
    if (!ageBand || !cell)
      throw new CalculatorInputError([
        { path: ['children', index, 'age'], code: child.age > lastChildAge ? 'childAgeOver18' : 'childAgeInvalid' },
      ]);
    return { age: child.age, ageBand, average: cell.average, low: cell.low, high: cell.high };
  });
  const standardTotal = children.reduce((sum, child) => sum + child.average, 0);
  const rule: keyof ChildCountFactors = children.length === 1 ? 'one' : children.length === 2 ? 'two' : 'threeOrMore';
  const factor = table.childCountFactors[rule];
  const adjustedTotal = wonTimes(standardTotal, factor);
  const otherShareFraction = fraction(other, combinedIncome);
  const notes: ChildSupportNote[] = [];
  if (other === 0) notes.push('otherNoIncome');
  if (incomeBand.to === null) notes.push('openTopBand');
  notes.push('adjustmentsLeftToCourt');
  return {
    table: { effectiveFrom: table.effectiveFrom, source: table.source },
    combinedIncome,
    incomeBand,
    children,
    standardTotal,
    adjustment: { rule, factor },
    adjustedTotal,
    otherShare: fractionValue(otherShareFraction),
    otherShareFraction,
    monthly: wonTimes(adjustedTotal, otherShareFraction),
    notes,
  };
}

export const childSupportNoteMessages: Record<ChildSupportNote, { ko: string; en: string }> = {
  otherNoIncome: {
    ko: '양육자가 아닌 부모의 소득이 0원이면 표의 계산으로는 0원이 되지만, 법원은 일할 능력 등을 따져 양육비를 정할 수 있습니다.',
    en: 'With no income for the other parent the table gives nothing, but a court can still set support from their ability to earn.',
  },
  openTopBand: {
    ko: '합산 소득이 가장 높은 구간은 위쪽 한도가 없어, 법원이 소득과 재산, 생활 수준을 따져 표보다 많이 정할 수 있습니다.',
    en: 'The top income band has no upper limit: a court can set more than the table after weighing income, property and way of life.',
  },
  adjustmentsLeftToCourt: {
    ko: '부모의 재산, 사는 지역, 높은 치료비·교육비 같은 가산·감산 사정은 반영하지 않았습니다. 법원은 이런 사정을 함께 봅니다.',
    en: "Other adjustments the court weighs (the parents' property, where the child lives, high medical or school costs) are not included.",
  },
};

/* Checking a table cell by cell before it takes effect. */

export type TableIssueCode =
  | 'noCells'
  | 'tooManyCells'
  | 'ageBandInvalid'
  | 'ageBandInconsistent'
  | 'ageBandStart'
  | 'ageBandGap'
  | 'ageBandEnd'
  | 'incomeBandInvalid'
  | 'incomeBandInconsistent'
  | 'incomeBandStart'
  | 'incomeBandGap'
  | 'incomeBandEnd'
  | 'cellDuplicate'
  | 'cellMissing'
  | 'amountInvalid'
  | 'highMissing'
  | 'averageOutOfRange'
  | 'averageDecreasing'
  | 'factorInvalid'
  | 'factorOneRange'
  | 'factorTwoBaseline'
  | 'factorThreeOrMoreRange'
  | 'lineColumns'
  | 'lineAge'
  | 'lineIncome'
  | 'lineAmount';

/** A problem found in a table, with the cell (its bands) or the pasted line it is in. Primitive fields only. */
export interface TableIssue {
  code: TableIssueCode;
  /** Where in the submitted table: `cells.12.average`, `childCountFactors.one`, `text`. */
  path: string;
  ageFrom?: number;
  ageTo?: number;
  incomeFrom?: number;
  /** `null`: the open top band. */
  incomeTo?: number | null;
  /** The line of pasted text, from 1. */
  line?: number;
}

const maxCellAmount = 100_000_000;

const at = (cell: ChildSupportCell, index: number, field?: string) => ({
  path: field ? `cells.${index}.${field}` : `cells.${index}`,
  ageFrom: cell.ageFrom,
  ageTo: cell.ageTo,
  incomeFrom: cell.incomeFrom,
  incomeTo: cell.incomeTo,
});

const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;
const isAmount = (value: unknown) =>
  Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= maxCellAmount;

/**
 * The adjustments a version may have: the table's amounts are per child of two, so two children take them as they
 * are (× 1); one child costs more than each of two (× 1 to 1.5), each of three or more less (× 0.5 to 1).
 */
export const childCountFactorRanges: Record<keyof ChildCountFactors, { min: Fraction; max: Fraction }> = {
  one: { min: { numerator: 1, denominator: 1 }, max: { numerator: 3, denominator: 2 } },
  two: { min: { numerator: 1, denominator: 1 }, max: { numerator: 1, denominator: 1 } },
  threeOrMore: { min: { numerator: 1, denominator: 2 }, max: { numerator: 1, denominator: 1 } },
};

const factorRangeIssues = {
  one: 'factorOneRange',
  two: 'factorTwoBaseline',
  threeOrMore: 'factorThreeOrMoreRange',
} as const;

/** Whether `factor` lies within its range, compared exactly (`a/b ≤ c/d` as `a·d ≤ c·b`). */
function factorInRange(key: keyof ChildCountFactors, factor: Fraction): boolean {
  const { min, max } = childCountFactorRanges[key];
  const value = BigInt(factor.numerator);
  const per = BigInt(factor.denominator);
  return (
    BigInt(min.numerator) * per <= value * BigInt(min.denominator) &&
    value * BigInt(max.denominator) <= BigInt(max.numerator) * per
  );
}

/** What is wrong with one adjustment for the number of children: no fraction above zero, or out of its range. */
export function childCountFactorIssue(key: keyof ChildCountFactors, factor: Fraction): TableIssue | null {
  const path = `childCountFactors.${key}`;
  if (!(
    Number.isSafeInteger(factor.numerator) &&
    factor.numerator > 0 &&
    Number.isSafeInteger(factor.denominator) &&
    factor.denominator > 0
  )) {
    return { code: 'factorInvalid', path };
  }
  return factorInRange(key, factor) ? null : { code: factorRangeIssues[key], path };
}

export const childCountFactorIssues = (factors: ChildCountFactors): TableIssue[] =>
  (Object.entries(factors) as [keyof ChildCountFactors, Fraction][]).flatMap(
    ([key, factor]) => childCountFactorIssue(key, factor) ?? [],
  );

/**
 * Every problem of a table, each naming its cell: bands that start at zero and follow each other without gap or
 * overlap (ages up to 18, the top income band open), exactly one cell for every band pair, amounts that are whole won
 * with low ≤ average ≤ high (no high only in the open band), averages that do not fall as income rises within an age
 * band, and adjustments for the number of children within `childCountFactorRanges`. An empty list: the table can be used.
 */
export function validateChildSupportTable(table: Pick<ChildSupportTable, 'cells' | 'childCountFactors'>): TableIssue[] {
  const issues: TableIssue[] = [];
  const { cells } = table;
  issues.push(...childCountFactorIssues(table.childCountFactors));
  if (!cells.length) return [...issues, { code: 'noCells', path: 'cells' }];
  if (cells.length > maxTableCells) return [...issues, { code: 'tooManyCells', path: 'cells' }];

  cells.forEach((cell, index) => {
    if (!isCount(cell.ageFrom) || !isCount(cell.ageTo) || cell.ageTo < cell.ageFrom)
      issues.push({ code: 'ageBandInvalid', ...at(cell, index) });
    if (
      !isCount(cell.incomeFrom) ||
      (cell.incomeTo !== null && (!isCount(cell.incomeTo) || cell.incomeTo < cell.incomeFrom))
    ) {
      issues.push({ code: 'incomeBandInvalid', ...at(cell, index) });
    }
  });
  if (issues.length) return issues;

  const ageBands = ageBandsOf(cells);
  const incomeBands = incomeBandsOf(cells);
  cells.forEach((cell, index) => {
    if (ageBands.find((band) => band.from === cell.ageFrom)!.to !== cell.ageTo)
      issues.push({ code: 'ageBandInconsistent', ...at(cell, index) });
    if (incomeBands.find((band) => band.from === cell.incomeFrom)!.to !== cell.incomeTo)
      issues.push({ code: 'incomeBandInconsistent', ...at(cell, index) });
  });
  if (ageBands[0]!.from !== 0)
    issues.push({ code: 'ageBandStart', path: 'cells', ageFrom: ageBands[0]!.from, ageTo: ageBands[0]!.to });
  ageBands.slice(1).forEach((band, index) => {
    if (band.from !== ageBands[index]!.to + 1)
      issues.push({ code: 'ageBandGap', path: 'cells', ageFrom: band.from, ageTo: band.to });
  });
  const lastAge = ageBands.at(-1)!;
  if (lastAge.to !== lastChildAge)
    issues.push({ code: 'ageBandEnd', path: 'cells', ageFrom: lastAge.from, ageTo: lastAge.to });
  if (incomeBands[0]!.from !== 0)
    issues.push({
      code: 'incomeBandStart',
      path: 'cells',
      incomeFrom: incomeBands[0]!.from,
      incomeTo: incomeBands[0]!.to,
    });
  incomeBands.slice(1).forEach((band, index) => {
    const previous = incomeBands[index]!;
    if (previous.to === null || band.from !== previous.to + 1)
      issues.push({ code: 'incomeBandGap', path: 'cells', incomeFrom: band.from, incomeTo: band.to });
  });
  const lastIncome = incomeBands.at(-1)!;
  if (lastIncome.to !== null)
    issues.push({ code: 'incomeBandEnd', path: 'cells', incomeFrom: lastIncome.from, incomeTo: lastIncome.to });
  if (issues.length) return issues;

  const grid = new Map<string, { cell: ChildSupportCell; index: number }>();
  cells.forEach((cell, index) => {
    const key = `${cell.ageFrom}|${cell.incomeFrom}`;
    if (grid.has(key)) issues.push({ code: 'cellDuplicate', ...at(cell, index) });
    else grid.set(key, { cell, index });
  });
  for (const age of ageBands) {
    let previous: ChildSupportCell | null = null;
    for (const income of incomeBands) {
      const found = grid.get(`${age.from}|${income.from}`);
      if (!found) {
        issues.push({
          code: 'cellMissing',
          path: 'cells',
          ageFrom: age.from,
          ageTo: age.to,
          incomeFrom: income.from,
          incomeTo: income.to,
        });
        previous = null;
        continue;
      }
      const { cell, index } = found;
      const field = !isAmount(cell.average)
        ? 'average'
        : !isAmount(cell.low)
          ? 'low'
          : cell.high !== null && !isAmount(cell.high)
            ? 'high'
            : null;
      if (field) {
        issues.push({ code: 'amountInvalid', ...at(cell, index, field) });
        previous = null;
        continue;
      }
      if (cell.high === null && income.to !== null) issues.push({ code: 'highMissing', ...at(cell, index, 'high') });
      if (cell.low > cell.average || (cell.high !== null && cell.average > cell.high))
        issues.push({ code: 'averageOutOfRange', ...at(cell, index, 'average') });
      if (previous && cell.average < previous.average)
        issues.push({ code: 'averageDecreasing', ...at(cell, index, 'average') });
      previous = cell;
    }
  }
  return issues;
}

const cellName = (issue: TableIssue, locale: 'ko' | 'en') => {
  const parts: string[] = [];
  if (issue.ageFrom !== undefined && issue.ageTo !== undefined)
    parts.push(ageBandLabel({ from: issue.ageFrom, to: issue.ageTo }, locale));
  if (issue.incomeFrom !== undefined && issue.incomeTo !== undefined)
    parts.push(incomeBandLabel({ from: issue.incomeFrom, to: issue.incomeTo }, locale));
  return parts.join(locale === 'ko' ? ' · ' : ', ');
};

const tableIssueTexts: Record<TableIssueCode, { ko: (where: string) => string; en: (where: string) => string }> = {
  noCells: { ko: () => '표에 칸이 하나도 없습니다.', en: () => 'The table has no cells.' },
  tooManyCells: {
    ko: () => `칸이 너무 많습니다(최대 ${maxTableCells}칸).`,
    en: () => `The table has too many cells (at most ${maxTableCells}).`,
  },
  ageBandInvalid: {
    ko: (w) => `${w} 칸: 나이 구간이 올바르지 않습니다.`,
    en: (w) => `Cell ${w}: the age band is not valid.`,
  },
  ageBandInconsistent: {
    ko: (w) => `${w} 칸: 같은 나이에서 시작하는 다른 칸과 나이 구간의 끝이 다릅니다.`,
    en: (w) => `Cell ${w}: another cell's age band starts at the same age but ends elsewhere.`,
  },
  ageBandStart: {
    ko: (w) => `나이 구간은 만 0세부터 시작해야 합니다(지금 첫 구간: ${w}).`,
    en: (w) => `The age bands must start at 0 (the first is ${w}).`,
  },
  ageBandGap: {
    ko: (w) => `${w} 구간이 앞 구간에 바로 이어지지 않습니다(빠지거나 겹친 나이가 있습니다).`,
    en: (w) => `The band ${w} does not follow on from the one before (ages are missing or overlap).`,
  },
  ageBandEnd: {
    ko: (w) => `마지막 나이 구간은 만 18세에서 끝나야 합니다(지금: ${w}).`,
    en: (w) => `The last age band must end at 18 (it is ${w}).`,
  },
  incomeBandInvalid: {
    ko: (w) => `${w} 칸: 소득 구간이 올바르지 않습니다.`,
    en: (w) => `Cell ${w}: the income band is not valid.`,
  },
  incomeBandInconsistent: {
    ko: (w) => `${w} 칸: 같은 금액에서 시작하는 다른 칸과 소득 구간의 끝이 다릅니다.`,
    en: (w) => `Cell ${w}: another cell's income band starts at the same amount but ends elsewhere.`,
  },
  incomeBandStart: {
    ko: (w) => `소득 구간은 0원부터 시작해야 합니다(지금 첫 구간: ${w}).`,
    en: (w) => `The income bands must start at 0 won (the first is ${w}).`,
  },
  incomeBandGap: {
    ko: (w) => `${w} 구간이 앞 구간에 바로 이어지지 않습니다(빠지거나 겹친 금액이 있습니다).`,
    en: (w) => `The band ${w} does not follow on from the one before (amounts are missing or overlap).`,
  },
  incomeBandEnd: {
    ko: (w) => `가장 높은 소득 구간은 상한이 없어야 합니다(지금: ${w}). 예: 1,200만 원 이상`,
    en: (w) => `The top income band must have no upper limit (it is ${w}).`,
  },
  cellDuplicate: { ko: (w) => `${w} 칸이 두 번 들어 있습니다.`, en: (w) => `Cell ${w} is there twice.` },
  cellMissing: { ko: (w) => `${w} 칸이 없습니다.`, en: (w) => `Cell ${w} is missing.` },
  amountInvalid: {
    ko: (w) => `${w} 칸: 금액은 1원 이상 1억 원 이하의 원 단위 정수여야 합니다.`,
    en: (w) => `Cell ${w}: amounts must be whole won from 1 to 100,000,000.`,
  },
  highMissing: {
    ko: (w) => `${w} 칸: 범위의 상한이 없습니다. 상한은 가장 높은 소득 구간에서만 비워 둘 수 있습니다.`,
    en: (w) => `Cell ${w}: the range has no upper end; only the top income band may leave it open.`,
  },
  averageOutOfRange: {
    ko: (w) => `${w} 칸: 평균이 범위(하한~상한) 밖에 있습니다.`,
    en: (w) => `Cell ${w}: the average is outside its range.`,
  },
  averageDecreasing: {
    ko: (w) =>
      `${w} 칸: 평균이 바로 아래 소득 구간보다 적습니다. 같은 나이에서는 소득이 높을수록 평균이 같거나 커야 합니다.`,
    en: (w) =>
      `Cell ${w}: the average is below the next lower income band's; within an age band it must not fall as income rises.`,
  },
  factorInvalid: {
    ko: () => '자녀 수에 따른 조정 비율은 0보다 큰 수여야 합니다.',
    en: () => 'The adjustments for the number of children must be numbers above zero.',
  },
  factorOneRange: {
    ko: () =>
      '자녀 1명의 조정 비율은 1 이상 1.5 이하여야 합니다. 한 자녀의 양육비는 두 자녀 기준 금액보다 적을 수 없습니다.',
    en: () => 'The adjustment for one child must be from 1 to 1.5: one child does not cost less than each of two.',
  },
  factorTwoBaseline: {
    ko: () => '자녀 2명의 조정 비율은 1이어야 합니다. 표의 금액이 두 자녀 가구의 기준입니다.',
    en: () =>
      "The adjustment for two children must be 1: the table's amounts are those of a household of two children.",
  },
  factorThreeOrMoreRange: {
    ko: () =>
      '자녀 3명 이상의 조정 비율은 0.5 이상 1 이하여야 합니다. 자녀가 셋 이상이면 한 명의 금액이 두 자녀 기준보다 많을 수 없습니다.',
    en: () =>
      'The adjustment for three or more children must be from 0.5 to 1: each of three does not cost more than each of two.',
  },
  lineColumns: {
    ko: (w) => `${w}: 칸이 모자라거나 많습니다. 나이, 소득 구간, 평균, 하한, 상한을 탭으로 나눠 한 줄에 써 주세요.`,
    en: (w) =>
      `${w}: wrong number of columns. Write age band, income band, average, low and high on one line, separated by tabs.`,
  },
  lineAge: {
    ko: (w) => `${w}: 나이 구간을 읽지 못했습니다. 예: 0~2`,
    en: (w) => `${w}: the age band could not be read, e.g. 0~2.`,
  },
  lineIncome: {
    ko: (w) => `${w}: 소득 구간(만 원)을 읽지 못했습니다. 예: 200~299, 1,200 이상`,
    en: (w) => `${w}: the income band (in 만 won) could not be read, e.g. 200~299 or 1,200 이상.`,
  },
  lineAmount: {
    ko: (w) => `${w}: 금액을 읽지 못했습니다. 예: 1,402,000`,
    en: (w) => `${w}: an amount could not be read, e.g. 1,402,000.`,
  },
};

/** An issue as staff read it, naming the cell (`만 15~18세 · 400~499만 원 칸: …`) or the line of pasted text. */
export function tableIssueMessage(issue: TableIssue, locale: 'ko' | 'en'): string {
  const where =
    issue.line !== undefined
      ? locale === 'ko'
        ? `${issue.line}번째 줄`
        : `Line ${issue.line}`
      : cellName(issue, locale);
  return tableIssueTexts[issue.code][locale](where);
}

function readBand(text: string): [number, number | null] | null {
  const cleaned = text.replace(/[만세원\s]/g, '').replace(/^만/, '');
  const open = /^(\d[\d,]*)(?:이상|~|-|–)$/.exec(cleaned);
  if (open) return [Number(open[1]!.replaceAll(',', '')), null];
  const closed = /^(\d[\d,]*)(?:~|-|–)(\d[\d,]*)$/.exec(cleaned);
  if (!closed) return null;
  return [Number(closed[1]!.replaceAll(',', '')), Number(closed[2]!.replaceAll(',', ''))];
}

/**
 * Cells as the text `parseChildSupportTableText` reads, laid out as staff copy the court's spreadsheet: a header line,
 * then one cell a line, tab-separated (age band, income band in 만 원, average, low, high).
 */
export function childSupportTableText(cells: readonly ChildSupportCell[]): string {
  const man = 10_000;
  const amount = (won: number) => won.toLocaleString('en-US');
  return [
    '나이\t소득(만 원)\t평균\t하한\t상한',
    ...cells.map((cell) =>
      [
        `${cell.ageFrom}~${cell.ageTo}`,
        cell.incomeTo === null
          ? `${cell.incomeFrom / man} 이상`
          : `${cell.incomeFrom / man}~${(cell.incomeTo + 1) / man - 1}`,
        amount(cell.average),
        amount(cell.low),
        cell.high === null ? '' : amount(cell.high),
      ].join('\t'),
    ),
  ].join('\n');
}

/**
 * Cells from pasted text, one line each, the columns separated by tabs (as a spreadsheet copies them), `;` or `|`:
 * age band (`0~2`), income band in 만 원 (`200~299`, `1,200 이상`), average, low and high (empty in the open band).
 * A first line that does not start with a digit is a header; `#` starts a comment line.
 */
export function parseChildSupportTableText(text: string): { cells: ChildSupportCell[]; issues: TableIssue[] } {
  const cells: ChildSupportCell[] = [];
  const issues: TableIssue[] = [];
  const lines = text.split(/\r?\n/);
  let seenData = false;
  lines.forEach((raw, index) => {
    const line = raw.trim();
    const where = { path: 'text', line: index + 1 };
    if (!line || line.startsWith('#')) return;
    if (!seenData && !/^(만\s*)?\d/.test(line)) return;
    seenData = true;
    const separator = line.includes('\t') ? '\t' : line.includes(';') ? ';' : line.includes('|') ? '|' : /\s+/;
    const columns = line.split(separator).map((column) => column.trim());
    if (columns.length === 4) columns.push('');
    if (columns.length !== 5) return void issues.push({ code: 'lineColumns', ...where });
    const age = readBand(columns[0]!);
    if (!age || age[1] === null) return void issues.push({ code: 'lineAge', ...where });
    const income = readBand(columns[1]!);
    if (!income) return void issues.push({ code: 'lineIncome', ...where });
    const amounts = columns
      .slice(2)
      .map((column, position) =>
        position === 2 && /^[-–—]?$/.test(column) ? { ok: true as const, value: null } : parseAmount(column),
      );
    if (amounts.some((amount) => !amount.ok)) return void issues.push({ code: 'lineAmount', ...where });
    const [average, low, high] = amounts.map((amount) => (amount.ok ? amount.value : null));
    cells.push({
      ageFrom: age[0],
      ageTo: age[1],
      incomeFrom: income[0] * 10_000,
      incomeTo: income[1] === null ? null : (income[1] + 1) * 10_000 - 1,
      average: average!,
      low: low!,
      high: high ?? null,
    });
  });
  return { cells, issues };
}
